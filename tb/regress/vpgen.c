/*
 * vpgen: seeded constrained-random generator of valid NV_vertex_program
 * programs (VP1.0, VP1.1, VP2.0, VSP1.0) and vertex streams for the RTL
 * lock-step regression (make regress, docs/regress.md).
 *
 *   vpgen --seed S --out PREFIX [--size N] [--vertices N] [--runaway PM]
 *       writes PREFIX.vp (or .vsp) and PREFIX.in; prints "PROG IN" and a
 *       line "# refusals=R instructions=I" on standard error. PM (per
 *       mille, default 50) of the programs may get a runaway loop that one
 *       vertex runs into the 65 536-instruction watchdog.
 *   vpgen --minimize PROG IN --cmd "COMMAND"
 *       deletes vertices (one at a time), then other input lines (in halves),
 *       then instructions and labels (one at a time) while COMMAND PROG IN
 *       still exits with status 1 (a divergence) and the assembler and the
 *       model still accept the pair; rewrites PROG and IN in place.
 *
 * Every program is assembled in-process (vpasm_assemble) and loaded into the
 * model; a refused program is regenerated and counted. Streams are run on
 * the model; an input that makes a non-runaway program execute more than
 * 8192 instructions in one vertex is redrawn.
 *
 * Covered: every opcode and C-suffix form of each environment, swizzles,
 * negate, +, |abs|, write masks, CC masks with all eight rules, the null
 * register CC, relative addressing (A0/A1, every component, offsets to the
 * grammar's limits, out-of-range indexes from the data), ARL/ARR/ARA with
 * values near the clamps, forward branches (to labels and to the end),
 * bounded loops (temporary counter with SLTC/BRA, A1 counter with ARAC/BRA),
 * CAL/RET chains past the 4-deep stack, conditional RET from main, runaway
 * loops that hit the watchdog, position invariance and state programs.
 * Operands come from classes: ordinary, +-0, +-INF, NaN, denormal,
 * huge/tiny, integers near the address clamps, special-function table
 * boundaries, small integers.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "tbbuf.h"
#include "vpasm.h"
#include "vpfile.h"
#include "vpmodel.h"
#include "vpstream.h"

/* ------------------------------------------------------------ buffers */


/* ------------------------------------------------------------ randomness */

static uint64_t rng = 1;

static uint32_t rnd(void)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (uint32_t)((rng * 0x2545F4914F6CDD1Dull) >> 32);
}

static unsigned rn(unsigned n) { return n ? rnd() % n : 0; }
static bool pct(unsigned p) { return rn(100) < p; }

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* ------------------------------------------------------------ operand classes */

enum { OC_ORD, OC_ZERO, OC_INF, OC_NAN, OC_DENORM, OC_HUGE_TINY, OC_ADDR, OC_SFU, OC_SMALLINT, OC_N };

static uint32_t rnd_normal(int lo, int hi)
{
    uint32_t e = (uint32_t)(127 - lo + (int)rn((unsigned)(lo + hi + 1)));
    return (rnd() & 0x80000000u) | (e << 23) | (rnd() & 0x7FFFFFu);
}

static uint32_t class_value(unsigned cls)
{
    const uint32_t sign = rnd() & 0x80000000u;
    switch (cls) {
    case OC_ZERO: return sign;
    case OC_INF: return sign | 0x7F800000u;
    case OC_NAN: return sign | 0x7F800000u | (pct(50) ? 0x400000u : 0) | (rnd() & 0x3FFFFFu) | 1u;
    case OC_DENORM: return sign | (pct(30) ? 1u + rn(4) : (rnd() & 0x7FFFFFu) | 1u);
    case OC_HUGE_TINY:
        if (pct(50))
            return sign | ((uint32_t)(250 + rn(5)) << 23) | (rnd() & 0x7FFFFFu);
        return sign | ((uint32_t)(1 + rn(4)) << 23) | (rnd() & 0x7FFFFFu);
    case OC_ADDR: { /* integers and halves around the index ranges and the A clamps */
        static const int base[] = {0, 63, 64, 95, 96, 127, 128, 255, 256, 511, 512, -64, -65, -256, -257, -512, -513};
        if (pct(25)) { /* exactly at the A limits, or rounding onto them */
            static const float edge[] = {511.0f, -512.0f, 511.4f, -511.6f, 510.5f, -512.5f};
            return fbits(edge[rn(6)]);
        }
        const int b = base[rn(sizeof base / sizeof base[0])] + (int)rn(3) - 1;
        static const float frac[] = {0.0f, 0.5f, 0.49f, 0.99f, -0.01f};
        return fbits((float)b + frac[rn(5)]);
    }
    case OC_SFU: { /* 1 +- ulp, powers of two, multiples of pi/2, EX2/LG2 range edges */
        switch (rn(5)) {
        case 0: return (uint32_t)((int32_t)0x3F800000 + (int)rn(5) - 2) | sign;
        case 1: return sign | ((uint32_t)(100 + rn(56)) << 23);
        case 2: return fbits((float)((int)rn(17) - 8) * 1.57079637f) + rn(3) - 1;
        case 3: {
            static const float e[] = {126.0f, 127.0f, 128.0f, 129.0f, -126.0f, -127.0f, -149.0f, -150.0f, 127.99f, -126.5f};
            return fbits(e[rn(10)]);
        }
        default: return fbits((float)rn(1u << 12) / 4096.0f) | sign; /* table index boundaries in [0,1) */
        }
    }
    case OC_SMALLINT: return fbits((float)((int)rn(7) - 3));
    default: return rnd_normal(6, 6);
    }
}

static uint32_t rnd_value(void)
{
    /* ordinary numbers are the largest single class (40 %), the other 60 % spread
     * over all classes, so that rare opcodes still see every class */
    return class_value(pct(40) ? OC_ORD : rn(OC_N));
}

/* ------------------------------------------------------------ programs */

enum { ENV_VP10, ENV_VP11, ENV_VP2, ENV_VSP };

typedef enum { SH_V1, SH_V2, SH_V3, SH_SCALAR, SH_LIT, SH_ARL, SH_ARA } shape;
typedef struct {
    const char *name;
    shape sh;
    unsigned envs; /* bit per ENV_* */
} opdef;

#define B10 1u
#define B11 2u
#define B2 4u
#define BS 8u
#define ALL (B10 | B11 | B2 | BS)
static const opdef ops[] = {
    {"MOV", SH_V1, ALL}, {"MUL", SH_V2, ALL}, {"ADD", SH_V2, ALL}, {"MAD", SH_V3, ALL}, {"DP3", SH_V2, ALL},
    {"DP4", SH_V2, ALL}, {"DST", SH_V2, ALL}, {"MIN", SH_V2, ALL}, {"MAX", SH_V2, ALL}, {"SLT", SH_V2, ALL},
    {"SGE", SH_V2, ALL}, {"RCP", SH_SCALAR, ALL}, {"RSQ", SH_SCALAR, ALL}, {"EXP", SH_SCALAR, ALL},
    {"LOG", SH_SCALAR, ALL}, {"LIT", SH_LIT, ALL}, {"ARL", SH_ARL, ALL}, {"DPH", SH_V2, B11 | B2},
    {"RCC", SH_SCALAR, B11 | B2}, {"SUB", SH_V2, B11 | B2}, {"ABS", SH_V1, B11 | B2}, {"SEQ", SH_V2, B2},
    {"SFL", SH_V2, B2}, {"SGT", SH_V2, B2}, {"SLE", SH_V2, B2}, {"SNE", SH_V2, B2}, {"STR", SH_V2, B2},
    {"SSG", SH_V1, B2}, {"FLR", SH_V1, B2}, {"FRC", SH_V1, B2}, {"EX2", SH_SCALAR, B2}, {"LG2", SH_SCALAR, B2},
    {"SIN", SH_SCALAR, B2}, {"COS", SH_SCALAR, B2}, {"ARR", SH_ARL, B2}, {"ARA", SH_ARA, B2},
};
#define NOPS (sizeof ops / sizeof ops[0])
static const char *const rules[] = {"EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL"};
static const char comp[] = "xyzw";

#define MAX_LOOPCONST 8
typedef struct {
    int env;
    bool posinv;
    unsigned ntemp, nconst;
    sbuf vp;
    unsigned ninstr, maxinstr;
    unsigned labels;
    bool forbid_r14_15, forbid_a1; /* inside a loop: the counters */
    unsigned nloopc;
    unsigned loopc[MAX_LOOPCONST]; /* c[] holding loop constants */
    bool loopc_a[MAX_LOOPCONST];   /* A1 loop (n, 0, -1, 0) or temp loop (0, n, 1, 0) */
    unsigned nfunc;
    bool runaway, allow_runaway;
    unsigned runaway_attr; /* v[] whose x < 0 makes the runaway loop run into the watchdog */
    bool deep_chain; /* every function calls the next unconditionally: depth 4 and overflow */
    bool wrote_c;
} prog;

#define P(...) sb_printf(&g->vp, __VA_ARGS__)

static bool is_vp2(const prog *g) { return g->env == ENV_VP2; }

static void swizzle(prog *g, bool scalar)
{
    if (scalar) {
        P(".%c", comp[rn(4)]);
        return;
    }
    switch (rn(5)) {
    case 0:
    case 1: return;
    case 2: P(".%c", comp[rn(4)]); return;
    default: P(".%c%c%c%c", comp[rn(4)], comp[rn(4)], comp[rn(4)], comp[rn(4)]);
    }
}

/* Chosen once per instruction: one c[] and one v[] register. */
typedef struct {
    char c[32], v[16];
} uniq;

static void pick_uniq(prog *g, uniq *u)
{
    if (g->env == ENV_VSP)
        snprintf(u->v, sizeof u->v, "v[0]");
    else
        snprintf(u->v, sizeof u->v, "v[%u]", rn(16));
    if (!g->posinv && pct(35)) {
        if (is_vp2(g)) {
            int off = pct(30) ? 0 : (int)rn(512) - 256;
            if (pct(20))
                off = pct(50) ? 255 : -256;
            snprintf(u->c, sizeof u->c, "c[A%u.%c%s%d]", rn(2), comp[rn(4)], off < 0 ? " - " : " + ", off < 0 ? -off : off);
        } else {
            int off = pct(20) ? (pct(50) ? 63 : -64) : (int)rn(128) - 64;
            snprintf(u->c, sizeof u->c, "c[A0.x%s%d]", off < 0 ? " - " : " + ", off < 0 ? -off : off);
        }
    } else {
        snprintf(u->c, sizeof u->c, "c[%u]", rn(g->nconst));
    }
}

static void src(prog *g, const uniq *u, bool scalar)
{
    const bool abs_ = is_vp2(g) && pct(35);
    const unsigned s = rn(4);
    if (s == 0)
        P("-");
    else if (s == 1 && g->env != ENV_VP10 && g->env != ENV_VSP)
        P("+");
    if (abs_)
        P("|");
    switch (rn(3)) {
    case 0: P("R%u", rn(g->ntemp)); break;
    case 1: P("%s", u->v); break;
    default: P("%s", u->c); break;
    }
    swizzle(g, scalar);
    if (abs_)
        P("|");
}

static void wmask(prog *g)
{
    if (pct(45))
        return;
    unsigned m = 1 + rn(15);
    P(".");
    for (unsigned i = 0; i < 4; i++)
        if (m & (1u << i))
            P("%c", comp[i]);
}

static void ccmask(prog *g, unsigned p)
{
    if (!is_vp2(g) || !pct(p))
        return;
    P(" (%s", rules[rn(8)]);
    swizzle(g, false);
    P(")");
}

static void dst(prog *g, bool csuffix)
{
    unsigned r;
    if (g->env == ENV_VSP && (pct(40) || !g->wrote_c)) {
        P("c[%u]", rn(96));
        g->wrote_c = true;
    } else if (is_vp2(g) && csuffix && pct(12)) {
        P("CC");
    } else if (g->env != ENV_VSP && pct(30)) {
        unsigned o = rn(is_vp2(g) ? 21 : 15);
        if (o == 0 && g->posinv)
            o = 1;
        static const char *const on[] = {"HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ", "TEX0", "TEX1", "TEX2",
                                         "TEX3", "TEX4", "TEX5", "TEX6", "TEX7", "CLP0", "CLP1", "CLP2", "CLP3", "CLP4", "CLP5"};
        P("o[%s]", on[o]);
    } else {
        do
            r = rn(g->ntemp);
        while (g->forbid_r14_15 && r >= 14);
        P("R%u", r);
    }
    wmask(g);
    ccmask(g, 20);
}

static void addr_dst(prog *g)
{
    if (!is_vp2(g)) {
        P("A0.x");
        return;
    }
    unsigned a = g->forbid_a1 ? 0 : rn(2);
    P("A%u", a);
    wmask(g);
    ccmask(g, 20);
}

/* One random non-flow instruction. */
static void insn(prog *g)
{
    const unsigned eb = 1u << g->env;
    const opdef *d;
    do
        d = &ops[rn(NOPS)];
    while (!(d->envs & eb) || (d->sh == SH_ARL && g->env == ENV_VSP && pct(50)));
    const bool c = is_vp2(g) && pct(35);
    uniq u;
    pick_uniq(g, &u);
    P("%s%s ", d->name, c ? "C" : "");
    switch (d->sh) {
    case SH_ARL:
        addr_dst(g);
        P(", ");
        src(g, &u, !is_vp2(g));
        break;
    case SH_ARA:
        addr_dst(g);
        P(", A%u", rn(2));
        break;
    default: {
        dst(g, c);
        const unsigned n = d->sh == SH_V3 ? 3 : d->sh == SH_V2 ? 2 : 1;
        for (unsigned i = 0; i < n; i++) {
            P(", ");
            src(g, &u, d->sh == SH_SCALAR);
        }
    }
    }
    P(";\n");
    g->ninstr++;
}

static void block(prog *g, unsigned n, unsigned depth, bool in_func, unsigned func);

static unsigned new_loopc(prog *g, bool a)
{
    unsigned k = 200 + g->nloopc; /* c[200..207]: VP2 only */
    g->loopc[g->nloopc] = k;
    g->loopc_a[g->nloopc] = a;
    g->nloopc++;
    return k;
}

/* A bounded loop: temporary counter (R15, SLTC/BRA) or A1 counter (ARAC/BRA). */
static void loop(prog *g, unsigned depth, unsigned func)
{
    const bool use_a = !g->forbid_a1 && (g->forbid_r14_15 || pct(50));
    if (g->nloopc >= MAX_LOOPCONST || (!use_a && g->forbid_r14_15))
        return;
    const unsigned k = new_loopc(g, use_a);
    const unsigned l = g->labels++;
    const bool s14 = g->forbid_r14_15, sa = g->forbid_a1;
    if (use_a) {
        P("ARL%s A1, c[%u];\nL%u:\n", pct(50) ? "C" : "", k, l);
        g->forbid_a1 = true;
    } else {
        P("MOV R15.x, c[%u].x;\nL%u:\n", k, l);
        g->forbid_r14_15 = true;
    }
    g->ninstr++;
    block(g, 2 + rn(6), depth + 1, func != 0, func);
    if (use_a)
        P("ARAC A1.x, A1;\nBRA L%u (GT.x);\n", l);
    else
        P("ADD R15.x, R15.x, c[%u].z;\nSLTC R14.x, R15.x, c[%u].y;\nBRA L%u (GT.x);\n", k, k, l);
    g->ninstr += use_a ? 2 : 3;
    g->forbid_r14_15 = s14;
    g->forbid_a1 = sa;
}

static void flow_cond(prog *g)
{
    if (pct(15))
        return;
    if (pct(70)) /* a fresh CC from data, so the condition varies per vertex */
    {
        uniq u;
        pick_uniq(g, &u);
        P("MOVC CC, ");
        src(g, &u, false);
        P(";\n");
        g->ninstr++;
    }
}

static void block(prog *g, unsigned n, unsigned depth, bool in_func, unsigned func)
{
    for (unsigned i = 0; i < n && g->ninstr + 12 < g->maxinstr; i++) {
        unsigned r = rn(100);
        if (g->allow_runaway && !g->runaway && !in_func && depth == 0 && pct(25))
            r = 99;
        if (!is_vp2(g) || r < 70) {
            insn(g);
        } else if (r < 80) { /* forward branch over a few instructions, or to the end */
            const unsigned l = g->labels++;
            flow_cond(g);
            bool to_end = pct(15);
            P("BRA %s%u", to_end ? "E" : "L", to_end ? 0 : l);
            ccmask(g, 85);
            P(";\n");
            g->ninstr++;
            for (unsigned k = rn(4); k; k--)
                insn(g);
            P("L%u:\n", l);
        } else if (r < 88 && depth < 2 && !in_func) {
            loop(g, depth, func);
        } else if (r < 96 && g->nfunc > func) { /* call the next function of the chain, or the end */
            flow_cond(g);
            if (pct(8))
                P("CAL E0");
            else
                P("CAL F%u", func);
            ccmask(g, 40);
            P(";\n");
            g->ninstr++;
        } else if (r < 99 || depth > 0 || !g->allow_runaway || g->runaway || in_func) { /* conditional RET (from main: an empty-stack end) */
            flow_cond(g);
            P("RET");
            ccmask(g, 95);
            P(";\n");
            g->ninstr++;
        } else { /* a loop that only the watchdog ends, for some vertices */
            const unsigned l = g->labels++;
            g->runaway_attr = 1 + rn(15);
            P("MOVC R13.x, v[%u].x;\nL%u:\nADD R12, R12, c[%u];\nBRA L%u (LT.x);\n", g->runaway_attr, l, rn(200), l);
            g->ninstr += 3;
            g->runaway = true;
        }
    }
}

static unsigned runaway_pm = 50; /* --runaway: per mille of programs that may have a watchdog vertex */
static vpf_gpu gen_gpu = VPF_GPU_NV30; /* --gpu: NV20 runs no !!VP2.0 program */

static void gen_program(prog *g, unsigned size)
{
    sb_clear(&g->vp);
    const unsigned r = rn(100);
    g->env = r < 60 ? ENV_VP2 : r < 72 ? ENV_VP10 : r < 86 ? ENV_VP11 : ENV_VSP;
    if (gen_gpu == VPF_GPU_NV20 && g->env == ENV_VP2) /* the same mix of the other three */
        g->env = r < 18 ? ENV_VP10 : r < 39 ? ENV_VP11 : ENV_VSP;
    g->posinv = (g->env == ENV_VP2 || g->env == ENV_VP11) && pct(8);
    g->ntemp = is_vp2(g) ? 16 : 12;
    g->nconst = is_vp2(g) ? 256 : 96;
    g->ninstr = 0;
    g->maxinstr = (is_vp2(g) ? 256 : 128) - (g->posinv ? 4 : 0);
    g->labels = 0;
    g->forbid_r14_15 = g->forbid_a1 = false;
    g->nloopc = 0;
    g->runaway = false;
    g->allow_runaway = rn(1000) < runaway_pm; /* each watchdog vertex costs 65 536 instructions */
    g->wrote_c = false;
    g->nfunc = is_vp2(g) && pct(50) ? 1 + rn(6) : 0; /* a chain of 5 or more overflows the stack */
    g->deep_chain = g->nfunc && pct(20);
    if (g->deep_chain)
        g->nfunc = 4 + rn(3);
    static const char *const hdr[] = {"!!VP1.0", "!!VP1.1", "!!VP2.0", "!!VSP1.0"};
    P("%s\n# vpgen\n", hdr[g->env]);
    if (g->posinv)
        P("OPTION NV_position_invariant;\n");
    if (g->nfunc) { /* F0 .. F(n-1), each may call the next; main after them */
        P("BRA main;\n");
        g->ninstr++;
        g->forbid_r14_15 = g->forbid_a1 = true; /* functions may be called inside loops */
        for (unsigned f = 0; f < g->nfunc; f++) {
            P("F%u:\n", f);
            block(g, 1 + rn(4), 1, true, f + 1);
            if (g->deep_chain || pct(60)) {
                if (!g->deep_chain)
                    flow_cond(g);
                P("CAL F%u", f + 1 < g->nfunc ? f + 1 : f); /* the last one recurses: overflow */
                if (!g->deep_chain)
                    ccmask(g, 40);
                P(";\n");
                g->ninstr++;
            }
            insn(g);
            P("RET;\n");
            g->ninstr++;
        }
        P("main:\n");
        g->forbid_r14_15 = g->forbid_a1 = false;
    }
    if (g->env == ENV_VSP && pct(50)) { /* A0 for relative reads in the state program */
        P("ARL A0.x, v[0].%c;\n", comp[rn(4)]);
        g->ninstr++;
    }
    if (pct(70) && g->env != ENV_VSP) {
        g->env == ENV_VP2 ? P("ARL A%u, v[%u];\n", rn(2), rn(16)) : P("ARL A0.x, v[%u].%c;\n", rn(16), comp[rn(4)]);
        g->ninstr++;
    }
    if (g->env != ENV_VSP && !g->posinv) {
        uniq u;
        pick_uniq(g, &u);
        P("MOV o[HPOS], ");
        src(g, &u, false);
        P(";\n");
        g->ninstr++;
    }
    block(g, size, 0, false, 0);
    if (g->nfunc && pct(25)) { /* a CAL as the last word: its return ends the program */
        P("CAL F0;\n");
        g->ninstr++;
    }
    if (g->env == ENV_VSP && !g->wrote_c) {
        P("MOV c[%u], R%u;\n", rn(96), rn(12));
        g->ninstr++;
    }
    if (is_vp2(g))
        P("E0:\n");
    P("END\n");
}

/* ------------------------------------------------------------ inputs */

static void in_vec(sbuf *b, const char *reg, const uint32_t *v, unsigned n)
{
    sb_printf(b, "%s =", reg);
    for (unsigned i = 0; i < n; i++)
        sb_printf(b, " 0x%08x", (unsigned)v[i]);
    sb_printf(b, "\n");
}

static void loop_consts(const prog *g, sbuf *in)
{
    for (unsigned i = 0; i < g->nloopc; i++) {
        const float n = (float)(pct(20) ? 8 + rn(5) : rn(5)); /* trip counts, sometimes 8 or more */
        uint32_t v[4];
        if (g->loopc_a[i]) {
            v[0] = fbits(n); v[1] = fbits((float)rn(5)); v[2] = fbits(-1.0f); v[3] = fbits(1.0f);
        } else {
            v[0] = 0; v[1] = fbits(n); v[2] = fbits(1.0f); v[3] = rnd_value();
        }
        char r[16];
        snprintf(r, sizeof r, "c[%u]", g->loopc[i]);
        in_vec(in, r, v, 4);
    }
}

static void gen_input(const prog *g, sbuf *in, unsigned nvert)
{
    sb_clear(in);
    sb_printf(in, "# vpgen\n");
    char r[16];
    for (unsigned c = 0; c < g->nconst; c++) {
        const uint32_t v[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
        snprintf(r, sizeof r, "c[%u]", c);
        in_vec(in, r, v, 4);
    }
    loop_consts(g, in);
    if (g->posinv)
        for (unsigned k = 0; k < 4; k++) {
            const uint32_t v[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
            snprintf(r, sizeof r, "mvp[%u]", k);
            in_vec(in, r, v, 4);
        }
    const unsigned wd = rn(nvert); /* the one vertex that runs into the watchdog */
    for (unsigned k = 0; k < nvert; k++) {
        if (k && pct(30))
            loop_consts(g, in);
        if (k && pct(20)) {
            const uint32_t v[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
            snprintf(r, sizeof r, "c[%u]", rn(g->nconst));
            if (!strstr(r, "c[20"))
                in_vec(in, r, v, 4);
        }
        if (g->env != ENV_VSP)
            for (unsigned a = 1; a < 16; a++)
                if (k == 0 || pct(30) || (g->runaway && a == g->runaway_attr)) {
                    uint32_t v[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
                    if (g->runaway && a == g->runaway_attr) /* the runaway loop: taken in vertex wd only */
                        v[0] = fbits(k == wd ? -1.0f : 1.0f);
                    snprintf(r, sizeof r, "v[%u]", a);
                    in_vec(in, r, v, 1 + rn(4));
                }
        const uint32_t v0[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
        in_vec(in, "v[0]", v0, 1 + rn(4));
    }
}

/* Runs the pair on the model: 0 ok, -1 refused; *max_exec, *total. */
static int model_run(const char *prog_text, size_t plen, const char *in, size_t ilen, uint32_t *max_exec,
                     uint64_t *total, char *why, size_t whysz)
{
    static vpasm_output o;
    vpasm_error e;
    if (vpasm_assemble(prog_text, plen, &o, &e) != 0) {
        snprintf(why, whysz, "program line %u:%u: %s", e.line, e.col, e.msg);
        return -1;
    }
    vpm *m = vpm_create();
    char err[200];
    if (!m || vpm_set_gpu(m, gen_gpu, err, sizeof err) != 0 || vpm_load(m, &o.prog, err, sizeof err) != 0) {
        snprintf(why, whysz, "model refuses: %s", m ? err : "no memory");
        vpm_destroy(m);
        return -1;
    }
    vps_stream st = {0};
    vps_error pe;
    if (vps_parse(in, ilen, &st, &pe) != 0) {
        snprintf(why, whysz, "input line %u:%u: %s", pe.line, pe.col, pe.msg);
        vps_free(&st);
        vpm_destroy(m);
        return -1;
    }
    *max_exec = 0;
    *total = 0;
    for (size_t i = 0; i < st.count; i++) {
        const vps_op *op = &st.ops[i];
        if (!vps_apply(m, op))
            continue;
        if (o.prog.env == UC_ENV_VSP10) {
            vpm_end end;
            vpm_run_state(m, op->v, &end);
            *total += 1;
        } else {
            vpm_vertex vx;
            vpm_run_vertex(m, &vx);
            if (vx.executed > *max_exec)
                *max_exec = vx.executed;
            *total += vx.executed;
        }
    }
    vps_free(&st);
    vpm_destroy(m);
    return 0;
}

static int write_file(const char *path, const char *s, size_t n)
{
    FILE *f = fopen(path, "w");
    if (!f || fwrite(s, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "vpgen: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int generate(unsigned long seed, const char *prefix, unsigned size, unsigned nvert, bool verbose)
{
    rng = (uint64_t)seed * 0x9E3779B97F4A7C15ull ^ 0x853c49e6748fea9bull;
    if (!rng)
        rng = 1;
    for (unsigned i = 0; i < 8; i++)
        rnd();
    static prog g;
    sbuf in = {0};
    unsigned refusals = 0;
    char why[300];
    for (;;) {
        gen_program(&g, 1 + rn(size));
        uint32_t mx;
        uint64_t tot;
        int ok = -1;
        for (unsigned attempt = 0; attempt < 8 && ok != 0; attempt++) {
            gen_input(&g, &in, 1 + rn(nvert));
            if (model_run(g.vp.s, g.vp.n, in.s, in.n, &mx, &tot, why, sizeof why) != 0) {
                refusals++;
                if (verbose)
                    fprintf(stderr, "vpgen: refused: %s\n", why);
                break;
            }
            ok = (g.runaway || mx <= 8192) ? 0 : 1;
        }
        if (ok == 0)
            break;
        if (refusals > 1000) {
            fprintf(stderr, "vpgen: seed %lu: every program refused; last: %s\n", seed, why);
            return 1;
        }
    }
    char pv[1024], pi[1024];
    snprintf(pv, sizeof pv, "%s.%s", prefix, g.env == ENV_VSP ? "vsp" : "vp");
    snprintf(pi, sizeof pi, "%s.in", prefix);
    if (write_file(pv, g.vp.s, g.vp.n) || write_file(pi, in.s, in.n))
        return 2;
    printf("%s %s\n", pv, pi);
    fprintf(stderr, "# seed=%lu refusals=%u instructions=%u\n", seed, refusals, g.ninstr);
    free(in.s);
    return 0;
}

/* ------------------------------------------------------------ minimizer */

typedef struct {
    char **l;
    size_t n;
} lines;

static void split(const char *s, size_t len, lines *L)
{
    L->l = NULL;
    L->n = 0;
    size_t a = 0;
    for (size_t i = 0; i <= len; i++)
        if (i == len || s[i] == '\n') {
            if (i > a || i < len) {
                L->l = realloc(L->l, (L->n + 1) * sizeof *L->l);
                L->l[L->n] = strndup(s + a, i - a);
                L->n++;
            }
            a = i + 1;
        }
}

static void join(const lines *L, const bool *keep, sbuf *b)
{
    sb_clear(b);
    for (size_t i = 0; i < L->n; i++)
        if (!keep || keep[i])
            sb_printf(b, "%s\n", L->l[i]);
}

static const char *g_cmd, *g_prog, *g_in;

/* Still a model-accepted pair that the command reports as a divergence? */
static bool still_fails(const sbuf *p, const sbuf *in)
{
    uint32_t mx;
    uint64_t tot;
    char why[300];
    if (model_run(p->s, p->n, in->s, in->n, &mx, &tot, why, sizeof why) != 0 || tot == 0)
        return false;
    if (write_file(g_prog, p->s, p->n) || write_file(g_in, in->s, in->n))
        exit(2);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s %s %s >/dev/null 2>&1", g_cmd, g_prog, g_in);
    int st = system(cmd);
    return st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 1;
}

/* Input lines other than vertex provokes (v[0]): removes [a, b) if the pair
 * still fails without them, else tries the halves. Returns lines removed. */
static unsigned reduce_in(const lines *IL, bool *ik, const size_t *cand, size_t a, size_t b, const sbuf *pb, sbuf *ib)
{
    if (a >= b)
        return 0;
    unsigned n = 0;
    for (size_t k = a; k < b; k++)
        if (ik[cand[k]]) {
            ik[cand[k]] = false;
            n++;
        }
    if (!n)
        return 0;
    join(IL, ik, ib);
    if (still_fails(pb, ib))
        return n;
    for (size_t k = a; k < b; k++)
        ik[cand[k]] = true;
    join(IL, ik, ib);
    if (b - a == 1)
        return 0;
    const size_t m = a + (b - a) / 2;
    const unsigned r = reduce_in(IL, ik, cand, a, m, pb, ib);
    return r + reduce_in(IL, ik, cand, m, b, pb, ib);
}

static int minimize(const char *prog_path, const char *in_path, const char *cmd)
{
    size_t pl, il;
    char *ps = vp_read_file(prog_path, 1u << 24, &pl), *is = vp_read_file(in_path, 1u << 26, &il);
    if (!ps || !is) {
        fprintf(stderr, "vpgen: cannot read %s / %s\n", prog_path, in_path);
        return 2;
    }
    g_cmd = cmd;
    g_prog = prog_path;
    g_in = in_path;
    lines PL, IL;
    split(ps, pl, &PL);
    split(is, il, &IL);
    bool *pk = malloc(PL.n + 1), *ik = malloc(IL.n + 1);
    memset(pk, 1, PL.n + 1);
    memset(ik, 1, IL.n + 1);
    sbuf pb = {0}, ib = {0};
    join(&PL, pk, &pb);
    join(&IL, ik, &ib);
    if (!still_fails(&pb, &ib)) {
        fprintf(stderr, "vpgen: --minimize: the pair does not fail to begin with\n");
        return 1;
    }
    unsigned del_i = 0, del_v = 0;
    /* vertices: an attribute group ending at a v[0] write; from the last */
    for (size_t e = IL.n; e-- > 0;) {
        if (!ik[e] || strncmp(IL.l[e], "v[0]", 4))
            continue;
        size_t b = e;
        while (b > 0 && ik[b - 1] && IL.l[b - 1][0] == 'v' && strncmp(IL.l[b - 1], "v[0]", 4))
            b--;
        for (size_t k = b; k <= e; k++)
            ik[k] = false;
        join(&IL, ik, &ib);
        if (still_fails(&pb, &ib)) {
            del_v++;
        } else {
            for (size_t k = b; k <= e; k++)
                ik[k] = true;
        }
    }
    join(&IL, ik, &ib);
    /* the other input lines (parameters, attributes), in halves */
    size_t *cand = malloc((IL.n + 1) * sizeof *cand), nc = 0;
    for (size_t i = 0; i < IL.n; i++)
        if (ik[i] && IL.l[i][0] != '#' && strncmp(IL.l[i], "v[0]", 4))
            cand[nc++] = i;
    const unsigned del_l = reduce_in(&IL, ik, cand, 0, nc, &pb, &ib);
    free(cand);
    join(&IL, ik, &ib);
    /* instructions and labels: every line ending in ';' or ':' except OPTION, one at a time;
     * again while a pass removes something (a label goes once its branches are gone) */
    for (unsigned before = del_i + 1; before != del_i;) {
        before = del_i;
        for (size_t i = 0; i < PL.n; i++) {
            const size_t n = strlen(PL.l[i]);
            if (!pk[i] || !n || (PL.l[i][n - 1] != ';' && PL.l[i][n - 1] != ':') || !strncmp(PL.l[i], "OPTION", 6))
                continue;
            pk[i] = false;
            join(&PL, pk, &pb);
            if (still_fails(&pb, &ib))
                del_i++;
            else
                pk[i] = true;
        }
    }
    join(&PL, pk, &pb);
    if (!still_fails(&pb, &ib)) { /* writes the final pair back */
        fprintf(stderr, "vpgen: --minimize: the minimized pair no longer fails\n");
        return 1;
    }
    fprintf(stderr, "vpgen: minimized %s %s: removed %u instruction/label lines, %u vertices, %u other input lines\n",
            prog_path, in_path, del_i, del_v, del_l);
    return 0;
}

int main(int argc, char **argv)
{
    unsigned long seed = 1;
    const char *out = NULL, *mprog = NULL, *min_in = NULL, *cmd = NULL;
    unsigned size = 40, nvert = 6;
    bool verbose = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--out") && i + 1 < argc)
            out = argv[++i];
        else if (!strcmp(argv[i], "--size") && i + 1 < argc)
            size = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--vertices") && i + 1 < argc)
            nvert = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--runaway") && i + 1 < argc)
            runaway_pm = (unsigned)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--verbose"))
            verbose = true;
        else if (!strcmp(argv[i], "--gpu") && i + 1 < argc) {
            if (vpm_gpu_parse(argv[++i], &gen_gpu) != 0) {
                fprintf(stderr, "vpgen: --gpu takes nv20 or nv30, not '%s'\n", argv[i]);
                return 2;
            }
        }
        else if (!strcmp(argv[i], "--minimize") && i + 2 < argc) {
            mprog = argv[++i];
            min_in = argv[++i];
        } else if (!strcmp(argv[i], "--cmd") && i + 1 < argc)
            cmd = argv[++i];
        else {
            fprintf(stderr, "usage: vpgen --seed S --out PREFIX [--size N] [--vertices N] [--runaway PERMILLE] [--gpu nv20|nv30] [--verbose]\n"
                            "       vpgen --minimize PROG IN --cmd COMMAND\n");
            return 2;
        }
    }
    if (mprog) {
        if (!cmd) {
            fprintf(stderr, "vpgen: --minimize needs --cmd\n");
            return 2;
        }
        return minimize(mprog, min_in, cmd);
    }
    if (!out) {
        fprintf(stderr, "vpgen: --out PREFIX is required\n");
        return 2;
    }
    return generate(seed, out, size ? size : 1, nvert ? nvert : 1, verbose);
}

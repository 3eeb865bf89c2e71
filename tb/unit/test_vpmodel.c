/*
 * Directed tests of the golden model (cmodel/vpmodel): the worked examples
 * of NV_vertex_program2 reproduced exactly (the MOVC/CC table, the BRA
 * (LT.xyzw)/(LT.wyzw) example), program termination (last instruction,
 * branch to the end, RET on an empty stack, CAL overflow, the 65536
 * instruction watchdog), the blank words past the program (runs started
 * there), initial register values, relative addressing out of
 * range and address clamping, write and CC masks, position invariance, and
 * the external expectations: the five piglit NV tests and Mesa's vptest2
 * state programs (../shared/corpus, VP_CORPUS). The paper's programs on
 * their inputs are tb/unit/test_paper.c.
 *
 * The model's bits as a whole: a digest of every commit record and result
 * of 2000 seeded random programs (all environments, operations, modifiers,
 * masks, CC, relative addressing, branches, calls, state programs) on random
 * inputs, traced and untraced, on the NV30 numerics, recorded when the
 * model took the hardware's arithmetic (docs/numerics.md; that arithmetic
 * itself is checked by test_oracle against the reference vectors);
 * VP_SEED=... VP_DIGEST_PROGRAMS=... print the digest of other runs, to
 * compare two builds.
 *
 * Expected values are bit patterns unless the external test states decimal
 * results (piglit: 8-bit colour after a [0,1] clamp; Mesa: printed decimals).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbutil.h"
#include "vpfile.h"
#include "vpasm.h"
#include "vpfloat.h"
#include "vpfvec.h"
#include "vpmodel.h"
#include "vptext.h"

#define P1 0x3F800000u /* 1.0 */
#define P2 0x40000000u /* 2.0 */
#define M2 0xC0000000u /* -2.0 */
#define QNAN 0x7FC00000u

static int failures, checks;
static int quiet; /* during the self-check: count failures without printing them */

static void fail(const char *fmt, ...)
{
    failures++;
    if (quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL ");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
}

#define MAXC 70000
typedef struct {
    vpm_commit c[MAXC];
    unsigned n;
} trace_buf;

static void collect(void *user, const vpm_commit *c)
{
    trace_buf *t = user;
    if (t->n < MAXC)
        t->c[t->n] = *c;
    t->n++;
}

static vpm *load(const char *text)
{
    static vpasm_output o;
    vpasm_error e;
    if (vpasm_assemble(text, strlen(text), &o, &e) != 0) {
        fail("does not assemble: %u:%u %s\n%s", e.line, e.col, e.msg, text);
        return NULL;
    }
    vpm *m = vpm_create();
    char err[160];
    if (vpm_load(m, &o.prog, err, sizeof err) != 0) {
        fail("does not load: %s", err);
        vpm_destroy(m);
        return NULL;
    }
    return m;
}

static void set_c(vpm *m, unsigned i, uint32_t x, uint32_t y, uint32_t z, uint32_t w)
{
    const uint32_t v[4] = {x, y, z, w};
    vpm_set_const(m, i, v);
}

static void expect_vec(const char *what, const uint32_t got[4], uint32_t x, uint32_t y, uint32_t z, uint32_t w)
{
    const uint32_t e[4] = {x, y, z, w};
    checks++;
    if (memcmp(got, e, sizeof e) != 0)
        fail("%s: got %08x %08x %08x %08x, expected %08x %08x %08x %08x", what, (unsigned)got[0], (unsigned)got[1],
             (unsigned)got[2], (unsigned)got[3], (unsigned)x, (unsigned)y, (unsigned)z, (unsigned)w);
}

static void expect_cc(const char *what, const uint8_t cc[4], unsigned x, unsigned y, unsigned z, unsigned w)
{
    checks++;
    if (cc[0] != x || cc[1] != y || cc[2] != z || cc[3] != w)
        fail("%s: CC %u%u%u%u, expected %u%u%u%u", what, cc[0], cc[1], cc[2], cc[3], x, y, z, w);
}

static void expect_int(const char *what, long got, long want)
{
    checks++;
    if (got != want)
        fail("%s: got %ld, expected %ld", what, got, want);
}

static trace_buf tb;

/* Runs one vertex with tracing into tb. */
static void run(vpm *m, vpm_vertex *vx)
{
    tb.n = 0;
    vpm_set_trace(m, collect, &tb);
    vpm_run_vertex(m, vx);
}

/* NV_vertex_program2 2.14.2.2: the MOVC example with R1 = (-2, 0, 2, NaN). */
static void test_movc_table(void)
{
    vpm *m = load("!!VP2.0\n"
                  "MOV R1, c[0];\n"
                  "MOVC R0, R1;\n"
                  "MOVC R0.xyz, R1.yzwx;\n"
                  "MOVC R0 (NE), R1.zywx;\n"
                  "MOV o[HPOS], R0;\n"
                  "END\n");
    if (!m)
        return;
    set_c(m, 0, M2, 0, P2, QNAN);
    vpm_vertex vx;
    run(m, &vx);
    expect_int("movc: instructions", tb.n, 5);
    expect_vec("MOVC R0, R1", tb.c[1].value, M2, 0, P2, QNAN);
    expect_cc("MOVC R0, R1", tb.c[1].cc, UC_CC_LT, UC_CC_EQ, UC_CC_GT, UC_CC_UN);
    expect_vec("MOVC R0.xyz, R1.yzwx", tb.c[2].value, 0, P2, QNAN, QNAN);
    expect_cc("MOVC R0.xyz, R1.yzwx", tb.c[2].cc, UC_CC_EQ, UC_CC_GT, UC_CC_UN, UC_CC_UN);
    expect_vec("MOVC R0 (NE), R1.zywx", tb.c[3].value, 0, 0, QNAN, M2);
    expect_cc("MOVC R0 (NE), R1.zywx", tb.c[3].cc, UC_CC_EQ, UC_CC_EQ, UC_CC_UN, UC_CC_LT);
    expect_int("MOVC R0 (NE): written components", tb.c[3].wrote, 0xE);
    vpm_destroy(m);
}

/* 2.14.2.3: BRA label1 (LT.xyzw) is taken, BRA label2 (LT.wyzw) is not. */
static void test_bra_example(void)
{
    vpm *m = load("!!VP2.0\n"
                  "MOV o[HPOS], v[0];\n"
                  "MOVC CC, c[0];\n"
                  "BRA label1 (LT.xyzw);\n"
                  "MOV R0, R1;\n"
                  "label1:\n"
                  "BRA label2 (LT.wyzw);\n"
                  "MOV R0, R2;\n"
                  "label2:\n"
                  "END\n");
    if (!m)
        return;
    set_c(m, 0, M2, 0, P2, QNAN);
    vpm_vertex vx;
    run(m, &vx);
    static const unsigned pcs[] = {0, 1, 2, 4, 5};
    expect_int("bra: instructions executed", tb.n, 5);
    for (unsigned i = 0; i < 5 && i < tb.n; i++)
        expect_int("bra: pc sequence", tb.c[i].pc, pcs[i]);
    expect_int("bra: first taken", tb.c[2].taken, 1);
    expect_int("bra: second not taken", tb.c[3].taken, 0);
    expect_int("bra: ends after the last instruction", vx.end, VPM_END_LAST);
    vpm_destroy(m);
}

static void test_termination(void)
{
    vpm_vertex vx;
    vpm *m = load("!!VP2.0\nMOV o[HPOS], v[0];\nRET;\nMOV o[COL0], v[0];\nEND\n");
    if (m) {
        run(m, &vx);
        expect_int("RET on an empty stack ends", vx.end, VPM_END_RET);
        expect_int("RET: COL0 not written", (long)(vx.written >> UC_OUT_COL0) & 1, 0);
        vpm_destroy(m);
    }
    m = load("!!VP2.0\nMOV o[HPOS], v[0];\nf: CAL f;\nEND\n");
    if (m) {
        run(m, &vx);
        expect_int("CAL overflow ends", vx.end, VPM_END_OVERFLOW);
        expect_int("CAL overflow: 1 + 5 instructions", vx.executed, 6);
        vpm_destroy(m);
    }
    m = load("!!VP2.0\nMOV o[HPOS], v[0];\nloop: BRA loop;\nEND\n");
    if (m) {
        run(m, &vx);
        expect_int("watchdog ends", vx.end, VPM_END_WATCHDOG);
        expect_int("watchdog: 65536 instructions", vx.executed, 65536);
        vpm_destroy(m);
    }
    m = load("!!VP2.0\nMOV o[HPOS], v[0];\nBRA out;\nMOV o[COL0], v[0];\nout:\nEND\n");
    if (m) {
        run(m, &vx);
        expect_int("branch to the end exits", vx.end, VPM_END_EXIT);
        expect_int("exit: 2 instructions", vx.executed, 2);
        vpm_destroy(m);
    }
    /* a taken branch on the last instruction continues */
    m = load("!!VP2.0\nMOV o[HPOS], v[0];\nBRA skip;\nskip: MOVC R0.x, -c[0].x;\nADDC R0.x, R0.x, c[0].x;\n"
             "MOV o[COL0].x, R0.x;\nBRA skip (LT.x);\nEND\n");
    if (m) {
        set_c(m, 0, P1, 0, 0, 0);
        run(m, &vx);
        expect_int("not-taken BRA as last instruction ends", vx.end, VPM_END_LAST);
        vpm_destroy(m);
    }
    /* subroutines: CAL pushes, RET pops (spec issue "How can a program use subroutines?") */
    m = load("!!VP2.0\naccumulate: ADD R0, R0, R1;\nRET;\nmain:\nMOV R0, c[0].z;\nMOV R1, c[0].y;\n"
             "FLRC R2.x, c[0].x;\nBRA done (LE.x);\ntop:\nCAL accumulate;\nADDC R2.x, R2.x, -c[0].w;\n"
             "BRA top (GT.x);\ndone:\nMOV o[HPOS], R0;\nEND\n");
    if (m) {
        set_c(m, 0, 0x40400000u /* 3.0 */, P2, 0, P1); /* 3 iterations adding 2 */
        run(m, &vx);
        expect_vec("subroutine loop: 3 x (2,2,2,2)", vx.out[UC_OUT_HPOS], 0x40C00000u, 0x40C00000u, 0x40C00000u,
                   0x40C00000u);
        expect_int("subroutine loop ends at the last instruction", vx.end, VPM_END_LAST);
        vpm_destroy(m);
    }
}

static void test_initial_and_addressing(void)
{
    vpm_vertex vx;
    /* results start (0,0,0,1), temporaries (0,0,0,0) */
    vpm *m = load("!!VP1.0\nMOV o[HPOS].x, R3.w;\nEND\n");
    if (m) {
        run(m, &vx);
        expect_vec("initial o[HPOS] keeps (.,0,0,1)", vx.out[UC_OUT_HPOS], 0, 0, 0, P1);
        vpm_destroy(m);
    }
    /* relative read out of range gives (0,0,0,0); ARL clamps to [-512, 511] */
    m = load("!!VP2.0\nARL A0, c[1];\nMOV o[HPOS], c[A0.x+1];\nMOV o[COL0], c[A0.y-1];\nMOV o[COL1], c[A0.z+3];\n"
             "END\n");
    if (m) {
        set_c(m, 1, 0x447A0000u /* 1000 */, 0xC47A0000u /* -1000 */, 0xBF800000u /* -1 */, 0);
        set_c(m, 2, P1, P1, P1, P1);
        run(m, &vx);
        expect_vec("ARL clamps", tb.c[0].value, 511, (uint32_t)-512, (uint32_t)-1, 0);
        expect_vec("c[511+1] reads zero", vx.out[UC_OUT_HPOS], 0, 0, 0, 0);
        expect_vec("c[-512-1] reads zero", vx.out[UC_OUT_COL0], 0, 0, 0, 0);
        expect_vec("c[-1+3] = c[2]", vx.out[UC_OUT_COL1], P1, P1, P1, P1);
        vpm_destroy(m);
    }
    /* VP1 sees c[0..95] only: c[A0.x+0] with A0.x = 96 reads zero */
    m = load("!!VP1.0\nARL A0.x, c[1].x;\nMOV o[HPOS], c[A0.x];\nEND\n");
    if (m) {
        set_c(m, 1, 0x42C00000u /* 96 */, 0, 0, 0);
        set_c(m, 96, P1, P1, P1, P1);
        run(m, &vx);
        expect_vec("VP1: c[96] out of range", vx.out[UC_OUT_HPOS], 0, 0, 0, 0);
        vpm_destroy(m);
    }
    /* ARA adds x+z and y+w; ARLC sets CC from the integers */
    m = load("!!VP2.0\nARLC A1, c[1];\nARA A0, A1;\nMOV o[HPOS], v[0];\nEND\n");
    if (m) {
        set_c(m, 1, 0x43FA0000u /* 500 */, 0xC0400000u /* -3 */, 0x42C80000u /* 100 */, 0);
        run(m, &vx);
        expect_cc("ARLC CC", tb.c[0].cc, UC_CC_GT, UC_CC_LT, UC_CC_GT, UC_CC_EQ);
        expect_vec("ARA clamps the sums", tb.c[1].value, 511, (uint32_t)-3, 511, (uint32_t)-3);
        vpm_destroy(m);
    }
    /* attributes default to (.,0,0,1) for missing components */
    m = load("!!VP1.0\nMOV o[HPOS], v[3];\nEND\n");
    if (m) {
        const uint32_t two[2] = {P2, P2};
        vpm_set_attr(m, 3, 2, two);
        run(m, &vx);
        expect_vec("attribute defaults", vx.out[UC_OUT_HPOS], P2, P2, 0, P1);
        vpm_destroy(m);
    }
    /* position-invariant: HPOS = MVP * v[0] */
    m = load("!!VP1.1\nOPTION NV_position_invariant;\nMOV o[COL0], v[3];\nEND\n");
    if (m) {
        const uint32_t r0[4] = {P2, 0, 0, 0}, r1[4] = {0, P1, 0, 0}, r2[4] = {0, 0, P1, 0}, r3[4] = {0, 0, 0, P1};
        vpm_set_mvp(m, 0, r0);
        vpm_set_mvp(m, 1, r1);
        vpm_set_mvp(m, 2, r2);
        vpm_set_mvp(m, 3, r3);
        const uint32_t pos[4] = {P1, P2, 0, P1};
        vpm_set_attr(m, 0, 4, pos);
        run(m, &vx);
        expect_vec("position-invariant HPOS", vx.out[UC_OUT_HPOS], P2, P2, 0, P1);
        vpm_destroy(m);
    }
}

/* ------------------------------------------------------------ externals */

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float bitsf(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* piglit: o[COL0] after [0,1] clamp and 8-bit quantisation, +-1 step. */
static int piglit_match(const uint32_t col[4], const float exp[4])
{
    for (int i = 0; i < 4; i++) {
        float g = bitsf(col[i]);
        g = g != g ? 0.0f : g < 0.0f ? 0.0f : g > 1.0f ? 1.0f : g;
        long gq = lroundf(g * 255.0f), eq = lroundf(exp[i] * 255.0f);
        if (labs(gq - eq) > 1)
            return 0;
    }
    return 1;
}

static int run_piglit(const char *corpus, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/piglit_nv/%s.vp", corpus, name);
    char *prog = vp_read_file(path, TB_MAX_FILE, NULL);
    snprintf(path, sizeof path, "%s/piglit_nv/%s.expected", corpus, name);
    char *exp = vp_read_file(path, TB_MAX_FILE, NULL);
    int blocks = 0;
    if (!prog || !exp) {
        fail("piglit %s: cannot read the program or its sidecar", name);
        free(prog);
        free(exp);
        return 0;
    }
    vpm *m = load(prog);
    if (m) {
        /* the harness tracks MODELVIEW_PROJECTION (identity) into c[0..3] */
        for (unsigned i = 0; i < 4; i++)
            set_c(m, i, i == 0 ? P1 : 0, i == 1 ? P1 : 0, i == 2 ? P1 : 0, i == 3 ? P1 : 0);
        const uint32_t pos[4] = {0x3F000000u, 0x3F000000u, 0, P1};
        vpm_set_attr(m, 0, 4, pos);
        char *save = NULL;
        for (char *ln = strtok_r(exp, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save)) {
            float v[4];
            unsigned idx;
            if (sscanf(ln, "texcoord[0] %f %f %f %f", &v[0], &v[1], &v[2], &v[3]) == 4) {
                const uint32_t b[4] = {fbits(v[0]), fbits(v[1]), fbits(v[2]), fbits(v[3])};
                vpm_set_attr(m, 8, 4, b);
            } else if (sscanf(ln, "NVparameter[%u] %f %f %f %f", &idx, &v[0], &v[1], &v[2], &v[3]) == 5) {
                set_c(m, idx, fbits(v[0]), fbits(v[1]), fbits(v[2]), fbits(v[3]));
            } else if (sscanf(ln, "expected %f %f %f %f", &v[0], &v[1], &v[2], &v[3]) == 4) {
                vpm_vertex vx;
                vpm_run_vertex(m, &vx);
                checks++;
                blocks++;
                if (!piglit_match(vx.out[UC_OUT_COL0], v))
                    fail("piglit %s block %d: o[COL0] = %g %g %g %g, expected %g %g %g %g", name, blocks,
                         (double)bitsf(vx.out[UC_OUT_COL0][0]), (double)bitsf(vx.out[UC_OUT_COL0][1]),
                         (double)bitsf(vx.out[UC_OUT_COL0][2]), (double)bitsf(vx.out[UC_OUT_COL0][3]),
                         (double)v[0], (double)v[1], (double)v[2], (double)v[3]);
            }
        }
        vpm_destroy(m);
    }
    if (blocks == 0)
        fail("piglit %s: no test block ran", name);
    free(prog);
    free(exp);
    return blocks;
}

/* Mesa vptest2: state programs with the results the test says they should give. */
static void run_mesa_vsp(const char *corpus, const char *stem)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/mesa/%s.vsp", corpus, stem);
    char *prog = vp_read_file(path, TB_MAX_FILE, NULL);
    snprintf(path, sizeof path, "%s/mesa/%s.expected", corpus, stem);
    char *exp = vp_read_file(path, TB_MAX_FILE, NULL);
    if (!prog || !exp) {
        fail("mesa %s: cannot read the program or its sidecar", stem);
        free(prog);
        free(exp);
        return;
    }
    vpm *m = load(prog);
    int ran = 0;
    if (m) {
        uint32_t v0[4] = {0, 0, 0, P1};
        char *save = NULL;
        for (char *ln = strtok_r(exp, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save)) {
            float v[4];
            unsigned idx;
            if (sscanf(ln, "c[%u] = %f %f %f %f", &idx, &v[0], &v[1], &v[2], &v[3]) == 5) {
                set_c(m, idx, fbits(v[0]), fbits(v[1]), fbits(v[2]), fbits(v[3]));
            } else if (sscanf(ln, "v[0] = %f %f %f %f", &v[0], &v[1], &v[2], &v[3]) == 4) {
                for (int i = 0; i < 4; i++)
                    v0[i] = fbits(v[i]);
            } else if (sscanf(ln, "expected c[%u] = %f %f %f %f", &idx, &v[0], &v[1], &v[2], &v[3]) == 5) {
                vpm_end e;
                vpm_run_state(m, v0, &e);
                uint32_t got[4];
                vpm_get_const(m, idx, got);
                ran++;
                for (int i = 0; i < 4; i++) {
                    checks++;
                    /* printed decimals: equal within 2^-20 relative (RSQ is approximate) */
                    double g = (double)bitsf(got[i]), w = (double)v[i];
                    if (fabs(g - w) > fabs(w) * 0x1p-20 + 1e-30)
                        fail("mesa %s: c[%u].%c = %.9g, expected %g", stem, idx, "xyzw"[i], g, w);
                }
            }
        }
        vpm_destroy(m);
    }
    if (!ran)
        fail("mesa %s: no expectation checked", stem);
    free(prog);
    free(exp);
}


/* ---------------------------------------------- model bits: random programs */

/* xorshift64 for the random programs and inputs */
static uint64_t drng;
static uint32_t drnd(void)
{
    drng ^= drng << 13;
    drng ^= drng >> 7;
    drng ^= drng << 17;
    return (uint32_t)(drng >> 16);
}
static unsigned dpick(unsigned n) { return drnd() % n; }

/* Operand values: small integers and halves (address loads, exact sums),
 * floats around 1, special values and raw bit patterns (denormals, NaNs). */
static uint32_t dvalue(void)
{
    static const uint32_t special[] = {0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u,
                                       0xFFC00000u, 0x7F800001u, 0x00000001u, 0x80400000u, 0x3F800000u,
                                       0xBF800000u, 0x7F7FFFFFu, 0x00800000u, 0x80800000u, 0x43FF8000u,
                                       0xC4000000u, 0x3F000000u, 0x3EFFFFFFu};
    switch (dpick(8)) {
    case 0:
        return special[dpick(sizeof special / sizeof special[0])];
    case 1:
        return drnd() ^ (drnd() << 16);
    case 2: { /* small integer or half: -8 .. 8 step 0.5 */
        float f = (float)((int)dpick(33) - 16) * 0.5f;
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        return u;
    }
    case 3: /* tiny or huge exponents: overflow and underflow paths */
        return (drnd() & 0x80000000u) | (dpick(2) ? 1u + dpick(8) : 246u + dpick(8)) << 23 | (drnd() & 0x7FFFFFu);
    default: /* about [-8, 8) */
        return (drnd() & 0x80000000u) | (124u + dpick(6)) << 23 | (drnd() & 0x7FFFFFu);
    }
}

enum { GEN_VP10, GEN_VP11, GEN_VP20, GEN_VSP };

static int gen_noflow; /* no BRA/CAL/RET (a plain MOV instead): programs vpm_run_batch runs block-wise */

typedef struct {
    int env, pi;
    unsigned ntemp;
    int vattr; /* this instruction's v[] */
    char cref[32]; /* this instruction's c[] text */
} genctx;

static const char *const swz4 = "xyzw";

static void gen_swizzle(vptext *b, int scalar)
{
    unsigned k = scalar ? 1 : dpick(3);
    if (k == 1) {
        vpt_printf(b, ".%c", swz4[dpick(4)]);
    } else if (k == 2) {
        vpt_printf(b, ".%c%c%c%c", swz4[dpick(4)], swz4[dpick(4)], swz4[dpick(4)], swz4[dpick(4)]);
    }
}

static void gen_src(vptext *b, genctx *g, int scalar)
{
    int vp2 = g->env == GEN_VP20;
    /* 0 plain, 1 -x, 2 plain, 3 |x|, 4 -|x|, 5 |-x|, 6 -|-x| (abs forms VP2 only) */
    unsigned mod = vp2 ? dpick(7) : dpick(3);
    static const char *const pre[] = {"", "-", "", "|", "-|", "|-", "-|-"};
    vpt_printf(b, "%s", pre[mod]);
    switch (dpick(3)) {
    case 0:
        vpt_printf(b, "R%u", dpick(g->ntemp));
        break;
    case 1:
        vpt_printf(b, "v[%d]", g->vattr);
        break;
    default:
        vpt_printf(b, "%s", g->cref);
        break;
    }
    gen_swizzle(b, scalar);
    if (mod >= 3)
        vpt_printf(b, "|");
}

static void gen_mask(vptext *b, int full_ok)
{
    unsigned m = 1 + dpick(15);
    if (full_ok && dpick(3) == 0)
        return;
    vpt_printf(b, ".");
    for (int i = 0; i < 4; i++)
        if (m & (1u << i))
            vpt_printf(b, "%c", swz4[i]);
}

static void gen_ccmask(vptext *b, genctx *g)
{
    static const char *const rules[] = {"EQ", "NE", "LT", "GE", "LE", "GT", "TR", "FL"};
    if (g->env != GEN_VP20 || dpick(3))
        return;
    vpt_printf(b, " (%s", rules[dpick(8)]);
    gen_swizzle(b, 0);
    vpt_printf(b, ")");
}

static void gen_dst(vptext *b, genctx *g)
{
    static const char *const outs[] = {"HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ", "TEX0",
                                       "TEX3", "TEX7", "CLP0", "CLP5"};
    unsigned k = dpick(10);
    if (g->env == GEN_VSP && k >= 6) {
        vpt_printf(b, "c[%u]", dpick(96));
    } else if (g->env != GEN_VSP && k >= 6 && !(g->pi && k == 6)) {
        unsigned n = g->env == GEN_VP20 ? 12 : 10;
        unsigned o = k == 6 ? 0 : 1 + dpick(n - 1);
        vpt_printf(b, "o[%s]", outs[o]);
    } else if (g->env == GEN_VP20 && k == 5) {
        vpt_printf(b, "CC");
    } else {
        vpt_printf(b, "R%u", dpick(g->ntemp));
    }
    gen_mask(b, 1);
    gen_ccmask(b, g);
}

/* One random program text in b; returns its environment. */
static int gen_program(vptext *b)
{
    static const char *const vec1[] = {"MOV", "MUL", "ADD", "MAD", "DP3", "DP4", "DST", "MIN", "MAX", "SLT", "SGE"};
    static const char *const vec11[] = {"ABS", "DPH", "SUB"};
    static const char *const vec2[] = {"SEQ", "SFL", "SGT", "SLE", "SNE", "STR", "SSG", "FLR", "FRC"};
    static const char *const sfu1[] = {"RCP", "RSQ", "EXP", "LOG", "LIT"};
    static const char *const sfu2[] = {"RCC", "EX2", "LG2", "SIN", "COS"};
    static const char *const hdr[] = {"!!VP1.0", "!!VP1.1", "!!VP2.0", "!!VSP1.0"};
    genctx g;
    memset(&g, 0, sizeof g);
    unsigned e = dpick(10);
    g.env = e < 2 ? GEN_VP10 : e < 4 ? GEN_VP11 : e < 9 ? GEN_VP20 : GEN_VSP;
    g.ntemp = g.env == GEN_VP20 ? 16 : 12;
    g.pi = (g.env == GEN_VP11 || g.env == GEN_VP20) && dpick(8) == 0;
    int vp2 = g.env == GEN_VP20;
    vpt_fixed(b, b->buf, b->cap); /* empty */
    vpt_printf(b, "%s\n", hdr[g.env]);
    if (g.pi)
        vpt_printf(b, "OPTION NV_position_invariant;\n");
    unsigned n = 3 + dpick(30), labels = 0;
    int arl = 0; /* an address register was loaded */
    for (unsigned i = 0; i < n; i++) {
        g.vattr = g.env == GEN_VSP ? 0 : (int)dpick(16);
        if (vp2 && dpick(6) == 0)
            vpt_printf(b, "L%u:\n", labels++);
        if (!g.pi && arl && dpick(4) == 0) {
            int off = (int)dpick(12) - 4;
            if (vp2)
                snprintf(g.cref, sizeof g.cref, "c[A%u.%c%+d]", dpick(2), swz4[dpick(4)], off);
            else
                snprintf(g.cref, sizeof g.cref, "c[A0.x%+d]", off);
        } else {
            snprintf(g.cref, sizeof g.cref, "c[%u]", dpick(g.env == GEN_VP20 ? 40 : 24));
        }
        unsigned kind = dpick(20);
        const char *cc = vp2 && dpick(4) == 0 ? "C" : "";
        if (kind < 11) {
            const char *op = vec1[dpick(11)];
            if (g.env != GEN_VP10 && g.env != GEN_VSP && dpick(4) == 0)
                op = vec11[dpick(3)];
            if (vp2 && dpick(3) == 0)
                op = vec2[dpick(9)];
            int ns = 2;
            if (!strcmp(op, "MOV") || !strcmp(op, "ABS") || !strcmp(op, "SSG") || !strcmp(op, "FLR") ||
                !strcmp(op, "FRC"))
                ns = 1;
            if (!strcmp(op, "MAD"))
                ns = 3;
            vpt_printf(b, "%s%s ", op, cc);
            gen_dst(b, &g);
            for (int s = 0; s < ns; s++) {
                vpt_printf(b, ", ");
                gen_src(b, &g, 0);
            }
            vpt_printf(b, ";\n");
        } else if (kind < 15) {
            const char *op = sfu1[dpick(5)];
            if (vp2 && dpick(2))
                op = sfu2[dpick(5)];
            else if (g.env == GEN_VP11 && dpick(4) == 0)
                op = "RCC";
            vpt_printf(b, "%s%s ", op, cc);
            gen_dst(b, &g);
            vpt_printf(b, ", ");
            gen_src(b, &g, strcmp(op, "LIT") != 0);
            vpt_printf(b, ";\n");
        } else if (kind < 17) {
            if (vp2) {
                unsigned a = dpick(3);
                vpt_printf(b, "%s%s A%u", a == 0 ? "ARL" : a == 1 ? "ARR" : "ARA", cc, dpick(2));
                gen_mask(b, 1);
                gen_ccmask(b, &g);
                if (a == 2)
                    vpt_printf(b, ", A%u", dpick(2));
                else {
                    vpt_printf(b, ", ");
                    gen_src(b, &g, 0);
                }
                vpt_printf(b, ";\n");
            } else {
                vpt_printf(b, "ARL A0.x, ");
                gen_src(b, &g, 1);
                vpt_printf(b, ";\n");
            }
            arl = 1;
        } else if (vp2 && !gen_noflow) {
            static const char *const rules[] = {"EQ", "NE", "LT", "GE", "LE", "GT", "TR", "FL"};
            unsigned f = dpick(4);
            if (f == 0) {
                vpt_printf(b, "RET");
            } else {
                unsigned t = dpick(40);
                if (t == 0)
                    vpt_printf(b, "%s LX", f == 1 ? "CAL" : "BRA"); /* to the end of the program */
                else if (t == 1 && labels)
                    vpt_printf(b, "%s L%u", f == 1 ? "CAL" : "BRA", dpick(labels)); /* backwards: loops, recursion */
                else
                    vpt_printf(b, "%s L%u", f == 1 ? "CAL" : "BRA", labels + dpick(3));
            }
            if (dpick(2)) {
                vpt_printf(b, " (%s", rules[dpick(8)]);
                gen_swizzle(b, 0);
                vpt_printf(b, ")");
            }
            vpt_printf(b, ";\n");
        } else {
            vpt_printf(b, "MOV R%u, v[%d];\n", dpick(g.ntemp), g.vattr);
        }
    }
    /* labels referenced ahead of the last one: define them at the end */
    if (vp2)
        for (unsigned k = labels; k < labels + 3; k++)
            vpt_printf(b, "L%u:\n", k);
    if (g.env == GEN_VSP)
        vpt_printf(b, "MOV c[%u], R%u;\n", dpick(96), dpick(g.ntemp));
    else if (!g.pi)
        vpt_printf(b, "MOV o[HPOS], R%u;\n", dpick(g.ntemp));
    else
        vpt_printf(b, "MOV o[COL0], R%u;\n", dpick(g.ntemp));
    if (vp2)
        vpt_printf(b, "LX:\n");
    vpt_printf(b, "END\n");
    return g.env;
}

/* FNV-1a, 64 bits, over the explicit fields of every record */
static uint64_t dhash;
static void dh32(uint32_t x)
{
    for (int i = 0; i < 4; i++) {
        dhash ^= (x >> (8 * i)) & 0xFFu;
        dhash *= 0x100000001B3ull;
    }
}

static void dh_commit(void *user, const vpm_commit *c)
{
    unsigned long *n = user;
    (*n)++;
    dh32(c->vertex);
    dh32(c->pc);
    dh32(c->next_pc);
    for (int i = 0; i < UC_WORD_U32; i++)
        dh32(c->word.w[i]);
    dh32(c->dfile);
    dh32(c->didx);
    dh32(c->wrote);
    for (int i = 0; i < 4; i++) {
        dh32(c->value[i]);
        dh32(c->cc[i]);
        dh32((uint32_t)c->a[0][i]);
        dh32((uint32_t)c->a[1][i]);
    }
    dh32(c->taken);
    dh32(c->done);
    dh32(c->end);
}

typedef struct {
    unsigned long programs, refused, vertices, instructions;
    uint64_t digest;
} digest_result;

static unsigned long digest_flip; /* self-check: run whose o[HPOS].x (or c[0].x) gets one bit flipped (0: none) */

/* nprog random programs from seed, each on nvert vertices of random inputs,
 * traced (trace != 0) or not; the digest covers every commit record (when
 * traced), every result, count and end reason, and every c[] a state
 * program leaves. */
static digest_result model_digest(uint64_t seed, unsigned long nprog, unsigned nvert, int trace)
{
    digest_result r = {0, 0, 0, 0, 0};
    drng = seed ? seed : 1;
    dhash = 0xCBF29CE484222325ull;
    static char text[16384];
    vptext b;
    vpt_fixed(&b, text, sizeof text);
    static vpasm_output o;
    unsigned long ncommit = 0;
    while (r.programs < nprog) {
        gen_program(&b);
        vpasm_error e;
        if (vpasm_assemble(text, b.len, &o, &e) != 0) {
            r.refused++;
            continue;
        }
        vpm *m = vpm_create();
        char err[160];
        if (!m || vpm_load(m, &o.prog, err, sizeof err) != 0) {
            fail("digest: model refuses the assembler's output: %s\n%s", m ? err : "no memory", text);
            vpm_destroy(m);
            return r;
        }
        r.programs++;
        if (trace)
            vpm_set_trace(m, dh_commit, &ncommit);
        for (unsigned i = 0; i < VPM_NCONST; i++) {
            const uint32_t c[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
            vpm_set_const(m, i, c);
        }
        for (unsigned i = 0; i < 4; i++) {
            const uint32_t row[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
            vpm_set_mvp(m, i, row);
        }
        for (unsigned v = 0; v < nvert; v++) {
            for (unsigned i = 0; i < VPM_NATTR; i++) {
                const uint32_t a[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
                vpm_set_attr(m, i, 1 + dpick(4), a);
            }
            if (dpick(3) == 0) { /* a few constants change between vertices */
                const uint32_t c[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
                vpm_set_const(m, dpick(VPM_NCONST), c);
            }
            r.vertices++;
            if (o.prog.env == UC_ENV_VSP10) {
                const uint32_t p[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
                vpm_end end;
                vpm_run_state(m, p, &end);
                dh32(end);
                for (unsigned i = 0; i < 96; i++) {
                    uint32_t c[4];
                    vpm_get_const(m, i, c);
                    if (r.vertices == digest_flip && i == 0) /* the self-check's one wrong bit */
                        c[0] ^= 1u;
                    for (int k = 0; k < 4; k++)
                        dh32(c[k]);
                }
            } else {
                vpm_vertex vx;
                vpm_run_vertex(m, &vx);
                r.instructions += vx.executed;
                dh32(vx.written);
                dh32(vx.executed);
                dh32(vx.end);
                if (r.vertices == digest_flip) /* the self-check's one wrong bit */
                    vx.out[UC_OUT_HPOS][0] ^= 1u;
                for (unsigned i = 0; i < VPM_NOUT; i++)
                    for (int k = 0; k < 4; k++)
                        dh32(vx.out[i][k]);
            }
        }
        vpm_destroy(m);
    }
    (void)ncommit;
    r.digest = dhash;
    return r;
}

/* Recorded from the model at commit 1aaed81 (before its speed-up) with
 * DIGEST_SEED, DIGEST_PROGRAMS programs and DIGEST_VERTICES vertices each:
 * any change of a written bit, a CC, an address register, a commit record,
 * an instruction count or an end reason changes them. A change made on
 * purpose (or a change of the assembler's encoding, which the programs go
 * through) needs new values, and a note saying why in the commit. */
#define DIGEST_SEED 0x5EED2026ull
#define DIGEST_PROGRAMS 2000ul
#define DIGEST_VERTICES 4u
#define DIGEST_TRACED 0x331f0918d85ec3d8ull
#define DIGEST_UNTRACED 0xce69f766e36554c2ull

static void test_model_digest(void)
{
    const char *seed_s = getenv("VP_SEED"), *n_s = getenv("VP_DIGEST_PROGRAMS");
    uint64_t seed = seed_s ? strtoull(seed_s, NULL, 0) : DIGEST_SEED;
    unsigned long n = n_s ? strtoul(n_s, NULL, 0) : DIGEST_PROGRAMS;
    const int recorded = seed == DIGEST_SEED && n == DIGEST_PROGRAMS;
    for (int traced = 1; traced >= 0; traced--) {
        digest_result r = model_digest(seed, n, DIGEST_VERTICES, traced);
        printf("model digest (%s): %lu random programs (%lu refused), %lu vertices, %lu instructions: %016llx "
               "(VP_SEED=0x%llx VP_DIGEST_PROGRAMS=%lu)\n",
               traced ? "traced" : "untraced", r.programs, r.refused, r.vertices, r.instructions,
               (unsigned long long)r.digest, (unsigned long long)seed, n);
        if (recorded) {
            checks++;
            uint64_t want = traced ? DIGEST_TRACED : DIGEST_UNTRACED;
            if (r.digest != want)
                fail("model digest (%s): %016llx, recorded %016llx: the model's bits changed",
                     traced ? "traced" : "untraced", (unsigned long long)r.digest, (unsigned long long)want);
        }
    }
}


/* ------------------------------------------------ vpm_run_batch */

/* vpm_run_batch against vpm_run_vertex: nprog random vertex programs
 * (without flow control when noflow, so they run block-wise), each on two
 * models set up alike, one running a batch of 1..140 vertices of random
 * attributes, the other the same vertices one by one; every result, count,
 * end reason and written mask compared, then one traced vertex on each
 * (the commit records, so the vertex sequence number and the state left
 * behind, attributes included, must agree), and every 8th program traced
 * throughout (a traced batch takes the per-vertex path). Returns the
 * number of differences; *blockwise counts the programs run block-wise;
 * batch_flip (self-check) flips one bit of that batch vertex's result. */
static unsigned long batch_flip;

static uint64_t trace_hash(vpm *m, unsigned n, const uint32_t (*attr)[VPM_NATTR][4], int batch, vpm_vertex *out)
{
    unsigned long nc = 0;
    dhash = 0xCBF29CE484222325ull;
    vpm_set_trace(m, dh_commit, &nc);
    if (batch) {
        vpm_run_batch(m, n, attr, out);
    } else {
        for (unsigned v = 0; v < n; v++) {
            for (unsigned a = 0; a < VPM_NATTR; a++)
                vpm_set_attr(m, a, 4, attr[v][a]);
            vpm_run_vertex(m, &out[v]);
        }
    }
    vpm_set_trace(m, NULL, NULL);
    return dhash;
}

static unsigned long batch_diffs(uint64_t seed, unsigned long nprog, int noflow, unsigned long *blockwise,
                                 unsigned long *vertices)
{
    enum { NV = 140 };
    static uint32_t attr[NV][VPM_NATTR][4];
    static vpm_vertex ob[NV], ov[NV];
    static char text[16384];
    static vpasm_output o;
    vptext b;
    vpt_fixed(&b, text, sizeof text);
    unsigned long diffs = 0, programs = 0, nvtx = 0;
    const uint64_t saved = drng;
    drng = seed ? seed : 1;
    gen_noflow = noflow;
    *blockwise = 0;
    while (programs < nprog) {
        gen_program(&b);
        vpasm_error e;
        if (vpasm_assemble(text, b.len, &o, &e) != 0 || o.prog.env == UC_ENV_VSP10)
            continue;
        vpm *mb = vpm_create(), *mv = vpm_create();
        char err[160];
        if (!mb || !mv || vpm_load(mb, &o.prog, err, sizeof err) || vpm_load(mv, &o.prog, err, sizeof err)) {
            fail("batch: model refuses the assembler's output\n%s", text);
            vpm_destroy(mb);
            vpm_destroy(mv);
            break;
        }
        programs++;
        *blockwise += (unsigned long)vpm_batch_blockwise(mb);
        for (unsigned i = 0; i < VPM_NCONST; i++) {
            const uint32_t c[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
            vpm_set_const(mb, i, c);
            vpm_set_const(mv, i, c);
        }
        for (unsigned i = 0; i < 4; i++) {
            const uint32_t row[4] = {dvalue(), dvalue(), dvalue(), dvalue()};
            vpm_set_mvp(mb, i, row);
            vpm_set_mvp(mv, i, row);
        }
        const unsigned n = 1 + dpick(NV);
        for (unsigned v = 0; v < n; v++)
            for (unsigned a = 0; a < VPM_NATTR; a++)
                for (unsigned k = 0; k < 4; k++)
                    attr[v][a][k] = dvalue();
        const int traced = programs % 8 == 0;
        uint64_t hb = 0, hv = 0;
        if (traced) {
            hb = trace_hash(mb, n, attr, 1, ob);
            hv = trace_hash(mv, n, attr, 0, ov);
        } else {
            vpm_run_batch(mb, n, attr, ob);
            for (unsigned v = 0; v < n; v++) {
                for (unsigned a = 0; a < VPM_NATTR; a++)
                    vpm_set_attr(mv, a, 4, attr[v][a]);
                vpm_run_vertex(mv, &ov[v]);
            }
        }
        for (unsigned v = 0; v < n; v++) {
            nvtx++;
            if (nvtx == batch_flip)
                ob[v].out[UC_OUT_HPOS][0] ^= 1u;
            const vpm_vertex *x = &ob[v], *y = &ov[v];
            if (memcmp(x->out, y->out, sizeof x->out) || x->written != y->written || x->executed != y->executed ||
                x->end != y->end) {
                if (diffs++ < 3 && !quiet)
                    printf("FAIL batch: vertex %u of %u: batch and per-vertex results differ (batch o[HPOS].x %08x, "
                           "per vertex %08x)\n%s",
                           v, n, (unsigned)x->out[UC_OUT_HPOS][0], (unsigned)y->out[UC_OUT_HPOS][0], text);
            }
        }
        /* one traced vertex after: sequence numbers, attributes and state left behind */
        vpm_vertex tb1, tv1;
        hb ^= trace_hash(mb, 1, attr, 2, &tb1) * 3;
        hv ^= trace_hash(mv, 1, attr, 2, &tv1) * 3;
        if (hb != hv && diffs++ < 3 && !quiet)
            printf("FAIL batch: commit records differ after a batch of %u\n%s", n, text);
        vpm_destroy(mb);
        vpm_destroy(mv);
    }
    gen_noflow = 0;
    drng = saved;
    *vertices = nvtx;
    return diffs;
}

static void test_batch(void)
{
    const char *seed_s = getenv("VP_SEED"), *n_s = getenv("VP_BATCH_PROGRAMS");
    const uint64_t seed = seed_s ? strtoull(seed_s, NULL, 0) : DIGEST_SEED;
    const unsigned long n = n_s ? strtoul(n_s, NULL, 0) : 2000ul;
    for (int noflow = 1; noflow >= 0; noflow--) {
        unsigned long blockwise, nv;
        const unsigned long np = noflow ? n : n / 4;
        const unsigned long d = batch_diffs(seed, np, noflow, &blockwise, &nv);
        printf("batch: %lu random programs (%s), %lu run block-wise, %lu vertices: %lu differ from vpm_run_vertex "
               "(VP_SEED=0x%llx VP_BATCH_PROGRAMS=%lu)\n",
               np, noflow ? "no flow control" : "with flow control", blockwise, nv, d, (unsigned long long)seed, n);
        checks++;
        if (d)
            fail("batch: %lu vertices differ", d);
        /* the comparison above must not be one of the per-vertex path with itself */
        checks++;
        if (noflow && blockwise != np)
            fail("batch: only %lu of %lu programs without flow control ran block-wise", blockwise, np);
    }
}


/* ----------------------------------------- spec and paper programs, run */

static vpm *load_file(const char *rel)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", tb_programs_dir(), rel);
    char *text = vp_read_file(path, TB_MAX_FILE, NULL);
    if (!text) {
        fail("cannot read %s", path);
        return NULL;
    }
    vpm *m = load(text);
    free(text);
    return m;
}

static uint32_t fb(double d)
{
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static void set_v(vpm *m, unsigned i, double x, double y, double z, double w)
{
    const uint32_t v[4] = {fb(x), fb(y), fb(z), fb(w)};
    vpm_set_attr(m, i, 4, v);
}

/* NV_vertex_program2 issue "skinning": ARLC loads four palette indices, a
 * negative index ends the blend early (BRA end (LT.z)). */
static void test_spec_skinning(void)
{
    vpm *m = load_file("spec/vp2_skinning_arlc.vp");
    if (!m)
        return;
    for (unsigned r = 0; r < 4; r++) {
        set_c(m, 10 + r, r == 0 ? P2 : 0, r == 1 ? P2 : 0, r == 2 ? P2 : 0, r == 3 ? P2 : 0);            /* 2 I */
        set_c(m, 20 + r, r == 0 ? 0x40400000u : 0, r == 1 ? 0x40400000u : 0, r == 2 ? 0x40400000u : 0,
              r == 3 ? 0x40400000u : 0);                                                                /* 3 I */
    }
    set_v(m, 14, 10, 20, -1, 0);   /* palette indices: the third is negative */
    set_v(m, 12, 0.5, 0.5, 0.25, 0.25);
    set_v(m, 0, 1, 2, 3, 1);
    vpm_vertex vx;
    run(m, &vx);
    /* pc 11 is the second MAD: R0 = 0.5*(2p) + 0.5*(3p) = (2.5, 5, 7.5, 2.5); pc 12 the BRA */
    expect_int("skinning: second blend at pc 11", tb.n > 12 ? tb.c[11].pc : 0, 11);
    if (tb.n > 12) {
        expect_vec("skinning: weighted sum of two matrices", tb.c[11].value, fb(2.5), fb(5), fb(7.5), fb(2.5));
        expect_int("skinning: BRA end (LT.y) at pc 6 not taken", tb.c[6].taken, 0);
        expect_int("skinning: BRA end (LT.z) taken on the negative index", tb.c[12].taken, 1);
        expect_cc("skinning: ARLC CC", tb.c[0].cc, UC_CC_GT, UC_CC_GT, UC_CC_LT, UC_CC_EQ);
    }
    expect_int("skinning: 13 instructions, then the MOV after end:", vx.executed, 14);
    vpm_destroy(m);
}

/* Issue "loops": ARLC A1 with (count, index, -1, step); ARAC counts down. */
static void test_spec_loop_ara(void)
{
    vpm *m = load_file("spec/vp2_loop_ara.vp");
    if (!m)
        return;
    set_c(m, 0, fb(3), fb(5), fb(-1), fb(2));
    vpm_vertex vx;
    run(m, &vx);
    unsigned calls = 0;
    for (unsigned i = 0; i < tb.n && i < MAXC; i++)
        calls += uc_unpack(&tb.c[i].word).sop == UC_SOP_CAL && tb.c[i].taken;
    expect_int("loop: function called 3 times", calls, 3);
    if (tb.n > 0) {
        const vpm_commit *last = &tb.c[tb.n - 1];
        expect_int("loop: A1.x counted to 0", last->a[1][0], 0);
        expect_int("loop: A1.y stepped 5 + 3*2", last->a[1][1], 11);
    }
    expect_int("loop: ends on RET with an empty stack", vx.end, VPM_END_RET);
    vpm_destroy(m);
}

/* Issue "clip planes": o[CLP0].x = r^2 - |R0 - centre|^2 with R0 = 0. */
static void test_spec_clip_sphere(void)
{
    vpm *m = load_file("spec/vp2_clip_sphere.vp");
    if (!m)
        return;
    set_c(m, 0, fb(1), fb(2), fb(2), fb(16));
    vpm_vertex vx;
    run(m, &vx);
    expect_vec("clip sphere: 16 - 9", vx.out[UC_OUT_CLP0], fb(7), 0, 0, P1);
    vpm_destroy(m);
}

/* The program memory past the program holds the blank word (END alone),
 * as the RTL's does where the host never wrote: a run started there (the
 * host's START or STATE at such an address) executes one instruction,
 * writes nothing and ends; the results are o[] at (0,0,0,1). The same runs
 * the board gives (tb/fpga/host_fuzz.sh checks the RTL's). */
static void test_blank_words(void)
{
    vpm *m = load("!!VP1.0\nMOV o[HPOS], v[0];\nMOV o[COL0], c[1];\nEND\n");
    if (!m)
        return;
    set_c(m, 1, P1, P2, M2, P1);
    const uint32_t v0[4] = {P2, P2, P2, P2};
    vpm_set_attr(m, 0, 4, v0);
    vpm_vertex vx;
    static const unsigned pcs[] = {2, 5, 255};
    for (unsigned i = 0; i < 3; i++) {
        expect_int("blank words: entry accepted", vpm_set_entry(m, pcs[i]), 0);
        run(m, &vx);
        expect_int("blank word: one instruction", vx.executed, 1);
        expect_int("blank word: ends at the word", vx.end, VPM_END_LAST);
        expect_int("blank word: nothing written", vx.written, 0);
        expect_vec("blank word: o[HPOS]", vx.out[UC_OUT_HPOS], 0, 0, 0, P1);
        expect_vec("blank word: o[COL0]", vx.out[UC_OUT_COL0], 0, 0, 0, P1);
        expect_int("blank word: one commit record", tb.n, 1);
        const uc_word bw = uc_blank_word();
        checks++;
        if (tb.n != 1 || !uc_word_eq(&tb.c[0].word, &bw) || tb.c[0].pc != pcs[i] || !tb.c[0].done ||
            tb.c[0].dfile != UC_DFILE_NONE || tb.c[0].wrote != 0)
            fail("blank word at %u: commit record", pcs[i]);
        /* untraced and through vpm_run_batch: the same */
        vpm_set_trace(m, NULL, NULL);
        uint32_t attr[2][VPM_NATTR][4];
        memset(attr, 0, sizeof attr);
        vpm_vertex bx[2];
        vpm_run_batch(m, 2, (const uint32_t(*)[VPM_NATTR][4])attr, bx);
        expect_int("blank word, batch: one instruction", bx[1].executed, 1);
        expect_int("blank word, batch: nothing written", bx[1].written, 0);
    }
    expect_int("entry 256 refused", vpm_set_entry(m, 256), -1);
    /* back at the program's entry: the program runs */
    expect_int("entry 0", vpm_set_entry(m, 0), 0);
    run(m, &vx);
    expect_int("program after blank words: instructions", vx.executed, 2);
    expect_vec("program after blank words: o[COL0]", vx.out[UC_OUT_COL0], P1, P2, M2, P1);
    expect_int("program after blank words: block-wise again", vpm_batch_blockwise(m), 1);
    char why[160];
    const uc_word bw = uc_blank_word();
    const uc_insn bi = uc_unpack(&bw);
    checks++;
    if (uc_check(&bi, why, sizeof why) || bi.end != 1 || bi.vop || bi.sop || bi.dfile != UC_DFILE_NONE)
        fail("the blank word is END alone and no program's word");
    vpm_destroy(m);
}

int main(void)
{
    test_blank_words();
    test_spec_skinning();
    test_spec_loop_ara();
    test_spec_clip_sphere();
    test_movc_table();
    test_bra_example();
    test_termination();
    test_initial_and_addressing();
    test_model_digest();
    test_batch();

    const char *corpus = tb_corpus_dir();
    static const char *const piglit[] = {"piglit_nv-add", "piglit_nv-arl", "piglit_nv-init-zero-addr",
                                         "piglit_nv-init-zero-reg", "piglit_nv-mov"};
    for (size_t i = 0; i < 5; i++)
        run_piglit(corpus, piglit[i]);
    static const char *const mesa[] = {"mesa_vptest2_c_L54_797ea81d", "mesa_vptest2_c_L82_797ea81d",
                                       "mesa_vptest2_c_L110_797ea81d"};
    for (size_t i = 0; i < 3; i++)
        run_mesa_vsp(corpus, mesa[i]);

    /* self-check: the comparisons report a difference */
    int before = failures;
    quiet = 1;
    const uint32_t z[4] = {0, 0, 0, 0};
    expect_vec("self-check", z, 0, 0, 0, 1);
    const float e[4] = {0.5f, 0, 0, 0};
    checks++;
    if (!piglit_match(z, e))
        fail("self-check: piglit comparison");
    /* a model with one wrong bit in one result of the 7th run: the digest
     * comparison reports it */
    uint64_t good = model_digest(DIGEST_SEED, 20, DIGEST_VERTICES, 0).digest;
    digest_flip = 7;
    uint64_t bad = model_digest(DIGEST_SEED, 20, DIGEST_VERTICES, 0).digest;
    digest_flip = 0;
    checks++;
    if (bad != good)
        fail("self-check: digest %016llx, recorded %016llx", (unsigned long long)bad, (unsigned long long)good);
    const int nplanted = 4;
    /* a batch result with one wrong bit is reported */
    unsigned long bw, bv;
    batch_flip = 77;
    checks++;
    if (batch_diffs(DIGEST_SEED, 20, 1, &bw, &bv) != 0)
        fail("self-check: batch comparison");
    batch_flip = 0;
    quiet = 0;
    if (failures != before + nplanted) {
        printf("FAIL self-check: a wrong value was not reported (%d of %d planted reported)\n", failures - before, nplanted);
        return 1;
    }
    printf("self-check: wrong values are reported\n");
    failures = before;

    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}

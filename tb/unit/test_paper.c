/*
 * The GeForce3 paper's three example programs (programs/paper:
 * paper_lit_morph, paper_anisotropic, paper_bumpy_shiny) on their
 * documented inputs, the .in file beside each program (read with vpstream,
 * as vpsim reads it):
 *
 * 1. every result register the program writes, all four lanes, against
 *    the same math evaluated in double precision from the same inputs
 *    (the input values as the model holds them, binary32). Tolerance:
 *    |model - double| <= T * max(1, |double|), T = 2^-16, or 2^-12 for the
 *    programs with LIT. The model truncates every add and multiply (2^-23
 *    relative each), its RSQ is within 3 ulp, and LIT's power comes from
 *    the hardware's 12-bit LOG and EXP tables (docs/numerics.md), so a
 *    chain of about ten operations on values near 1 stays below T (the
 *    largest difference is printed); a wrong operand, swizzle, mask or
 *    formula does not;
 * 2. every written result against the bit pattern recorded from the model
 *    (the table below), so any change of the model's bits is noticed; the
 *    instruction count per vertex too.
 *
 * Self-check: a model whose input differs by 2^-8 (the double math does
 * not see it) must fail check 1; a result with its lowest bit flipped must
 * pass check 1 and fail check 2. `test_paper --record` prints the table of
 * bit patterns from the current model (to be reviewed before it replaces
 * the one below).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbutil.h"
#include "vpasm.h"
#include "vpfile.h"
#include "vpmodel.h"
#include "vpstream.h"


static int failures, checks;
static int quiet;    /* self-check: count failures without printing them */
static int record;   /* --record: print the bit-pattern table */
static double worst; /* largest |model - double| / max(1, |double|) of a run */

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

static double dbl(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return (double)f;
}

/* What the host has written, as the model holds it (binary32 -> double). */
typedef struct {
    double c[VPM_NCONST][4];
    double v[VPM_NATTR][4];
} host;

/* ------------------------------------------------ the math, in double */

static double dot3(const double *a, const double *b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
static double dot4(const double *a, const double *b) { return dot3(a, b) + a[3] * b[3]; }

static void cross(const double *a, const double *b, double *r)
{
    r[0] = a[1] * b[2] - a[2] * b[1];
    r[1] = a[2] * b[0] - a[0] * b[2];
    r[2] = a[0] * b[1] - a[1] * b[0];
}

/* LIT (NV_vertex_program 2.14.1.10.6): (1, max(x,0), x > 0 ? max(y,0)^w : 0, 1), w clamped to +-(128 - 2^-8). */
static void lit(const double *s, double *r)
{
    const double wmax = 128.0 - 1.0 / 256.0;
    double w = s[3] < -wmax ? -wmax : s[3] > wmax ? wmax : s[3];
    r[0] = 1;
    r[1] = s[0] > 0 ? s[0] : 0;
    r[2] = s[0] > 0 ? pow(s[1] > 0 ? s[1] : 0, w) : 0;
    r[3] = 1;
}

static void rows4(const host *h, unsigned first, const double *x, double *r)
{
    for (unsigned i = 0; i < 4; i++)
        r[i] = dot4(h->c[first + i], x);
}

/* 6.1: blend position and normal by v[15].x, normal to eye space and
 * normalized, position through c[4..7]; colour = c[21].xyz . LIT(n.L, n.H, c[21].w). */
static uint32_t ref_lit_morph(const host *h, double o[VPM_NOUT][4])
{
    const double t = h->v[15][0];
    double pos[4], nrm[3], ne[3], n[3];
    for (int i = 0; i < 4; i++)
        pos[i] = t * (h->v[0][i] - h->v[2][i]) + h->v[2][i];
    for (int i = 0; i < 3; i++)
        nrm[i] = t * (h->v[1][i] - h->v[3][i]) + h->v[3][i];
    for (int i = 0; i < 3; i++)
        ne[i] = dot3(nrm, h->c[12 + i]);
    const double len = sqrt(dot3(ne, ne));
    for (int i = 0; i < 3; i++)
        n[i] = ne[i] / len;
    rows4(h, 4, pos, o[UC_OUT_HPOS]);
    const double s[4] = {dot3(n, h->c[20]), dot3(n, h->c[22]), 0, h->c[21][3]};
    double l[4];
    lit(s, l);
    const double col = dot3(h->c[21], l);
    for (int i = 0; i < 4; i++)
        o[UC_OUT_COL0][i] = col;
    return 1u << UC_OUT_HPOS | 1u << UC_OUT_COL0;
}

/* (c - x^2) / sqrt(|c - x^2|): the program's sqrt(1 - x^2) (MAD, RSQ, MUL) */
static double sqrt1m(double c, double x)
{
    const double d = c - x * x;
    return d / sqrt(fabs(d));
}

/* 6.2: Heidrich-Seidel anisotropic lighting, directional light, local viewer. */
static uint32_t ref_anisotropic(const host *h, double o[VPM_NOUT][4])
{
    const double *opos = h->v[0], *nrml = h->v[2], *tex0 = h->v[8], *k = h->c[24], *l = h->c[30];
    double p[3], v[3], n[3], t[3];
    rows4(h, 0, opos, o[UC_OUT_HPOS]);
    for (int i = 0; i < 3; i++) {
        p[i] = dot4(opos, h->c[4 + i]);
        n[i] = dot3(nrml, h->c[8 + i]);
        t[i] = dot3(tex0, h->c[4 + i]);
    }
    const double plen = sqrt(dot3(p, p));
    for (int i = 0; i < 3; i++)
        v[i] = p[i] / plen;
    const double lt = dot3(l, t), ln = dot3(l, n), vt = dot3(v, t);
    const double self = ln >= k[1] ? 1 : 0;
    const double s[4] = {self * sqrt1m(k[3], lt), sqrt1m(k[3], lt) * sqrt1m(k[3], vt) + lt * vt, 0, k[0]};
    double r[4];
    lit(s, r);
    for (int i = 0; i < 4; i++)
        o[UC_OUT_COL0][i] = r[1] * h->c[40][i] + r[2] + h->c[41][i];
    return 1u << UC_OUT_HPOS | 1u << UC_OUT_COL0;
}

/* 6.3: tangent-space basis from the patch gradients, concatenated with the
 * object-to-cube-map 3x3 (texel matrix), the view vector, the texture coordinate. */
static uint32_t ref_bumpy_shiny(const host *h, double o[VPM_NOUT][4])
{
    const double *opos = h->v[0], *du = h->v[1], *dv = h->v[2];
    double t[3], nn[3], n[3], b[3];
    rows4(h, 0, opos, o[UC_OUT_HPOS]);
    const double tl = sqrt(dot3(du, du));
    for (int i = 0; i < 3; i++)
        t[i] = -du[i] / tl; /* the paper stores the tangent negated */
    cross(t, dv, nn);
    const double nl = sqrt(dot3(nn, nn));
    for (int i = 0; i < 3; i++)
        n[i] = nn[i] / nl;
    cross(t, n, b);
    for (int k = 0; k < 3; k++) {
        double *tex = o[UC_OUT_TEX1 + k];
        tex[0] = dot3(h->c[20 + k], t);
        tex[1] = dot3(h->c[20 + k], b);
        tex[2] = dot3(h->c[20 + k], n);
        tex[3] = dot4(opos, h->c[40 + k]);
    }
    memcpy(o[UC_OUT_TEX0], h->v[8], sizeof o[UC_OUT_TEX0]);
    return 1u << UC_OUT_HPOS | 1u << UC_OUT_TEX0 | 1u << UC_OUT_TEX1 | 1u << UC_OUT_TEX2 | 1u << UC_OUT_TEX3;
}

/* ------------------------------------- bit patterns recorded from the model */

typedef struct {
    unsigned vertex, reg;
    uint32_t bits[4];
} recorded;

/* test_paper --record, at commit 0540de4 (identical to the model before its
 * speed-up: test_vpmodel's digest) */
static const recorded LIT_MORPH_BITS[] = {
    {0, 0, {0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u}},
    {0, 1, {0x3f4faeecu, 0x3f4faeecu, 0x3f4faeecu, 0x3f4faeecu}},
    {1, 0, {0x3f49e69bu, 0x3f49e69bu, 0x3f49e69bu, 0x3f800000u}},
    {1, 1, {0x3f508700u, 0x3f508700u, 0x3f508700u, 0x3f508700u}},
    {2, 0, {0x3f13cd36u, 0x3f13cd36u, 0x3f13cd36u, 0x3f800000u}},
    {2, 1, {0x3f0f4825u, 0x3f0f4825u, 0x3f0f4825u, 0x3f0f4825u}},
};

static const recorded ANISOTROPIC_BITS[] = {
    {0, 0, {0x3f5db3d7u, 0x00000000u, 0x4035257eu, 0x40844985u}},
    {0, 1, {0x3f6cf544u, 0x3f39cf25u, 0x3f06a906u, 0x3f902b1fu}},
    {1, 0, {0xbe855ca4u, 0x3f5db3d7u, 0x40362cf5u, 0x4084b54du}},
    {1, 1, {0x3f5ec8bcu, 0x3f30e891u, 0x3f030865u, 0x3f924f44u}},
    {2, 0, {0x00000000u, 0xbf17a746u, 0x40a13265u, 0x40be11f6u}},
    {2, 1, {0x3dcccccdu, 0x3dcccccdu, 0x3dcccccdu, 0x3f800000u}},
    {3, 0, {0x3f5a5596u, 0x3fa9d57du, 0x408c9aadu, 0x40ad38bcu}},
    {3, 1, {0x3f150814u, 0x3ee387e3u, 0x3e9cff9cu, 0x3f800000u}},
};

static const recorded BUMPY_SHINY_BITS[] = {
    {0, 0, {0x3fddb3d7u, 0xbfddb3d7u, 0x40272a16u, 0x4088930au}},
    {0, 7, {0x3f000000u, 0x3f000000u, 0x00000000u, 0x3f800000u}},
    {0, 8, {0xbf5db3d7u, 0x00000000u, 0x3f000000u, 0xbf800000u}},
    {0, 9, {0x00000000u, 0x3f800000u, 0x00000000u, 0x3f800000u}},
    {0, 10, {0x3f000000u, 0x00000000u, 0x3f5db3d7u, 0x4088930au}},
    {1, 0, {0x4039752fu, 0xc05db3d7u, 0x4080fca3u, 0x40b1a7a0u}},
    {1, 7, {0x3f200000u, 0x3f2aaaabu, 0x00000000u, 0x3f800000u}},
    {1, 8, {0xbe8483ecu, 0x3ef746e6u, 0x3f5625edu, 0xbfd625eeu}},
    {1, 9, {0x00000000u, 0x3f5db3d4u, 0xbeffffffu, 0x40000000u}},
    {1, 10, {0x3f7746e8u, 0x3e0483ebu, 0x3e6585f4u, 0x40b1a7a0u}},
    {2, 0, {0xbf9cc471u, 0x3f37aa16u, 0x404b0cb4u, 0x4098cee3u}},
    {2, 7, {0x3eaaaaabu, 0x3e800000u, 0x00000000u, 0x3f800000u}},
    {2, 8, {0xbf5db3d6u, 0x3eb504efu, 0xbeb504f2u, 0x3f3504f2u}},
    {2, 9, {0x00000000u, 0x3f3504f2u, 0x3f3504f2u, 0xbed413d0u}},
    {2, 10, {0xbefffffeu, 0xbf1cc46eu, 0x3f1cc470u, 0x4098cee3u}},
};

typedef struct {
    const char *name; /* programs/paper/<name>.vp and .in */
    uint32_t (*ref)(const host *h, double o[VPM_NOUT][4]);
    const recorded *bits;
    size_t nbits;
    unsigned vertices, executed; /* runs in the .in; instructions per vertex */
    unsigned plant_c;            /* self-check: a c[] the program reads */
    int tol_log2;                /* tolerance 2^tol_log2 (relative above 1) */
} paper_case;

/* LIT's power is the hardware's 12-bit LOG and EXP tables (docs/numerics.md):
 * the programs that use it get 2^-12, the others 2^-16 */
#define CASE(n, f, b, nv, ex, pl, t) {n, f, b, sizeof b / sizeof b[0], nv, ex, pl, t}
static const paper_case CASES[] = {
    CASE("paper_lit_morph", ref_lit_morph, LIT_MORPH_BITS, 3, 21, 4, -12),
    CASE("paper_anisotropic", ref_anisotropic, ANISOTROPIC_BITS, 4, 33, 4, -12),
    CASE("paper_bumpy_shiny", ref_bumpy_shiny, BUMPY_SHINY_BITS, 3, 27, 20, -16),
};

/* ------------------------------------------------------------------- run */

enum { PLANT_NONE, PLANT_INPUT, PLANT_BIT };

static char *read_rel(const char *name, const char *ext)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/paper/%s%s", tb_programs_dir(), name, ext);
    char *text = vp_read_file(path, TB_MAX_FILE, NULL);
    if (!text)
        fail("cannot read %s", path);
    return text;
}

/* Runs one program on its .in; plant selects a self-check defect. Returns
 * the number of failed checks. */
static int run_case(const paper_case *pc, int plant)
{
    const int before = failures;
    char *prog = read_rel(pc->name, ".vp"), *in = read_rel(pc->name, ".in");
    static vpasm_output o;
    vpasm_error ae;
    vps_stream st = {0};
    vps_error se;
    vpm *m = NULL;
    if (!prog || !in)
        goto out;
    if (vpasm_assemble(prog, strlen(prog), &o, &ae) != 0) {
        fail("%s.vp:%u:%u: %s", pc->name, ae.line, ae.col, ae.msg);
        goto out;
    }
    if (vps_parse(in, strlen(in), &st, &se) != 0) {
        fail("%s.in:%u:%u: %s", pc->name, se.line, se.col, se.msg);
        goto out;
    }
    char err[160];
    m = vpm_create();
    if (!m || vpm_load(m, &o.prog, err, sizeof err) != 0) {
        fail("%s: does not load: %s", pc->name, m ? err : "no memory");
        goto out;
    }
    static host h;
    memset(&h, 0, sizeof h);
    for (unsigned i = 0; i < VPM_NATTR; i++)
        h.v[i][3] = 1;
    unsigned vertex = 0, nbits = 0;
    for (size_t k = 0; k < st.count; k++) {
        const vps_op *op = &st.ops[k];
        switch (op->kind) {
        case VPS_CONST:
            vpm_set_const(m, op->idx, op->v);
            for (int i = 0; i < 4; i++)
                h.c[op->idx][i] = dbl(op->v[i]);
            continue;
        case VPS_MVP:
            vpm_set_mvp(m, op->idx, op->v);
            continue;
        case VPS_ATTR:
            vpm_set_attr(m, op->idx, op->n, op->v);
            for (int i = 0; i < 4; i++)
                h.v[op->idx][i] = dbl(op->v[i]);
            continue;
        default:
            break;
        }
        /* a run: the model, then the same math in double */
        uint32_t saved[4];
        vpm_get_const(m, pc->plant_c, saved);
        if (plant == PLANT_INPUT && vertex == 1) { /* the model sees c[plant_c].x 2^-8 larger */
            uint32_t c[4];
            memcpy(c, saved, sizeof c);
            c[0] = c[0] ? c[0] + 0x8000u : 0x3B800000u;
            vpm_set_const(m, pc->plant_c, c);
        }
        vpm_vertex vx;
        vpm_run_vertex(m, &vx);
        vpm_set_const(m, pc->plant_c, saved);
        if (plant == PLANT_BIT && vertex == 1)
            vx.out[UC_OUT_HPOS][3] ^= 1u;
        double want[VPM_NOUT][4];
        memset(want, 0, sizeof want);
        const uint32_t regs = pc->ref(&h, want);
        checks++;
        if (vx.written != regs || vx.executed != pc->executed || vx.end != VPM_END_LAST)
            fail("%s vertex %u: wrote o[] set %#x, %u instructions, end %s; expected %#x, %u, last", pc->name, vertex,
                 (unsigned)vx.written, (unsigned)vx.executed, vpm_end_name(vx.end), (unsigned)regs, pc->executed);
        for (unsigned r = 0; r < VPM_NOUT; r++) {
            if (!(regs >> r & 1u))
                continue;
            if (record)
                printf("    {%u, %u, {0x%08xu, 0x%08xu, 0x%08xu, 0x%08xu}},\n", vertex, r, (unsigned)vx.out[r][0],
                       (unsigned)vx.out[r][1], (unsigned)vx.out[r][2], (unsigned)vx.out[r][3]);
            const double TOL = ldexp(1.0, pc->tol_log2);
            for (int i = 0; i < 4; i++) { /* 1: the double math */
                const double g = dbl(vx.out[r][i]), w = want[r][i];
                worst = fmax(worst, fabs(g - w) / fmax(1.0, fabs(w)));
                checks++;
                if (!(fabs(g - w) <= TOL * fmax(1.0, fabs(w))))
                    fail("%s vertex %u: o[%s].%c = %.9g, double math %.9g (difference %.3g, tolerance %.3g)", pc->name,
                         vertex, uc_out_name(r), "xyzw"[i], g, w, fabs(g - w), TOL * fmax(1.0, fabs(w)));
            }
            /* 2: the recorded bits */
            const recorded *rec = NULL;
            for (size_t b = 0; b < pc->nbits; b++)
                if (pc->bits[b].vertex == vertex && pc->bits[b].reg == r)
                    rec = &pc->bits[b];
            checks++;
            nbits++;
            if (!rec)
                fail("%s vertex %u: o[%s] has no recorded bit pattern", pc->name, vertex, uc_out_name(r));
            else if (memcmp(rec->bits, vx.out[r], sizeof rec->bits) != 0)
                fail("%s vertex %u: o[%s] = %08x %08x %08x %08x, recorded %08x %08x %08x %08x", pc->name, vertex,
                     uc_out_name(r), (unsigned)vx.out[r][0], (unsigned)vx.out[r][1], (unsigned)vx.out[r][2],
                     (unsigned)vx.out[r][3], (unsigned)rec->bits[0], (unsigned)rec->bits[1], (unsigned)rec->bits[2],
                     (unsigned)rec->bits[3]);
        }
        vertex++;
    }
    checks++;
    if (vertex != pc->vertices || nbits != pc->nbits)
        fail("%s: %u vertices and %u result registers checked, expected %u and %zu", pc->name, vertex, nbits,
             pc->vertices, pc->nbits);
out:
    vpm_destroy(m);
    vps_free(&st);
    free(prog);
    free(in);
    return failures - before;
}

int main(int argc, char **argv)
{
    record = argc > 1 && !strcmp(argv[1], "--record");
    const size_t n = sizeof CASES / sizeof CASES[0];
    for (size_t i = 0; i < n; i++) {
        if (record)
            printf("%s:\n", CASES[i].name);
        worst = 0;
        int bad = run_case(&CASES[i], PLANT_NONE);
        if (!record)
            printf("%s: %s (largest difference from the double math %.2g of max(1, |value|), tolerance 2^%d)\n",
                   CASES[i].name, bad ? "FAILED" : "ok, recorded bits equal", worst, CASES[i].tol_log2);
    }
    if (record)
        return 0;

    /* self-check: each planted defect is reported, by the check meant to see it */
    const int before = failures, before_checks = checks;
    int ok = 1;
    quiet = 1;
    for (size_t i = 0; i < n; i++) {
        const int f0 = failures;
        run_case(&CASES[i], PLANT_BIT); /* only the bit comparison of one register fails */
        ok &= failures - f0 == 1;
        const int f1 = failures;
        run_case(&CASES[i], PLANT_INPUT); /* the double math sees the difference (and the bits) */
        ok &= failures - f1 >= 2;
    }
    quiet = 0;
    failures = before;
    checks = before_checks;
    if (!ok) {
        printf("FAIL self-check: a planted defect was not reported as expected\n");
        failures++;
    } else {
        printf("self-check: a changed input and a flipped result bit are reported\n");
    }
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}

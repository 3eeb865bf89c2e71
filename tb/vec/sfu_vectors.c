/*
 * sfu_vectors: test vectors for the special-function unit RTL (rtl/vp_sfu.v),
 * TestFloat style: operands from classes that hit every boundary of the
 * datapath (table-index edges, powers of two, exact cases, clamp and
 * overflow edges, special values) plus uniformly random patterns, and the
 * expected 128-bit result of exec_sfu() in cmodel/vpmodel.c, i.e. the
 * sfu_* functions of libvp (docs/numerics.md section 3). Both modes.
 *
 * Output: one vector per line, hex: "OP MODE SOURCE EXPECTED" with OP the
 * UC_SOP_* code plus OP_PASS2 (0x20) for the second pass of LIT, MODE 0
 * (VP1) or 1 (VP2), SOURCE and EXPECTED 128 bits, lane 3 first (the bench
 * reads them with $fscanf "%h"). The unit takes LIT in two passes
 * (rtl/vp_sfu.v): each LIT operand gives two vectors, the first pass
 * (expected: sfu_lit_power() in lane x, 0 elsewhere) and the second, whose
 * source has that word in lane z (which LIT does not read; the bench drives
 * it into in_pw_i) and whose expected value is LIT's. Every other op has
 * OP_PASS2 set at random: the unit must ignore the pass bit but for LIT.
 * The list is shuffled, so consecutive vectors mix operations.
 *
 *   sfu_vectors [--seed S] [--random N] [--limit N] [--plant-bad] OUT
 *   sfu_vectors [--seed S] --sweep FUNC OUT
 *     --seed S     random seed (default: from the clock; always printed)
 *     --random N   uniformly random vectors per op and mode (default 4000)
 *     --limit N    write only the first N vectors of the shuffled list
 *     --plant-bad  flip bit 0 of one expected lane (known-bad self-test)
 *     --sweep FUNC every fraction (2^23) of FUNC = rcp, rsq, lg2, ex2 or sincos
 *                  at the exponents that select its datapath paths, streamed in
 *                  order without the lists above (a soak run: OUT may be a FIFO)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sfu.h"
#include "ucode_fields.h"
#include "vpfloat.h"

typedef struct {
    uint8_t op, mode;
    uint32_t s[4], r[4];
} vec;

static vec *vecs;
static size_t nvec, capvec;
static FILE *stream;      /* --sweep: vectors go straight here */
static size_t nstream;

static void write_vec(FILE *f, const vec *v)
{
    fprintf(f, "%02X %u %08X%08X%08X%08X %08X%08X%08X%08X\n", v->op, v->mode,
            v->s[3], v->s[2], v->s[1], v->s[0], v->r[3], v->r[2], v->r[1], v->r[0]);
}
static uint64_t rng_state;

static uint64_t rnd64(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint32_t rnd32(void) { return (uint32_t)(rnd64() >> 32); }

#define OP_PASS2 0x20u   /* the pass bit of the op byte (LIT's second pass) */

/* what exec_sfu() returns; LIT's first pass: its power operand in lane x */
static void ref_sfu(unsigned op, const uint32_t s[4], vpf_mode md, uint32_t r[4])
{
    uint32_t x = s[0], v;
    if (op == UC_SOP_LIT) {
        r[0] = sfu_lit_power(s, md);
        r[1] = r[2] = r[3] = 0;
        return;
    }
    switch (op & ~OP_PASS2) {
    case UC_SOP_EXP: sfu_exp(x, r, md); return;
    case UC_SOP_LOG: sfu_log(x, r, md); return;
    case UC_SOP_LIT: sfu_lit(s, r, md); return;
    case UC_SOP_RCP: v = sfu_rcp(x, md); break;
    case UC_SOP_RCC: v = sfu_rcc(x, md); break;
    case UC_SOP_RSQ: v = sfu_rsq(x, md); break;
    case UC_SOP_EX2: v = sfu_ex2(x, md); break;
    case UC_SOP_LG2: v = sfu_lg2(x, md); break;
    case UC_SOP_SIN: v = sfu_sin(x, md); break;
    case UC_SOP_COS: v = sfu_cos(x, md); break;
    default: v = 0; break;
    }
    r[0] = r[1] = r[2] = r[3] = v;
}

static void emit4v(unsigned op, unsigned mode, const uint32_t s[4]);

/* one operation: LIT as its two passes, any other op with a random pass bit */
static void emit4(unsigned op, unsigned mode, const uint32_t s[4])
{
    if (op == UC_SOP_LIT) {
        uint32_t s2[4] = {s[0], s[1], sfu_lit_power(s, mode ? VPF_VP2 : VPF_VP1), s[3]};
        emit4v(UC_SOP_LIT, mode, s);
        emit4v(UC_SOP_LIT | OP_PASS2, mode, s2);
        return;
    }
    emit4v(op | ((rnd32() & 1u) ? OP_PASS2 : 0u), mode, s);
}

static void emit4v(unsigned op, unsigned mode, const uint32_t s[4])
{
    if (stream) {
        vec v = {(uint8_t)op, (uint8_t)mode, {s[0], s[1], s[2], s[3]}, {0, 0, 0, 0}};
        ref_sfu(op, s, mode ? VPF_VP2 : VPF_VP1, v.r);
        write_vec(stream, &v);
        nstream++;
        return;
    }
    if (nvec == capvec) {
        capvec = capvec ? 2 * capvec : 65536;
        vec *n = realloc(vecs, capvec * sizeof *vecs);
        if (!n) { fprintf(stderr, "sfu_vectors: out of memory\n"); exit(2); }
        vecs = n;
    }
    vec *v = &vecs[nvec++];
    v->op = (uint8_t)op;
    v->mode = (uint8_t)mode;
    memcpy(v->s, s, sizeof v->s);
    ref_sfu(op, s, mode ? VPF_VP2 : VPF_VP1, v->r);
}

/* a scalar operand in lane 0, random bits in the lanes the op ignores */
static void emit1(unsigned op, unsigned mode, uint32_t x)
{
    uint32_t s[4] = {x, rnd32(), rnd32(), rnd32()};
    emit4(op, mode, s);
}

static void emit_both(unsigned op, uint32_t x)
{
    emit1(op, 0, x);
    emit1(op, 1, x);
}

/* x and its neighbours +-d ulps (as bit patterns, same sign) */
static void emit_near(unsigned op, uint32_t x, unsigned d)
{
    for (unsigned k = 0; k <= d; k++) {
        emit_both(op, x + k);
        if (k) emit_both(op, x - k);
    }
}

static uint32_t fbits(int sign, unsigned e, uint32_t frac)
{
    return ((uint32_t)(sign != 0) << 31) | ((e & 0xFFu) << 23) | (frac & 0x7FFFFFu);
}

static const unsigned SCALAR_OPS[] = {UC_SOP_RCP, UC_SOP_RCC, UC_SOP_RSQ, UC_SOP_EX2, UC_SOP_LG2,
                                      UC_SOP_SIN, UC_SOP_COS, UC_SOP_EXP, UC_SOP_LOG};
#define NSCALAR (sizeof SCALAR_OPS / sizeof SCALAR_OPS[0])

/* special and boundary patterns every operation sees */
static void class_specials(void)
{
    static const uint32_t sp[] = {
        0x00000000u, 0x00000001u, 0x00000002u, 0x00400000u, 0x007FFFFFu, /* zero, denormals */
        0x00800000u, 0x00800001u, 0x00FFFFFFu, 0x01000000u,              /* smallest normals */
        0x3F800000u, 0x3F800001u, 0x3F7FFFFFu, 0x3FC00000u, 0x3FBFFFFFu, /* around 1, 1.5 */
        0x40000000u, 0x3F000000u, 0x7F7FFFFFu, 0x7F7FFFFEu, 0x7F000000u, /* 2, 0.5, largest */
        0x7F800000u, 0x7F800001u, 0x7FC00000u, 0x7FFFFFFFu, 0x7FA00000u, /* Inf, NaNs */
        0x7F400000u, 0x3F400000u, 0x3F3FFFFFu, 0x3F400001u,              /* 0.75 */
    };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
        for (size_t o = 0; o < NSCALAR; o++) {
            emit_both(SCALAR_OPS[o], sp[i]);
            emit_both(SCALAR_OPS[o], sp[i] | 0x80000000u);
        }
    /* every power of two, both signs, with neighbours */
    for (unsigned e = 1; e < 255; e++)
        for (size_t o = 0; o < NSCALAR; o++)
            for (int sg = 0; sg < 2; sg++) {
                uint32_t x = fbits(sg, e, 0);
                emit_both(SCALAR_OPS[o], x);
                emit_both(SCALAR_OPS[o], x + 1);
                emit_both(SCALAR_OPS[o], fbits(sg, e, 0x7FFFFF));
            }
}

/* RCP/RCC: every seed index (fraction bits 22..13) at its edges; the
 * exponent edges (flush); RCC clamp edges 2^-64, 2^64 */
static void class_rcp(void)
{
    for (uint32_t i = 0; i < 1024; i++) {
        const uint32_t lo = i << 13, hi = lo + (1u << 13) - 1;
        const uint32_t fr[] = {lo, lo + 1, hi, hi - 1, lo + (rnd32() & 0x1FFFu)};
        for (size_t k = 0; k < sizeof fr / sizeof fr[0]; k++) {
            unsigned e = 1 + rnd32() % 254;
            int sg = (int)(rnd32() & 1u);
            emit_both(UC_SOP_RCP, fbits(sg, e, fr[k]));
            emit_both(UC_SOP_RCC, fbits(sg, 1 + rnd32() % 254, fr[k]));
        }
    }
    const unsigned es[] = {1, 2, 3, 125, 126, 127, 128, 252, 253, 254};
    for (size_t k = 0; k < sizeof es / sizeof es[0]; k++)
        for (int j = 0; j < 20; j++) {
            uint32_t x = fbits((int)(rnd32() & 1u), es[k], rnd32());
            emit_both(UC_SOP_RCP, x);
            emit_both(UC_SOP_RCC, x);
        }
    const uint32_t edges[] = {0x1F800000u, 0x5F800000u, 0x1F7FFFFFu, 0x5F7FFFFFu, 0x1F000000u, 0x5F000000u};
    for (size_t k = 0; k < sizeof edges / sizeof edges[0]; k++) {
        emit_near(UC_SOP_RCC, edges[k], 3);
        emit_near(UC_SOP_RCC, edges[k] | 0x80000000u, 3);
        emit_near(UC_SOP_RCP, edges[k], 1);
    }
}

/* RSQ: every seed index for both exponent parities at its edges; 4^k and
 * 2*4^k exact / near-exact */
static void class_rsq(void)
{
    for (uint32_t i = 0; i < 512; i++) {
        const uint32_t lo = i << 14, hi = lo + (1u << 14) - 1;
        const uint32_t fr[] = {lo, lo + 1, hi, hi - 1, lo + (rnd32() & 0x3FFFu)};
        for (size_t k = 0; k < sizeof fr / sizeof fr[0]; k++)
            for (unsigned par = 0; par < 2; par++) {
                unsigned e = 1 + par + 2 * (rnd32() % 127); /* odd (par 0) or even (par 1) */
                emit_both(UC_SOP_RSQ, fbits((int)(rnd32() & 1u), e, fr[k]));
            }
    }
    for (unsigned e = 1; e < 255; e++) {
        emit_near(UC_SOP_RSQ, fbits(0, e, 0), 2);
        emit_both(UC_SOP_RSQ, fbits(1, e, 0));
    }
}

/* EX2: x near +-126, 127, 128, integers, table index j = f[47:40] edges,
 * tiny inputs around the 2^-25 / 2^-64 shifts */
static void class_ex2(void)
{
    const uint32_t edges[] = {0x42FC0000u, 0x42FE0000u, 0x43000000u, 0x42FA0000u, 0x42FDFFFFu,
                              0x42FEFFFFu, 0x42FFFFFFu, 0x3F800000u, 0x00800000u};
    for (size_t k = 0; k < sizeof edges / sizeof edges[0]; k++) {
        emit_near(UC_SOP_EX2, edges[k], 4);
        emit_near(UC_SOP_EX2, edges[k] | 0x80000000u, 4);
        emit_near(UC_SOP_EXP, edges[k], 2);
        emit_near(UC_SOP_EXP, edges[k] | 0x80000000u, 2);
    }
    /* integers and their neighbours */
    for (int n = -130; n <= 130; n++) {
        if (n == 0) continue;
        uint32_t a = (uint32_t)(n < 0 ? -n : n), e = 150;
        while (a < 0x00800000u) { a <<= 1; e--; }
        uint32_t x = fbits(n < 0, e, a);
        emit_near(UC_SOP_EX2, x, 1);
    }
    /* j edges: k + j/256 for random integer parts */
    for (unsigned j = 0; j < 256; j++)
        for (int t = 0; t < 3; t++) {
            int ip = (int)(rnd32() % 250) - 125;
            /* value ip + j/256 as a float: exact with 8 fraction bits when |x| < 2^15 */
            int32_t q = ip * 256 + (int32_t)j; /* x * 256 */
            if (q == 0) continue;
            uint32_t a = (uint32_t)(q < 0 ? -q : q), e = 150 - 8;
            while (a < 0x00800000u) { a <<= 1; e--; }
            uint32_t x = fbits(q < 0, e, a);
            emit_near(UC_SOP_EX2, x, 1);
        }
    /* tiny and small: every exponent 1..133 with random fractions */
    for (unsigned e = 1; e <= 134; e++)
        for (int t = 0; t < 4; t++) {
            uint32_t f = rnd32();
            emit_both(UC_SOP_EX2, fbits(0, e, f));
            emit_both(UC_SOP_EX2, fbits(1, e, f));
        }
}

/* LG2: around 1.0, the 0.75/1.5 split, every j = floor(256 m') edge, the
 * E' = 0 / E' != 0 paths */
static void class_lg2(void)
{
    emit_near(UC_SOP_LG2, 0x3F800000u, 40);
    emit_near(UC_SOP_LG2, 0x3FC00000u, 4);
    emit_near(UC_SOP_LG2, 0x3F400000u, 4);
    /* m < 1.5: M24 = M << 1, j edge every 2^15 of the fraction; m >= 1.5: every 2^16 */
    for (uint32_t f = 0; f < 0x00800000u; f += 0x8000u) {
        const unsigned es[] = {126, 127, 128, 1 + rnd32() % 254};
        for (size_t k = 0; k < sizeof es / sizeof es[0]; k++) {
            emit_both(UC_SOP_LG2, fbits(0, es[k], f));
            emit_both(UC_SOP_LG2, fbits(0, es[k], f + 1));
            emit_both(UC_SOP_LG2, fbits(0, es[k], f - 1));
            emit_both(UC_SOP_LG2, fbits(0, es[k], f + (rnd32() & 0x7FFFu)));
        }
    }
    for (unsigned e = 1; e < 255; e++)
        for (int t = 0; t < 3; t++) {
            emit_both(UC_SOP_LG2, fbits(0, e, rnd32()));
            emit_both(UC_SOP_LOG, fbits((int)(rnd32() & 1u), e, rnd32()));
        }
}

/* the float nearest to k * pi / 512 (host double only picks test points) */
static uint32_t float_near(double v)
{
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* SIN/COS: multiples of pi/2 and of pi/512 (table edges), |x| around
 * 2^-12, large arguments up to exponent 254 */
static void class_sincos(void)
{
    const double pi = 3.14159265358979323846;
    for (int k = -64; k <= 64; k++) {
        emit_near(UC_SOP_SIN, float_near(k * pi / 2), 2);
        emit_near(UC_SOP_COS, float_near(k * pi / 2), 2);
    }
    for (int k = 0; k < 2048; k++) {
        uint32_t x = float_near(k * pi / 512);
        emit_both(UC_SOP_SIN, x);
        emit_both(UC_SOP_COS, x + (rnd32() & 1u));
        emit_both(UC_SOP_SIN, (x - 1) | 0x80000000u);
    }
    for (int k = 1; k < 200; k++) {
        uint32_t x = float_near((double)(rnd32() % 100000000u) * pi / 2);
        emit_near(UC_SOP_SIN, x, 1);
        emit_near(UC_SOP_COS, x, 1);
    }
    const uint32_t tiny[] = {0x39800000u, 0x397FFFFFu, 0x39000000u, 0x39FFFFFFu};
    for (size_t k = 0; k < sizeof tiny / sizeof tiny[0]; k++) {
        emit_near(UC_SOP_SIN, tiny[k], 2);
        emit_near(UC_SOP_SIN, tiny[k] | 0x80000000u, 2);
        emit_near(UC_SOP_COS, tiny[k], 2);
    }
    for (unsigned e = 100; e < 255; e++)
        for (int t = 0; t < 4; t++) {
            uint32_t x = fbits((int)(rnd32() & 1u), e, rnd32());
            emit_both(UC_SOP_SIN, x);
            emit_both(UC_SOP_COS, x);
        }
}

/* EXP/LOG around integers and halves */
static void class_explog(void)
{
    for (int n = -140; n <= 140; n++) {
        for (int h = 0; h < 2; h++) {
            int32_t q = 2 * n + h; /* x * 2 */
            if (q == 0) continue;
            uint32_t a = (uint32_t)(q < 0 ? -q : q), e = 149;
            while (a < 0x00800000u) { a <<= 1; e--; }
            uint32_t x = fbits(q < 0, e, a);
            emit_near(UC_SOP_EXP, x, 1);
            emit_near(UC_SOP_LOG, x, 1);
        }
    }
}

/* LIT: x, y, w from lists of signs, zeros, NaNs, clamp edges, 1.0 */
static void class_lit(void)
{
    static const uint32_t xs[] = {0x3F800000u, 0xBF800000u, 0x00000000u, 0x80000000u, 0x7FC00000u,
                                  0xFFC00000u, 0x80000001u, 0x00000001u, 0x7F800000u, 0x3E000000u};
    static const uint32_t ys[] = {0x3F800000u, 0xBF800000u, 0x00000000u, 0x80000000u, 0x7FC00000u,
                                  0xFFC00000u, 0x3F000000u, 0x40490FDBu, 0x7F800000u, 0x00400000u,
                                  0x80400000u, 0x3F7FFFFFu, 0x00800000u, 0x7F7FFFFFu};
    static const uint32_t ws[] = {0x42FFFE00u, 0x42FFFE01u, 0x42FFFDFFu, 0x43000000u, 0xC2FFFE00u,
                                  0xC2FFFE01u, 0xC2FFFDFFu, 0xC3000000u, 0x00000000u, 0x80000000u,
                                  0x3F800000u, 0x3F800001u, 0x3F7FFFFFu, 0xBF800000u, 0x7FC00000u,
                                  0xFFC00000u, 0x7F800000u, 0xFF800000u, 0x00000001u, 0x80000001u,
                                  0x40000000u, 0x3F000000u, 0x41200000u, 0xC1200000u};
    for (size_t a = 0; a < sizeof xs / sizeof xs[0]; a++)
        for (size_t b = 0; b < sizeof ys / sizeof ys[0]; b++)
            for (size_t c = 0; c < sizeof ws / sizeof ws[0]; c++) {
                uint32_t s[4] = {xs[a], ys[b], rnd32(), ws[c]};
                emit4(UC_SOP_LIT, 0, s);
                emit4(UC_SOP_LIT, 1, s);
            }
    /* positive x, random y and w in the ranges that give finite powers */
    for (int t = 0; t < 4000; t++) {
        uint32_t y = fbits(0, 100 + rnd32() % 60, rnd32());
        uint32_t w = fbits((int)(rnd32() & 1u), 110 + rnd32() % 24, rnd32());
        uint32_t s[4] = {fbits(0, 1 + rnd32() % 254, rnd32()), y, rnd32(), w};
        emit4(UC_SOP_LIT, t & 1, s);
    }
}

/* uniformly random patterns, and random values in each function's useful range */
static void class_random(long n)
{
    for (size_t o = 0; o < NSCALAR; o++)
        for (long i = 0; i < n; i++) {
            emit1(SCALAR_OPS[o], (unsigned)(i & 1), rnd32());
            uint32_t x;
            switch (SCALAR_OPS[o]) {
            case UC_SOP_EX2: case UC_SOP_EXP: x = fbits((int)(rnd32() & 1u), 90 + rnd32() % 45, rnd32()); break;
            case UC_SOP_SIN: case UC_SOP_COS: x = fbits((int)(rnd32() & 1u), 110 + rnd32() % 24, rnd32()); break;
            default: x = fbits((int)(rnd32() & 1u), 1 + rnd32() % 254, rnd32()); break;
            }
            emit1(SCALAR_OPS[o], (unsigned)((i >> 1) & 1), x);
        }
    for (long i = 0; i < n; i++) {
        uint32_t s[4] = {rnd32(), rnd32(), rnd32(), rnd32()};
        emit4(UC_SOP_LIT, (unsigned)(i & 1), s);
        uint32_t t[4] = {rnd32() & 0x7FFFFFFFu, fbits(0, 1 + rnd32() % 254, rnd32()), rnd32(),
                         fbits((int)(rnd32() & 1u), 100 + rnd32() % 35, rnd32())};
        emit4(UC_SOP_LIT, (unsigned)((i >> 1) & 1), t);
    }
}

/* --sweep: every fraction at the exponents that matter for each datapath */
static int sweep(const char *fn)
{
    for (uint32_t f = 0; f < 0x00800000u; f++) {
        const unsigned md = f & 1u, sg = (f >> 1) & 1u;
        if (!strcmp(fn, "rcp")) {
            emit1(UC_SOP_RCP, md, fbits((int)sg, 127, f));
            emit1(UC_SOP_RCC, md ^ 1u, fbits((int)sg, 1 + rnd32() % 254, f));
        } else if (!strcmp(fn, "rsq")) {
            emit1(UC_SOP_RSQ, md, fbits(0, 127, f)); /* even exponent: m' = m */
            emit1(UC_SOP_RSQ, md, fbits(0, 128, f)); /* odd: m' = 2m */
        } else if (!strcmp(fn, "lg2")) {
            emit1(UC_SOP_LG2, md, fbits(0, 127, f)); /* E' = 0 for m < 1.5 */
            emit1(UC_SOP_LG2, md, fbits(0, 126, f)); /* E' = 0 for m >= 1.5 */
            emit1(UC_SOP_LG2, md, fbits(0, 1 + rnd32() % 254, f));
        } else if (!strcmp(fn, "ex2")) {
            emit1(UC_SOP_EX2, md, fbits(0, 127, f));
            emit1(UC_SOP_EX2, md, fbits(1, 126, f));
            emit1(UC_SOP_EX2, md, fbits((int)sg, 38 + rnd32() % 96, f));
        } else if (!strcmp(fn, "sincos")) {
            emit1(UC_SOP_SIN, md, fbits((int)sg, 127 + f % 3, f));       /* [1, 8): [0, 2 pi) and more */
            emit1(UC_SOP_COS, md, fbits((int)sg, 115 + rnd32() % 12, f));
            emit1((f & 4u) ? UC_SOP_SIN : UC_SOP_COS, md, fbits((int)sg, 130 + rnd32() % 125, f));
        } else {
            return 0;
        }
    }
    return 1;
}

static void usage(void)
{
    fprintf(stderr, "usage: sfu_vectors [--seed S] [--random N] [--limit N] [--plant-bad] OUT\n");
    exit(2);
}

int main(int argc, char **argv)
{
    uint64_t seed = (uint64_t)time(NULL);
    long nrand = 4000, limit = -1;
    int plant = 0;
    const char *out = NULL, *sweep_fn = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--random") && i + 1 < argc) nrand = strtol(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--limit") && i + 1 < argc) limit = strtol(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--plant-bad")) plant = 1;
        else if (!strcmp(argv[i], "--sweep") && i + 1 < argc) sweep_fn = argv[++i];
        else if (argv[i][0] == '-' || out) usage();
        else out = argv[i];
    }
    if (!out || nrand < 0) usage();
    rng_state = seed;

    if (sweep_fn) {
        printf("sfu_vectors: seed %llu, sweep %s -> %s\n", (unsigned long long)seed, sweep_fn, out);
        fflush(stdout);
        stream = fopen(out, "w");
        if (!stream) { perror(out); return 2; }
        if (!sweep(sweep_fn)) { fprintf(stderr, "sfu_vectors: unknown sweep '%s'\n", sweep_fn); return 2; }
        if (fclose(stream) != 0) { perror(out); return 2; }
        printf("sfu_vectors: sweep %s: %zu vectors\n", sweep_fn, nstream);
        return 0;
    }

    class_specials();
    class_rcp();
    class_rsq();
    class_ex2();
    class_lg2();
    class_sincos();
    class_explog();
    class_lit();
    class_random(nrand);

    /* shuffle (Fisher-Yates): consecutive vectors mix operations and modes */
    for (size_t i = nvec - 1; i > 0; i--) {
        size_t j = (size_t)(rnd64() % (i + 1));
        vec t = vecs[i];
        vecs[i] = vecs[j];
        vecs[j] = t;
    }
    size_t n = nvec;
    if (limit >= 0 && (size_t)limit < n) n = (size_t)limit;
    if (plant && n > 0) {
        size_t k = n / 2;
        vecs[k].r[0] ^= 1u;
        printf("sfu_vectors: planted a wrong expected value in vector %zu (lane 0 bit 0)\n", k);
    }

    FILE *f = fopen(out, "w");
    if (!f) { perror(out); return 2; }
    for (size_t i = 0; i < n; i++) write_vec(f, &vecs[i]);
    if (fclose(f) != 0) { perror(out); return 2; }
    printf("sfu_vectors: seed %llu, %zu vectors (of %zu) -> %s\n", (unsigned long long)seed, n, nvec, out);
    free(vecs);
    return 0;
}

/*
 * Unit test of cmodel/vpfloat (docs/numerics.md section 2).
 *
 * 1. Table-driven cases, expected values as bit patterns, for every function
 *    and every special case of NV_vertex_program 2.14.1.11 (VP1) and the
 *    NV_vertex_program2 lists (VP2): round toward zero, flush, NaN, Inf,
 *    signed zeros, orderings, ARL/ARR clamps, condition codes.
 * 2. Randomised ADD/MUL/MAD against the host FPU switched to round-toward-
 *    zero (an independent oracle), after the engine's flush and NaN rules.
 * 3. Properties over random operands in both modes: commutativity of ADD,
 *    MUL, MIN, MAX, symmetric comparisons, trichotomy, x - x = +0,
 *    FLR/FRC/ARL consistency.
 * 4. Self-test: the checker is run on deliberately wrong rows and must
 *    report every one of them, so a passing run means something.
 */
#include <fenv.h>
#include <stdio.h>
#include <string.h>

#include "vpfloat.h"

static int failures;

/* ---- bit patterns used in the tables ---- */
#define ONE   0x3F800000u
#define TWO   0x40000000u
#define THREE 0x40400000u
#define FOUR  0x40800000u
#define FIVE  0x40A00000u
#define HALF  0x3F000000u
#define M1    0xBF800000u  /* -1 */
#define M2    0xC0000000u
#define M3    0xC0400000u
#define PZ    0x00000000u
#define NZ    0x80000000u
#define PINF  0x7F800000u
#define NINF  0xFF800000u
#define QNAN  0x7FC00000u  /* canonical */
#define PNAN  0x7FC01234u  /* NaN with a payload */
#define NNAN  0xFFC00000u  /* -NaN */
#define SNAN  0x7F800001u
#define DEN   0x00000001u  /* +denormal */
#define NDEN  0x80400000u  /* -denormal */
#define MAXF  0x7F7FFFFFu
#define NMAXF 0xFF7FFFFFu
#define MINN  0x00800000u  /* 2^-126 */
#define ULP1  0x3F800001u  /* 1 + 2^-23 */
#define BELOW1 0x3F7FFFFFu /* 1 - 2^-24 */

enum { O_ADD, O_MUL, O_MAD, O_MIN, O_MAX, O_SLT, O_SGE, O_SEQ, O_SGT, O_SLE, O_SNE,
       O_SSG, O_FLR, O_FRC, O_ABS, O_ARL, O_ARR, O_CC, O_IN };
static const char *const OPN[] = { "ADD", "MUL", "MAD", "MIN", "MAX", "SLT", "SGE", "SEQ", "SGT", "SLE", "SNE",
                                   "SSG", "FLR", "FRC", "ABS", "ARL", "ARR", "CC", "IN" };
enum { V1 = 1, V2 = 2, VB = 3 }; /* modes a row applies to */

typedef struct { int op, modes; uint32_t a, b, c, want; int line; } row;
#define R(op, md, a, b, c, w) { O_##op, md, a, b, c, (uint32_t)(w), __LINE__ }
#define I(v) ((uint32_t)(int32_t)(v)) /* an ARL/ARR expectation */

static uint32_t eval(int op, vpf_mode m, uint32_t a, uint32_t b, uint32_t c)
{
    switch (op) {
    case O_ADD: return vpf_add(a, b, m);
    case O_MUL: return vpf_mul(a, b, m);
    case O_MAD: return vpf_mad(a, b, c, m);
    case O_MIN: return vpf_min(a, b, m);
    case O_MAX: return vpf_max(a, b, m);
    case O_SLT: return vpf_slt(a, b, m);
    case O_SGE: return vpf_sge(a, b, m);
    case O_SEQ: return vpf_seq(a, b, m);
    case O_SGT: return vpf_sgt(a, b, m);
    case O_SLE: return vpf_sle(a, b, m);
    case O_SNE: return vpf_sne(a, b, m);
    case O_SSG: return vpf_ssg(a, m);
    case O_FLR: return vpf_flr(a, m);
    case O_FRC: return vpf_frc(a, m);
    case O_ABS: return vpf_abs(a, m);
    case O_ARL: return (uint32_t)vpf_arl(a, m);
    case O_ARR: return (uint32_t)vpf_arr(a, m);
    case O_CC:  return vpf_cc(a);
    case O_IN:  return vpf_in(a);
    }
    return 0xDEADBEEFu;
}

/* number of mismatches of one row (over its modes); prints them if loud */
static int check_row(const row *r, int loud)
{
    int bad = 0;
    for (int md = 0; md < 2; md++) {
        if (!(r->modes & (1 << md))) continue;
        uint32_t got = eval(r->op, (vpf_mode)md, r->a, r->b, r->c);
        if (got != r->want) {
            bad++;
            if (loud)
                printf("FAIL line %d: %s %s(%08X, %08X, %08X) = %08X, expected %08X\n", r->line,
                       md ? "VP2" : "VP1", OPN[r->op], r->a, r->b, r->c, got, r->want);
        }
    }
    return bad;
}

static const row ROWS[] = {
    /* ---- ADD: round toward zero ---- */
    R(ADD, VB, ONE, ONE, 0, TWO),
    R(ADD, VB, ONE, 0x33800000u, 0, ONE),          /* 1 + 2^-24 stays 1 */
    R(ADD, VB, ONE, 0x33C00000u, 0, ONE),          /* 1 + 0.75 ulp: RZ 1 (RN would round up) */
    R(ADD, VB, M1, 0xB3C00000u, 0, M1),            /* toward zero for negatives too */
    R(ADD, VB, ONE, 0xB3000000u, 0, BELOW1),       /* 1 - 2^-25 truncates below 1 (sticky) */
    R(ADD, VB, ONE, BELOW1 | 0x80000000u, 0, 0x33800000u), /* exact cancellation to 2^-24 */
    R(ADD, VB, ONE, 0x80000001u, 0, ONE),          /* negative denormal reads -0 */
    R(ADD, VB, ONE, 0xA0000000u, 0, BELOW1),       /* 1 - 2^-63: far-shifted sticky */
    R(ADD, VB, ONE, 0x8C000000u, 0, BELOW1),       /* 1 - 2^-103 (shift >= 62) */
    R(ADD, VB, MAXF, MAXF, 0, MAXF),               /* overflow clamps (RZ) */
    R(ADD, VB, NMAXF, NMAXF, 0, NMAXF),
    R(ADD, VB, 0x00800001u, 0x80800000u, 0, PZ),   /* 2^-149 result flushes, + */
    R(ADD, VB, 0x00800000u, 0x80800001u, 0, NZ),   /* -2^-149 flushes to -0 */
    R(ADD, VB, 0x01000000u, 0x80800001u, 0, PZ),   /* 2^-125 - (2^-126+2^-149) < 2^-126: flush */
    R(ADD, VB, 0x01800000u, 0x80800001u, 0, 0x013FFFFFu), /* 3*2^-126 - 2^-149 truncates */
    /* ADD special cases (VP2 2.14.3.2 rules 2-7; VP1 0+x = x) */
    R(ADD, VB, PNAN, ONE, 0, QNAN),
    R(ADD, VB, ONE, NNAN, 0, QNAN),
    R(ADD, VB, SNAN, PINF, 0, QNAN),
    R(ADD, VB, PINF, NINF, 0, QNAN),
    R(ADD, VB, NINF, PINF, 0, QNAN),
    R(ADD, VB, PINF, NMAXF, 0, PINF),
    R(ADD, VB, NINF, MAXF, 0, NINF),
    R(ADD, VB, PINF, PINF, 0, PINF),
    R(ADD, VB, NZ, FIVE, 0, FIVE),
    R(ADD, VB, PZ, NINF, 0, NINF),
    R(ADD, VB, NZ, PINF, 0, PINF),
    R(ADD, VB, PZ, NZ, 0, PZ),
    R(ADD, VB, NZ, PZ, 0, PZ),
    R(ADD, VB, NZ, NZ, 0, NZ),
    R(ADD, VB, NDEN, NZ, 0, NZ),
    R(ADD, VB, DEN, NZ, 0, PZ),
    R(ADD, VB, ONE, M1, 0, PZ),                    /* x + -x = +0 */
    R(ADD, VB, M1, ONE, 0, PZ),
    R(ADD, VB, MINN, PZ, 0, MINN),
    R(ADD, VB, 0xC0133333u, 0x40133333u, 0, PZ),
    /* ---- MUL: round toward zero ---- */
    R(MUL, VB, ULP1, ULP1, 0, 0x3F800002u),        /* (1+2^-23)^2 truncates */
    R(MUL, VB, 0x3FC00001u, 0x3FC00001u, 0, 0x40100001u), /* RN would give ...02 */
    R(MUL, VB, 0x40133333u, 0x40133333u, 0, 0x40A947ADu), /* 2.3^2, RN gives ...AE */
    R(MUL, VB, 0xC0133333u, 0x40133333u, 0, 0xC0A947ADu),
    R(MUL, VB, MAXF, TWO, 0, MAXF),
    R(MUL, VB, MAXF, 0xC0000000u, 0, NMAXF),
    R(MUL, VB, MINN, HALF, 0, PZ),                 /* 2^-127 flushes */
    R(MUL, VB, MINN, 0xBF000000u, 0, NZ),          /* sign kept */
    R(MUL, VB, MINN, 0x3F7FFFFFu, 0, PZ),
    R(MUL, VB, MINN, TWO, 0, 0x01000000u),
    /* VP1: (+-)0 * anything = +0, Inf and NaN included (2.14.1.11) */
    R(MUL, V1, PZ, PINF, 0, PZ),
    R(MUL, V1, NINF, PZ, 0, PZ),
    R(MUL, V1, NZ, PINF, 0, PZ),
    R(MUL, V1, NZ, PNAN, 0, PZ),
    R(MUL, V1, NNAN, PZ, 0, PZ),
    R(MUL, V1, NZ, FIVE, 0, PZ),
    R(MUL, V1, NZ, M3, 0, PZ),
    R(MUL, V1, PZ, M3, 0, PZ),
    R(MUL, V1, DEN, NINF, 0, PZ),
    R(MUL, V1, NDEN, ONE, 0, PZ),
    R(MUL, V1, PNAN, TWO, 0, QNAN),                /* NaN results are +NaN */
    R(MUL, V1, NNAN, M2, 0, QNAN),
    R(MUL, V1, PINF, M2, 0, NINF),
    R(MUL, V1, NINF, NINF, 0, PINF),
    /* VP2 MUL rules (2.14.3.24) */
    R(MUL, V2, PZ, PINF, 0, QNAN),
    R(MUL, V2, NINF, NZ, 0, QNAN),
    R(MUL, V2, DEN, PINF, 0, QNAN),
    R(MUL, V2, PNAN, PZ, 0, QNAN),
    R(MUL, V2, NNAN, TWO, 0, QNAN),
    R(MUL, V2, NZ, FIVE, 0, NZ),
    R(MUL, V2, PZ, M3, 0, NZ),
    R(MUL, V2, NZ, M3, 0, PZ),
    R(MUL, V2, NDEN, ONE, 0, NZ),
    R(MUL, V2, PINF, M2, 0, NINF),
    R(MUL, V2, NINF, NINF, 0, PINF),
    R(MUL, V2, PINF, MINN, 0, PINF),
    /* 1.0 * x = x */
    R(MUL, VB, ONE, MAXF, 0, MAXF),
    R(MUL, VB, ONE, NINF, 0, NINF),
    R(MUL, VB, PINF, ONE, 0, PINF),
    R(MUL, VB, ONE, ULP1, 0, ULP1),
    R(MUL, VB, ONE, MINN, 0, MINN),
    R(MUL, V1, ONE, 0x80000002u, 0, PZ),           /* denormal is a zero: VP1 +0 */
    R(MUL, V2, ONE, 0x80000002u, 0, NZ),           /* VP2: 1 * -0 = -0 */
    /* ---- MAD: two roundings ---- */
    R(MAD, VB, 0x3F800800u, 0x3F800800u, M1, 0x3A000000u), /* fused would give 3A000400 */
    R(MAD, VB, TWO, THREE, ONE, 0x40E00000u),
    R(MAD, V1, PZ, PNAN, THREE, THREE),            /* 0*x + c = c */
    R(MAD, V1, PINF, NZ, THREE, THREE),
    R(MAD, V2, PINF, NZ, THREE, QNAN),
    R(MAD, V2, NZ, FIVE, PZ, PZ),                  /* -0 + +0 = +0 */
    R(MAD, V2, NZ, FIVE, NZ, NZ),
    R(MAD, V1, NZ, FIVE, NZ, PZ),                  /* VP1 product is +0; +0 + -0 = +0 */
    R(MAD, VB, MAXF, TWO, NMAXF, PZ),              /* product clamps to MAXF first */
    R(MAD, VB, ONE, PINF, NINF, QNAN),
    /* ---- MIN / MAX ---- */
    R(MIN, VB, ONE, TWO, 0, ONE),
    R(MIN, VB, TWO, ONE, 0, ONE),
    R(MAX, VB, ONE, TWO, 0, TWO),
    R(MIN, VB, NZ, PZ, 0, NZ),
    R(MIN, VB, PZ, NZ, 0, NZ),
    R(MAX, VB, NZ, PZ, 0, PZ),
    R(MAX, VB, PZ, NZ, 0, PZ),
    R(MIN, VB, NINF, M3, 0, NINF),
    R(MAX, VB, PINF, MAXF, 0, PINF),
    R(MAX, VB, NDEN, M1, 0, NZ),                   /* denormal reads as its zero */
    R(MIN, VB, DEN, ONE, 0, PZ),
    /* VP1 total order: -NaN < -Inf < ... < +Inf < +NaN; NaN written as +NaN */
    R(MIN, V1, PNAN, ONE, 0, ONE),
    R(MAX, V1, PNAN, ONE, 0, QNAN),
    R(MIN, V1, NNAN, ONE, 0, QNAN),
    R(MAX, V1, NNAN, ONE, 0, ONE),
    R(MIN, V1, NINF, NNAN, 0, QNAN),
    R(MAX, V1, PINF, PNAN, 0, QNAN),
    /* VP2: NaN in either operand -> NaN */
    R(MIN, V2, PNAN, ONE, 0, QNAN),
    R(MIN, V2, ONE, NNAN, 0, QNAN),
    R(MAX, V2, NNAN, ONE, 0, QNAN),
    R(MAX, V2, ONE, PNAN, 0, QNAN),
    /* ---- set-on, both modes on ordinary values ---- */
    R(SLT, VB, ONE, TWO, 0, ONE),
    R(SLT, VB, TWO, ONE, 0, PZ),
    R(SLT, VB, TWO, TWO, 0, PZ),
    R(SGE, VB, TWO, TWO, 0, ONE),
    R(SGE, VB, ONE, TWO, 0, PZ),
    R(SGE, VB, M3, M2, 0, PZ),
    R(SLT, VB, NINF, MAXF, 0, ONE),
    R(SGE, VB, PINF, PINF, 0, ONE),
    R(SGE, VB, NINF, NINF, 0, ONE),
    R(SLE, VB, PINF, PINF, 0, ONE),
    R(SEQ, VB, PINF, PINF, 0, ONE),
    R(SEQ, VB, NINF, NINF, 0, ONE),
    R(SNE, VB, PINF, PINF, 0, PZ),
    R(SGT, VB, PINF, MAXF, 0, ONE),
    R(SGT, VB, ONE, ONE, 0, PZ),
    R(SLE, VB, M1, M1, 0, ONE),
    R(SEQ, VB, ONE, ULP1, 0, PZ),
    R(SNE, VB, ONE, ULP1, 0, ONE),
    /* VP1: -0 < +0, -NaN < -Inf, +NaN > +Inf (2.14.1.11) */
    R(SLT, V1, NZ, PZ, 0, ONE),
    R(SGE, V1, NZ, PZ, 0, PZ),
    R(SLT, V1, PZ, NZ, 0, PZ),
    R(SGE, V1, PZ, NZ, 0, ONE),
    R(SLT, V1, NDEN, PZ, 0, ONE),
    R(SEQ, V1, NZ, PZ, 0, PZ),
    R(SNE, V1, NZ, PZ, 0, ONE),
    R(SLT, V1, NNAN, NINF, 0, ONE),
    R(SGE, V1, NNAN, NINF, 0, PZ),
    R(SLT, V1, PINF, PNAN, 0, ONE),
    R(SGE, V1, PNAN, PINF, 0, ONE),
    R(SGE, V1, PNAN, QNAN, 0, ONE),                /* NaNs of a sign are equal */
    R(SLT, V1, PNAN, QNAN, 0, PZ),
    R(SLT, V1, NNAN, PNAN, 0, ONE),
    R(SGE, V1, ONE, NNAN, 0, ONE),
    R(SLT, V1, ONE, PNAN, 0, ONE),
    /* VP2: -0 == +0; any NaN operand gives NaN */
    R(SLT, V2, NZ, PZ, 0, PZ),
    R(SLT, V2, PZ, NZ, 0, PZ),
    R(SGE, V2, NZ, PZ, 0, ONE),
    R(SGE, V2, PZ, NZ, 0, ONE),
    R(SLE, V2, NZ, PZ, 0, ONE),
    R(SLE, V2, PZ, NZ, 0, ONE),
    R(SGT, V2, NZ, PZ, 0, PZ),
    R(SGT, V2, PZ, NZ, 0, PZ),
    R(SEQ, V2, NZ, PZ, 0, ONE),
    R(SEQ, V2, PZ, NZ, 0, ONE),
    R(SNE, V2, NZ, PZ, 0, PZ),
    R(SEQ, V2, NDEN, DEN, 0, ONE),
    R(SLT, V2, PNAN, ONE, 0, QNAN),
    R(SLT, V2, ONE, NNAN, 0, QNAN),
    R(SGE, V2, PNAN, PINF, 0, QNAN),
    R(SGE, V2, NINF, NNAN, 0, QNAN),
    R(SEQ, V2, PNAN, PNAN, 0, QNAN),
    R(SNE, V2, PNAN, ONE, 0, QNAN),
    R(SGT, V2, SNAN, ONE, 0, QNAN),
    R(SLE, V2, ONE, SNAN, 0, QNAN),
    /* ---- SSG (2.14.3.37) ---- */
    R(SSG, VB, PNAN, 0, 0, QNAN),
    R(SSG, VB, NNAN, 0, 0, QNAN),
    R(SSG, VB, NZ, 0, 0, PZ),
    R(SSG, VB, PZ, 0, 0, PZ),
    R(SSG, VB, NDEN, 0, 0, PZ),
    R(SSG, VB, NINF, 0, 0, M1),
    R(SSG, VB, PINF, 0, 0, ONE),
    R(SSG, VB, 0xC0A00000u, 0, 0, M1),
    R(SSG, VB, MINN, 0, 0, ONE),
    R(SSG, VB, 0x80800000u, 0, 0, M1),
    /* ---- FLR (2.14.3.15) ---- */
    R(FLR, VB, 0x40133333u, 0, 0, TWO),            /* 2.3 -> 2 */
    R(FLR, VB, 0xC0666666u, 0, 0, 0xC0800000u),    /* -3.6 -> -4 */
    R(FLR, VB, 0xBFC00000u, 0, 0, M2),             /* -1.5 -> -2 (carry into exponent) */
    R(FLR, VB, M1, 0, 0, M1),
    R(FLR, VB, 0x3E800000u, 0, 0, PZ),             /* 0.25 -> +0 */
    R(FLR, VB, 0xBE800000u, 0, 0, M1),             /* -0.25 -> -1 */
    R(FLR, VB, NZ, 0, 0, NZ),
    R(FLR, VB, PZ, 0, 0, PZ),
    R(FLR, VB, NDEN, 0, 0, NZ),
    R(FLR, VB, PINF, 0, 0, PINF),
    R(FLR, VB, NINF, 0, 0, NINF),
    R(FLR, VB, PNAN, 0, 0, QNAN),
    R(FLR, VB, 0x4AFFFFFFu, 0, 0, 0x4AFFFFFEu),    /* 8388607.5 */
    R(FLR, VB, 0xCAFFFFFFu, 0, 0, 0xCB000000u),    /* -8388607.5 -> -2^23 */
    R(FLR, VB, 0x501502F9u, 0, 0, 0x501502F9u),    /* 1e10 */
    R(FLR, VB, 0xD01502F9u, 0, 0, 0xD01502F9u),
    /* ---- FRC (2.14.3.16) ---- */
    R(FRC, VB, 0xBFD9999Au, 0, 0, 0x3E999998u),    /* frc(-1.7) = 0.3 (its bits) */
    R(FRC, VB, 0x3FD9999Au, 0, 0, 0x3F333334u),    /* frc(1.7) */
    R(FRC, VB, 0x40200000u, 0, 0, HALF),           /* 2.5 */
    R(FRC, VB, 0xC0200000u, 0, 0, HALF),           /* -2.5 */
    R(FRC, VB, 0xB0800000u, 0, 0, BELOW1),         /* -2^-30: 1 - 2^-30 truncates below 1 */
    R(FRC, VB, PNAN, 0, 0, QNAN),
    R(FRC, VB, PINF, 0, 0, QNAN),
    R(FRC, VB, NINF, 0, 0, QNAN),
    R(FRC, VB, NZ, 0, 0, PZ),
    R(FRC, VB, PZ, 0, 0, PZ),
    R(FRC, VB, NDEN, 0, 0, PZ),
    R(FRC, VB, 0x501502F9u, 0, 0, PZ),
    R(FRC, VB, 0xD01502F9u, 0, 0, PZ),
    R(FRC, VB, M3, 0, 0, PZ),
    /* ---- ABS (2.14.3.1) ---- */
    R(ABS, VB, M3, 0, 0, THREE),
    R(ABS, VB, NZ, 0, 0, PZ),
    R(ABS, VB, NINF, 0, 0, PINF),
    R(ABS, VB, PINF, 0, 0, PINF),
    R(ABS, VB, NNAN, 0, 0, QNAN),
    R(ABS, VB, PNAN, 0, 0, QNAN),
    R(ABS, VB, NDEN, 0, 0, PZ),
    /* ---- ARL: floor, clamp [-512, 511]; NaN/Inf by sign ---- */
    R(ARL, VB, 0x402CCCCDu, 0, 0, I(2)),           /* 2.7 */
    R(ARL, VB, 0xC0133333u, 0, 0, I(-3)),          /* -2.3 */
    R(ARL, VB, 0xBF000000u, 0, 0, I(-1)),
    R(ARL, VB, HALF, 0, 0, I(0)),
    R(ARL, VB, NZ, 0, 0, I(0)),
    R(ARL, VB, NDEN, 0, 0, I(0)),
    R(ARL, VB, 0x43FFF333u, 0, 0, I(511)),         /* 511.9 */
    R(ARL, VB, 0x44000000u, 0, 0, I(511)),         /* 512 */
    R(ARL, VB, 0xC4000000u, 0, 0, I(-512)),
    R(ARL, VB, 0xC4002000u, 0, 0, I(-512)),        /* -512.5 -> -513 -> clamp */
    R(ARL, VB, 0x447FE000u, 0, 0, I(511)),         /* 1023.5 */
    R(ARL, VB, 0xC47FE000u, 0, 0, I(-512)),
    R(ARL, VB, 0x501502F9u, 0, 0, I(511)),
    R(ARL, VB, 0xD01502F9u, 0, 0, I(-512)),
    R(ARL, VB, PINF, 0, 0, I(511)),
    R(ARL, VB, NINF, 0, 0, I(-512)),
    R(ARL, VB, PNAN, 0, 0, I(511)),
    R(ARL, VB, NNAN, 0, 0, I(-512)),
    R(ARL, VB, 0x43800000u, 0, 0, I(256)),
    R(ARL, VB, 0xC37F8000u, 0, 0, I(-256)),        /* -255.5 */
    /* ---- ARR: round half to even, clamp ---- */
    R(ARR, VB, 0x40200000u, 0, 0, I(2)),           /* 2.5 */
    R(ARR, VB, 0x40600000u, 0, 0, I(4)),           /* 3.5 */
    R(ARR, VB, 0xC0200000u, 0, 0, I(-2)),
    R(ARR, VB, 0xC0600000u, 0, 0, I(-4)),
    R(ARR, VB, HALF, 0, 0, I(0)),
    R(ARR, VB, 0xBF000000u, 0, 0, I(0)),
    R(ARR, VB, 0x3FC00000u, 0, 0, I(2)),           /* 1.5 */
    R(ARR, VB, 0x3EFFFFFFu, 0, 0, I(0)),           /* 0.49999997 */
    R(ARR, VB, 0x3F000001u, 0, 0, I(1)),           /* 0.50000006 */
    R(ARR, VB, 0x401FFFFFu, 0, 0, I(2)),           /* 2.4999998 */
    R(ARR, VB, 0x43FF4000u, 0, 0, I(510)),         /* 510.5 */
    R(ARR, VB, 0x43FFC000u, 0, 0, I(511)),         /* 511.5 -> 512 -> clamp */
    R(ARR, VB, 0xC4002000u, 0, 0, I(-512)),
    R(ARR, VB, 0x447A0000u, 0, 0, I(511)),         /* 1000 */
    R(ARR, VB, PNAN, 0, 0, I(511)),
    R(ARR, VB, NINF, 0, 0, I(-512)),
    R(ARR, VB, NZ, 0, 0, I(0)),
    /* ---- condition codes ---- */
    R(CC, VB, PZ, 0, 0, VPF_CC_EQ),
    R(CC, VB, NZ, 0, 0, VPF_CC_EQ),
    R(CC, VB, NDEN, 0, 0, VPF_CC_EQ),
    R(CC, VB, ONE, 0, 0, VPF_CC_GT),
    R(CC, VB, M1, 0, 0, VPF_CC_LT),
    R(CC, VB, PINF, 0, 0, VPF_CC_GT),
    R(CC, VB, NINF, 0, 0, VPF_CC_LT),
    R(CC, VB, QNAN, 0, 0, VPF_CC_UN),
    R(CC, VB, NNAN, 0, 0, VPF_CC_UN),
    R(CC, VB, SNAN, 0, 0, VPF_CC_UN),
    /* ---- operand read ---- */
    R(IN, VB, DEN, 0, 0, PZ),
    R(IN, VB, 0x007FFFFFu, 0, 0, PZ),
    R(IN, VB, NDEN, 0, 0, NZ),
    R(IN, VB, PNAN, 0, 0, PNAN),
    R(IN, VB, MINN, 0, 0, MINN),
    R(IN, VB, NMAXF, 0, 0, NMAXF),
};

/* ---- vector ops ---- */
enum { X_DP3, X_DP4, X_DPH, X_DST };
typedef struct { int op, modes; uint32_t a[4], b[4], want[4]; int line; } vrow;
#define V(op, md, a, b, w) { X_##op, md, a, b, w, __LINE__ }
#define Q4(x, y, z, w) { x, y, z, w }
#define S4(v) { v, v, v, v }

static int check_vrow(const vrow *r, int loud)
{
    static const char *const N[] = { "DP3", "DP4", "DPH", "DST" };
    int bad = 0;
    for (int md = 0; md < 2; md++) {
        if (!(r->modes & (1 << md))) continue;
        uint32_t got[4];
        vpf_mode m = (vpf_mode)md;
        switch (r->op) {
        case X_DP3: got[0] = got[1] = got[2] = got[3] = vpf_dp3(r->a, r->b, m); break;
        case X_DP4: got[0] = got[1] = got[2] = got[3] = vpf_dp4(r->a, r->b, m); break;
        case X_DPH: got[0] = got[1] = got[2] = got[3] = vpf_dph(r->a, r->b, m); break;
        default: vpf_dst(r->a, r->b, got, m); break;
        }
        if (memcmp(got, r->want, sizeof got)) {
            bad++;
            if (loud)
                printf("FAIL line %d: %s %s = %08X %08X %08X %08X, expected %08X %08X %08X %08X\n", r->line,
                       md ? "VP2" : "VP1", N[r->op], got[0], got[1], got[2], got[3], r->want[0], r->want[1],
                       r->want[2], r->want[3]);
        }
    }
    return bad;
}

#define TINY 0x33800000u /* 2^-24 */

static const vrow VROWS[] = {
    V(DP3, VB, Q4(ONE, TWO, THREE, QNAN), Q4(FOUR, FIVE, 0x40C00000u, QNAN), S4(0x42000000u)), /* 32 */
    V(DP4, VB, Q4(ONE, TWO, THREE, FOUR), Q4(FOUR, FIVE, 0x40C00000u, TWO), S4(0x42200000u)),  /* 40 */
    V(DPH, VB, Q4(ONE, TWO, THREE, PNAN), Q4(FOUR, FIVE, 0x40C00000u, TWO), S4(0x42080000u)),  /* 34, a.w unused */
    /* left-to-right order: (1 + 2^-24) + 2^-24 = 1, not 1 + 2^-23 */
    V(DP3, VB, Q4(ONE, TINY, TINY, 0), Q4(ONE, ONE, ONE, 0), S4(ONE)),
    V(DP4, VB, Q4(ONE, TINY, TINY, TINY), Q4(ONE, ONE, ONE, ONE), S4(ONE)),
    V(DPH, VB, Q4(ONE, TINY, TINY, 0), Q4(ONE, ONE, ONE, TINY), S4(ONE)),
    V(DP3, VB, Q4(TINY, TINY, ONE, 0), Q4(ONE, ONE, ONE, 0), S4(ULP1)), /* (2^-24+2^-24)+1 */
    /* products rounded before the sum: (1+2^-12)^2 -> 1+2^-11, then -1 */
    V(DP3, VB, Q4(0x3F800800u, M1, PZ, 0), Q4(0x3F800800u, ONE, PZ, 0), S4(0x3A000000u)),
    /* VP1: 0 * Inf / NaN contribute +0 */
    V(DP3, V1, Q4(ONE, ONE, PINF, 0), Q4(ONE, ONE, PZ, 0), S4(TWO)),
    V(DP4, V1, Q4(ONE, PNAN, ONE, NZ), Q4(ONE, PZ, ONE, NINF), S4(TWO)),
    V(DPH, V1, Q4(PZ, ONE, ONE, 0), Q4(PINF, ONE, ONE, ONE), S4(THREE)),
    V(DP3, V2, Q4(ONE, ONE, PINF, 0), Q4(ONE, ONE, PZ, 0), S4(QNAN)),
    V(DP4, V2, Q4(ONE, PNAN, ONE, NZ), Q4(ONE, PZ, ONE, NINF), S4(QNAN)),
    V(DPH, V2, Q4(PZ, ONE, ONE, 0), Q4(PINF, ONE, ONE, ONE), S4(QNAN)),
    V(DP3, V1, Q4(NZ, NZ, NZ, 0), Q4(ONE, ONE, ONE, 0), S4(PZ)), /* VP1: 0*x = +0 */
    V(DP3, V2, Q4(NZ, NZ, NZ, 0), Q4(ONE, ONE, ONE, 0), S4(NZ)), /* VP2: -0 + -0 = -0 */
    V(DP3, VB, Q4(PINF, NINF, ONE, 0), Q4(ONE, ONE, ONE, 0), S4(QNAN)),
    V(DP4, VB, Q4(MAXF, MAXF, NMAXF, 0), Q4(TWO, ONE, ONE, ONE), S4(PZ)), /* ((MAX*2 -> MAX) + MAX -> MAX) - MAX = +0 */
    /* DST (2.14.1.10.10 / 2.14.3.12) */
    V(DST, VB, Q4(PNAN, FOUR, FOUR, PNAN), Q4(PNAN, HALF, PNAN, HALF), Q4(ONE, TWO, FOUR, HALF)),
    V(DST, VB, Q4(0, FOUR, PNAN, 0), Q4(0, HALF, 0, NDEN), Q4(ONE, TWO, QNAN, NZ)),
    V(DST, V1, Q4(0, PZ, ONE, 0), Q4(0, PINF, 0, ONE), Q4(ONE, PZ, ONE, ONE)),
    V(DST, V2, Q4(0, PZ, ONE, 0), Q4(0, PINF, 0, ONE), Q4(ONE, QNAN, ONE, ONE)),
    V(DST, V1, Q4(0, NZ, DEN, 0), Q4(0, FIVE, 0, M1), Q4(ONE, PZ, PZ, M1)),
    V(DST, V2, Q4(0, NZ, DEN, 0), Q4(0, FIVE, 0, M1), Q4(ONE, NZ, PZ, M1)),
};

/* ---- deliberately wrong rows for the self-test ---- */
static const row BAD_ROWS[] = {
    R(ADD, VB, ONE, 0x33C00000u, 0, ULP1),         /* round-to-nearest answer */
    R(MUL, V1, PZ, PINF, 0, QNAN),                 /* VP2 answer in VP1 */
    R(MUL, V2, NZ, FIVE, 0, PZ),                   /* lost sign */
    R(SLT, V2, PNAN, ONE, 0, PZ),                  /* NaN not propagated */
    R(ARL, VB, 0xC0133333u, 0, 0, I(-2)),          /* truncation instead of floor */
    R(MIN, V2, NZ, PZ, 0, PZ),
};
static const vrow BAD_VROWS[] = {
    V(DP3, VB, Q4(ONE, TINY, TINY, 0), Q4(ONE, ONE, ONE, 0), S4(ULP1)), /* tree order */
    V(DST, VB, Q4(PNAN, FOUR, FOUR, PNAN), Q4(PNAN, HALF, PNAN, HALF), Q4(ONE, TWO, FOUR, ONE)),
};

/* ---- randomised comparison with the host FPU in round-toward-zero ---- */
static uint64_t rng = 0x243F6A8885A308D3ull;
static uint32_t rnd(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static float f_of(uint32_t u) { float f; memcpy(&f, &u, sizeof f); return f; }
static uint32_t u_of(float f) { uint32_t u; memcpy(&u, &f, sizeof u); return u; }

/* host result -> what the engine writes (NaN canonical, denormal flushed) */
static uint32_t host_out(float f) { return vpf_out(u_of(f)); }

/* an operand: random bits, biased towards nearby exponents and specials */
static uint32_t operand(uint32_t other)
{
    uint32_t r = rnd(), k = r & 7u;
    if (k < 3) return rnd();
    if (k < 6) return (other & 0x7F800000u) ^ (rnd() & 0x80FFFFFFu) ^ ((rnd() & 3u) << 23);
    static const uint32_t sp[] = { PZ, NZ, PINF, NINF, PNAN, DEN, NDEN, MAXF, MINN, ONE, M1 };
    return sp[rnd() % (sizeof sp / sizeof sp[0])];
}

static void random_vs_host(void)
{
    if (fesetround(FE_TOWARDZERO) != 0) { printf("note: host has no round-toward-zero; random oracle skipped\n"); return; }
    volatile float va, vb, vc, vp;
    long n = 0, bad = 0;
    for (int i = 0; i < 2000000; i++) {
        uint32_t a = operand(0), b = operand(a), c = operand(a);
        va = f_of(vpf_in(a)); vb = f_of(vpf_in(b)); vc = f_of(vpf_in(c));
        /* ADD (both modes) */
        uint32_t want = host_out(va + vb);
        for (int md = 0; md < 2; md++) {
            uint32_t got = vpf_add(a, b, (vpf_mode)md);
            n++;
            if (got != want && bad++ < 10) printf("FAIL random: ADD(%08X, %08X) = %08X, host RZ %08X\n", a, b, got, want);
        }
        /* MUL and MAD, VP2 = IEEE */
        vp = f_of(host_out(va * vb));
        want = host_out(vp);
        uint32_t got = vpf_mul(a, b, VPF_VP2);
        n++;
        if (got != want && bad++ < 10) printf("FAIL random: VP2 MUL(%08X, %08X) = %08X, host RZ %08X\n", a, b, got, want);
        want = host_out(vp + vc);
        got = vpf_mad(a, b, c, VPF_VP2);
        n++;
        if (got != want && bad++ < 10) printf("FAIL random: VP2 MAD(%08X, %08X, %08X) = %08X, host %08X\n", a, b, c, got, want);
        /* VP1: the IEEE result unless an operand is zero (then +0) */
        uint32_t want1 = (vpf_iszero(a) || vpf_iszero(b)) ? PZ : host_out(va * vb);
        got = vpf_mul(a, b, VPF_VP1);
        n++;
        if (got != want1 && bad++ < 10) printf("FAIL random: VP1 MUL(%08X, %08X) = %08X, expected %08X\n", a, b, got, want1);
    }
    fesetround(FE_TONEAREST);
    printf("random vs host round-toward-zero: %ld comparisons, %ld mismatches\n", n, bad);
    failures += bad > 0;
}

/* x + (-x) is +0 for every finite x (NaN and Inf give NaN) */
static int vpf_sub_ok(uint32_t a, vpf_mode m)
{
    uint32_t r = vpf_add(a, a ^ 0x80000000u, m);
    if (vpf_isnan(a) || vpf_isinf(a)) return r == QNAN;
    return r == PZ;
}

/* ---- algebraic properties over random operands, both modes ---- */
static void properties(void)
{
    long bad = 0;
#define PROP(c, ...) do { if (!(c) && bad++ < 10) { printf("FAIL property: "); printf(__VA_ARGS__); printf("\n"); } } while (0)
    for (int i = 0; i < 1000000; i++) {
        uint32_t a = operand(0), b = operand(a);
        for (int md = 0; md < 2; md++) {
            vpf_mode m = (vpf_mode)md;
            PROP(vpf_add(a, b, m) == vpf_add(b, a, m), "ADD(%08X,%08X) not commutative, mode %d", a, b, md);
            PROP(vpf_mul(a, b, m) == vpf_mul(b, a, m), "MUL(%08X,%08X) not commutative, mode %d", a, b, md);
            PROP(vpf_min(a, b, m) == vpf_min(b, a, m), "MIN(%08X,%08X) not commutative, mode %d", a, b, md);
            PROP(vpf_max(a, b, m) == vpf_max(b, a, m), "MAX(%08X,%08X) not commutative, mode %d", a, b, md);
            PROP(vpf_seq(a, b, m) == vpf_seq(b, a, m), "SEQ(%08X,%08X) not symmetric, mode %d", a, b, md);
            PROP(vpf_sne(a, b, m) == vpf_sne(b, a, m), "SNE(%08X,%08X) not symmetric, mode %d", a, b, md);
            PROP(vpf_sgt(a, b, m) == vpf_slt(b, a, m), "SGT(%08X,%08X) != SLT(b,a), mode %d", a, b, md);
            PROP(vpf_sge(a, b, m) == vpf_sle(b, a, m), "SGE(%08X,%08X) != SLE(b,a), mode %d", a, b, md);
            if (!vpf_isnan(a) && !vpf_isnan(b)) /* exactly one of <, ==, > */
                PROP((vpf_slt(a, b, m) == ONE) + (vpf_seq(a, b, m) == ONE) + (vpf_sgt(a, b, m) == ONE) == 1,
                     "trichotomy fails for %08X, %08X, mode %d", a, b, md);
            PROP(vpf_sub_ok(a, m), "x - x != +0 for %08X, mode %d", a, md);
            uint32_t f = vpf_flr(a, m), r = vpf_frc(a, m);
            if (!vpf_isnan(a) && !vpf_isinf(a)) {
                /* FLR is an integer <= a, FRC in [0, 1), FLR + FRC == a when exact */
                PROP(vpf_sle(f, a, VPF_VP2) == ONE && vpf_frc(f, m) == PZ, "FLR(%08X) = %08X", a, f);
                PROP(vpf_sge(r, PZ, VPF_VP2) == ONE && vpf_slt(r, ONE, VPF_VP2) == ONE, "FRC(%08X) = %08X", a, r);
                /* ARL is FLR clamped to the address range */
                int32_t arl = vpf_arl(a, m);
                int32_t want = vpf_slt(f, 0xC4000000u, VPF_VP2) == ONE ? -512
                             : vpf_sgt(f, 0x43FF8000u, VPF_VP2) == ONE ? 511 : -1000;
                if (want == -1000) { /* small integer: convert exactly */
                    uint32_t mag = vpf_in(f) & 0x7FFFFFFFu;
                    want = mag == 0 ? 0 : (int32_t)(((mag & 0x007FFFFFu) | 0x00800000u) >> (150 - (mag >> 23)));
                    if (f & 0x80000000u) want = -want;
                }
                PROP(arl == want, "ARL(%08X) = %d, FLR = %08X", a, arl, f);
            }
        }
    }
#undef PROP
    printf("properties (commutativity, comparison symmetry, FLR/FRC/ARL): %ld failures\n", bad);
    failures += bad > 0;
}

int main(void)
{
    int bad = 0, n = 0;
    for (size_t i = 0; i < sizeof ROWS / sizeof ROWS[0]; i++, n++) bad += check_row(&ROWS[i], 1);
    for (size_t i = 0; i < sizeof VROWS / sizeof VROWS[0]; i++, n++) bad += check_vrow(&VROWS[i], 1);
    printf("table cases: %d rows, %d mismatches\n", n, bad);
    failures += bad;

    random_vs_host();
    properties();

    /* self-test: every deliberately wrong row must be reported */
    int caught = 0, planted = 0;
    for (size_t i = 0; i < sizeof BAD_ROWS / sizeof BAD_ROWS[0]; i++, planted++) caught += check_row(&BAD_ROWS[i], 0) > 0;
    for (size_t i = 0; i < sizeof BAD_VROWS / sizeof BAD_VROWS[0]; i++, planted++) caught += check_vrow(&BAD_VROWS[i], 0) > 0;
    printf("self-test: checker reported %d of %d deliberately wrong rows\n", caught, planted);
    if (caught != planted) { printf("FAIL self-test: the checker missed a planted error\n"); failures++; }

    printf("%s\n", failures ? "test_vpfloat: FAILED" : "test_vpfloat: ok");
    return failures ? 1 : 0;
}

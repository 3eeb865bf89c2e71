/*
 * Unit test of cmodel/sfu (docs/numerics.md section 3).
 *
 * 1. Special cases of both specs, as bit patterns, for RCP, RCC, RSQ, EX2,
 *    LG2, SIN, COS (scalar rows) and EXP, LOG, LIT (vector rows); ordinary
 *    values whose expected bits come from libm rounded to nearest.
 * 2. The corrected Newton-Raphson datapaths against exact integer results
 *    for every RCP mantissa (2^23) and every RSQ mantissa/parity (2^24).
 * 3. A sampled accuracy sweep against double libm: 2^20 evenly spaced bit
 *    patterns plus special values, the bounds of `make accuracy`.
 * 4. Properties: sign symmetry (RCP, VP1 RSQ, SIN, COS) and monotonicity
 *    on adjacent floats (EX2, LG2, RCP, RSQ).
 * 5. Self-test: the sweep is rerun with one corrupted table entry per
 *    function and must report each corruption; a wrong row must be caught.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sfu.h"
#include "sfu_tables.h"
#include "vpfloat.h"

static int failures;

#define ONE   0x3F800000u
#define TWO   0x40000000u
#define FOUR  0x40800000u
#define EIGHT 0x41000000u
#define HALF  0x3F000000u
#define QUART 0x3E800000u
#define M1    0xBF800000u
#define PZ    0x00000000u
#define NZ    0x80000000u
#define PINF  0x7F800000u
#define NINF  0xFF800000u
#define QNAN  0x7FC00000u
#define PNAN  0x7FC01234u
#define NNAN  0xFFC00000u
#define DEN   0x00000001u
#define NDEN  0x80400000u
#define MAXF  0x7F7FFFFFu
#define MINN  0x00800000u
#define P2_64  0x5F800000u
#define P2_M64 0x1F800000u

enum { S_RCP, S_RCC, S_RSQ, S_EX2, S_LG2, S_SIN, S_COS };
static const char *const SN[] = { "RCP", "RCC", "RSQ", "EX2", "LG2", "SIN", "COS" };
enum { V1 = 1, V2 = 2, VB = 3 };

typedef struct { int op, modes; uint32_t a, want; int line; } srow;
#define R(op, md, a, w) { S_##op, md, a, w, __LINE__ }

static uint32_t seval(const sfu_tables *t, int op, uint32_t a, vpf_mode m)
{
    switch (op) {
    case S_RCP: return sfu_rcp_t(t, a, m);
    case S_RCC: return sfu_rcc_t(t, a, m);
    case S_RSQ: return sfu_rsq_t(t, a, m);
    case S_EX2: return sfu_ex2_t(t, a, m);
    case S_LG2: return sfu_lg2_t(t, a, m);
    case S_SIN: return sfu_sin_t(t, a, m);
    default:    return sfu_cos_t(t, a, m);
    }
}

static int check_srow(const srow *r, int loud)
{
    int bad = 0;
    for (int md = 0; md < 2; md++) {
        if (!(r->modes & (1 << md))) continue;
        uint32_t got = seval(sfu_default_tables(), r->op, r->a, (vpf_mode)md);
        if (got != r->want) {
            bad++;
            if (loud) printf("FAIL line %d: %s %s(%08X) = %08X, expected %08X\n", r->line, md ? "VP2" : "VP1", SN[r->op], r->a, got, r->want);
        }
    }
    return bad;
}

static const srow SROWS[] = {
    /* RCP (2.14.1.10.6, 2.14.3.26): exact 1.0, signed zeros/infinities */
    R(RCP, VB, ONE, ONE),
    R(RCP, VB, TWO, HALF),
    R(RCP, VB, 0xC0800000u, 0xBE800000u),
    R(RCP, VB, 0x40400000u, 0x3EAAAAABu),         /* 1/3 correctly rounded */
    R(RCP, VB, 0xC0400000u, 0xBEAAAAABu),
    R(RCP, VB, PZ, PINF),
    R(RCP, VB, NZ, NINF),
    R(RCP, VB, DEN, PINF),
    R(RCP, VB, NDEN, NINF),
    R(RCP, VB, PINF, PZ),
    R(RCP, VB, NINF, NZ),
    R(RCP, VB, PNAN, QNAN),
    R(RCP, VB, NNAN, QNAN),
    R(RCP, VB, MINN, 0x7E800000u),                /* 1/2^-126 = 2^126 */
    R(RCP, VB, 0x00800001u, 0x7E7FFFFEu),
    R(RCP, VB, 0x7E800000u, MINN),                /* 2^126 -> 2^-126 */
    R(RCP, VB, 0x7E800001u, PZ),                  /* just below 2^-126: flush */
    R(RCP, VB, 0x7F000000u, PZ),                  /* 2^-127 flushes */
    R(RCP, VB, 0xFF000000u, NZ),
    R(RCP, VB, MAXF, PZ),
    /* RCC (VP1.1 2.14.1.10.19, VP2 2.14.3.25) */
    R(RCC, VB, ONE, ONE),
    R(RCC, VB, PZ, P2_64),
    R(RCC, VB, NZ, P2_64 | NZ),
    R(RCC, VB, NDEN, P2_64 | NZ),
    R(RCC, VB, PINF, P2_M64),
    R(RCC, VB, NINF, P2_M64 | NZ),
    R(RCC, VB, PNAN, QNAN),
    R(RCC, VB, 0x62800000u, P2_M64),              /* 1/2^70 clamps up */
    R(RCC, VB, 0xE2800000u, P2_M64 | NZ),
    R(RCC, VB, 0x1C800000u, P2_64),               /* 1/2^-70 clamps down */
    R(RCC, VB, 0x9C800000u, P2_64 | NZ),
    R(RCC, VB, P2_64, P2_M64),                    /* exactly at the bounds */
    R(RCC, VB, P2_M64, P2_64),
    R(RCC, VB, 0x5F000000u, 0x20000000u),         /* 2^63 -> 2^-63, inside */
    R(RCC, VB, 0x5F800001u, P2_M64),
    R(RCC, VB, MAXF, P2_M64),                     /* RCP flushes to +0, clamps */
    R(RCC, VB, 0x40400000u, 0x3EAAAAABu),
    /* RSQ (2.14.1.10.7, 2.14.3.28) */
    R(RSQ, VB, ONE, ONE),
    R(RSQ, VB, FOUR, HALF),
    R(RSQ, VB, QUART, TWO),
    R(RSQ, VB, 0x41800000u, QUART),
    R(RSQ, VB, TWO, 0x3F3504F3u),
    R(RSQ, VB, PZ, PINF),
    R(RSQ, VB, DEN, PINF),
    R(RSQ, VB, PINF, PZ),
    R(RSQ, VB, PNAN, QNAN),
    R(RSQ, VB, MINN, 0x5F000000u),                /* 2^-126 -> 2^63 */
    R(RSQ, VB, MAXF, P2_M64),
    R(RSQ, V2, NZ, NINF),
    R(RSQ, V2, NDEN, NINF),
    R(RSQ, V2, 0xC0800000u, QNAN),
    R(RSQ, V2, NINF, QNAN),
    R(RSQ, V2, NNAN, QNAN),
    R(RSQ, V1, NZ, PINF),                         /* VP1: 1/sqrt(|x|) */
    R(RSQ, V1, 0xC0800000u, HALF),
    R(RSQ, V1, NINF, PZ),
    R(RSQ, V1, NNAN, QNAN),
    /* EX2 (2.14.3.13) */
    R(EX2, VB, PNAN, QNAN),
    R(EX2, VB, NINF, PZ),
    R(EX2, VB, PINF, PINF),
    R(EX2, VB, PZ, ONE),
    R(EX2, VB, NZ, ONE),
    R(EX2, VB, NDEN, ONE),
    R(EX2, VB, ONE, TWO),
    R(EX2, VB, M1, HALF),
    R(EX2, VB, 0x41200000u, 0x44800000u),         /* 2^10 = 1024 exactly */
    R(EX2, VB, 0x42FE0000u, 0x7F000000u),         /* 2^127 */
    R(EX2, VB, 0x43000000u, PINF),                /* 2^128 overflows */
    R(EX2, VB, 0x42FFFFFFu, 0x7F7FFFA7u),
    R(EX2, VB, 0xC2FC0000u, MINN),                /* 2^-126 */
    R(EX2, VB, 0xC2FE0000u, PZ),                  /* 2^-127 flushes */
    R(EX2, VB, 0xC2FD0000u, PZ),                  /* 2^-126.5 */
    R(EX2, VB, HALF, 0x3FB504F3u),
    R(EX2, VB, 0x40200000u, 0x40B504F3u),         /* 2^2.5 */
    R(EX2, VB, 0xBDCCCCCDu, 0x3F6EDB40u),         /* 2^-0.1 */
    R(EX2, VB, 0x30800000u, ONE),                 /* 2^(2^-30) */
    R(EX2, VB, 0xB0800000u, ONE),
    R(EX2, VB, 0x34000000u, 0x3F800001u),         /* 2^(2^-23) */
    R(EX2, VB, 0xDF000000u, PZ),
    R(EX2, VB, 0x5F000000u, PINF),
    /* LG2 (2.14.3.17) */
    R(LG2, VB, PNAN, QNAN),
    R(LG2, VB, PINF, PINF),
    R(LG2, VB, PZ, NINF),
    R(LG2, VB, NZ, NINF),
    R(LG2, VB, DEN, NINF),
    R(LG2, VB, NDEN, NINF),
    R(LG2, VB, M1, QNAN),
    R(LG2, VB, NINF, QNAN),
    R(LG2, VB, ONE, PZ),
    R(LG2, VB, TWO, ONE),
    R(LG2, VB, HALF, M1),
    R(LG2, VB, 0x44800000u, 0x41200000u),         /* log2 1024 = 10 */
    R(LG2, VB, MINN, 0xC2FC0000u),                /* -126 */
    R(LG2, VB, 0x7F000000u, 0x42FE0000u),         /* 127 */
    R(LG2, VB, MAXF, 0x43000000u),
    R(LG2, VB, 0x40400000u, 0x3FCAE00Du),         /* log2 3 */
    R(LG2, VB, 0x3F400000u, 0xBED47FCCu),         /* log2 0.75 */
    R(LG2, VB, 0x3F800001u, 0x3438AA3Au),         /* log2(1+2^-23): relative accuracy near 1 */
    R(LG2, VB, 0x3F7FFFFFu, 0xB3B8AA3Cu),         /* log2(1-2^-24) */
    /* SIN, COS (2.14.3.33, 2.14.3.8) */
    R(SIN, VB, PNAN, QNAN),
    R(SIN, VB, PINF, QNAN),
    R(SIN, VB, NINF, QNAN),
    R(SIN, VB, PZ, PZ),
    R(SIN, VB, NZ, NZ),
    R(SIN, VB, NDEN, NZ),
    R(SIN, VB, 0x39000000u, 0x39000000u),         /* sin(2^-13) = 2^-13 */
    R(SIN, VB, ONE, 0x3F576AA4u),
    R(SIN, VB, M1, 0xBF576AA4u),
    R(SIN, VB, 0x3FC90FDBu, ONE),                 /* float(pi/2) */
    R(SIN, VB, 0x40490FDBu, 0xB3BBBD2Eu),         /* float(pi) */
    R(SIN, VB, 0x40C90FDBu, 0x343BBD2Eu),         /* float(2 pi) */
    R(SIN, VB, 0x42C80000u, 0xBF01A12Eu),         /* sin 100 */
    R(SIN, VB, 0xC47A0000u, 0xBF53AE61u),         /* sin -1000 */
    R(COS, VB, PNAN, QNAN),
    R(COS, VB, PINF, QNAN),
    R(COS, VB, NINF, QNAN),
    R(COS, VB, PZ, ONE),
    R(COS, VB, NZ, ONE),
    R(COS, VB, 0xB9000000u, ONE),
    R(COS, VB, ONE, 0x3F0A5140u),
    R(COS, VB, M1, 0x3F0A5140u),
    R(COS, VB, 0x3FC90FDBu, 0xB33BBD2Eu),
    R(COS, VB, 0x40490FDBu, 0xBF800000u),
    R(COS, VB, 0x40C90FDBu, ONE),
    R(COS, VB, 0x42C80000u, 0x3F5CC0EEu),
};

/* ---- vector rows: EXP, LOG, LIT ---- */
enum { X_EXP, X_LOG, X_LIT };
typedef struct { int op, modes; uint32_t a[4], want[4]; int line; } vrow;
#define V(op, md, a, w) { X_##op, md, a, w, __LINE__ }
#define Q4(x, y, z, w) { x, y, z, w }
#define S1(v) { v, 0, 0, 0 }

static int check_vrow(const vrow *r, int loud)
{
    static const char *const N[] = { "EXP", "LOG", "LIT" };
    int bad = 0;
    for (int md = 0; md < 2; md++) {
        if (!(r->modes & (1 << md))) continue;
        uint32_t got[4];
        vpf_mode m = (vpf_mode)md;
        if (r->op == X_EXP) sfu_exp(r->a[0], got, m);
        else if (r->op == X_LOG) sfu_log(r->a[0], got, m);
        else sfu_lit(r->a, got, m);
        if (memcmp(got, r->want, sizeof got)) {
            bad++;
            if (loud)
                printf("FAIL line %d: %s %s(%08X %08X %08X %08X) = %08X %08X %08X %08X, expected %08X %08X %08X %08X\n",
                       r->line, md ? "VP2" : "VP1", N[r->op], r->a[0], r->a[1], r->a[2], r->a[3], got[0], got[1], got[2],
                       got[3], r->want[0], r->want[1], r->want[2], r->want[3]);
        }
    }
    return bad;
}

#define CLAMPW 0x42FFFE00u /* 128 - 1/256 */
#define P127996 0x7F7F4ECBu /* 2^(128 - 1/256) */

static const vrow VROWS[] = {
    /* EXP (2.14.1.10.15, 2.14.3.14) */
    V(EXP, VB, S1(0x40200000u), Q4(FOUR, HALF, 0x40B504F3u, ONE)),    /* 2.5 */
    V(EXP, VB, S1(0xC0200000u), Q4(0x3E000000u, HALF, 0x3E3504F3u, ONE)), /* -2.5: floor -3 */
    V(EXP, VB, S1(PZ), Q4(ONE, PZ, ONE, ONE)),
    V(EXP, VB, S1(NZ), Q4(ONE, PZ, ONE, ONE)),
    V(EXP, VB, S1(0xB0800000u), Q4(HALF, 0x3F7FFFFFu, ONE, ONE)),     /* -2^-30: floor -1 like ARL */
    V(EXP, VB, S1(0x43000000u), Q4(PINF, PZ, PINF, ONE)),             /* 128 overflows */
    V(EXP, VB, S1(0x42FF0000u), Q4(0x7F000000u, HALF, 0x7F3504F3u, ONE)), /* 127.5 */
    V(EXP, VB, S1(0xC2FE0000u), Q4(PZ, PZ, PZ, ONE)),                 /* -127 underflows */
    V(EXP, VB, S1(0xC2FD0000u), Q4(PZ, HALF, PZ, ONE)),               /* -126.5 */
    V(EXP, VB, S1(0xC2FC0000u), Q4(MINN, PZ, MINN, ONE)),             /* -126 */
    V(EXP, VB, S1(PNAN), Q4(QNAN, QNAN, QNAN, ONE)),
    V(EXP, V1, S1(PINF), Q4(PINF, PZ, PINF, ONE)),
    V(EXP, V1, S1(NINF), Q4(PZ, PZ, PZ, ONE)),
    V(EXP, V2, S1(PINF), Q4(PINF, QNAN, PINF, ONE)),
    V(EXP, V2, S1(NINF), Q4(PZ, QNAN, PZ, ONE)),
    /* LOG (2.14.1.10.16, 2.14.3.19): of |x| */
    V(LOG, VB, S1(EIGHT), Q4(0x40400000u, ONE, 0x40400000u, ONE)),
    V(LOG, VB, S1(0xC1000000u), Q4(0x40400000u, ONE, 0x40400000u, ONE)),
    V(LOG, VB, S1(0x3F400000u), Q4(M1, 0x3FC00000u, 0xBED47FCCu, ONE)), /* 0.75 */
    V(LOG, VB, S1(PZ), Q4(NINF, ONE, NINF, ONE)),
    V(LOG, VB, S1(NZ), Q4(NINF, ONE, NINF, ONE)),
    V(LOG, VB, S1(DEN), Q4(NINF, ONE, NINF, ONE)),
    V(LOG, VB, S1(PINF), Q4(PINF, ONE, PINF, ONE)),
    V(LOG, VB, S1(NINF), Q4(PINF, ONE, PINF, ONE)),
    V(LOG, VB, S1(PNAN), Q4(QNAN, QNAN, QNAN, ONE)),
    V(LOG, VB, S1(MINN), Q4(0xC2FC0000u, ONE, 0xC2FC0000u, ONE)),
    V(LOG, VB, S1(MAXF), Q4(0x42FE0000u, 0x3FFFFFFFu, 0x43000000u, ONE)),
    V(LOG, VB, S1(ONE), Q4(PZ, ONE, PZ, ONE)),
    /* LIT (2.14.1.10.17, 2.14.3.18) */
    V(LIT, VB, Q4(HALF, HALF, 0, TWO), Q4(ONE, HALF, QUART, ONE)),       /* 0.5^2 */
    V(LIT, VB, Q4(M1, HALF, 0, TWO), Q4(ONE, PZ, PZ, ONE)),              /* x < 0: no specular */
    V(LIT, VB, Q4(PZ, HALF, 0, TWO), Q4(ONE, PZ, PZ, ONE)),
    V(LIT, V1, Q4(NZ, HALF, 0, TWO), Q4(ONE, PZ, PZ, ONE)),              /* VP1: -0 < +0 clamps */
    V(LIT, V2, Q4(NZ, HALF, 0, TWO), Q4(ONE, NZ, PZ, ONE)),              /* VP2: -0 not < 0 */
    V(LIT, VB, Q4(ONE, 0xBF000000u, 0, TWO), Q4(ONE, ONE, PZ, ONE)),     /* y < 0 -> 0^2 = 0 */
    V(LIT, VB, Q4(ONE, PZ, 0, PZ), Q4(ONE, ONE, ONE, ONE)),              /* 0^0 = 1 */
    V(LIT, VB, Q4(ONE, PZ, 0, 0xC0000000u), Q4(ONE, ONE, PINF, ONE)),    /* 0^-2 = +Inf (rule 3) */
    V(LIT, VB, Q4(ONE, 0x3E99999Au, 0, ONE), Q4(ONE, ONE, 0x3E99999Au, ONE)), /* x^1 = x (rule 9) */
    V(LIT, VB, Q4(ONE, ONE, 0, 0x40A00000u), Q4(ONE, ONE, ONE, ONE)),    /* 1^5 = 1 (rule 4) */
    V(LIT, VB, Q4(ONE, TWO, 0, 0x43480000u), Q4(ONE, ONE, P127996, ONE)), /* w = 200 clamps */
    V(LIT, VB, Q4(ONE, TWO, 0, CLAMPW), Q4(ONE, ONE, P127996, ONE)),
    V(LIT, VB, Q4(ONE, HALF, 0, 0xC3480000u), Q4(ONE, ONE, P127996, ONE)), /* 0.5^-128+eps */
    V(LIT, VB, Q4(ONE, TWO, 0, 0xC3480000u), Q4(ONE, ONE, PZ, ONE)),     /* 2^-127.996 flushes */
    V(LIT, VB, Q4(ONE, PINF, 0, TWO), Q4(ONE, ONE, PINF, ONE)),          /* rule 5 */
    V(LIT, VB, Q4(ONE, PINF, 0, 0xC0000000u), Q4(ONE, ONE, PZ, ONE)),
    V(LIT, V2, Q4(PNAN, HALF, 0, TWO), Q4(ONE, QNAN, PZ, ONE)),          /* NaN > 0 false */
    V(LIT, V1, Q4(PNAN, HALF, 0, TWO), Q4(ONE, QNAN, QUART, ONE)),       /* +NaN > 0 in VP1 order */
    V(LIT, V1, Q4(NNAN, HALF, 0, TWO), Q4(ONE, PZ, PZ, ONE)),            /* -NaN < 0 clamps */
    V(LIT, V2, Q4(ONE, HALF, 0, PNAN), Q4(ONE, ONE, QNAN, ONE)),         /* rule 10 */
    V(LIT, V1, Q4(ONE, HALF, 0, PNAN), Q4(ONE, ONE, PZ, ONE)),           /* +NaN clamps to 128-eps */
    V(LIT, V1, Q4(ONE, HALF, 0, NNAN), Q4(ONE, ONE, P127996, ONE)),      /* -NaN clamps to -(128-eps) */
    V(LIT, V2, Q4(ONE, PNAN, 0, TWO), Q4(ONE, ONE, QNAN, ONE)),          /* rule 1 */
    V(LIT, V2, Q4(ONE, PNAN, 0, PZ), Q4(ONE, ONE, QNAN, ONE)),
    V(LIT, V1, Q4(ONE, PNAN, 0, TWO), Q4(ONE, ONE, QNAN, ONE)),
    V(LIT, V1, Q4(ONE, PNAN, 0, PZ), Q4(ONE, ONE, ONE, ONE)),            /* VP1: 0 * NaN = 0 */
    V(LIT, V1, Q4(ONE, NNAN, 0, TWO), Q4(ONE, ONE, PZ, ONE)),            /* -NaN base clamps to 0 */
    V(LIT, V2, Q4(ONE, PINF, 0, NZ), Q4(ONE, ONE, ONE, ONE)),            /* rule 6: Inf^-0 = 1 */
    V(LIT, VB, Q4(ONE, NDEN, 0, TWO), Q4(ONE, ONE, PZ, ONE)),
};

/* ---- exact integer checks of the corrected Newton-Raphson datapaths ---- */
static void exact_mantissas(void)
{
    const sfu_tables *t = sfu_default_tables();
    long bad = 0;
    for (uint32_t M = 0x00800001u; M < 0x01000000u; M++) {
        uint32_t T = sfu_rcp_mant(t, M);
        if (T != (uint32_t)(((uint64_t)1 << 48) / M) && bad++ < 5) printf("FAIL RCP mantissa %06X: %08X\n", M, T);
    }
    for (uint32_t M2 = 0x00800001u; M2 < 0x02000000u; M2++) {
        if (M2 >= 0x01000000u && (M2 & 1u)) continue; /* odd exponent: M2 = 2M */
        uint64_t T = sfu_rsq_mant(t, M2);
        /* T*T*M2 <= 2^73 < (T+1)^2*M2, with T*T*M2 split to stay in 64 bits:
         * compare T*T*(M2/2^23-ish) via double-checked integer halves */
        uint64_t sq = T * T, sq1 = (T + 1) * (T + 1);
        /* a*M2 <= 2^73  <=>  a <= floor(2^73 / M2) */
        uint64_t lim = (((uint64_t)1 << 63) / M2 << 10) + ((((uint64_t)1 << 63) % M2 << 10) / M2);
        if (!(sq <= lim && sq1 > lim) && bad++ < 5) printf("FAIL RSQ mantissa %07X: %08llX\n", M2, (unsigned long long)T);
    }
    printf("exact datapaths: every RCP and RSQ mantissa, %ld mismatches\n", bad);
    failures += bad > 0;
}

/* ---- sampled accuracy sweep ---- */
typedef struct { double max_ulp[4], max_abs[4]; long bad[8]; uint32_t at[8]; } sweep_result;
/* indices: 0 RCP, 1 RSQ, 2 EX2, 3 LG2 (ulps); abs: 0 SIN, 1 COS, 2 EXP.z, 3 LOG.z; bad: 0-3 ulp funcs, 4-7 abs */

static float f_of(uint32_t u) { float f; memcpy(&f, &u, sizeof f); return f; }

/* ulp error of r against y, or -1 for a special-value mismatch (see tools/accuracy.c) */
static double ulp_err(uint32_t r, double y)
{
    int rnan = vpf_isnan(r);
    if (isnan(y)) return rnan ? 0 : -1;
    if (rnan) return -1;
    double ay = fabs(y);
    if (isinf(y) || ay >= 0x1p128) return (vpf_isinf(r) && ((r >> 31) != 0) == (y < 0)) ? 0 : -1;
    if (ay < 0x1p-126) { uint32_t mag = r & 0x7FFFFFFFu; return (mag == 0 || mag == 0x00800000u) ? 0 : -1; }
    double rv = vpf_isinf(r) ? copysign(0x1p128, (r >> 31) ? -1.0 : 1.0) : (double)f_of(r);
    int ex;
    (void)frexp(ay, &ex);
    return fabs(rv - y) / ldexp(1.0, ex - 24);
}

static void note(sweep_result *s, int k, double e, uint32_t x)
{
    if (e < 0) { if (!s->bad[k]++) s->at[k] = x; return; }
    if (e > s->max_ulp[k]) { s->max_ulp[k] = e; s->at[k] = x; }
}

static void note_abs(sweep_result *s, int k, double e, uint32_t x)
{
    if (isnan(e)) { if (!s->bad[4 + k]++) s->at[4 + k] = x; return; }
    if (e > s->max_abs[k]) { s->max_abs[k] = e; s->at[4 + k] = x; }
}

/* mask bits: 1 RCP, 2 RSQ, 4 EX2, 8 LG2, 16 SIN+COS, 32 EXP.z+LOG.z */
static void sweep_input(const sfu_tables *t, sweep_result *s, uint32_t x, unsigned mask)
{
    double d = (double)f_of(vpf_in(x));
    if (mask & 1u) note(s, 0, ulp_err(sfu_rcp_t(t, x, VPF_VP2), 1.0 / d), x);
    if (mask & 2u) note(s, 1, ulp_err(sfu_rsq_t(t, x, VPF_VP2), 1.0 / sqrt(d)), x);
    if (mask & 4u) note(s, 2, ulp_err(sfu_ex2_t(t, x, VPF_VP2), exp2(d)), x);
    if (mask & 8u) note(s, 3, ulp_err(sfu_lg2_t(t, x, VPF_VP2), log2(d)), x);
}

static void sweep(const sfu_tables *t, sweep_result *s, unsigned mask)
{
    memset(s, 0, sizeof *s);
    static const uint32_t specials[] = { 0, 0x80000000u, 1, 0x80000001u, 0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu,
                                         0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u, 0x3F800000u, 0xBF800000u,
                                         0x3F800001u, 0x3F7FFFFFu, 0x42FE0000u, 0x43000000u, 0xC2FC0000u, 0xC2FE0000u,
                                         0x40490FDBu, 0x3FC90FDBu, 0x40C90FDBu };
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) sweep_input(t, s, specials[i], mask);
    if (mask & 15u)
        for (uint32_t i = 0; i < (1u << 20); i++) sweep_input(t, s, (i << 12) | ((i * 2654435761u) >> 20), mask);
    /* SIN/COS on [0, 2 pi): bit-uniform and value-uniform samples */
    for (uint32_t i = 0; (mask & 16u) && i < (1u << 19); i++) {
        uint32_t xb[2] = { (uint32_t)((uint64_t)i * 0x40C90FDBu >> 19), 0 };
        float xf = (float)(6.283185307179586 * i / (double)(1u << 19));
        memcpy(&xb[1], &xf, sizeof xf);
        for (int k = 0; k < 2; k++) {
            uint32_t x = xb[k];
            double d = (double)f_of(vpf_in(x));
            if (!(d < 6.283185307179586)) continue;
            uint32_t sv = sfu_sin_t(t, x, VPF_VP2), cv = sfu_cos_t(t, x, VPF_VP2);
            note_abs(s, 0, vpf_isnan(sv) ? NAN : fabs((double)f_of(sv) - sin(d)), x);
            note_abs(s, 1, vpf_isnan(cv) ? NAN : fabs((double)f_of(cv) - cos(d)), x);
        }
    }
    /* EXP.z relative to 2^floor(x), LOG.z absolute (these use the default tables) */
    for (uint32_t i = 0; (mask & 32u) && i < (1u << 16); i++) {
        uint32_t o[4];
        double d = -126.0 + 254.0 * i / 65536.0;
        float xf = (float)d;
        uint32_t x;
        memcpy(&x, &xf, sizeof x);
        d = (double)xf;
        sfu_exp(x, o, VPF_VP2);
        note_abs(s, 2, fabs((double)f_of(o[2]) - exp2(d)) / exp2(floor(d)), x);
        x = 0x00800000u + i * 0x7EFFu;
        sfu_log(x, o, VPF_VP2);
        note_abs(s, 3, fabs((double)f_of(o[2]) - log2((double)f_of(x))), x);
    }
}

static const char *const UN[] = { "RCP", "RSQ", "EX2", "LG2" };
static const char *const AN[] = { "SIN", "COS", "EXP.z", "LOG.z" };
static const double ABOUND[] = { 0x1p-22, 0x1p-22, 0x1p-11, 0x1p-11 };

/* returns a bit mask of the functions that exceed their bound */
static unsigned sweep_verdict(const sweep_result *s, int loud)
{
    unsigned over = 0;
    for (int k = 0; k < 4; k++) {
        int bad = s->bad[k] > 0 || s->max_ulp[k] > 1.0;
        if (loud) printf("  %-5s max %.4f ulp at %08X%s%s\n", UN[k], s->max_ulp[k], s->at[k], s->bad[k] ? " (special-value mismatch)" : "", bad ? "  FAIL" : "");
        over |= (unsigned)bad << k;
    }
    for (int k = 0; k < 4; k++) {
        int bad = s->bad[4 + k] > 0 || !(s->max_abs[k] < ABOUND[k]);
        if (loud) printf("  %-5s max abs error %.3e at %08X%s\n", AN[k], s->max_abs[k], s->at[4 + k], bad ? "  FAIL" : "");
        over |= (unsigned)bad << (4 + k);
    }
    return over;
}

/* ---- properties: sign symmetry, and monotonicity on adjacent floats ---- */
static void properties(void)
{
    long bad = 0;
#define PROP(c, ...) do { if (!(c) && bad++ < 10) { printf("FAIL property: "); printf(__VA_ARGS__); printf("\n"); } } while (0)
    for (uint32_t i = 0; i < (1u << 18); i++) {
        uint32_t x = (i << 13) | ((i * 2654435761u) >> 19 & 0x1FFFu); /* positive */
        if ((x & 0x7F800000u) == 0x7F800000u) continue;
        uint32_t nx = x | 0x80000000u, x1 = x + 1;
        uint32_t sn = sfu_sin(x, VPF_VP2);
        PROP(sfu_rcp(nx, VPF_VP2) == (sfu_rcp(x, VPF_VP2) ^ 0x80000000u), "RCP(-%08X)", x);
        PROP(sfu_rsq(nx, VPF_VP1) == sfu_rsq(x, VPF_VP1), "VP1 RSQ(-%08X)", x);
        PROP(sfu_sin(nx, VPF_VP2) == (sn ? sn ^ 0x80000000u : sn) || (vpf_iszero(x) && sfu_sin(nx, VPF_VP2) == NZ),
             "SIN(-%08X)", x);
        PROP(sfu_cos(nx, VPF_VP2) == sfu_cos(x, VPF_VP2), "COS(-%08X)", x);
        if ((x1 & 0x7F800000u) == 0x7F800000u) continue;
        /* compare results in the total order of the values */
#define K(v) vpf_order_key(v)
        PROP(K(sfu_ex2(x1, VPF_VP2)) >= K(sfu_ex2(x, VPF_VP2)), "EX2 not monotonic at %08X", x);
        PROP(K(sfu_ex2(nx + 1, VPF_VP2)) <= K(sfu_ex2(nx, VPF_VP2)), "EX2 not monotonic at -%08X", x);
        PROP(x == 0 || K(sfu_lg2(x1, VPF_VP2)) >= K(sfu_lg2(x, VPF_VP2)), "LG2 not monotonic at %08X", x);
        PROP(K(sfu_rcp(x1, VPF_VP2)) <= K(sfu_rcp(x, VPF_VP2)), "RCP not monotonic at %08X", x);
        PROP(K(sfu_rsq(x1, VPF_VP2)) <= K(sfu_rsq(x, VPF_VP2)), "RSQ not monotonic at %08X", x);
#undef K
    }
#undef PROP
    printf("properties (sign symmetry, monotonicity on adjacent floats): %ld failures\n", bad);
    failures += bad > 0;
}

/* ---- self-test: corrupted tables must be reported ---- */
static void self_test(void)
{
    static uint16_t rcp[SFU_RCP_SEED_N], rsq[SFU_RSQ_SEED_N], lr[SFU_LG2_N];
    static uint64_t ex2[SFU_EX2_N], sn[SFU_SIN_N];
    static int64_t ll[SFU_LG2_N];
    const sfu_tables *d = sfu_default_tables();
    memcpy(rcp, d->rcp_seed, sizeof rcp); memcpy(rsq, d->rsq_seed, sizeof rsq);
    memcpy(lr, d->lg2_r, sizeof lr); memcpy(ex2, d->ex2, sizeof ex2);
    memcpy(sn, d->sin, sizeof sn); memcpy(ll, d->lg2_l, sizeof ll);
    sfu_tables bad = { rcp, rsq, ex2, lr, ll, sn };
    struct { const char *what; unsigned expect, mask; } plant[] = {
        { "RCP seed 300 = 0", 1u << 0, 1u },
        { "RSQ seed 700 = 0", 1u << 1, 2u },
        { "EX2 entry 100 off by 2^-14", 1u << 2, 4u },
        { "LG2 entry 40 off by 2^-20", 1u << 3, 8u },
        { "SIN entry 77 off by 2^-20", 3u << 4, 16u },
    };
    int caught = 0, n = (int)(sizeof plant / sizeof plant[0]);
    for (int i = 0; i < n; i++) {
        switch (i) {
        case 0: rcp[300] = 0; break;
        case 1: rsq[700] = 0; break;
        case 2: ex2[100] += (uint64_t)1 << 48; break;
        case 3: ll[40] += (int64_t)1 << 42; break;
        default: sn[77] += (uint64_t)1 << 42; break;
        }
        sweep_result s;
        sweep(&bad, &s, plant[i].mask);
        unsigned over = sweep_verdict(&s, 0);
        int ok = (over & plant[i].expect) != 0;
        caught += ok;
        printf("  self-test: %-28s %s\n", plant[i].what, ok ? "reported" : "NOT REPORTED");
        memcpy(rcp, d->rcp_seed, sizeof rcp); memcpy(rsq, d->rsq_seed, sizeof rsq);
        memcpy(ex2, d->ex2, sizeof ex2); memcpy(sn, d->sin, sizeof sn); memcpy(ll, d->lg2_l, sizeof ll);
    }
    /* a deliberately wrong row must be reported by the row checker */
    srow wrong = R(RCP, VB, 0x40400000u, 0x3EAAAAAAu); /* truncated 1/3: wrong, RCP rounds to nearest */
    vrow wrongv = V(LIT, VB, Q4(HALF, HALF, 0, TWO), Q4(ONE, HALF, HALF, ONE));
    int rows = (check_srow(&wrong, 0) > 0) + (check_vrow(&wrongv, 0) > 0);
    printf("self-test: %d of %d corrupted tables and %d of 2 wrong rows reported\n", caught, n, rows);
    if (caught != n || rows != 2) { printf("FAIL self-test: a planted error went unreported\n"); failures++; }
}

int main(void)
{
    int bad = 0, n = 0;
    for (size_t i = 0; i < sizeof SROWS / sizeof SROWS[0]; i++, n++) bad += check_srow(&SROWS[i], 1);
    for (size_t i = 0; i < sizeof VROWS / sizeof VROWS[0]; i++, n++) bad += check_vrow(&VROWS[i], 1);
    printf("special cases: %d rows, %d mismatches\n", n, bad);
    failures += bad;

    exact_mantissas();

    sweep_result s;
    sweep(sfu_default_tables(), &s, 63u);
    printf("sampled sweep (2^20 patterns + specials; SIN/COS 2^20 points in [0, 2 pi)):\n");
    if (sweep_verdict(&s, 1)) { printf("FAIL sampled sweep: a bound is exceeded\n"); failures++; }

    properties();
    self_test();

    printf("%s\n", failures ? "test_sfu: FAILED" : "test_sfu: ok");
    return failures ? 1 : 0;
}

/*
 * sfu: the special-function unit, bit exact (see sfu.h and
 * docs/numerics.md section 3, which this file implements exactly).
 *
 * Everything here is integer arithmetic. Fixed-point values are Q2.62 in
 * 64-bit words (value = word / 2^62) unless stated. A "mulq62" is the floor
 * of the exact 128-bit product shifted right by 62; signed products are
 * two's complement, so they floor too. The RTL reproduces each step.
 * Where the compiler has a 128-bit integer type it is used for speed;
 * -DSFU_PORTABLE selects the 64-bit-only path, which gives the same bits.
 */
#include "sfu.h"

#include "sfu_tables.h"

#define EXP_OF(a)  ((uint32_t)(((a) >> 23) & 0xFFu))
#define FRAC_OF(a) ((a) & 0x007FFFFFu)
#define MAG(a)     ((a) & 0x7FFFFFFFu)

#define Q62_ONE ((uint64_t)1 << 62)

static const sfu_tables DEFAULT_TABLES = {
    sfu_rcp_seed, sfu_rsq_seed, sfu_ex2_tab, sfu_lg2_r, sfu_lg2_l, sfu_sin_tab,
};

const sfu_tables *sfu_default_tables(void) { return &DEFAULT_TABLES; }

/* ---- integer helpers ---- */

static inline unsigned clz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_clzll(x);
#else
    unsigned n = 0;
    while (!(x & 0x8000000000000000ull)) { x <<= 1; n++; }
    return n;
#endif
}

/* exact 64x64 -> 128-bit product (the compiler's 128-bit type where there
 * is one, for speed; the portable path gives the same bits) */
static inline void umul128(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
#if defined(__SIZEOF_INT128__) && !defined(SFU_PORTABLE)
    __extension__ typedef unsigned __int128 u128;
    u128 p = (u128)a * b;
    *hi = (uint64_t)(p >> 64);
    *lo = (uint64_t)p;
#else
    uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    *lo = (mid << 32) | (p00 & 0xFFFFFFFFu);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
#endif
}

static inline uint64_t mulq62(uint64_t a, uint64_t b)
{
    uint64_t hi, lo;
    umul128(a, b, &hi, &lo);
    return (hi << 2) | (lo >> 62);
}

static inline uint64_t mulhi64(uint64_t a, uint64_t b)
{
    uint64_t hi, lo;
    umul128(a, b, &hi, &lo);
    return hi;
}

/* signed (two's complement) product >> 62, floor; |result| < 2 */
static inline int64_t smulq62(int64_t a, int64_t b)
{
#if defined(__SIZEOF_INT128__) && !defined(SFU_PORTABLE)
    __extension__ typedef __int128 s128;
    s128 p = (s128)a * b;
    return (int64_t)(p >> 62); /* gcc/clang: arithmetic shift = floor */
#else
    uint64_t ua = a < 0 ? 0 - (uint64_t)a : (uint64_t)a;
    uint64_t ub = b < 0 ? 0 - (uint64_t)b : (uint64_t)b;
    uint64_t hi, lo;
    umul128(ua, ub, &hi, &lo);
    if ((a < 0) != (b < 0)) { /* negate the 128-bit product */
        lo = ~lo + 1;
        hi = ~hi + (lo == 0);
    }
    return (int64_t)((hi << 2) | (lo >> 62));
#endif
}

/* Round a nonzero magnitude (value = mag * 2^-scale) to a 24-bit significand
 * (add half, truncate) and pack; flush below 2^-126, Inf above the range. */
static uint32_t pack_rn(uint32_t sign, uint64_t mag, int scale)
{
    if (mag == 0) return 0; /* a zero result is +0 */
    int n = 63 - (int)clz64(mag); /* leading one at bit n */
    uint64_t r;
    if (n > 23) r = (mag + ((uint64_t)1 << (n - 24))) >> (n - 23);
    else r = mag << (23 - n);
    int e = n - scale;
    if (r >> 24) { r >>= 1; e++; }
    int be = e + 127;
    if (be <= 0) return sign;
    if (be >= 255) return sign | VPF_PINF;
    return sign | ((uint32_t)be << 23) | ((uint32_t)r & 0x007FFFFFu);
}

static uint32_t pack_rn_signed(int64_t v, int scale)
{
    if (v < 0) return pack_rn(VPF_SIGN, 0 - (uint64_t)v, scale);
    return pack_rn(0, (uint64_t)v, scale);
}

/* exact conversion of a small integer to binary32 */
static uint32_t int_to_f(int32_t n)
{
    if (n == 0) return VPF_PZERO;
    return pack_rn(n < 0 ? VPF_SIGN : 0, n < 0 ? (uint64_t)(-(int64_t)n) : (uint64_t)n, 0);
}

/* ---- RCP ---- */

uint32_t sfu_rcp_mant(const sfu_tables *t, uint32_t M)
{
    uint64_t y = (uint64_t)t->rcp_seed[(M >> 13) & 1023u] << 46; /* Q0.16 -> Q2.62 */
    const uint64_t m62 = (uint64_t)M << 39;                       /* Q1.23 -> Q2.62 */
    const uint64_t two = (uint64_t)2 << 62;
    for (int it = 0; it < 2; it++) y = mulq62(y, two - mulq62(m62, y));
    uint64_t T = y >> 37; /* ~ 2^25 / m = 2^48 / M */
    /* one correction step to the exact floor(2^48 / M) */
    int64_t rem = (int64_t)((uint64_t)1 << 48) - (int64_t)(T * M);
    if (rem < 0) T--;
    else if (rem >= (int64_t)M) T++;
    return (uint32_t)T;
}

uint32_t sfu_rcp_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    (void)m; /* RCP is the same in both rule sets */
    a = vpf_in(a);
    uint32_t sign = a & VPF_SIGN, e = EXP_OF(a);
    if (vpf_isnan(a)) return VPF_NAN;
    if (e == 0xFF) return sign;            /* 1/Inf = 0 */
    if (e == 0) return sign | VPF_PINF;    /* 1/0 = Inf */
    if (FRAC_OF(a) == 0) {                 /* power of two: exact */
        int be = 254 - (int)e;
        return be <= 0 ? sign : sign | ((uint32_t)be << 23);
    }
    uint32_t T = sfu_rcp_mant(t, FRAC_OF(a) | 0x00800000u);
    uint32_t R = (T + 1) >> 1; /* round to nearest; in (2^23, 2^24) */
    int be = 253 - (int)e;
    if (be <= 0) return sign;
    return sign | ((uint32_t)be << 23) | (R & 0x007FFFFFu);
}

uint32_t sfu_rcc_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    uint32_t r = sfu_rcp_t(t, a, m);
    if (vpf_isnan(r)) return r;
    uint32_t mag = MAG(r), sign = r & VPF_SIGN;
    if (mag < 0x1F800000u) mag = 0x1F800000u;      /* 2^-64 */
    else if (mag > 0x5F800000u) mag = 0x5F800000u; /* 2^64 */
    return sign | mag;
}

/* ---- RSQ ---- */

uint32_t sfu_rsq_mant(const sfu_tables *t, uint32_t M2)
{
    unsigned idx = (M2 >> 24) ? 512u + ((M2 >> 15) & 511u) : ((M2 >> 14) & 511u);
    uint64_t y = (uint64_t)t->rsq_seed[idx] << 46;
    const uint64_t m62 = (uint64_t)M2 << 39; /* value in [1, 4) */
    const uint64_t three = (uint64_t)3 << 62;
    for (int it = 0; it < 2; it++) y = mulq62(y, three - mulq62(mulq62(y, y), m62)) >> 1;
    uint64_t T = y >> 37; /* ~ 2^25 / sqrt(m') */
    /* one correction step to the largest T with T*T*M2 <= 2^73 */
    uint64_t hi, lo;
    umul128(T * T, M2, &hi, &lo);
    if (hi >= ((uint64_t)1 << 9) && !(hi == ((uint64_t)1 << 9) && lo == 0)) {
        T--;
    } else {
        umul128((T + 1) * (T + 1), M2, &hi, &lo);
        if (hi < ((uint64_t)1 << 9) || (hi == ((uint64_t)1 << 9) && lo == 0)) T++;
    }
    return (uint32_t)T;
}

uint32_t sfu_rsq_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    a = vpf_in(a);
    if (vpf_isnan(a)) return VPF_NAN;
    if (m == VPF_VP2) {
        if (a == VPF_NZERO) return VPF_NINF;
        if (a & VPF_SIGN) return VPF_NAN;  /* negative, -Inf */
    } else {
        a = MAG(a);                        /* VP1: 1/sqrt(|x|) */
    }
    uint32_t e = EXP_OF(a);
    if (e == 0) return VPF_PINF;
    if (e == 0xFF) return VPF_PZERO;
    int odd = !(e & 1u);                   /* unbiased exponent e-127 odd */
    int E2 = (int)e - 127 - odd;           /* even */
    uint32_t M2 = (FRAC_OF(a) | 0x00800000u) << odd;
    if (M2 == 0x00800000u) return (uint32_t)(127 - E2 / 2) << 23; /* exact */
    uint32_t R = (sfu_rsq_mant(t, M2) + 1) >> 1;
    int be = 127 - E2 / 2 - 1;
    if (R >> 24) { R >>= 1; be++; }
    return ((uint32_t)be << 23) | (R & 0x007FFFFFu);
}

/* ---- EX2 ---- */

uint32_t sfu_ex2_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    if (vpf_isnan(a)) return VPF_NAN;
    uint32_t mag = MAG(a), neg = a & VPF_SIGN;
    if (!neg && mag >= 0x43000000u) return VPF_PINF;  /* x >= 128 */
    if (neg && mag >= 0x42FE0000u) return VPF_PZERO;  /* x <= -127 */
    if (mag == 0) return VPF_ONE;
    /* X = floor(x * 2^48), two's complement */
    uint32_t e = EXP_OF(a);
    uint64_t M = FRAC_OF(a) | 0x00800000u, fx;
    int rem = 0;
    if (e >= 102) fx = M << (e - 102);
    else if (e > 102 - 64) { unsigned sh = 102 - e; fx = M >> sh; rem = (M & (((uint64_t)1 << sh) - 1)) != 0; }
    else { fx = 0; rem = 1; }
    uint64_t X = neg ? 0 - fx - (uint64_t)rem : fx;
    uint64_t f = X & (((uint64_t)1 << 48) - 1);
    int32_t i = (int32_t)((int64_t)(X - f) / ((int64_t)1 << 48));
    unsigned j = (unsigned)(f >> 40);
    uint64_t g = (f & (((uint64_t)1 << 40) - 1)) << 14; /* Q2.62, < 2^-8 */
    uint64_t q = SFU_EX2_C4;
    q = SFU_EX2_C3 + mulq62(g, q);
    q = SFU_EX2_C2 + mulq62(g, q);
    q = SFU_EX2_C1 + mulq62(g, q);
    uint64_t p = Q62_ONE + mulq62(g, q);
    uint64_t v = mulq62(t->ex2[j], p);                  /* 2^f, [1, 2) */
    return pack_rn(0, v, 62 - i);
}

/* ---- LG2 ---- */

uint32_t sfu_lg2_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    if (vpf_isnan(a)) return VPF_NAN;
    if (MAG(a) == 0) return VPF_NINF;
    if (a & VPF_SIGN) return VPF_NAN;      /* negative, -Inf */
    if (a == VPF_PINF) return VPF_PINF;
    uint32_t M = FRAC_OF(a) | 0x00800000u, M24;
    int32_t E = (int32_t)EXP_OF(a) - 127;
    if (M >= 0x00C00000u) { M24 = M; E++; } /* m' = m/2 in [0.75, 1) */
    else M24 = M << 1;                      /* m' = m in [1, 1.5) */
    unsigned k = (M24 >> 16) - SFU_LG2_J0;
    int64_t u36 = (int64_t)M24 * t->lg2_r[k] - ((int64_t)1 << 36);
    int64_t u = (int64_t)((uint64_t)u36 << 26); /* Q2.62, |u| < 2^-8.4 */
    int64_t q = (int64_t)SFU_LG2_D5;
    q = -(int64_t)SFU_LG2_D4 + smulq62(u, q);
    q = (int64_t)SFU_LG2_D3 + smulq62(u, q);
    q = -(int64_t)SFU_LG2_D2 + smulq62(u, q);
    q = (int64_t)SFU_LG2_D1 + smulq62(u, q);
    int64_t s = t->lg2_l[k] + smulq62(u, q);  /* log2(m'), |s| < 0.6 */
    if (E == 0) return pack_rn_signed(s, 62);
    /* E*2^54 + floor(s / 2^8) */
    int64_t sh = (s - (s & 0xFF)) / 256;
    return pack_rn_signed((int64_t)E * ((int64_t)1 << 54) + sh, 54);
}

/* ---- SIN, COS ---- */

#define C_HALF   ((uint64_t)1 << 61)          /* 1/2 */
#define C_SIXTH  (((uint64_t)1 << 62) / 6)    /* floor(2^62/6) */
#define C_24TH   (((uint64_t)1 << 62) / 24)
#define C_120TH  (((uint64_t)1 << 62) / 120)

/* value (Q2.62) of sin (want_cos = 0) or cos of 2*pi*frac(|x|/(2 pi));
 * *neg set when the result is negative before the sign of x */
static uint64_t sincos_core(const sfu_tables *t, uint32_t a, int want_cos, int *neg)
{
    uint64_t M = FRAC_OF(a) | 0x00800000u, hi, lo;
    umul128(M, SFU_INV2PI_66, &hi, &lo);       /* |x|/(2 pi) = (hi:lo) * 2^(e-216) */
    int s = (int)EXP_OF(a) - 152;              /* U = frac * 2^64 = (hi:lo) * 2^s mod 2^64 */
    uint64_t U;
    if (s >= 64) U = 0;
    else if (s >= 0) U = lo << s;
    else U = (lo >> -s) | (hi << (64 + s));    /* -s <= 37 here */
    unsigned quad = (unsigned)(U >> 62);
    uint64_t r = U << 2;                       /* position in the quadrant, Q0.64 */
    unsigned j = (unsigned)(r >> 56);
    uint64_t b = mulhi64(r & (((uint64_t)1 << 56) - 1), SFU_PIO2); /* radians, Q2.62 */
    uint64_t b2 = mulq62(b, b);
    uint64_t sinb = b - mulq62(b, mulq62(b2, C_SIXTH - mulq62(b2, C_120TH)));
    uint64_t cosb = Q62_ONE - mulq62(b2, C_HALF - mulq62(b2, C_24TH));
    uint64_t sj = t->sin[j], cj = t->sin[256 - j];
    uint64_t st = mulq62(sj, cosb) + mulq62(cj, sinb);
    uint64_t c1 = mulq62(cj, cosb), c2 = mulq62(sj, sinb);
    uint64_t ct = c1 > c2 ? c1 - c2 : 0;
    if (want_cos) quad = (quad + 1) & 3u;      /* cos(t) = sin(t + pi/2) */
    *neg = quad >= 2;
    return (quad & 1u) ? ct : st;
}

uint32_t sfu_sin_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    if (vpf_isnan(a) || vpf_isinf(a)) return VPF_NAN;
    if (EXP_OF(a) < 115) return a;             /* |x| < 2^-12 (and +-0): sin x = x */
    int neg;
    uint64_t v = sincos_core(t, MAG(a), 0, &neg);
    return pack_rn(((uint32_t)neg << 31) ^ (a & VPF_SIGN), v, 62);
}

uint32_t sfu_cos_t(const sfu_tables *t, uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    if (vpf_isnan(a) || vpf_isinf(a)) return VPF_NAN;
    if (EXP_OF(a) < 115) return VPF_ONE;
    int neg;
    uint64_t v = sincos_core(t, MAG(a), 1, &neg);
    return pack_rn((uint32_t)neg << 31, v, 62);
}

/* ---- default-table entry points ---- */

uint32_t sfu_rcp(uint32_t a, vpf_mode m) { return sfu_rcp_t(&DEFAULT_TABLES, a, m); }
uint32_t sfu_rcc(uint32_t a, vpf_mode m) { return sfu_rcc_t(&DEFAULT_TABLES, a, m); }
uint32_t sfu_rsq(uint32_t a, vpf_mode m) { return sfu_rsq_t(&DEFAULT_TABLES, a, m); }
uint32_t sfu_ex2(uint32_t a, vpf_mode m) { return sfu_ex2_t(&DEFAULT_TABLES, a, m); }
uint32_t sfu_lg2(uint32_t a, vpf_mode m) { return sfu_lg2_t(&DEFAULT_TABLES, a, m); }
uint32_t sfu_sin(uint32_t a, vpf_mode m) { return sfu_sin_t(&DEFAULT_TABLES, a, m); }
uint32_t sfu_cos(uint32_t a, vpf_mode m) { return sfu_cos_t(&DEFAULT_TABLES, a, m); }

/* ---- EXP, LOG, LIT ---- */

void sfu_exp(uint32_t a, uint32_t out[4], vpf_mode m)
{
    a = vpf_in(a);
    out[3] = VPF_ONE;
    if (vpf_isnan(a)) { out[0] = out[1] = out[2] = VPF_NAN; return; }
    if (vpf_isinf(a)) {
        uint32_t big = (a & VPF_SIGN) ? VPF_PZERO : VPF_PINF;
        out[0] = out[2] = big;
        out[1] = m == VPF_VP1 ? VPF_PZERO : VPF_NAN;
        return;
    }
    uint32_t f = vpf_flr(a, m), fm = MAG(f);
    if (!(f & VPF_SIGN) && fm >= 0x43000000u) out[0] = VPF_PINF;  /* floor >= 128 */
    else if ((f & VPF_SIGN) && fm > 0x42FC0000u) out[0] = VPF_PZERO; /* floor < -126 */
    else {
        /* |floor| <= 127: exact small integer k, 2^k exact */
        int32_t k = fm == 0 ? 0 : (int32_t)((FRAC_OF(f) | 0x00800000u) >> (150 - EXP_OF(f)));
        if (f & VPF_SIGN) k = -k;
        out[0] = (uint32_t)(k + 127) << 23;
    }
    out[1] = vpf_frc(a, m);
    out[2] = sfu_ex2(a, m);
}

void sfu_log(uint32_t a, uint32_t out[4], vpf_mode m)
{
    a = MAG(vpf_in(a));
    out[3] = VPF_ONE;
    if (vpf_isnan(a)) { out[0] = out[1] = out[2] = VPF_NAN; return; }
    if (a == 0) { out[0] = out[2] = VPF_NINF; out[1] = VPF_ONE; return; }
    if (a == VPF_PINF) { out[0] = out[2] = VPF_PINF; out[1] = VPF_ONE; return; }
    out[0] = int_to_f((int32_t)EXP_OF(a) - 127);
    out[1] = VPF_ONE | FRAC_OF(a);
    out[2] = sfu_lg2(a, m);
}

#define LIT_CLAMP 0x42FFFE00u /* 128 - 1/256 */

/* v < +0 in the mode's order (VP1 total order: -0 and -NaN count) */
static int lt_zero(uint32_t v, vpf_mode m)
{
    if (m == VPF_VP1) return vpf_order_key(v) < 0;
    return !vpf_isnan(v) && (v & VPF_SIGN) && MAG(v) != 0;
}

static int gt_zero(uint32_t v, vpf_mode m)
{
    if (m == VPF_VP1) return vpf_order_key(v) > 0;
    return !vpf_isnan(v) && !(v & VPF_SIGN) && MAG(v) != 0;
}

/* LIT's operand side: x', y' (below 0 -> +0) and w' (clamped) */
static void lit_operands(const uint32_t a[4], vpf_mode m, uint32_t *x, uint32_t *y, uint32_t *w)
{
    *x = vpf_in(a[0]);
    *y = vpf_in(a[1]);
    *w = vpf_in(a[3]);
    if (lt_zero(*x, m)) *x = VPF_PZERO;
    if (lt_zero(*y, m)) *y = VPF_PZERO;
    if (m == VPF_VP1 || !vpf_isnan(*w)) { /* VP2: NaN compares false, no clamp */
        int32_t kw = vpf_order_key(*w);
        if (kw < vpf_order_key(LIT_CLAMP | VPF_SIGN)) *w = LIT_CLAMP | VPF_SIGN;
        else if (kw > vpf_order_key(LIT_CLAMP)) *w = LIT_CLAMP;
    }
}

uint32_t sfu_lit_power(const uint32_t a[4], vpf_mode m)
{
    uint32_t x, y, w;
    lit_operands(a, m, &x, &y, &w);
    return vpf_mul(w, sfu_lg2(y, m), m);
}

void sfu_lit(const uint32_t a[4], uint32_t out[4], vpf_mode m)
{
    uint32_t x, y, w;
    lit_operands(a, m, &x, &y, &w);
    uint32_t z;
    if (!gt_zero(x, m)) z = VPF_PZERO;
    else if (m == VPF_VP2 && (vpf_isnan(y) || vpf_isnan(w))) z = VPF_NAN;
    else if (m == VPF_VP2 && MAG(w) == 0) z = VPF_ONE;  /* power 0 -> 1 */
    else if (w == VPF_ONE) z = vpf_out(y);               /* power 1 -> base */
    else z = sfu_ex2(sfu_lit_power(a, m), m);
    out[0] = VPF_ONE;
    out[1] = vpf_out(x);
    out[2] = z;
    out[3] = VPF_ONE;
}

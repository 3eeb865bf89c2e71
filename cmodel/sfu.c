/*
 * sfu: the NV20/NV30 special-function unit (sfu.h, docs/numerics.md).
 * Integer and fixed-point operations only. The algorithms and the tables
 * are the ones envytools records for the hardware (nvhw/xf.c); this file
 * restates them.
 */
#include "sfu.h"

#include "sfu_tables.h"

#define EXP_OF(a)  (((a) >> 23) & 0xFFu)
#define FRAC_OF(a) ((a) & 0x007FFFFFu)
#define IONE       0x00800000u

/* arithmetic shifts right, the same on every compiler */
static int32_t asr32(int32_t v, unsigned n) { return v >= 0 ? v >> n : ~(~v >> n); }
static int64_t asr64(int64_t v, unsigned n) { return v >= 0 ? v >> n : ~(~v >> n); }

/* ---------------------------------------------------------------- RCP, RCC */

/* 1/a: a 7-bit seed indexed by the fraction's top 6 bits, then two
 * Newton-Raphson steps in fixed point, y' = y (2 - m y), with no final
 * correction. RCC clamps the result's exponent to [2^-64, 2^64]. */
static uint32_t rcp(uint32_t a, int rcc)
{
    const uint32_t s = a & VPF_SIGN, e = EXP_OF(a), f = FRAC_OF(a);
    if (vpf_isnan(a))
        return VPF_NAN;
    if (e == 0 && !rcc)
        return s | VPF_PINF;
    int32_t er = 254 - (int32_t)e;
    uint32_t fr = 0;
    if (f) {
        const uint64_t mm = f | IONE;
        const uint64_t y0 = sfu_rcp_seed[f >> 17];
        const uint64_t y1 = (((1ull << 31) - y0 * mm) * y0) >> 24;
        const uint64_t y2 = (((1ull << 37) - y1 * mm) * y1) >> 25;
        fr = (uint32_t)(y2 - IONE);
        er--;
    }
    if (rcc) {
        if (er < 63) {
            er = 63;
            fr = 0;
        }
        if (er >= 191) {
            er = 191;
            fr = 0;
        }
    } else if (er <= 0) {
        return s;
    }
    return s | (uint32_t)er << 23 | fr;
}

uint32_t sfu_rcp(uint32_t a, vpf_mode m)
{
    (void)m;
    return rcp(a, 0);
}

uint32_t sfu_rcc(uint32_t a, vpf_mode m)
{
    (void)m;
    return rcp(a, 1);
}

/* ---------------------------------------------------------------- RSQ */

/* 1/sqrt(a): a 7-bit seed indexed by the exponent's parity and the
 * fraction's top 6 bits, two steps y' = y (3 - m y^2) / 2. NV30 gives the
 * exact result at powers of 4 (NV20 one ulp low); the zero-wins modes take
 * |a|. */
uint32_t sfu_rsq(uint32_t a, vpf_mode m)
{
    if (vpf_isnan(a))
        return VPF_NAN;
    const int neg = (a & VPF_SIGN) && !vpf_zero_wins(m);
    const uint32_t e = EXP_OF(a), f = FRAC_OF(a);
    if (e == 0)
        return neg ? VPF_NINF : VPF_PINF;
    if (neg)
        return VPF_NAN;
    if (e == 0xFFu)
        return VPF_PZERO;
    const int odd = e & 1u; /* unbiased exponent even: m in [1, 2) */
    const int32_t er = odd ? 126 - ((int32_t)e - 127) / 2 : 126 - ((int32_t)e - 128) / 2;
    if (odd && f == 0 && !vpf_is_nv20(m))
        return (uint32_t)(er + 1) << 23;
    const uint64_t mm = odd ? (f | IONE) : (uint64_t)(f | IONE) << 1;
    const uint64_t y0 = sfu_rsq_seed[(odd ? 0u : 64u) | f >> 17];
    const uint64_t y1 = (((3ull << 37) - y0 * y0 * mm) * y0) >> 32;
    const uint64_t y2 = (((3ull << 49) - y1 * y1 * mm) * y1) >> 39;
    return (uint32_t)er << 23 | (uint32_t)(y2 - IONE);
}

/* ---------------------------------------------------------------- EXP, LOG, LIT */

/* a in fixed point with 13 fraction bits, toward minus infinity; huge
 * values (and NaN, as +) clamp */
static int32_t fix13(uint32_t a)
{
    const int neg = (a & VPF_SIGN) != 0;
    const uint32_t e = EXP_OF(a);
    if (vpf_isnan(a))
        return INT32_MAX;
    if (e >= 145)
        return neg ? INT32_MIN : INT32_MAX;
    if (e < 104)
        return 0;
    const uint32_t sig = FRAC_OF(a) | IONE;
    uint32_t v;
    if (e >= 137) {
        v = sig << (e - 137);
    } else {
        const uint32_t sh = 137 - e; /* 1..33 */
        v = sh >= 32 ? 0 : sig >> sh;
        if (neg && (sh >= 32 || (sig & ((1u << sh) - 1u))))
            v++; /* the magnitude rounds up */
    }
    return neg ? -(int32_t)v : (int32_t)v;
}

/* 2^(x / 2^13): the exponent from the integer part, the significand from
 * the 32-entry table and its slope times the next 8 bits */
static uint32_t exp_core(int32_t x)
{
    const int32_t ip = asr32(x, 13);
    if (ip <= -127)
        return VPF_PZERO;
    if (ip >= 128)
        return VPF_PINF;
    const uint32_t h = ((uint32_t)x >> 8) & 31u, l = (uint32_t)x & 255u;
    const uint32_t fr = (uint32_t)sfu_exp_a[h] * 256u + (uint32_t)sfu_exp_b[h] * l;
    return (uint32_t)(ip + 127) << 23 | fr << 1;
}

/* EXP.y: a - floor(a); for -1 < a < 0 on a 2^-23 grid with |a| rounded up */
static uint32_t exp_frac(uint32_t a)
{
    if (vpf_isnan(a))
        return a;
    uint32_t e = EXP_OF(a);
    if (e == 0 || e >= 150)
        return VPF_PZERO;
    uint32_t sig = FRAC_OF(a) | IONE;
    if (!(a & VPF_SIGN)) {
        if (e < 127)
            return a;
    } else {
        if (e < 104)
            return VPF_ONE;
        if (e < 127) {
            const uint32_t sh = 127 - e;
            const uint32_t up = (sig & ((1u << sh) - 1u)) != 0;
            sig = (sig >> sh) + up;
            e = 127;
        }
        sig = 0u - sig;
    }
    sig &= (1u << (150 - e)) - 1u;
    if (!sig)
        return VPF_PZERO;
    while (!(sig & IONE)) {
        sig <<= 1;
        e--;
    }
    return e << 23 | (sig - IONE);
}

void sfu_exp(uint32_t a, uint32_t out[4], vpf_mode m)
{
    (void)m;
    const int32_t x = fix13(a);
    out[0] = exp_core((int32_t)((uint32_t)x & ~0x1FFFu));
    out[1] = exp_frac(a);
    out[2] = vpf_isnan(a) ? VPF_NAN : exp_core(x);
    out[3] = VPF_ONE;
}

/* log2 of a normal a with 26 fraction bits: the exponent, then the
 * 32-entry table and its slope times the next 8 fraction bits */
static int64_t log_core(uint32_t a)
{
    const uint32_t f = FRAC_OF(a), h = f >> 18, l = (f >> 10) & 255u;
    const int64_t fr = (int64_t)sfu_log_a[h] * 256 + (int64_t)sfu_log_b[h] * l;
    return fr + ((int64_t)EXP_OF(a) - 127) * ((int64_t)1 << 26);
}

void sfu_log(uint32_t a, uint32_t out[4], vpf_mode m)
{
    out[3] = VPF_ONE;
    if ((a & VPF_SIGN) && !vpf_zero_wins(m)) {
        out[0] = out[1] = out[2] = VPF_NAN;
        return;
    }
    if (vpf_isnan(a)) { /* NV20 passes the payload on, sign cleared */
        out[0] = out[1] = out[2] = vpf_is_nv20(m) ? a & ~VPF_SIGN : VPF_NAN;
        return;
    }
    const uint32_t e = EXP_OF(a);
    if (e == 0) {
        out[0] = out[2] = VPF_NINF;
        out[1] = VPF_ONE;
        return;
    }
    out[1] = 127u << 23 | FRAC_OF(a);
    if (e == 0xFFu) {
        out[0] = out[2] = VPF_PINF;
        return;
    }
    /* x: the unbiased exponent as a float (exact) */
    const int32_t k = (int32_t)e - 127;
    if (k == 0) {
        out[0] = VPF_PZERO;
    } else {
        uint32_t mag = (uint32_t)(k < 0 ? -k : k), ek = 150;
        while (!(mag & IONE)) {
            mag <<= 1;
            ek--;
        }
        out[0] = (k < 0 ? VPF_SIGN : 0) | ek << 23 | (mag - IONE);
    }
    /* z: the table's log2, normalised and truncated */
    const int64_t fr = log_core(a);
    if (fr == 0) {
        out[2] = VPF_PZERO;
        return;
    }
    uint64_t mag = (uint64_t)(fr < 0 ? -fr : fr); /* below 2^33 */
    uint32_t ez = 133;
    while (!(mag & (1ull << 32))) {
        mag <<= 1;
        ez--;
    }
    out[2] = (fr < 0 ? VPF_SIGN : 0) | ez << 23 | ((uint32_t)(mag >> 9) - IONE);
}

void sfu_lit(const uint32_t a[4], uint32_t out[4], vpf_mode m)
{
    (void)m;
    const uint32_t x = a[0], y = a[1], w = a[3];
    out[0] = out[3] = VPF_ONE;
    if (x & VPF_SIGN) {
        out[1] = out[2] = VPF_PZERO;
        return;
    }
    out[1] = x;
    if (vpf_iszero(x)) {
        out[2] = VPF_PZERO;
    } else if (vpf_iszero(w)) {
        out[2] = VPF_ONE;
    } else if (vpf_isnan(y) || vpf_isnan(w)) {
        out[2] = VPF_NAN;
    } else if ((y & VPF_SIGN) || vpf_iszero(y)) {
        out[2] = (w & VPF_SIGN) ? VPF_PINF : VPF_PZERO;
    } else if (vpf_isinf(y)) {
        out[2] = (w & VPF_SIGN) ? VPF_PZERO : VPF_PINF;
    } else {
        /* y^w = 2^(w log2 y): the LOG table's log2 y (26 fraction bits)
         * times w in fixed point (13 fraction bits, clamped to [-128, 128)),
         * back to 13 fraction bits for the EXP table */
        int32_t p = fix13(w);
        if (p < -0x100000)
            p = -0x100000;
        if (p > 0xFFFFF)
            p = 0xFFFFF;
        const int64_t t = asr64(log_core(y) * p, 26);
        out[2] = t < INT32_MIN ? VPF_PZERO : t > INT32_MAX ? VPF_PINF : exp_core((int32_t)t);
    }
}

/* ---------------------------------------------------------------- EX2, LG2, SIN, COS */

/* The quadratic interpolator. x (23 bits) picks one of 128 half-intervals:
 * the knot at its nearer end (0..64) and the signed distance r from it
 * (17 bits). The result is c0 + c1 r + c2 r^2 in fixed point with the
 * hardware's own truncations: an approximate square, a radix-4 Booth
 * product whose partial products are each rounded, and (for the concave
 * functions, n2) a subtracted square term with a small correction. */
static uint32_t approx_square(int32_t r)
{
    const int32_t q = asr32(r, 7);
    uint32_t sq = (uint32_t)(q * q);
    if ((uint32_t)r & 64u)
        sq += (uint32_t)q;
    for (unsigned i = 0; i < 6; i++)
        if ((uint32_t)r & (1u << i))
            sq += (uint32_t)asr32(r + (1 << (12 - i)), 13 - i);
    return sq;
}

/* r * 2^sh, rounded half up when sh < 0 */
static int64_t scaled(int32_t r, int sh)
{
    return sh >= 0 ? (int64_t)r * ((int64_t)1 << sh) : asr32(r + (1 << (-sh - 1)), (unsigned)-sh);
}

static int64_t booth_mul(uint32_t c, int32_t r)
{
    int64_t acc = 0;
    int sh = -14;
    for (uint32_t d = c << 1; d; d >>= 2, sh += 2) {
        switch (d & 7u) {
        case 1: case 2: acc += scaled(r, sh); break;
        case 3: acc += scaled(r, sh + 1); break;
        case 4: acc -= scaled(r, sh + 1); break;
        case 5: case 6: acc -= scaled(r, sh); break;
        default: break;
        }
    }
    return acc;
}

static int64_t quad_interp(const sfu_quad *tab, uint32_t x, int n2)
{
    const uint32_t t = x >> 16;
    const uint32_t k = (t + (t & 1u)) >> 1;
    const int32_t r = (t & 1u) ? (int32_t)(x & 0xFFFFu) - 0x10000 : (int32_t)(x & 0xFFFFu);
    const int32_t sq = (int32_t)approx_square(r);
    int64_t res = (int64_t)tab[k].c0 * 32768 + booth_mul(tab[k].c1, r) * 64;
    if (n2)
        res -= asr64((int64_t)tab[k].c2 * sq + asr32(sq - 0x400, 12) + 0x20, 5);
    else
        res += asr64((int64_t)tab[k].c2 * sq, 5);
    return res;
}

uint32_t sfu_lg2(uint32_t a, vpf_mode m)
{
    (void)m;
    const uint32_t e = EXP_OF(a);
    if (e == 0)
        return VPF_NINF;
    if (vpf_isnan(a) || (a & VPF_SIGN))
        return VPF_NAN;
    if (e == 0xFFu)
        return VPF_PINF;
    int64_t fr = quad_interp(sfu_lg2_tab, FRAC_OF(a), 1) + ((int64_t)e - 127) * ((int64_t)1 << 38);
    const int neg = fr < 0;
    if (neg)
        fr = ~fr; /* one's complement */
    if (fr == 0)
        return VPF_PZERO;
    uint32_t er = 135;
    while (!(fr & ((int64_t)1 << 46))) {
        fr *= 2;
        er--;
    }
    return (neg ? VPF_SIGN : 0) | er << 23 | ((uint32_t)(fr >> 23) - IONE);
}

uint32_t sfu_ex2(uint32_t a, vpf_mode m)
{
    (void)m;
    const uint32_t e = EXP_OF(a);
    if (vpf_isnan(a))
        return VPF_NAN;
    if (e < 0x46)
        return VPF_ONE;
    if (e >= 0x86)
        return (a & VPF_SIGN) ? VPF_PZERO : VPF_PINF;
    int64_t t = (int64_t)(FRAC_OF(a) | IONE);
    t = e > 127 ? t << (e - 127) : t >> (127 - e); /* 23 fraction bits */
    if (a & VPF_SIGN)
        t = ~t;
    const int64_t fr = asr64(quad_interp(sfu_ex2_tab, (uint32_t)t & 0x7FFFFFu, 0), 15);
    const int64_t er = 127 + asr64(t, 23);
    if (er <= 0)
        return VPF_PZERO;
    return (uint32_t)(er * ((int64_t)1 << 23) | fr);
}

/* SIN and COS: the fraction times 1/tau from the weight table, shifted by
 * the exponent (with the hardware's shift rules at very small and very
 * large exponents), gives the angle in turns; bit 23 folds the quarter
 * periods, bit 24 is the sign. */
static uint32_t sincos(uint32_t a, int cos)
{
    const uint32_t e = EXP_OF(a), f = FRAC_OF(a);
    if (e == 0xFFu)
        return VPF_NAN;
    if (!cos && e < 0x60)
        return VPF_PZERO;
    if (cos && e < 0x70)
        return VPF_ONE;
    int sh = (int)e - 0x82;
    if (e < 0x63)
        sh = (int)e - 0x62;
    if (e >= 0xA2)
        sh = (int)e - 0xA2;
    if (e >= 0xC2)
        sh = (int)e - 0xC2;
    if (e >= 0xE2)
        sh = (int)e - 0xE2;
    uint64_t turns = SFU_RTAU_BASE;
    for (unsigned i = 0; i < 23; i++)
        if (f & (1u << i))
            turns += sfu_rtau_w[i];
    turns >>= 8;
    turns = sh > 0 ? turns << sh : turns >> -sh;
    if (a & VPF_SIGN)
        turns = ~turns;
    if (cos)
        turns += 1u << 23;
    const uint32_t t = (turns & (1u << 23)) ? ~(uint32_t)turns : (uint32_t)turns;
    const uint32_t s = (uint32_t)(turns >> 24 & 1u) << 31;
    int64_t fr = quad_interp(sfu_sincos_tab, t & 0x7FFFFFu, 1);
    int64_t er = 127;
    if (fr != 0)
        while (!(fr & ((int64_t)1 << 38))) {
            fr *= 2;
            er--;
        }
    return (uint32_t)((int64_t)s | er * ((int64_t)1 << 23) | (asr64(fr, 15) - (int64_t)IONE));
}

uint32_t sfu_sin(uint32_t a, vpf_mode m)
{
    (void)m;
    return sincos(a, 0);
}

uint32_t sfu_cos(uint32_t a, vpf_mode m)
{
    (void)m;
    return sincos(a, 1);
}

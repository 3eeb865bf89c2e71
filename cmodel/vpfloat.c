/*
 * vpfloat: the vector unit's floating-point arithmetic (see vpfloat.h and
 * docs/numerics.md, which this file implements exactly).
 *
 * Add and multiply work on integer significands in 64-bit registers: no
 * loops over bits, no host floating point. Rounding is toward zero
 * (truncation), with a sticky bit where an operand is shifted out so that
 * subtraction truncates correctly.
 */
#include "vpfloat.h"

#define EXP_OF(a)  ((uint32_t)(((a) >> 23) & 0xFFu))
#define FRAC_OF(a) ((a) & 0x007FFFFFu)
#define MAG(a)     ((a) & 0x7FFFFFFFu)

/* Pack sign, biased exponent (may be out of range) and a 24-bit significand
 * with the hidden bit at 23, round-toward-zero semantics: exponent <= 0
 * flushes to a signed zero, >= 255 clamps to the largest finite value. */
static inline uint32_t pack_rz(uint32_t sign, int32_t e, uint32_t sig24)
{
    if (e <= 0) return sign;
    if (e >= 255) return sign | VPF_MAXF;
    return sign | ((uint32_t)e << 23) | (sig24 & 0x007FFFFFu);
}

/* the external definitions of the inline fast paths in vpfloat.h */
extern inline uint32_t vpf_add(uint32_t a, uint32_t b, vpf_mode m);
extern inline uint32_t vpf_mul(uint32_t a, uint32_t b, vpf_mode m);
extern inline uint32_t vpf_mad(uint32_t a, uint32_t b, uint32_t c, vpf_mode m);
extern inline unsigned vpf_clz64(uint64_t x);
extern inline uint32_t vpf_trunc_exact(double x);
extern inline double vpf_to_double(uint32_t a);

uint32_t vpf_add_full(uint32_t a, uint32_t b, vpf_mode m)
{
    (void)m; /* ADD is the same in both rule sets */
    a = vpf_in(a);
    b = vpf_in(b);
    if (MAG(a) >= 0x7F800000u || MAG(b) >= 0x7F800000u) { /* Inf or NaN operand */
        if (vpf_isnan(a) || vpf_isnan(b)) return VPF_NAN;
        if (vpf_isinf(a) && vpf_isinf(b)) return ((a ^ b) & VPF_SIGN) ? VPF_NAN : a;
        return vpf_isinf(a) ? a : b;
    }
    /* big has the larger magnitude (branch-free selects) */
    const int swap = MAG(a) < MAG(b);
    const uint32_t big = swap ? b : a, small = swap ? a : b;
    if (EXP_OF(small) == 0) return EXP_OF(big) == 0 ? (a & b) : big; /* x + 0; +0 + -0 = +0 */
    /* significands with the hidden bit at bit 61: 38 bits below the result */
    const uint64_t sa = (uint64_t)(FRAC_OF(big) | 0x00800000u) << 38;
    uint64_t sb = (uint64_t)(FRAC_OF(small) | 0x00800000u) << 38;
    uint32_t d = EXP_OF(big) - EXP_OF(small);
    if (d > 63) d = 63;
    const uint64_t sh = sb >> d;
    sb = sh | ((sh << d) != sb); /* shifted-out bits leave a sticky bit */
    const uint64_t s0 = ((a ^ b) & VPF_SIGN) ? sa - sb : sa + sb;
    if (s0 == 0) return VPF_PZERO; /* exact cancellation: +0 under round toward zero */
    /* renormalise so the leading one is at bit 61 (it is at 62 after a carry) */
    const int lead = 63 - (int)vpf_clz64(s0);
    const int shl = 61 - lead;
    const uint64_t s = shl >= 0 ? s0 << shl : s0 >> 1;
    return pack_rz(big & VPF_SIGN, (int32_t)EXP_OF(big) - shl, (uint32_t)(s >> 38));
}

uint32_t vpf_mul_full(uint32_t a, uint32_t b, vpf_mode m)
{
    a = vpf_in(a);
    b = vpf_in(b);
    uint32_t ea = EXP_OF(a), eb = EXP_OF(b);
    uint32_t sign = (a ^ b) & VPF_SIGN;
    if (m == VPF_VP1) {
        if (ea == 0 || eb == 0) return VPF_PZERO; /* 0 * anything = +0 */
        if (vpf_isnan(a) || vpf_isnan(b)) return VPF_NAN;
        if (ea == 0xFF || eb == 0xFF) return sign | VPF_PINF;
    } else {
        if (vpf_isnan(a) || vpf_isnan(b)) return VPF_NAN;
        if (ea == 0xFF || eb == 0xFF) {
            if (ea == 0 || eb == 0) return VPF_NAN; /* 0 * Inf */
            return sign | VPF_PINF;
        }
        if (ea == 0 || eb == 0) return sign;
    }
    uint64_t p = (uint64_t)(FRAC_OF(a) | 0x00800000u) * (uint64_t)(FRAC_OF(b) | 0x00800000u);
    const uint32_t carry = (uint32_t)(p >> 47); /* product in [2, 4) */
    p >>= 23 + carry;
    return pack_rz(sign, (int32_t)ea + (int32_t)eb - 127 + (int32_t)carry, (uint32_t)p);
}

uint32_t vpf_dp3(const uint32_t a[4], const uint32_t b[4], vpf_mode m)
{
    uint32_t s = vpf_add(vpf_mul(a[0], b[0], m), vpf_mul(a[1], b[1], m), m);
    return vpf_add(s, vpf_mul(a[2], b[2], m), m);
}

uint32_t vpf_dp4(const uint32_t a[4], const uint32_t b[4], vpf_mode m)
{
    return vpf_add(vpf_dp3(a, b, m), vpf_mul(a[3], b[3], m), m);
}

uint32_t vpf_dph(const uint32_t a[4], const uint32_t b[4], vpf_mode m)
{
    return vpf_add(vpf_dp3(a, b, m), b[3], m);
}

void vpf_dst(const uint32_t a[4], const uint32_t b[4], uint32_t out[4], vpf_mode m)
{
    uint32_t y = vpf_mul(a[1], b[1], m);
    uint32_t z = vpf_out(a[2]);
    uint32_t w = vpf_out(b[3]);
    out[0] = VPF_ONE;
    out[1] = y;
    out[2] = z;
    out[3] = w;
}

/* ---- comparisons ---- */

int32_t vpf_order_key(uint32_t a)
{
    a = vpf_in(a);
    uint32_t mag = MAG(a);
    if (mag > 0x7F800000u) mag = 0x7F800001u; /* every NaN of a sign is one point */
    return (a & VPF_SIGN) ? -(int32_t)mag - 1 : (int32_t)mag;
}

/* IEEE-style key for two non-NaN operands: -0 and +0 are equal. */
static inline int32_t ieee_key(uint32_t a)
{
    uint32_t mag = MAG(vpf_in(a));
    return (a & VPF_SIGN) ? -(int32_t)mag : (int32_t)mag;
}

/* rel: bit 0 = "less", bit 1 = "equal", bit 2 = "greater" makes the result 1.0 */
static uint32_t set_on(uint32_t a, uint32_t b, vpf_mode m, unsigned rel)
{
    int32_t ka, kb;
    if (m == VPF_VP1) {
        ka = vpf_order_key(a);
        kb = vpf_order_key(b);
    } else {
        if (vpf_isnan(a) || vpf_isnan(b)) return VPF_NAN;
        ka = ieee_key(a);
        kb = ieee_key(b);
    }
    unsigned r = ka < kb ? 1u : ka == kb ? 2u : 4u;
    return (r & rel) ? VPF_ONE : VPF_PZERO;
}

uint32_t vpf_slt(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 1u); }
uint32_t vpf_sle(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 3u); }
uint32_t vpf_seq(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 2u); }
uint32_t vpf_sge(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 6u); }
uint32_t vpf_sgt(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 4u); }
uint32_t vpf_sne(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 5u); }

uint32_t vpf_min(uint32_t a, uint32_t b, vpf_mode m)
{
    if (m == VPF_VP2 && (vpf_isnan(a) || vpf_isnan(b))) return VPF_NAN;
    /* VP1: (a < b) ? a : b in the total order. VP2: same order restricted to
     * non-NaN values, which also makes min(-0,+0) = -0 in either order. */
    return vpf_out(vpf_order_key(a) < vpf_order_key(b) ? a : b);
}

uint32_t vpf_max(uint32_t a, uint32_t b, vpf_mode m)
{
    if (m == VPF_VP2 && (vpf_isnan(a) || vpf_isnan(b))) return VPF_NAN;
    return vpf_out(vpf_order_key(a) >= vpf_order_key(b) ? a : b);
}

/* ---- single-operand ops ---- */

uint32_t vpf_abs(uint32_t a, vpf_mode m)
{
    (void)m;
    return vpf_out(a & 0x7FFFFFFFu);
}

uint32_t vpf_ssg(uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    if (vpf_isnan(a)) return VPF_NAN;
    if (MAG(a) == 0) return VPF_PZERO;
    return (a & VPF_SIGN) ? VPF_MONE : VPF_ONE;
}

uint32_t vpf_flr(uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    uint32_t e = EXP_OF(a);
    if (vpf_isnan(a)) return VPF_NAN;
    if (e >= 150) return a;                       /* integer, or Inf */
    if (e < 127) {                                /* |a| < 1 */
        if (MAG(a) == 0) return a;                /* +-0 keep their sign */
        return (a & VPF_SIGN) ? VPF_MONE : VPF_PZERO;
    }
    uint32_t fmask = (1u << (150 - e)) - 1;       /* fraction bits below 1.0 */
    if (!(a & fmask)) return a;
    uint32_t t = a & ~fmask;                      /* truncated toward zero */
    /* negative: one more unit in the last integer place (carry into the
     * exponent field is the right answer, e.g. -1.5 -> -2.0) */
    return (a & VPF_SIGN) ? t + fmask + 1 : t;
}

uint32_t vpf_frc(uint32_t a, vpf_mode m)
{
    a = vpf_in(a);
    if (vpf_isnan(a) || vpf_isinf(a)) return VPF_NAN;
    if (MAG(a) == 0) return VPF_PZERO;
    return vpf_add(a, vpf_flr(a, m) ^ VPF_SIGN, m);
}

/* the address register holds [-512, 511] */
static int32_t clamp_addr(int64_t v)
{
    return v < -512 ? -512 : v > 511 ? 511 : (int32_t)v;
}

int32_t vpf_arl(uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    int neg = (a & VPF_SIGN) != 0;
    uint32_t e = EXP_OF(a);
    if (e >= 137) return neg ? -512 : 511;        /* |a| >= 1024, Inf, NaN */
    if (e < 127) return (neg && MAG(a)) ? -1 : 0; /* |a| < 1 */
    uint32_t sig = FRAC_OF(a) | 0x00800000u;
    uint32_t sh = 150 - e;
    int64_t ip = (int64_t)(sig >> sh);
    if (neg) ip = (sig & ((1u << sh) - 1)) ? -ip - 1 : -ip;
    return clamp_addr(ip);
}

int32_t vpf_arr(uint32_t a, vpf_mode m)
{
    (void)m;
    a = vpf_in(a);
    int neg = (a & VPF_SIGN) != 0;
    uint32_t e = EXP_OF(a);
    if (e >= 137) return neg ? -512 : 511;
    if (e < 126) return 0;                        /* |a| < 0.5 */
    uint32_t sig = FRAC_OF(a) | 0x00800000u;
    uint32_t sh = 150 - e;                        /* 14..24 */
    uint32_t ip = sig >> sh, rem = sig & ((1u << sh) - 1), half = 1u << (sh - 1);
    if (rem > half || (rem == half && (ip & 1u))) ip++;
    return clamp_addr(neg ? -(int64_t)ip : (int64_t)ip);
}

unsigned vpf_cc(uint32_t v)
{
    v = vpf_in(v);
    if (vpf_isnan(v)) return VPF_CC_UN;
    if (MAG(v) == 0) return VPF_CC_EQ;
    return (v & VPF_SIGN) ? VPF_CC_LT : VPF_CC_GT;
}

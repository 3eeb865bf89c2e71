/*
 * vpfloat: the NV20/NV30 vector unit's arithmetic (vpfloat.h,
 * docs/numerics.md). Integer operations only; no host floating point.
 */
#include "vpfloat.h"

#define EXP_OF(a)  (((a) >> 23) & 0xFFu)
#define FRAC_OF(a) ((a) & 0x007FFFFFu)
#define IONE       0x00800000u

/* A finite result from a sign, a biased exponent and a 24-bit significand
 * with bit 23 set: below the normal range a zero of that sign; above it
 * NV20 saturates to the largest finite value and NV30 gives infinity. */
static uint32_t pack(uint32_t sign, int32_t e, uint32_t sig, int nv20)
{
    if (e <= 0)
        return sign;
    if (e >= 255)
        return sign | (nv20 ? VPF_MAXF : VPF_PINF);
    return sign | (uint32_t)e << 23 | (sig - IONE);
}

uint32_t vpf_mul(uint32_t a, uint32_t b, vpf_mode m)
{
    const uint32_t ea = EXP_OF(a), eb = EXP_OF(b);
    const int zero = ea == 0 || eb == 0; /* a zero or denormal factor */
    if (zero && vpf_zero_wins(m))
        return VPF_PZERO;
    if (vpf_isnan(a) || vpf_isnan(b))
        return VPF_NAN;
    const uint32_t s = (a ^ b) & VPF_SIGN;
    if (ea == 0xFFu || eb == 0xFFu)
        return zero ? VPF_NAN : s | VPF_PINF;
    if (zero)
        return VPF_PZERO; /* an exact zero product is +0 */
    const uint64_t p = (uint64_t)(FRAC_OF(a) | IONE) * (FRAC_OF(b) | IONE); /* [2^46, 2^48) */
    const int top = (p >> 47) != 0;
    return pack(s, (int32_t)ea + (int32_t)eb - 127 + top, (uint32_t)(p >> (23 + top)), vpf_is_nv20(m));
}

/* The adder: every addend aligned to 2 binades above the largest exponent in
 * a 31-bit two's-complement accumulator with 7 bits below the result's
 * significand; the bits an addend loses below it are dropped, the sum is
 * normalised and truncated once. NV20 reads a denormal as its fraction at
 * exponent field 0 (no implicit bit: half its value), NV30 skips it. */
static uint32_t sum_v(const uint32_t *v, unsigned n, int nv20)
{
    int pinf = 0, ninf = 0;
    for (unsigned i = 0; i < n; i++)
        if (vpf_isnan(v[i]))
            return VPF_NAN;
    for (unsigned i = 0; i < n; i++)
        if (vpf_isinf(v[i])) {
            if (v[i] & VPF_SIGN)
                ninf = 1;
            else
                pinf = 1;
        }
    if (pinf && ninf)
        return VPF_NAN;
    if (pinf || ninf)
        return pinf ? VPF_PINF : VPF_NINF;
    int32_t emax = 0;
    for (unsigned i = 0; i < n; i++)
        if ((int32_t)EXP_OF(v[i]) > emax)
            emax = (int32_t)EXP_OF(v[i]);
    const int32_t er = emax + 2;
    int32_t acc = 0;
    for (unsigned i = 0; i < n; i++) {
        const int32_t e = (int32_t)EXP_OF(v[i]);
        if (e == 0 && !nv20)
            continue;
        uint32_t f = FRAC_OF(v[i]) | (e ? IONE : 0);
        const int32_t sh = er - e - 7; /* -5 and up */
        f = sh < 0 ? f << -sh : sh >= 32 ? 0 : f >> sh;
        acc += (v[i] & VPF_SIGN) ? -(int32_t)f : (int32_t)f;
    }
    if (acc == 0)
        return VPF_PZERO;
    const uint32_t s = acc < 0 ? VPF_SIGN : 0;
    uint32_t mag = acc < 0 ? (uint32_t)-acc : (uint32_t)acc; /* below 2^31 */
    int32_t e = er;
    while (!(mag & 0x40000000u)) {
        mag <<= 1;
        e--;
    }
    return pack(s, e, mag >> 7, nv20);
}

uint32_t vpf_sum(const uint32_t *v, unsigned n, vpf_mode m) { return sum_v(v, n, vpf_is_nv20(m)); }

uint32_t vpf_add(uint32_t a, uint32_t b, vpf_mode m)
{
    const uint32_t v[2] = {a, b};
    return sum_v(v, 2, vpf_is_nv20(m));
}

uint32_t vpf_mad(uint32_t a, uint32_t b, uint32_t c, vpf_mode m) { return vpf_add(vpf_mul(a, b, m), c, m); }

uint32_t vpf_dp3(const uint32_t a[4], const uint32_t b[4], vpf_mode m)
{
    const uint32_t p[3] = {vpf_mul(a[0], b[0], m), vpf_mul(a[1], b[1], m), vpf_mul(a[2], b[2], m)};
    return vpf_sum(p, 3, m);
}

uint32_t vpf_dp4(const uint32_t a[4], const uint32_t b[4], vpf_mode m)
{
    const uint32_t p[4] = {vpf_mul(a[0], b[0], m), vpf_mul(a[1], b[1], m), vpf_mul(a[2], b[2], m),
                           vpf_mul(a[3], b[3], m)};
    return vpf_sum(p, 4, m);
}

uint32_t vpf_dph(const uint32_t a[4], const uint32_t b[4], vpf_mode m)
{
    const uint32_t p[4] = {vpf_mul(a[0], b[0], m), vpf_mul(a[1], b[1], m), vpf_mul(a[2], b[2], m),
                           vpf_mul(VPF_ONE, b[3], m)};
    return vpf_sum(p, 4, m);
}

void vpf_dst(const uint32_t a[4], const uint32_t b[4], uint32_t out[4], vpf_mode m)
{
    out[0] = VPF_ONE;
    out[1] = vpf_mul(a[1], b[1], m);
    out[2] = a[2];
    out[3] = b[3];
}

/* The comparator. Zero-wins modes order the raw patterns as sign and
 * magnitude (-0 < +0, NaNs beyond the infinities); NV30's VP2 mode reads
 * denormals and -0 as +0 and calls a NaN unordered. */
enum { CMP_L, CMP_E, CMP_G, CMP_U };

static uint32_t order_key(uint32_t x) { return (x & VPF_SIGN) ? ~x : x | VPF_SIGN; }

static int compare(uint32_t a, uint32_t b, vpf_mode m)
{
    if (!vpf_zero_wins(m)) {
        if (vpf_isnan(a) || vpf_isnan(b))
            return CMP_U;
        if (vpf_iszero(a))
            a = 0;
        if (vpf_iszero(b))
            b = 0;
    }
    if (a == b)
        return CMP_E;
    return order_key(a) < order_key(b) ? CMP_L : CMP_G;
}

/* rel: bit 0 less, bit 1 equal, bit 2 greater */
static uint32_t set_on(uint32_t a, uint32_t b, vpf_mode m, unsigned rel)
{
    static const unsigned bit[3] = {1u, 2u, 4u};
    const int c = compare(a, b, m);
    if (c == CMP_U)
        return VPF_NAN;
    return (rel & bit[c]) ? VPF_ONE : VPF_PZERO;
}

uint32_t vpf_slt(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 1u); }
uint32_t vpf_seq(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 2u); }
uint32_t vpf_sle(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 3u); }
uint32_t vpf_sgt(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 4u); }
uint32_t vpf_sne(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 5u); }
uint32_t vpf_sge(uint32_t a, uint32_t b, vpf_mode m) { return set_on(a, b, m, 6u); }

uint32_t vpf_min(uint32_t a, uint32_t b, vpf_mode m)
{
    const int c = compare(a, b, m);
    return c == CMP_U ? VPF_NAN : c == CMP_L ? a : b;
}

uint32_t vpf_max(uint32_t a, uint32_t b, vpf_mode m)
{
    const int c = compare(a, b, m);
    return c == CMP_U ? VPF_NAN : c == CMP_L ? b : a;
}

uint32_t vpf_abs(uint32_t a, vpf_mode m) { return vpf_max(a, a ^ VPF_SIGN, m); }

uint32_t vpf_ssg(uint32_t a, vpf_mode m)
{
    switch (compare(a, VPF_PZERO, m)) {
    case CMP_L: return VPF_MONE;
    case CMP_E: return VPF_PZERO;
    case CMP_G: return VPF_ONE;
    default: return VPF_NAN;
    }
}

uint32_t vpf_flr(uint32_t a, vpf_mode m)
{
    (void)m;
    uint32_t e = EXP_OF(a);
    const uint32_t s = a & VPF_SIGN;
    if (e == 0)
        return VPF_PZERO;
    if (vpf_isnan(a))
        return VPF_NAN;
    if (e >= 150) /* integral already, infinities too */
        return a;
    if (e < 127)
        return s ? VPF_MONE : VPF_PZERO;
    const uint32_t sh = 150 - e; /* 1..23 fraction bits */
    uint32_t sig = FRAC_OF(a) | IONE;
    const uint32_t low = sig & ((1u << sh) - 1u);
    sig -= low;
    if (s && low) { /* toward minus infinity: the magnitude rounds up */
        sig += 1u << sh;
        if (sig == 2u * IONE) {
            sig = IONE;
            e++;
        }
    }
    return s | e << 23 | (sig - IONE);
}

uint32_t vpf_frc(uint32_t a, vpf_mode m)
{
    (void)m; /* an NV30 (VP2) instruction: NV30's adder */
    const uint32_t v[2] = {a, vpf_flr(a, m) ^ VPF_SIGN};
    return sum_v(v, 2, 0);
}

/* the address register holds [-512, 511] */
static int32_t clamp_addr(int64_t v) { return v < -512 ? -512 : v > 511 ? 511 : (int32_t)v; }

int32_t vpf_arl(uint32_t a, vpf_mode m)
{
    (void)m;
    const int neg = (a & VPF_SIGN) != 0;
    const uint32_t e = EXP_OF(a);
    if (e >= 137)
        return neg ? -512 : 511; /* |a| >= 1024, Inf, NaN */
    if (e < 127)
        return (neg && e) ? -1 : 0; /* |a| < 1; zero and denormals read as 0 */
    const uint32_t sig = FRAC_OF(a) | IONE;
    const uint32_t sh = 150 - e;
    int64_t ip = (int64_t)(sig >> sh);
    if (neg)
        ip = (sig & ((1u << sh) - 1)) ? -ip - 1 : -ip;
    return clamp_addr(ip);
}

int32_t vpf_arr(uint32_t a, vpf_mode m)
{
    (void)m;
    const int neg = (a & VPF_SIGN) != 0;
    const uint32_t e = EXP_OF(a);
    if (e >= 137)
        return neg ? -512 : 511;
    if (e < 126)
        return 0; /* |a| < 0.5 */
    const uint32_t sig = FRAC_OF(a) | IONE;
    const uint32_t sh = 150 - e; /* 14..24 */
    uint32_t ip = sig >> sh;
    const uint32_t rem = sig & ((1u << sh) - 1), half = 1u << (sh - 1);
    if (rem > half || (rem == half && (ip & 1u)))
        ip++;
    return clamp_addr(neg ? -(int64_t)ip : (int64_t)ip);
}

unsigned vpf_cc(uint32_t v)
{
    if (vpf_isnan(v))
        return VPF_CC_UN;
    if (vpf_iszero(v))
        return VPF_CC_EQ;
    return (v & VPF_SIGN) ? VPF_CC_LT : VPF_CC_GT;
}

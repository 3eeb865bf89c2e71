/*
 * vpfloat: the vector unit's floating-point arithmetic, bit exact.
 *
 * Every value is an IEEE binary32 bit pattern. Adds and multiplies round
 * toward zero, denormal operands read as zero (sign kept), denormal results
 * flush to zero, every NaN written is VPF_NAN. Two rule sets: VPF_VP1
 * (NV_vertex_program 2.14.1.11: 0*anything = +0, total order in
 * comparisons) and VPF_VP2 (the special-case lists of NV_vertex_program2).
 * The contract is docs/numerics.md; this library implements exactly it.
 * All functions are pure and accept every bit pattern.
 */
#ifndef VP_VPFLOAT_H
#define VP_VPFLOAT_H

#include <stdint.h>
#include <string.h>

typedef enum { VPF_VP1 = 0, VPF_VP2 = 1 } vpf_mode;

#define VPF_NAN      0x7FC00000u /* the one NaN the engine writes */
#define VPF_ONE      0x3F800000u
#define VPF_MONE     0xBF800000u
#define VPF_PZERO    0x00000000u
#define VPF_NZERO    0x80000000u
#define VPF_PINF     0x7F800000u
#define VPF_NINF     0xFF800000u
#define VPF_MAXF     0x7F7FFFFFu /* largest finite: round-toward-zero overflow */
#define VPF_SIGN     0x80000000u

/* condition codes returned by vpf_cc */
enum { VPF_CC_EQ = 0, VPF_CC_LT = 1, VPF_CC_GT = 2, VPF_CC_UN = 3 };

/* classification helpers (on raw patterns) */
static inline int vpf_isnan(uint32_t a) { return (a & 0x7FFFFFFFu) > 0x7F800000u; }
static inline int vpf_isinf(uint32_t a) { return (a & 0x7FFFFFFFu) == 0x7F800000u; }
/* zero after the operand read (denormals count as zero) */
static inline int vpf_iszero(uint32_t a) { return (a & 0x7F800000u) == 0; }

/* What an operand read does: a denormal becomes the zero of its sign. */
static inline uint32_t vpf_in(uint32_t a) { return (a & 0x7F800000u) ? a : (a & VPF_SIGN); }

/* a result as written: NaN canonical, denormal flushed (sign kept) */
static inline uint32_t vpf_out(uint32_t a) { return vpf_isnan(a) ? VPF_NAN : vpf_in(a); }

/* ADD and MUL: an inline fast path for two normal operands and a normal
 * result (the common case in a model's inner loop); everything else goes to
 * the full out-of-line implementation, which is the definition and gives
 * the same bits. The fast path forms the exact product, or the exact sum of
 * operands at most 28 binades apart, in host double precision (24x24-bit
 * products and such sums fit in 53 bits, so no rounding happens: the host's
 * rounding, flush and exception modes play no part), then truncates it to
 * binary32 with integer operations: round toward zero. Zero (and
 * denormal) operands of finite values and exact cancellation are answered
 * inline too, as the full implementation answers them. */
uint32_t vpf_add_full(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_mul_full(uint32_t a, uint32_t b, vpf_mode m);

/* An exact nonzero double to binary32 rounded toward zero, or 0 when the
 * result is not a normal binary32 (zero, below 2^-126, or 2^128 and up). */
inline uint32_t vpf_trunc_exact(double x)
{
    uint64_t d;
    memcpy(&d, &x, sizeof d);
    const uint64_t f = ((d & 0x7FFFFFFFFFFFFFFFull) >> 29) - ((uint64_t)(1023 - 127) << 23);
    if (f - 0x00800000u < 0x7F000000u) /* biased exponent 1..254 */
        return ((uint32_t)(d >> 32) & VPF_SIGN) | (uint32_t)f;
    return 0;
}

inline double vpf_to_double(uint32_t a)
{
    float f;
    memcpy(&f, &a, sizeof f);
    return (double)f;
}

inline uint32_t vpf_mul(uint32_t a, uint32_t b, vpf_mode m)
{
    const uint32_t ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu;
    if (ea - 1u < 254u && eb - 1u < 254u) {
        const uint32_t r = vpf_trunc_exact(vpf_to_double(a) * vpf_to_double(b));
        if (r)
            return r;
    } else if ((ea == 0 && eb != 0xFFu) || (eb == 0 && ea != 0xFFu)) { /* zero (or denormal) times finite */
        return m == VPF_VP1 ? VPF_PZERO : (a ^ b) & VPF_SIGN;
    }
    return vpf_mul_full(a, b, m);
}

inline unsigned vpf_clz64(uint64_t x) /* leading zeros, x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_clzll(x);
#else
    unsigned n = 0;
    while (!(x & 0x8000000000000000ull)) { x <<= 1; n++; }
    return n;
#endif
}

inline uint32_t vpf_add(uint32_t a, uint32_t b, vpf_mode m)
{
    const uint32_t ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu;
    if (ea - 1u < 254u && eb - 1u < 254u) {
        if (ea - eb + 28u <= 56u) {
            const double s = vpf_to_double(a) + vpf_to_double(b);
            const uint32_t r = vpf_trunc_exact(s);
            if (r)
                return r;
            if (s == 0.0)
                return VPF_PZERO; /* exact cancellation */
        }
    } else if (ea == 0 && eb != 0xFFu) { /* zero (or denormal) plus finite */
        return eb ? b : a & b & VPF_SIGN;
    } else if (eb == 0 && ea != 0xFFu) {
        return a;
    }
    return vpf_add_full(a, b, m);
}

/* (a*b) rounded, then +c rounded */
inline uint32_t vpf_mad(uint32_t a, uint32_t b, uint32_t c, vpf_mode m) { return vpf_add(vpf_mul(a, b, m), c, m); }
uint32_t vpf_dp3(const uint32_t a[4], const uint32_t b[4], vpf_mode m);
uint32_t vpf_dp4(const uint32_t a[4], const uint32_t b[4], vpf_mode m);
uint32_t vpf_dph(const uint32_t a[4], const uint32_t b[4], vpf_mode m);
void     vpf_dst(const uint32_t a[4], const uint32_t b[4], uint32_t out[4], vpf_mode m);

uint32_t vpf_min(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_max(uint32_t a, uint32_t b, vpf_mode m);

/* Set-on instructions: 1.0 or +0.0; VP2 gives NaN if an operand is NaN. */
uint32_t vpf_slt(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sge(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_seq(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sgt(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sle(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sne(uint32_t a, uint32_t b, vpf_mode m);

uint32_t vpf_ssg(uint32_t a, vpf_mode m);
uint32_t vpf_flr(uint32_t a, vpf_mode m);
uint32_t vpf_frc(uint32_t a, vpf_mode m);
uint32_t vpf_abs(uint32_t a, vpf_mode m);

/* Address register loads: floor / round-half-even, clamped to [-512, 511];
 * NaN and Inf clamp by their sign bit. */
int32_t  vpf_arl(uint32_t a, vpf_mode m);
int32_t  vpf_arr(uint32_t a, vpf_mode m);

/* Condition code of a written value: VPF_CC_EQ (+-0), _LT, _GT, _UN (NaN). */
unsigned vpf_cc(uint32_t v);

/* VP1 total-order key: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN. */
int32_t  vpf_order_key(uint32_t a);

#endif

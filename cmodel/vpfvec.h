/*
 * vpfvec: the ADD/MUL fast paths of vpfloat.h four lanes at a time, for
 * the model's block execution (vpm_run_batch), where the four lanes are
 * four vertices. Internal to libvp (vpmodel.c) and its tests.
 *
 * vpf_mul4/vpf_add4 answer the cases the scalar fast paths answer inline
 * - two normal operands (for ADD at most 28 binades apart) and a normal
 * result, exact cancellation, a zero (or denormal) operand with a finite
 * one - and clear the lane in *ok everywhere else; a lane left set in ok
 * holds exactly vpf_mul(a, b, m) / vpf_add(a, b, m), a cleared lane an
 * unspecified value that the caller must recompute with the scalar
 * functions. Same method as the
 * scalar fast paths (docs/numerics.md section 6): the exact product or sum
 * in host double precision, so no rounding happens; the truncation to
 * binary32 clears the 29 low significand bits and converts the now exactly
 * representable value, so the host's rounding, flush and exception modes
 * play no part (lanes outside the common case are replaced by 1.0 before
 * any host floating-point operation, so no operation sees a NaN, a
 * denormal, an overflow or an inexact result).
 *
 * GCC/Clang vector extensions, portable over targets (SSE2 on x86-64, NEON
 * on AArch64); other compilers get VPF_VEC 0 and the model uses the scalar
 * functions.
 */
#ifndef VP_VPFVEC_H
#define VP_VPFVEC_H

#include <stdint.h>
#include <string.h>

#include "vpfloat.h"

#if (defined(__GNUC__) || defined(__clang__)) && !defined(VPF_NO_VECTOR)
#define VPF_VEC 1

/* always inlined: the kernels run inside the model's loops */
#define VPF_VINLINE static inline __attribute__((always_inline))

typedef uint32_t vpf_u4 __attribute__((vector_size(16)));
typedef int32_t vpf_i4 __attribute__((vector_size(16)));
typedef float vpf_f4 __attribute__((vector_size(16)));
typedef double vpf_d2 __attribute__((vector_size(16)));
typedef double vpf_d4 __attribute__((vector_size(32))); /* locals only: as an argument its ABI depends on AVX */

VPF_VINLINE vpf_u4 vpf_load4(const uint32_t *p)
{
    vpf_u4 x;
    memcpy(&x, p, sizeof x);
    return x;
}

VPF_VINLINE void vpf_store4(uint32_t *p, vpf_u4 x) { memcpy(p, &x, sizeof x); }

VPF_VINLINE vpf_u4 vpf_splat4(uint32_t x) { return (vpf_u4){x, x, x, x}; }

/* rows to columns: x[k][i] becomes x[i][k] */
VPF_VINLINE void vpf_transpose4(vpf_u4 x[4])
{
    const vpf_u4 t0 = __builtin_shufflevector(x[0], x[1], 0, 4, 1, 5), t1 = __builtin_shufflevector(x[2], x[3], 0, 4, 1, 5);
    const vpf_u4 t2 = __builtin_shufflevector(x[0], x[1], 2, 6, 3, 7), t3 = __builtin_shufflevector(x[2], x[3], 2, 6, 3, 7);
    x[0] = __builtin_shufflevector(t0, t1, 0, 1, 4, 5);
    x[1] = __builtin_shufflevector(t0, t1, 2, 3, 6, 7);
    x[2] = __builtin_shufflevector(t2, t3, 0, 1, 4, 5);
    x[3] = __builtin_shufflevector(t2, t3, 2, 3, 6, 7);
}

/* ok lanes are 0 or -1: all of them -1 */
VPF_VINLINE int vpf_all4(vpf_i4 ok)
{
    uint64_t q[2];
    memcpy(q, &ok, sizeof q);
    return (q[0] & q[1]) == ~0ull;
}

/* -1 where x < c as unsigned numbers, else 0 */
VPF_VINLINE vpf_i4 vpf_ult4(vpf_u4 x, uint32_t c)
{
    return (vpf_i4)(x ^ VPF_SIGN) < (int32_t)(c ^ VPF_SIGN);
}

/* -1 in the lanes holding a normal number (biased exponent 1..254), else 0:
 * exponent + 1 is 2..255 (255 + 1 wraps to 0 in the field) */
VPF_VINLINE vpf_i4 vpf_normal4(vpf_u4 a)
{
    return (vpf_i4)((a + 0x00800000u) & 0x7F800000u) > 0x00800000;
}

/* the lanes of in as doubles, other lanes 1.0 (no host operation ever
 * sees a NaN or a denormal) */
VPF_VINLINE void vpf_widen4(vpf_d2 x[2], vpf_u4 a, vpf_i4 in)
{
    const vpf_f4 s = (vpf_f4)((a & (vpf_u4)in) | (vpf_splat4(VPF_ONE) & ~(vpf_u4)in));
    const vpf_d4 t = __builtin_convertvector(s, vpf_d4);
    x[0] = __builtin_shufflevector(t, t, 0, 1);
    x[1] = __builtin_shufflevector(t, t, 2, 3);
}

/* x exact: truncated to binary32, and in *good -1 where that is a normal
 * number (2^-126 <= |x| < 2^128: biased double exponent 897..1150), *zero
 * -1 where x is 0. Integer operations on the two 32-bit words of each
 * double: sign | ((exponent and significand >> 29) - (1023 - 127) << 23). */
VPF_VINLINE vpf_u4 vpf_trunc4(const vpf_d2 x[2], vpf_i4 *good, vpf_i4 *zero)
{
    const vpf_u4 w0 = (vpf_u4)x[0], w1 = (vpf_u4)x[1];
    const vpf_u4 lo = __builtin_shufflevector(w0, w1, 0, 2, 4, 6), hi = __builtin_shufflevector(w0, w1, 1, 3, 5, 7);
    *good = vpf_ult4(((hi >> 20) & 0x7FFu) - 897u, 254u);
    *zero = ((hi << 1) | lo) == 0u;
    return (((hi << 3) | (lo >> 29)) - ((uint32_t)(1023 - 127) << 23)) | (hi & VPF_SIGN);
}

/* vpf_mul: two normal operands with a normal product, and a zero (or
 * denormal) times a finite value, which gives +0 in VP1 and the zero of
 * the sign product in VP2 */
VPF_VINLINE vpf_u4 vpf_mul4(vpf_u4 a, vpf_u4 b, vpf_mode m, vpf_i4 *ok)
{
    const vpf_u4 ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu;
    const vpf_i4 in = vpf_normal4(a) & vpf_normal4(b);
    const vpf_i4 z = ((ea == 0u) & (eb != 0xFFu)) | ((eb == 0u) & (ea != 0xFFu));
    vpf_d2 x[2], y[2];
    vpf_widen4(x, a, in);
    vpf_widen4(y, b, in);
    x[0] *= y[0];
    x[1] *= y[1];
    vpf_i4 good, zero;
    const vpf_u4 r = vpf_trunc4(x, &good, &zero);
    *ok &= (in & good) | z;
    const vpf_u4 zr = m == VPF_VP1 ? vpf_splat4(VPF_PZERO) : (a ^ b) & VPF_SIGN;
    return (r & ~(vpf_u4)z) | (zr & (vpf_u4)z);
}

/* vpf_add: two normal operands at most 28 binades apart (the exact sum has
 * at most 53 bits) with a normal sum or an exact cancellation (+0), and a
 * zero (or denormal) plus a finite value */
VPF_VINLINE vpf_u4 vpf_add4(vpf_u4 a, vpf_u4 b, vpf_i4 *ok)
{
    const vpf_u4 ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu;
    const vpf_i4 in = vpf_normal4(a) & vpf_normal4(b) & vpf_ult4(ea - eb + 28u, 57u);
    const vpf_i4 za = (ea == 0u) & (eb != 0xFFu);               /* 0 + finite: b, or 0 + 0: a & b & sign */
    const vpf_i4 zb = (eb == 0u) & (ea != 0xFFu) & ~za;         /* finite + 0: a */
    vpf_d2 x[2], y[2];
    vpf_widen4(x, a, in);
    vpf_widen4(y, b, in);
    x[0] += y[0];
    x[1] += y[1];
    vpf_i4 good, zero;
    vpf_u4 r = vpf_trunc4(x, &good, &zero);
    *ok &= (in & (good | zero)) | za | zb;
    r &= ~(vpf_u4)(in & zero); /* exact cancellation: +0 */
    const vpf_u4 zr = ((vpf_u4)(eb != 0u) & b) | ((vpf_u4)(eb == 0u) & (a & b & VPF_SIGN));
    return (r & ~(vpf_u4)(za | zb)) | (zr & (vpf_u4)za) | (a & (vpf_u4)zb);
}

#else
#define VPF_VEC 0
#endif

#endif

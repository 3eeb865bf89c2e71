/*
 * vpfloat: the vector unit's arithmetic as NVIDIA's NV20 (GeForce3,
 * GeForce4 Ti, Xbox NV2A) and NV30 (GeForce FX) vertex units compute it,
 * bit for bit.
 *
 * Every value is an IEEE binary32 bit pattern; every function is pure and
 * total (it accepts all 2^32 patterns of each operand). The rules follow
 * envytools' hardware-checked model of the chips' vertex unit (nvhw/xf.c,
 * nvhw/fp.c; docs/numerics.md states each one and cites it):
 *   - products are truncated; a zero product is +0; NV20 saturates an
 *     overflow to the largest finite value, NV30 gives infinity;
 *   - sums (ADD, MAD's add, DP3/DP4/DPH) align every addend to one
 *     fixed-point accumulator, drop the bits that fall below it, and
 *     truncate once;
 *   - the zero-wins rule (NV20, and NV30 running VP1.x programs): a zero or
 *     denormal factor gives +0 whatever the other factor, and comparisons
 *     order the raw patterns; NV30 running VP2.0 programs has neither;
 *   - every NaN the unit creates is 0x7FFFFFFF.
 * The special-function unit's operations are in sfu.h; vparith.h is the
 * one header an emulator needs for both.
 */
#ifndef VP_VPFLOAT_H
#define VP_VPFLOAT_H

#include <stdint.h>

/* The numeric mode of one instruction: the chip and, on NV30, whether the
 * program is a VP2.0 program (which runs without the zero-wins rule). */
typedef enum {
    VPF_NV20 = 0,     /* NV20: VP1.0, VP1.1, VSP1.0 */
    VPF_NV30_VP1 = 1, /* NV30 running VP1.0, VP1.1, VSP1.0: zero-wins */
    VPF_NV30_VP2 = 2  /* NV30 running VP2.0: no zero-wins */
} vpf_mode;

/* The chip generation a model or an engine emulates. */
typedef enum { VPF_GPU_NV20 = 20, VPF_GPU_NV30 = 30 } vpf_gpu;

#define VPF_NAN   0x7FFFFFFFu /* the one NaN the hardware writes */
#define VPF_ONE   0x3F800000u
#define VPF_MONE  0xBF800000u
#define VPF_PZERO 0x00000000u
#define VPF_NZERO 0x80000000u
#define VPF_PINF  0x7F800000u
#define VPF_NINF  0xFF800000u
#define VPF_MAXF  0x7F7FFFFFu /* largest finite: NV20's overflow */
#define VPF_SIGN  0x80000000u

/* condition codes returned by vpf_cc */
enum { VPF_CC_EQ = 0, VPF_CC_LT = 1, VPF_CC_GT = 2, VPF_CC_UN = 3 };

/* the mode of a program: vp2 is nonzero for !!VP2.0 (refused on NV20) */
static inline vpf_mode vpf_mode_of(vpf_gpu g, int vp2)
{
    return g == VPF_GPU_NV20 ? VPF_NV20 : vp2 ? VPF_NV30_VP2 : VPF_NV30_VP1;
}
static inline int vpf_zero_wins(vpf_mode m) { return m != VPF_NV30_VP2; }
static inline int vpf_is_nv20(vpf_mode m) { return m == VPF_NV20; }

/* classification of raw patterns */
static inline int vpf_isnan(uint32_t a) { return (a & 0x7FFFFFFFu) > 0x7F800000u; }
static inline int vpf_isinf(uint32_t a) { return (a & 0x7FFFFFFFu) == 0x7F800000u; }
/* zero or denormal: what the multiplier and the special functions read as 0 */
static inline int vpf_iszero(uint32_t a) { return (a & 0x7F800000u) == 0; }

/* MUL: the truncated product */
uint32_t vpf_mul(uint32_t a, uint32_t b, vpf_mode m);
/* ADD: the two-addend sum (SUB is vpf_add(a, b ^ VPF_SIGN, m)) */
uint32_t vpf_add(uint32_t a, uint32_t b, vpf_mode m);
/* the unit's adder: n (1..4) addends, one alignment, one truncation */
uint32_t vpf_sum(const uint32_t *v, unsigned n, vpf_mode m);
/* MAD: not fused; the truncated product enters the adder */
uint32_t vpf_mad(uint32_t a, uint32_t b, uint32_t c, vpf_mode m);
/* DP3, DP4: one sum of the truncated products; DPH: the fourth addend is
 * 1.0 * b.w through the multiplier */
uint32_t vpf_dp3(const uint32_t a[4], const uint32_t b[4], vpf_mode m);
uint32_t vpf_dp4(const uint32_t a[4], const uint32_t b[4], vpf_mode m);
uint32_t vpf_dph(const uint32_t a[4], const uint32_t b[4], vpf_mode m);
/* DST: (1.0, a.y * b.y, a.z, b.w), z and w unchanged */
void     vpf_dst(const uint32_t a[4], const uint32_t b[4], uint32_t out[4], vpf_mode m);

/* MIN returns b when the two compare equal, MAX a; the operand's bits */
uint32_t vpf_min(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_max(uint32_t a, uint32_t b, vpf_mode m);

/* Set-on instructions: 1.0 or +0; NaN when unordered (VP2 only). */
uint32_t vpf_slt(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sge(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_seq(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sgt(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sle(uint32_t a, uint32_t b, vpf_mode m);
uint32_t vpf_sne(uint32_t a, uint32_t b, vpf_mode m);

uint32_t vpf_ssg(uint32_t a, vpf_mode m);
uint32_t vpf_flr(uint32_t a, vpf_mode m);
/* FRC: a - FLR(a) through NV30's adder */
uint32_t vpf_frc(uint32_t a, vpf_mode m);
/* ABS: MAX(a, -a) with the mode's comparison */
uint32_t vpf_abs(uint32_t a, vpf_mode m);

/* Address register loads: floor / round-half-even, clamped to [-512, 511];
 * NaN and Inf clamp by their sign bit; a denormal reads as zero. */
int32_t  vpf_arl(uint32_t a, vpf_mode m);
int32_t  vpf_arr(uint32_t a, vpf_mode m);

/* Condition code of a written value: VPF_CC_EQ (zero or denormal), _LT,
 * _GT, _UN (NaN). */
unsigned vpf_cc(uint32_t v);

#endif

/*
 * vpfvec: four-lane vectors of 32-bit words for the model's block
 * execution (vpm_run_batch), where the four lanes are four vertices: loads,
 * stores, splats and 4x4 transposes (data movement only; the arithmetic is
 * vpfloat.h's, one lane at a time). Internal to libvp (vpbatch.c).
 *
 * GCC/Clang vector extensions, portable over targets (SSE2 on x86-64, NEON
 * on AArch64); other compilers get VPF_VEC 0 and the model copies words.
 */
#ifndef VP_VPFVEC_H
#define VP_VPFVEC_H

#include <stdint.h>
#include <string.h>

#if (defined(__GNUC__) || defined(__clang__)) && !defined(VPF_NO_VECTOR)
#define VPF_VEC 1

/* always inlined: the kernels run inside the model's loops */
#define VPF_VINLINE static inline __attribute__((always_inline))

typedef uint32_t vpf_u4 __attribute__((vector_size(16)));

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

#else
#define VPF_VEC 0
#endif

#endif

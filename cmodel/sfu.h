/*
 * sfu: the special-function unit (RCP, RCC, RSQ, EX2, LG2, SIN, COS, EXP,
 * LOG, LIT), bit exact, integer/fixed-point only (docs/numerics.md
 * section 3). Operands and results are binary32 bit patterns; denormal
 * operands read as zero; every NaN written is VPF_NAN.
 *
 * The sfu_*_t variants take the tables explicitly (tests corrupt a copy to
 * prove the checkers catch errors; the RTL testbench can load the same
 * tables); the plain names use the generated tables in sfu_tables.h.
 */
#ifndef VP_SFU_H
#define VP_SFU_H

#include <stdint.h>

#include "vpfloat.h"

typedef struct {
    const uint16_t *rcp_seed; /* SFU_RCP_SEED_N */
    const uint16_t *rsq_seed; /* SFU_RSQ_SEED_N */
    const uint64_t *ex2;      /* SFU_EX2_N, Q2.62 */
    const uint16_t *lg2_r;    /* SFU_LG2_N */
    const int64_t  *lg2_l;    /* SFU_LG2_N, signed Q2.62 */
    const uint64_t *sin;      /* SFU_SIN_N, Q2.62 */
} sfu_tables;

const sfu_tables *sfu_default_tables(void);

uint32_t sfu_rcp(uint32_t a, vpf_mode m);
uint32_t sfu_rcc(uint32_t a, vpf_mode m);
uint32_t sfu_rsq(uint32_t a, vpf_mode m);
uint32_t sfu_ex2(uint32_t a, vpf_mode m);
uint32_t sfu_lg2(uint32_t a, vpf_mode m);
uint32_t sfu_sin(uint32_t a, vpf_mode m);
uint32_t sfu_cos(uint32_t a, vpf_mode m);
void     sfu_exp(uint32_t a, uint32_t out[4], vpf_mode m); /* x=2^floor, y=frac, z=2^a, w=1 */
void     sfu_log(uint32_t a, uint32_t out[4], vpf_mode m); /* x=exponent, y=mantissa, z=log2|a|, w=1 */
void     sfu_lit(const uint32_t a[4], uint32_t out[4], vpf_mode m);
/* LIT's power operand w' log2(y') (the clamped w and y), whatever z is: the
   word the RTL's first LIT pass leaves for its second (docs/architecture.md 3.2) */
uint32_t sfu_lit_power(const uint32_t a[4], vpf_mode m);

uint32_t sfu_rcp_t(const sfu_tables *t, uint32_t a, vpf_mode m);
uint32_t sfu_rcc_t(const sfu_tables *t, uint32_t a, vpf_mode m);
uint32_t sfu_rsq_t(const sfu_tables *t, uint32_t a, vpf_mode m);
uint32_t sfu_ex2_t(const sfu_tables *t, uint32_t a, vpf_mode m);
uint32_t sfu_lg2_t(const sfu_tables *t, uint32_t a, vpf_mode m);
uint32_t sfu_sin_t(const sfu_tables *t, uint32_t a, vpf_mode m);
uint32_t sfu_cos_t(const sfu_tables *t, uint32_t a, vpf_mode m);

/* Internals exposed for tests and the RTL bring-up: the exact integer
 * results the corrected Newton-Raphson datapaths must produce.
 * sfu_rcp_mant(M): floor(2^48 / M) for M in (2^23, 2^24).
 * sfu_rsq_mant(M2): largest T with T*T*M2 <= 2^73, M2 in (2^23, 2^25). */
uint32_t sfu_rcp_mant(const sfu_tables *t, uint32_t M);
uint32_t sfu_rsq_mant(const sfu_tables *t, uint32_t M2);

#endif

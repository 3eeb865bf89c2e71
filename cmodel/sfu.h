/*
 * sfu: the special-function unit's operations as NVIDIA's NV20 and NV30
 * vertex units compute them, bit for bit (docs/numerics.md): RCP and RSQ
 * from seed tables and two fixed-point Newton-Raphson steps, EXP, LOG and
 * LIT from 32-entry linear tables, EX2, LG2, SIN and COS from 65-entry
 * quadratic tables (the tables: sfu_tables.h, written by tools/sfugen.c).
 * Operands and results are binary32 bit patterns; every function is pure
 * and total; every NaN created is VPF_NAN (0x7FFFFFFF).
 */
#ifndef VP_SFU_H
#define VP_SFU_H

#include <stdint.h>

#include "vpfloat.h"

uint32_t sfu_rcp(uint32_t a, vpf_mode m);
uint32_t sfu_rcc(uint32_t a, vpf_mode m);
uint32_t sfu_rsq(uint32_t a, vpf_mode m);
/* NV30 (VP2.0) only; the mode plays no part */
uint32_t sfu_ex2(uint32_t a, vpf_mode m);
uint32_t sfu_lg2(uint32_t a, vpf_mode m);
uint32_t sfu_sin(uint32_t a, vpf_mode m);
uint32_t sfu_cos(uint32_t a, vpf_mode m);
/* EXP: x = 2^floor(a), y = a - floor(a), z = 2^a (about 12 bits), w = 1 */
void     sfu_exp(uint32_t a, uint32_t out[4], vpf_mode m);
/* LOG: x = exponent, y = mantissa, z = log2|a| (about 12 bits), w = 1 */
void     sfu_log(uint32_t a, uint32_t out[4], vpf_mode m);
/* LIT of the source vector (x, y, -, w) */
void     sfu_lit(const uint32_t a[4], uint32_t out[4], vpf_mode m);

#endif

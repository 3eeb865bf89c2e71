/*
 * ucdep: the register lanes an instruction reads and writes, for the
 * assembler's pairer (vppair.h) and for whoever must order the halves of
 * a paired word (tgsi_emit).
 *
 * A set holds one bit per lane of: R0-R15, o[0..20], the condition code,
 * A0 and A1, and c[0..95] (the parameters a state program can write).
 * Over-approximated where exactness would not pay: a relative c[] read
 * reads every c[0..95] lane and the address register lane it names, a
 * CC-masked write counts as writing its whole write mask, LIT, DST, DP4,
 * DPH's second source and the scalar operations read every lane their
 * swizzle names, DP3 and DPH's first source the lanes x, y, z name;
 * operations that compute lane i from lane i (MOV, ADD, MUL, MAD, MIN,
 * MAX, the set-on ops, FLR, FRC, ABS, SSG, SUB, ARL, ARR) read only the
 * swizzle's components of the lanes they write. v[] and the
 * position-invariant matrix are never written by a program, so they are
 * not in the sets. BRA/CAL/RET read the CC lanes of their mask and are
 * otherwise barriers the caller handles.
 */
#ifndef VP_UCDEP_H
#define VP_UCDEP_H

#include <stdbool.h>
#include <stdint.h>

#include "ucode.h"

#define UCD_U64 9 /* 16*4 + 21*4 + 4 + 8 + 96*4 = 544 bits */

typedef struct {
    uint64_t b[UCD_U64];
} ucd_set;

/* What one word reads and writes (a paired word: both halves). */
void ucd_effects(const uc_insn *in, ucd_set *rd, ucd_set *wr);
/* a and b share a lane. */
bool ucd_meet(const ucd_set *a, const ucd_set *b);
/* acc |= x */
void ucd_add(ucd_set *acc, const ucd_set *x);
/* Two instructions in either order give the same state: neither reads a
 * lane the other writes, and no lane is written by both. */
bool ucd_independent(const ucd_set *rda, const ucd_set *wra, const ucd_set *rdb, const ucd_set *wrb);

#endif

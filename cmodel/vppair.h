/*
 * vppair: two instructions into one word (co-issue: the vector unit and
 * the special-function unit in the same clock; docs/assembler.md
 * "Pairing", docs/microcode.md).
 *
 * vpp_fits says whether two instructions fit one word at all (the word's
 * shape); vpp_pair_block is the assembler's automatic pairer for one basic
 * block: it pairs only instructions whose paired result is exactly that
 * of running them one after the other, and moves an instruction within
 * the block only across instructions it is independent of (ucdep.h).
 */
#ifndef VP_VPPAIR_H
#define VP_VPPAIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ucode.h"

/* Which half an unpaired instruction can be: the vector half (a VOP other
 * than ARA with at most two sources), the special-function half (an
 * arithmetic SOP without CC mask or update that writes R or o[]), or
 * neither. */
typedef enum { VPP_NONE = 0, VPP_VECTOR, VPP_SPECIAL } vpp_kind;
vpp_kind vpp_kind_of(const uc_insn *in);

/*
 * Do a and b (unpaired instructions, either order) fit one word: one of
 * each kind, one v[] and one c[] between them, no lane of one register
 * file written by both? On true *word (may be NULL) is the paired word
 * (uc_check accepts it). On false the reason goes to why. Nothing is said
 * about dependences: in the word both read the registers as they were
 * before it.
 */
bool vpp_fits(const uc_insn *a, const uc_insn *b, uc_insn *word, char *why, size_t sz);

/* One word of a block: an instruction, or a pair; `first`/`second` are the
 * caller's numbers of its instructions (second = VPP_SINGLE when single),
 * kept through the pairing so the caller can map them to source lines. */
#define VPP_SINGLE 0xFFFFu
typedef struct {
    uc_insn w;
    uint16_t first, second;
} vpp_item;

/*
 * Pairs the n items of one basic block (straight-line code: no label
 * inside, no BRA/CAL/RET) in place and returns the new number of items.
 * Items that are pairs already stay as they are. Two passes:
 *  1. adjacent items X, Y that fit one word and are independent (neither
 *     reads a lane the other writes; no lane written by both) become one;
 *  2. for each item X that is still single, in order, the first later
 *     single Y (at most VPP_WINDOW items on) that fits and is independent
 *     of X becomes X's partner when Y can move up to X (Y independent of
 *     every item between) or else X can move down to Y (X independent of
 *     every item between); the word stands where the one that did not
 *     move stood.
 * Linear in the block's length (VPP_WINDOW steps an item). The word of a
 * pair has the vector half's `first`.
 */
#define VPP_WINDOW 32
unsigned vpp_pair_block(vpp_item *items, unsigned n);

#endif

/*
 * vpdis: disassembler from microcode (ucode.h) back to canonical program
 * text (!!VP1.0, !!VP1.1, !!VP2.0, !!VSP1.0).
 *
 * The text is "canonical": one fixed spelling per word, chosen so that
 * assembling the text with vpasm reproduces the program image exactly
 * (every word, the entry point, the count and the position-invariant
 * flag). docs/vpdis.md describes the form. Only programs that pass
 * uc_check_program and that some program text can produce are printed;
 * anything else is refused with a reason, never printed half-way.
 *
 * The library never prints diagnostics itself: errors come back as text.
 */
#ifndef VP_VPDIS_H
#define VP_VPDIS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ucode.h"

/* Flags of vpdis_program_ex / vpdis_program_text. */
#define VPDIS_WORDS 0x1u /* comment every instruction with its address and hex word */

/* Big enough for any word through vpdis_insn (longest real one, a pair, is < 130). */
#define VPDIS_INSN_MAX 160

/* Name of the label vpdis prints for branch target TARGET_EXIT. */
#define VPDIS_EXIT_LABEL "Lexit"

/*
 * Is p printable? 0 when it is, -1 (reason in err) when it fails
 * uc_check_program or no program text can produce it (for example an
 * entry point other than 0 outside VP2, or a branch into the middle of the
 * position-invariant block).
 */
int vpdis_check(const uc_program *p, char *err, size_t errsz);

/* The whole program as canonical text on out. 0, or -1 with err filled
 * (nothing is written to out on a refused program). */
int vpdis_program(const uc_program *p, FILE *out, char *err, size_t errsz);
int vpdis_program_ex(const uc_program *p, FILE *out, uint32_t flags, char *err, size_t errsz);

/* The same into a malloc'ed, NUL-terminated buffer (*text, length *len);
 * the caller frees *text. On error *text is NULL. */
int vpdis_program_text(const uc_program *p, uint32_t flags, char **text, size_t *len, char *err, size_t errsz);

/*
 * One instruction, without label or ';' (for trace printers), e.g.
 * "MADC R1.xy (NE.zyxw), -|c[A1.y-17]|, v[3].x, R2"; a paired word as
 * both halves, "DP4 o[HPOS].w, R6, c[7]; + LIT R1, R0". A branch prints its
 * target as label "L<address>" (VPDIS_EXIT_LABEL for TARGET_EXIT), the
 * same names vpdis_program uses. Works on any word, valid or not: fields
 * without a spelling print as "?" forms; output is always NUL-terminated
 * and truncated to sz.
 */
void vpdis_insn(const uc_insn *in, char *buf, size_t sz);
void vpdis_word(const uc_word *w, char *buf, size_t sz);

#endif

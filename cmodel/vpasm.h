/*
 * vpasm: assembler for !!VP1.0, !!VP1.1, !!VP2.0 and !!VSP1.0 program text
 * (NV_vertex_program, NV_vertex_program1_1, NV_vertex_program2) into
 * microcode (ucode.h).
 *
 * The whole grammar and every load-time rule of the specifications is
 * enforced. On error the result carries the position in three forms: line
 * and column (1-based, columns count bytes) for people, and the byte offset
 * that the specification's PROGRAM_ERROR_POSITION_NV would report (the
 * program length for errors that are found only after the full scan).
 */
#ifndef VP_VPASM_H
#define VP_VPASM_H

#include <stddef.h>
#include <stdint.h>

#include "ucode.h"

typedef struct {
    unsigned line, col; /* of the offending token (end-of-scan errors: the label reference, END or main) */
    size_t offset;      /* PROGRAM_ERROR_POSITION_NV */
    char msg[200];      /* e.g. "instruction reads two different program parameters: c[1] and c[2]" */
} vpasm_error;

typedef struct {
    uc_program prog;
    uint32_t src_line[UC_MAX_WORDS]; /* source line of each word (a pair: of its vector half);
                                      * 0 for words the assembler adds */
    uint32_t src_offset[UC_MAX_WORDS];
    uint32_t pair_line[UC_MAX_WORDS]; /* a paired word: the source line of its special-function half; else 0 */
    uint32_t pair_offset[UC_MAX_WORDS];
    unsigned ninstr;                 /* instructions in the text (the position-invariant block excluded) */
    unsigned npairs;                 /* paired words ("+" and automatic) */
} vpasm_output;

/* Flags of vpasm_assemble_ex. */
#define VPASM_PAIR 0x1u /* pair instructions automatically (docs/assembler.md "Pairing") */

/*
 * Returns 0 on success, -1 on error (err filled). Never reads past len.
 * vpasm_assemble does what the text says: one word per instruction, and
 * one word for an instruction and the "+" instruction after it.
 * vpasm_assemble_ex with VPASM_PAIR also pairs independent instructions
 * itself (vppair.h); the instruction limit then counts the words after
 * pairing. (The vpasm tool pairs unless --no-pair.)
 */
int vpasm_assemble(const char *text, size_t len, vpasm_output *out, vpasm_error *err);
int vpasm_assemble_ex(const char *text, size_t len, uint32_t flags, vpasm_output *out, vpasm_error *err);

#endif

/*
 * arbvp: front end for !!ARBvp1.0 (ARB_vertex_program) program text onto
 * the engine's microcode (docs/arbvp.md).
 *
 * The program is parsed with every load rule of the specification, its
 * parameters are given constant slots by the documented layout, each ARB
 * instruction is lowered to VP2.0 words (one c[] and one v[] per word,
 * POW/XPD/SWZ expanded), temporaries are allocated onto R0-R15 by liveness,
 * and the words are paired and encoded like an NV program's. The result is
 * a vpasm_output (so every tool that takes an NV program takes this one)
 * and the constant layout a host needs to fill c[].
 *
 * Errors carry line and column and the byte offset the specification's
 * PROGRAM_ERROR_POSITION_ARB would report (the program length for rules
 * decided after the whole text is read).
 */
#ifndef VP_ARBVP_H
#define VP_ARBVP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "vpasm.h"

#define ARBVP_MAX_SLOTS 256u
#define ARBVP_NAME_MAX 96u

/* What a constant slot holds. */
typedef enum { ARBVP_SLOT_LITERAL = 0, ARBVP_SLOT_ENV, ARBVP_SLOT_LOCAL, ARBVP_SLOT_STATE } arbvp_slot_kind;

typedef struct {
    uint8_t kind;              /* arbvp_slot_kind */
    uint32_t value[4];         /* ARBVP_SLOT_LITERAL: the binary32 values */
    char name[ARBVP_NAME_MAX]; /* the binding: "program.env[3]", "state.matrix.mvp.row[1]", "{1, 0, 0, 1}" */
} arbvp_slot;

typedef struct arbvp_output {
    vpasm_output out;     /* the program, as the NV front end gives it */
    unsigned nslots;      /* c[0 .. nslots-1] are used */
    arbvp_slot slot[ARBVP_MAX_SLOTS];
    unsigned nregs;       /* R registers the allocation used */
    unsigned ninstr;      /* ARB instructions in the text */
} arbvp_output;

/* Does the text start with "!!ARB" (a program for this front end, or one
 * it refuses with a reason, such as !!ARBfp1.0)? */
bool arbvp_is_arb(const char *text, size_t len);

/* Flag of arbvp_assemble: the NV20 target. The words are VP1.1's (NV20's
 * numerics on NV20; VP1 numerics on NV30), so FLR, FRC, EX2, LG2, POW and
 * OPTION NV_vertex_program2 are refused, and the limits are VP1.1's: 96
 * c[] slots, R0-R11, A0, 128 words, relative offsets -64..63. */
#define ARBVP_NV20 0x100u

/* 0 on success, -1 on error (err filled). flags as vpasm_assemble_ex
 * (VPASM_PAIR), and ARBVP_NV20. Never reads past len. */
int arbvp_assemble(const char *text, size_t len, uint32_t flags, arbvp_output *out, vpasm_error *err);

/* The same, keeping only the program (for vpasm_assemble_ex). */
int arbvp_assemble_vp(const char *text, size_t len, uint32_t flags, vpasm_output *out, vpasm_error *err);

/* The slot of a binding named as in the program text ("state.light[0].diffuse",
 * "state.material.ambient" = "state.material.front.ambient", "program.env[3]",
 * "state.matrix.mvp.row[1]"; name[0..len), no NUL needed): its index; -1
 * when the binding is valid but the program reads no slot of it; -2 when
 * it is not a binding (why says where). */
int arbvp_binding_slot(const arbvp_output *o, const char *name, size_t len, char *why, size_t whysz);

/* Writes the slots as vpsim input lines: "c[k] = x y z w" (binary32 bit
 * patterns) for literals, "# c[k] = BINDING" for the slots a host fills.
 * Returns 0, or -1 on a write error. */
int arbvp_write_consts(FILE *f, const arbvp_output *o);

#endif

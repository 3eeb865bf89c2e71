/*
 * tgsi_internal: what the files of the TGSI library share; not part of its
 * API (that is tgsi.h). tgsi_read.c walks a stream and reads the file forms,
 * tgsi_lower.c lowers a stream to microcode (tgsi_load), tgsi_emit.c writes
 * microcode as a stream (tgsi_emit), tgsi_common.c holds the opcode table,
 * the register-file facts, the names and the helpers below; tgsi_dis.c
 * prints a stream.
 */
#ifndef VP_TGSI_INTERNAL_H
#define VP_TGSI_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tgsi.h"
#include "ucode.h"

#if defined(__GNUC__)
#define TGSI_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define TGSI_PRINTF(a, b)
#endif

/* Fills err (when not NULL) with token tok and the message; returns -1. */
int tgsi_fail(tgsi_error *err, size_t tok, const char *fmt, ...) TGSI_PRINTF(3, 4);

/* Bits lo..hi (inclusive) of a token. */
static inline uint32_t tgsi_fld(uint32_t t, unsigned lo, unsigned hi)
{
    uint32_t v = t >> lo;
    unsigned w = hi - lo + 1;
    return w >= 32 ? v : v & ((1u << w) - 1u);
}

/* ---- opcodes ----------------------------------------------------------------- */

typedef enum { K_VEC, K_SCALAR, K_LIT, K_ADDR, K_ARA, K_BRANCH, K_RET, K_END } tgsi_opkind;

/* One opcode the engine lowers: its TGSI number, name and operands, and
 * the microcode operation it becomes. */
typedef struct {
    unsigned opcode;
    const char *name;
    tgsi_opkind kind;
    unsigned uc; /* UC_VOP_* or UC_SOP_* */
    unsigned ndst, nsrc;
} tgsi_opinfo;

/* The entry of a TGSI opcode, or NULL. */
const tgsi_opinfo *tgsi_op_by_opcode(unsigned opcode);
/* Microcode operation -> table entry (vector ops when vop != 0), or NULL. */
const tgsi_opinfo *tgsi_op_by_uc(const uc_insn *in);

/* ---- register files ---------------------------------------------------------- */

/* "CONSTANT", "INPUT", ... for messages ("unknown" past IMMEDIATE). */
const char *tgsi_file_long_name(unsigned file);

/* Engine files: index into declaration tables. */
enum { EF_IN, EF_OUT, EF_TEMP, EF_ADDR, EF_CONST, EF_COUNT };

/* The TGSI file of each engine file. */
extern const unsigned tgsi_ef_file[EF_COUNT];
/* Registers of engine file ef in environment env (UC_ENV_*). */
unsigned tgsi_env_cap(unsigned env, int ef);

/* ---- a growing token array (the emitter, the hex text reader) ------------------- */

typedef struct {
    uint32_t *t;
    size_t n, cap;
    bool oom;
} tgsi_tbuf;

/* Room for one more element in a growing array *v of *cap elements of
 * `size` bytes holding n; false (and *oom set) when memory runs out. */
bool tgsi_grow(void **v, size_t *cap, size_t n, size_t size, bool *oom);
/* Appends v (nothing once memory ran out: b->oom). */
void tgsi_put(tgsi_tbuf *b, uint32_t v);

#endif

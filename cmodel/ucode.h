/*
 * ucode: the 128-bit microcode word of the vertex engine in decoded form,
 * packing and unpacking, the canonical-form check, and program images
 * ($readmemh text and raw binary).
 *
 * The bit layout comes from tools/ucode.def through the generated
 * ucode_fields.h; this module never states a bit position itself.
 */
#ifndef VP_UCODE_H
#define VP_UCODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ucode_fields.h"

#define UC_MAX_WORDS 256     /* program memory size */
#define UC_SWZ_IDENTITY 0xE4 /* .xyzw */
#define UC_PI_WORDS 4u       /* words of the position-invariant block */

/* One raw word; w[0] holds bits 31..0. */
typedef struct {
    uint32_t w[UC_WORD_U32];
} uc_word;

typedef struct {
    uint8_t file; /* UC_SFILE_* */
    uint8_t tidx; /* temporary index when file == TEMP */
    uint8_t swz;  /* 2 bits per component, x in bits 1:0 */
    uint8_t neg;  /* negate before abs */
    uint8_t abs;  /* absolute value */
    uint8_t nabs; /* negate after abs (requires abs) */
} uc_src;

/* Decoded word: one member per field of tools/ucode.def. */
typedef struct {
    uint8_t end, env, vop, sop, ccu, ccr, ccs;
    uint8_t dfile, didx, wmask;
    uint8_t vidx;
    int16_t cidx; /* absolute index, or sign-extended offset when crel */
    uint8_t crel, arsel, arcomp;
    uint16_t target;
    uc_src src[3];
    /* the SOP half of a paired word (VOP and an arithmetic SOP): its
     * destination, R<sdidx> or o[sdidx], and write mask; zero otherwise */
    uint8_t sdout, sdidx, swmask;
    uint8_t rsvd;
} uc_insn;

/* A program as loaded into the engine. */
typedef struct {
    uint8_t env;           /* UC_ENV_* */
    uint8_t pos_invariant; /* NV_position_invariant: block of 4 at entry */
    uint16_t entry;        /* first instruction executed */
    uint16_t count;        /* number of words */
    uc_word words[UC_MAX_WORDS];
} uc_program;

/* Raw bit access. */
uint32_t uc_get(const uc_word *w, unsigned lsb, unsigned width);
void uc_set(uc_word *w, unsigned lsb, unsigned width, uint32_t value);

uc_word uc_pack(const uc_insn *in);
uc_insn uc_unpack(const uc_word *w);
bool uc_word_eq(const uc_word *a, const uc_word *b);

/* Names (NULL for values without one). */
const char *uc_vop_name(unsigned vop);
const char *uc_sop_name(unsigned sop);
const char *uc_ccr_name(unsigned ccr);
const char *uc_out_name(unsigned out);
const char *uc_env_name(unsigned env); /* "VP1.0", "VP1.1", "VP2.0", "VSP1.0" */
const char *uc_env_header(unsigned env); /* "!!VP1.0" ... */

/* Operand shape of an operation (the grammar's instruction classes). */
int uc_vop_nsrc(unsigned vop); /* sources read from S0.. (ARA: 0) */
bool uc_sop_scalar(unsigned sop); /* scalar operand in S2 */
bool uc_sop_flow(unsigned sop);   /* BRA/CAL/RET */
bool uc_is_addr_op(unsigned vop); /* ARL/ARR/ARA */
/* A paired word: a vector op and a special-function op issued together. */
bool uc_paired(const uc_insn *in);
/* The halves of a paired word as words of their own (the SOP half with
 * its destination in DFILE/DIDX/WMASK, no CC mask or update), and the
 * pair of two such words (which the caller has checked can pair: the
 * VOP reads S0/S1 only, the SOP S2, one v[] and one c[] between them).
 * An unpaired word is its own half. */
uc_insn uc_vop_half(const uc_insn *in);
uc_insn uc_sop_half(const uc_insn *in);
uc_insn uc_pair(const uc_insn *v, const uc_insn *s);
/* Writes o[HPOS] (a vector or scalar result, not flow or the address unit). */
bool uc_writes_hpos(const uc_insn *in);
/* A swizzle that reads one component four times (.xxxx ... .wwww). */
bool uc_swz_replicated(uint8_t swz);

/*
 * Canonical-form check of one word: true when the assembler can emit this
 * exact word for some program of the word's environment. On false, writes
 * a short reason into why.
 */
bool uc_check(const uc_insn *in, char *why, size_t whysz);

/* Word `row` (0-3) of the position-invariant block that programs with
 * NV_position_invariant begin with: DP4 o[HPOS].<row>, MVP row <row>, v[0]. */
uc_insn uc_pi_word(unsigned env, unsigned row);

/* The word of program memory at every address the host has not written
 * (the RTL's power-up contents, rtl/vp_defs.vh VP_PM_BLANK): END alone, no
 * operation, no destination. Running it executes one instruction that
 * writes nothing, and the run ends (docs/microcode.md). uc_check refuses
 * it: no program contains it. */
uc_word uc_blank_word(void);

/*
 * Whole-program check: every word valid, one environment, END on the last
 * word only, targets inside the program, entry inside the program, size
 * limits, HPOS (vertex programs) or a c[] (state programs) written,
 * position-invariant block well formed. reason as for uc_check.
 */
bool uc_check_program(const uc_program *p, char *why, size_t whysz);

/* Program images. Errors are returned as text in err (size errsz). */
int uc_write_hex(FILE *f, const uc_program *p);
int uc_write_bin(FILE *f, const uc_program *p);
/* Where uc_read_image found an error: line and column (from 1) in a
 * $readmemh text image; both 0 for the binary image or the file as a
 * whole. */
typedef struct {
    unsigned line, col;
} uc_textpos;

/* Reads either format (detected from the first bytes). 0 on success; else
 * the reason in err and, when at (may be NULL) is given, where. */
int uc_read_image(const uint8_t *data, size_t len, uc_program *p, uc_textpos *at, char *err, size_t errsz);

/* Word as 32 hex digits, most significant first (buf >= 33 bytes). */
void uc_word_hex(const uc_word *w, char *buf);

#endif

/*
 * tgsi: TGSI token streams (../shared/spec/TGSI_token_format.txt, version
 * 1.1) in and out of the vertex engine.
 *
 *  - tgsi_emit writes a microcode program (any VP1.0, VP1.1, VP2.0 or
 *    VSP1.0 program that vpdis can print) as a token stream for the vertex
 *    processor;
 *  - tgsi_load lowers a token stream to microcode, refusing what the engine
 *    cannot run with an error that names the offending token;
 *  - tgsi_walk is the traversal layer both use (and the printer,
 *    tgsi_dis.h): it decodes every token the format defines, skips unknown
 *    token types by their Size or Extended bit, and reports truncated,
 *    oversized and self-inconsistent streams.
 *
 * Every choice the seed text leaves open (token type numbers, opcode
 * numbers, the condition-code register, how the program type, the entry
 * point and position invariance are marked) is listed in docs/tgsi.md.
 * The library keeps no global state and prints nothing.
 */
#ifndef VP_TGSI_H
#define VP_TGSI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ucode.h"
#include "vpasm.h"

/* The version this library writes and fully supports. */
#define TGSI_MAJOR 1u
#define TGSI_MINOR 1u

/* Streams longer than this many tokens are refused (a 256-instruction
 * program needs a few thousand). */
#define TGSI_MAX_TOKENS ((size_t)1 << 20)

/* Body token types (Type field of sized tokens). 3 is this project's
 * PROPERTY token (docs/tgsi.md); other values are skipped by their Size. */
#define TGSI_TOKEN_DECLARATION 0u
#define TGSI_TOKEN_IMMEDIATE 1u
#define TGSI_TOKEN_INSTRUCTION 2u
#define TGSI_TOKEN_PROPERTY 3u

#define TGSI_PROCESSOR_FRAGMENT 0u
#define TGSI_PROCESSOR_VERTEX 1u
#define TGSI_PROCESSOR_GEOMETRY 2u

/* Register files (Table 9). */
#define TGSI_FILE_NULL 0u
#define TGSI_FILE_CONSTANT 1u
#define TGSI_FILE_INPUT 2u
#define TGSI_FILE_OUTPUT 3u
#define TGSI_FILE_TEMPORARY 4u
#define TGSI_FILE_SAMPLER 5u
#define TGSI_FILE_ADDRESS 6u
#define TGSI_FILE_IMMEDIATE 7u

#define TGSI_DECLARE_RANGE 0u
#define TGSI_DECLARE_MASK 1u

/* Extension token types. */
#define TGSI_INSN_EXT_NV 0u
#define TGSI_INSN_EXT_LABEL 1u
#define TGSI_INSN_EXT_TEXTURE 2u
#define TGSI_SRC_EXT_SWZ 0u
#define TGSI_SRC_EXT_MOD 1u
#define TGSI_DST_EXT_CONDCODE 0u
#define TGSI_DST_EXT_MODULATE 1u

/* Condition masks (CondMask fields). */
#define TGSI_CC_GT 0u
#define TGSI_CC_EQ 1u
#define TGSI_CC_LT 2u
#define TGSI_CC_GE 3u
#define TGSI_CC_LE 4u
#define TGSI_CC_NE 5u
#define TGSI_CC_TR 6u
#define TGSI_CC_FL 7u

#define TGSI_EXTSWIZZLE_ZERO 4u
#define TGSI_EXTSWIZZLE_ONE 5u

/* Properties (this project's PROPERTY token, docs/tgsi.md). */
#define TGSI_PROPERTY_NV_PROGRAM 0u            /* data: UC_ENV_* (VP1.0, VP1.1, VP2.0, VSP1.0) */
#define TGSI_PROPERTY_NV_POSITION_INVARIANT 1u /* data: 1 */
#define TGSI_PROPERTY_NV_ENTRY 2u              /* data: label of the first instruction executed */

/* Opcodes the engine lowers (numbering: docs/tgsi.md). */
#define TGSI_OPCODE_ARL 0u
#define TGSI_OPCODE_MOV 1u
#define TGSI_OPCODE_LIT 2u
#define TGSI_OPCODE_RCP 3u
#define TGSI_OPCODE_RSQ 4u
#define TGSI_OPCODE_EXP 5u
#define TGSI_OPCODE_LOG 6u
#define TGSI_OPCODE_MUL 7u
#define TGSI_OPCODE_ADD 8u
#define TGSI_OPCODE_DP3 9u
#define TGSI_OPCODE_DP4 10u
#define TGSI_OPCODE_DST 11u
#define TGSI_OPCODE_MIN 12u
#define TGSI_OPCODE_MAX 13u
#define TGSI_OPCODE_SLT 14u
#define TGSI_OPCODE_SGE 15u
#define TGSI_OPCODE_MAD 16u
#define TGSI_OPCODE_SUB 17u
#define TGSI_OPCODE_FRC 24u
#define TGSI_OPCODE_FLR 26u
#define TGSI_OPCODE_EX2 28u
#define TGSI_OPCODE_LG2 29u
#define TGSI_OPCODE_ABS 33u
#define TGSI_OPCODE_RCC 34u
#define TGSI_OPCODE_DPH 35u
#define TGSI_OPCODE_COS 36u
#define TGSI_OPCODE_SEQ 45u
#define TGSI_OPCODE_SFL 46u
#define TGSI_OPCODE_SGT 47u
#define TGSI_OPCODE_SIN 48u
#define TGSI_OPCODE_SLE 49u
#define TGSI_OPCODE_SNE 50u
#define TGSI_OPCODE_STR 51u
#define TGSI_OPCODE_ARA 60u
#define TGSI_OPCODE_ARR 61u
#define TGSI_OPCODE_BRA 62u
#define TGSI_OPCODE_CAL 63u
#define TGSI_OPCODE_RET 64u
#define TGSI_OPCODE_SSG 65u
#define TGSI_OPCODE_NOP 107u
#define TGSI_OPCODE_END 117u

/* An error: the index of the offending token (VERSION = 0; the stream
 * length for errors found only at its end) and what is wrong. */
typedef struct {
    size_t token;
    char msg[200];
} tgsi_error;

/* ---- traversal ----------------------------------------------------------- */

/* One register operand as it stands in the stream. */
typedef struct {
    size_t tok;    /* index of the SRC_REGISTER / DST_REGISTER token */
    uint32_t raw;  /* that token */
    unsigned file; /* TGSI_FILE_* (0..15 as written) */
    unsigned swz;  /* source: SwizzleX..W, 2 bits each from bit 0; destination: WriteMask */
    bool negate;   /* source Negate */
    bool indirect, dimension;
    int32_t index; /* source: signed 16 bits; destination: 0..65535 */
    /* extension tokens (each at most once) */
    bool has_swz, has_mod, has_cc, has_modulate;
    size_t swz_tok, mod_tok, cc_tok, modulate_tok;
    uint32_t ext_swz, ext_mod, ext_cc, ext_modulate; /* the raw tokens */
    unsigned skipped_ext;                            /* extension tokens of unknown type */
} tgsi_regtok;

typedef struct {
    tgsi_regtok reg;
    bool has_ind;    /* Indirect: the address register that follows */
    tgsi_regtok ind;
    bool has_dim;    /* Dimension: the DIMENSION token that follows */
    size_t dim_tok;
    uint32_t dim_raw;
    int32_t dim_index;
} tgsi_operand;

typedef struct {
    size_t tok;  /* index of the INSTRUCTION token */
    uint32_t raw;
    unsigned size, opcode, saturate, ndst, nsrc;
    bool has_nv, has_label_decl, has_label_jump, has_texture;
    size_t nv_tok, label_decl_tok, label_jump_tok, texture_tok;
    uint32_t nv, texture;               /* raw extension tokens */
    uint32_t label_decl, label_jump;    /* Label values */
    unsigned skipped_ext;
    tgsi_operand dst[3], src[15];
} tgsi_insn_tok;

typedef struct {
    size_t tok;
    uint32_t raw;
    unsigned size, file, declare;
    bool interpolate;
    uint32_t interp;      /* raw DECLARATION_INTERPOLATION token */
    unsigned nranges;     /* RANGE: ranges that follow (0 = the default 0..0) */
    struct { size_t tok; unsigned first, last; } range[254];
    uint32_t mask;        /* MASK */
    unsigned skipped_ext;
} tgsi_decl_tok;

typedef struct {
    size_t tok;
    uint32_t raw;
    unsigned size, datatype, n;
    const uint32_t *data; /* n values (raw IEEE bits) */
    size_t data_tok;
    unsigned skipped_ext;
} tgsi_imm_tok;

typedef struct {
    size_t tok;
    uint32_t raw;
    unsigned size, name, n;
    const uint32_t *data;
    size_t data_tok;
} tgsi_prop_tok;

typedef struct {
    unsigned major, minor;
    unsigned header_size; /* HeaderSize */
    size_t body_size;     /* BodySize */
    bool has_processor;
    unsigned processor;
    size_t body_start;    /* index of the first body token */
    unsigned skipped_header; /* header tokens after PROCESSOR */
    bool newer;           /* minor version above TGSI_MINOR: readable, not executable */
} tgsi_info;

/* Callbacks of tgsi_walk; any may be NULL. Returning non-zero stops the
 * walk (the callback fills err). */
typedef struct {
    void *user;
    int (*decl)(void *user, const tgsi_decl_tok *d, tgsi_error *err);
    int (*imm)(void *user, const tgsi_imm_tok *im, tgsi_error *err);
    int (*prop)(void *user, const tgsi_prop_tok *p, tgsi_error *err);
    int (*insn)(void *user, const tgsi_insn_tok *in, tgsi_error *err);
    int (*unknown)(void *user, size_t tok, uint32_t raw, unsigned size, tgsi_error *err);
} tgsi_visitor;

/* Traverses the whole stream. 0, or -1 with err filled. info may be NULL. */
int tgsi_walk(const uint32_t *tok, size_t n, tgsi_info *info, const tgsi_visitor *v, tgsi_error *err);

/* ---- emit and load --------------------------------------------------------- */

/* Writes p as a token stream into a malloc'ed array (*tokens, *ntokens);
 * the caller frees it. 0, or -1 with err (token 0) when p fails
 * vpdis_check or cannot be expressed. */
int tgsi_emit(const uc_program *p, uint32_t **tokens, size_t *ntokens, tgsi_error *err);
/* The same from the assembler's result. */
int tgsi_emit_asm(const vpasm_output *o, uint32_t **tokens, size_t *ntokens, tgsi_error *err);

#define TGSI_NO_TOKEN ((size_t)-1)

typedef struct {
    uc_program prog;
    unsigned major, minor;
    bool exec_refused;               /* newer minor version: loaded for inspection only, never run */
    bool env_inferred;               /* no NV_PROGRAM property: the first of VP1.0, VP1.1, VP2.0 that loads */
    size_t insn_token[UC_MAX_WORDS]; /* INSTRUCTION token of each word; TGSI_NO_TOKEN in the position-invariant block */
} tgsi_load_result;

/* Lowers a token stream to microcode. 0 (out filled; check
 * out->exec_refused before running it), or -1 with err filled. */
int tgsi_load(const uint32_t *tok, size_t n, tgsi_load_result *out, tgsi_error *err);

/* ---- files --------------------------------------------------------------- */

/* Binary form: 32-bit little-endian tokens. Reads into a malloc'ed array. */
int tgsi_from_bytes(const uint8_t *data, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_error *err);
int tgsi_write_bin(FILE *f, const uint32_t *tok, size_t n);

/* Hex text form (tests, hand-made streams): tokens of 1-8 hex digits
 * (optional 0x), separated by white space or commas; '#' starts a comment
 * to the end of the line. */
int tgsi_from_hex_text(const char *text, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_error *err);

/* The same, with each token's place in the text for messages: *pos
 * (malloc'ed, *npos entries, also when the text does not parse) holds the
 * line and column (from 1) of token k, and one entry more: the end of the
 * text, or the token that did not parse. tgsi_text_place(pos, npos,
 * err.token) is where an error of the stream points ({0, 0} without
 * places). */
typedef struct {
    unsigned line, col;
} tgsi_textpos;
int tgsi_from_hex_text_at(const char *text, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_textpos **pos,
                          size_t *npos, tgsi_error *err);
tgsi_textpos tgsi_text_place(const tgsi_textpos *pos, size_t npos, size_t token);
/* The message a tool prints for an error of file `name`: "NAME:LINE:COL:
 * error: token N: MSG" with places (a hex text stream), else "NAME: token
 * N: error: MSG". */
void tgsi_error_line(char *buf, size_t sz, const char *name, const tgsi_error *err, const tgsi_textpos *pos,
                     size_t npos);

/* Does this file look like a binary token stream rather than text (a
 * VERSION token: first byte a small major version, bytes 2-3 zero)? */
bool tgsi_looks_binary(const uint8_t *data, size_t len);

/* ---- names ----------------------------------------------------------------- */

const char *tgsi_opcode_name(unsigned opcode); /* NULL if the engine does not know it */
const char *tgsi_file_name(unsigned file);     /* "CONST", "IN", ...; NULL past 7 */
const char *tgsi_cc_name(unsigned cc);         /* "GT" ...; NULL past 7 */

#endif

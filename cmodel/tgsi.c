/*
 * tgsi: TGSI token streams in and out of the vertex engine (see tgsi.h and
 * docs/tgsi.md).
 *
 * Three layers:
 *  - tgsi_walk decodes the stream token by token (VERSION, HEADER,
 *    PROCESSOR, then the body's sized tokens with their extension and
 *    operand tokens). It never reads outside [tok, tok+n), skips unknown
 *    sized tokens by Size and unknown extension tokens by their Extended
 *    bit, and stops at the first structural fault with its token index.
 *  - tgsi_load walks twice: once for properties and declarations, once to
 *    lower each INSTRUCTION to one microcode word; then it resolves labels,
 *    places the position-invariant block and checks the program with the
 *    same rules as the assembler (uc_check, uc_check_program, vpdis_check).
 *  - tgsi_emit writes a checked microcode program as a stream that
 *    tgsi_load turns back into the same words.
 */
#include "tgsi.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vpdis.h"

#if defined(__GNUC__)
#define PRINTF_LIKE(a, b) __attribute__((format(printf, a, b)))
#else
#define PRINTF_LIKE(a, b)
#endif

PRINTF_LIKE(3, 4) static int fail(tgsi_error *err, size_t tok, const char *fmt, ...)
{
    if (err) {
        err->token = tok;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* Bits lo..hi (inclusive) of a token. */
static uint32_t fld(uint32_t t, unsigned lo, unsigned hi)
{
    uint32_t v = t >> lo;
    unsigned w = hi - lo + 1;
    return w >= 32 ? v : v & ((1u << w) - 1u);
}

/* ---- names ------------------------------------------------------------------- */

typedef enum { K_VEC, K_SCALAR, K_LIT, K_ADDR, K_ARA, K_BRANCH, K_RET, K_END } opkind;

typedef struct {
    unsigned opcode;
    const char *name;
    opkind kind;
    unsigned uc; /* UC_VOP_* or UC_SOP_* */
    unsigned ndst, nsrc;
} opinfo;

static const opinfo ops[] = {
    {TGSI_OPCODE_ARL, "ARL", K_ADDR, UC_VOP_ARL, 1, 1},   {TGSI_OPCODE_MOV, "MOV", K_VEC, UC_VOP_MOV, 1, 1},
    {TGSI_OPCODE_LIT, "LIT", K_LIT, UC_SOP_LIT, 1, 1},    {TGSI_OPCODE_RCP, "RCP", K_SCALAR, UC_SOP_RCP, 1, 1},
    {TGSI_OPCODE_RSQ, "RSQ", K_SCALAR, UC_SOP_RSQ, 1, 1}, {TGSI_OPCODE_EXP, "EXP", K_SCALAR, UC_SOP_EXP, 1, 1},
    {TGSI_OPCODE_LOG, "LOG", K_SCALAR, UC_SOP_LOG, 1, 1}, {TGSI_OPCODE_MUL, "MUL", K_VEC, UC_VOP_MUL, 1, 2},
    {TGSI_OPCODE_ADD, "ADD", K_VEC, UC_VOP_ADD, 1, 2},    {TGSI_OPCODE_DP3, "DP3", K_VEC, UC_VOP_DP3, 1, 2},
    {TGSI_OPCODE_DP4, "DP4", K_VEC, UC_VOP_DP4, 1, 2},    {TGSI_OPCODE_DST, "DST", K_VEC, UC_VOP_DST, 1, 2},
    {TGSI_OPCODE_MIN, "MIN", K_VEC, UC_VOP_MIN, 1, 2},    {TGSI_OPCODE_MAX, "MAX", K_VEC, UC_VOP_MAX, 1, 2},
    {TGSI_OPCODE_SLT, "SLT", K_VEC, UC_VOP_SLT, 1, 2},    {TGSI_OPCODE_SGE, "SGE", K_VEC, UC_VOP_SGE, 1, 2},
    {TGSI_OPCODE_MAD, "MAD", K_VEC, UC_VOP_MAD, 1, 3},    {TGSI_OPCODE_SUB, "SUB", K_VEC, UC_VOP_SUB, 1, 2},
    {TGSI_OPCODE_FRC, "FRC", K_VEC, UC_VOP_FRC, 1, 1},    {TGSI_OPCODE_FLR, "FLR", K_VEC, UC_VOP_FLR, 1, 1},
    {TGSI_OPCODE_EX2, "EX2", K_SCALAR, UC_SOP_EX2, 1, 1}, {TGSI_OPCODE_LG2, "LG2", K_SCALAR, UC_SOP_LG2, 1, 1},
    {TGSI_OPCODE_ABS, "ABS", K_VEC, UC_VOP_ABS, 1, 1},    {TGSI_OPCODE_RCC, "RCC", K_SCALAR, UC_SOP_RCC, 1, 1},
    {TGSI_OPCODE_DPH, "DPH", K_VEC, UC_VOP_DPH, 1, 2},    {TGSI_OPCODE_COS, "COS", K_SCALAR, UC_SOP_COS, 1, 1},
    {TGSI_OPCODE_SEQ, "SEQ", K_VEC, UC_VOP_SEQ, 1, 2},    {TGSI_OPCODE_SFL, "SFL", K_VEC, UC_VOP_SFL, 1, 2},
    {TGSI_OPCODE_SGT, "SGT", K_VEC, UC_VOP_SGT, 1, 2},    {TGSI_OPCODE_SIN, "SIN", K_SCALAR, UC_SOP_SIN, 1, 1},
    {TGSI_OPCODE_SLE, "SLE", K_VEC, UC_VOP_SLE, 1, 2},    {TGSI_OPCODE_SNE, "SNE", K_VEC, UC_VOP_SNE, 1, 2},
    {TGSI_OPCODE_STR, "STR", K_VEC, UC_VOP_STR, 1, 2},    {TGSI_OPCODE_ARA, "ARA", K_ARA, UC_VOP_ARA, 1, 1},
    {TGSI_OPCODE_ARR, "ARR", K_ADDR, UC_VOP_ARR, 1, 1},   {TGSI_OPCODE_BRA, "BRA", K_BRANCH, UC_SOP_BRA, 0, 0},
    {TGSI_OPCODE_CAL, "CAL", K_BRANCH, UC_SOP_CAL, 0, 0}, {TGSI_OPCODE_RET, "RET", K_RET, UC_SOP_RET, 0, 0},
    {TGSI_OPCODE_SSG, "SSG", K_VEC, UC_VOP_SSG, 1, 1},    {TGSI_OPCODE_END, "END", K_END, 0, 0, 0},
};

static const opinfo *op_by_tgsi(unsigned opcode)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].opcode == opcode)
            return &ops[i];
    return NULL;
}

/* Microcode operation -> table entry (vector ops when vop != 0). */
static const opinfo *op_by_uc(const uc_insn *in)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        const opinfo *o = &ops[i];
        bool vec = o->kind == K_VEC || o->kind == K_ADDR || o->kind == K_ARA;
        if (o->kind == K_END)
            continue;
        if (in->vop ? vec && o->uc == in->vop : !vec && o->uc == in->sop)
            return o;
    }
    return NULL;
}

const char *tgsi_opcode_name(unsigned opcode)
{
    if (opcode == TGSI_OPCODE_NOP)
        return "NOP";
    const opinfo *o = op_by_tgsi(opcode);
    return o ? o->name : NULL;
}

const char *tgsi_file_name(unsigned file)
{
    static const char *const n[] = {"NULL", "CONST", "IN", "OUT", "TEMP", "SAMP", "ADDR", "IMM"};
    return file < 8 ? n[file] : NULL;
}

const char *tgsi_cc_name(unsigned cc)
{
    static const char *const n[] = {"GT", "EQ", "LT", "GE", "LE", "NE", "TR", "FL"};
    return cc < 8 ? n[cc] : NULL;
}

static const char *file_long_name(unsigned file)
{
    static const char *const n[] = {"NULL",      "CONSTANT", "INPUT",   "OUTPUT",
                                    "TEMPORARY", "SAMPLER",  "ADDRESS", "IMMEDIATE"};
    return file < 8 ? n[file] : "unknown";
}

/* ---- traversal -------------------------------------------------------------- */

typedef struct {
    const uint32_t *t;
    size_t n;
    size_t pos;      /* next token to read */
    size_t end;      /* end of the current sized token */
    size_t item;     /* first token of the current sized token */
    const char *what; /* its name, for messages */
    bool strict;     /* padding must be zero (version not newer than ours) */
    tgsi_error *err;
} walker;

/* Reads the next token of the current item; -1 with an error when the
 * item (its Size) or the stream has no more. */
static int take(walker *w, const char *part, uint32_t *out)
{
    if (w->pos >= w->end)
        return fail(w->err, w->pos, "the %s at token %zu ends (Size %zu) before its %s", w->what, w->item,
                    w->end - w->item, part);
    *out = w->t[w->pos++];
    return 0;
}

static int pad_check(walker *w, size_t tok, uint32_t t, unsigned lo, unsigned hi, const char *name)
{
    if (w->strict && fld(t, lo, hi) != 0)
        return fail(w->err, tok, "%s: padding bits %u-%u are not zero (0x%08x)", name, lo, hi, (unsigned)t);
    return 0;
}

/* Skips a chain of extension tokens of unknown type after a token whose
 * Extended bit was set; counts them. */
static int skip_ext_chain(walker *w, const char *part, unsigned *count)
{
    uint32_t t = 0;
    do {
        if (take(w, part, &t) != 0)
            return -1;
        (*count)++;
    } while (t >> 31);
    return 0;
}

static int read_reg(walker *w, bool dst, const char *part, tgsi_regtok *r)
{
    memset(r, 0, sizeof *r);
    r->tok = w->pos;
    uint32_t t = 0;
    if (take(w, part, &t) != 0)
        return -1;
    r->raw = t;
    r->file = fld(t, 0, 3);
    if (dst) {
        r->swz = fld(t, 4, 7);
        r->indirect = fld(t, 8, 8);
        r->dimension = fld(t, 9, 9);
        r->index = (int32_t)fld(t, 10, 25);
        if (pad_check(w, r->tok, t, 26, 30, "DST_REGISTER") != 0)
            return -1;
    } else {
        r->swz = fld(t, 4, 11);
        r->negate = fld(t, 12, 12);
        r->indirect = fld(t, 13, 13);
        r->dimension = fld(t, 14, 14);
        uint32_t ix = fld(t, 15, 30);
        r->index = ix & 0x8000u ? (int32_t)ix - 0x10000 : (int32_t)ix;
    }
    bool more = t >> 31;
    while (more) {
        size_t et = w->pos;
        uint32_t e = 0;
        if (take(w, dst ? "DST_REGISTER extension" : "SRC_REGISTER extension", &e) != 0)
            return -1;
        more = e >> 31;
        unsigned type = fld(e, 0, 3);
        bool *has = NULL;
        size_t *where = NULL;
        uint32_t *val = NULL;
        const char *name = NULL;
        unsigned plo = 0;
        if (dst && type == TGSI_DST_EXT_CONDCODE) {
            has = &r->has_cc, where = &r->cc_tok, val = &r->ext_cc, name = "DST_REGISTER_EXT_CONDCODE", plo = 20;
        } else if (dst && type == TGSI_DST_EXT_MODULATE) {
            has = &r->has_modulate, where = &r->modulate_tok, val = &r->ext_modulate;
            name = "DST_REGISTER_EXT_MODULATE", plo = 8;
        } else if (!dst && type == TGSI_SRC_EXT_SWZ) {
            has = &r->has_swz, where = &r->swz_tok, val = &r->ext_swz, name = "SRC_REGISTER_EXT_SWZ", plo = 28;
        } else if (!dst && type == TGSI_SRC_EXT_MOD) {
            has = &r->has_mod, where = &r->mod_tok, val = &r->ext_mod, name = "SRC_REGISTER_EXT_MOD", plo = 9;
        } else {
            r->skipped_ext++;
            continue;
        }
        if (*has)
            return fail(w->err, et, "second %s on one operand (the first is at token %zu)", name, *where);
        if (pad_check(w, et, e, plo, 30, name) != 0)
            return -1;
        *has = true;
        *where = et;
        *val = e;
    }
    return 0;
}

static int read_operand(walker *w, bool dst, tgsi_operand *op)
{
    memset(op, 0, sizeof *op);
    if (read_reg(w, dst, dst ? "destination register" : "source register", &op->reg) != 0)
        return -1;
    if (op->reg.indirect) {
        op->has_ind = true;
        if (read_reg(w, false, "indirect address register", &op->ind) != 0)
            return -1;
        if (op->ind.indirect || op->ind.dimension)
            return fail(w->err, op->ind.tok,
                        "nested addressing: the indirect register is itself indirect or has a dimension "
                        "(not supported)");
    }
    if (op->reg.dimension) {
        op->has_dim = true;
        op->dim_tok = w->pos;
        uint32_t t = 0;
        if (take(w, "DIMENSION token", &t) != 0)
            return -1;
        op->dim_raw = t;
        uint32_t ix = fld(t, 15, 30);
        op->dim_index = ix & 0x8000u ? (int32_t)ix - 0x10000 : (int32_t)ix;
        if (pad_check(w, op->dim_tok, t, 2, 14, "DIMENSION") != 0)
            return -1;
        if (fld(t, 0, 1) != 0)
            return fail(w->err, op->dim_tok, "nested addressing: indirect or chained DIMENSION (not supported)");
        if (t >> 31) {
            unsigned skipped = 0;
            if (skip_ext_chain(w, "DIMENSION extension", &skipped) != 0)
                return -1;
        }
    }
    return 0;
}

static int walk_insn(walker *w, const tgsi_visitor *v, tgsi_insn_tok *in)
{
    memset(in, 0, sizeof *in);
    in->tok = w->item;
    uint32_t t = w->t[w->pos++];
    in->raw = t;
    in->size = fld(t, 4, 11);
    in->opcode = fld(t, 12, 19);
    in->saturate = fld(t, 20, 21);
    in->ndst = fld(t, 22, 23);
    in->nsrc = fld(t, 24, 27);
    if (pad_check(w, in->tok, t, 28, 30, "INSTRUCTION") != 0)
        return -1;
    bool more = t >> 31;
    while (more) {
        size_t et = w->pos;
        uint32_t e = 0;
        if (take(w, "instruction extension", &e) != 0)
            return -1;
        more = e >> 31;
        switch (fld(e, 0, 3)) {
        case TGSI_INSN_EXT_NV:
            if (in->has_nv)
                return fail(w->err, et, "second INSTRUCTION_EXT_NV (the first is at token %zu)", in->nv_tok);
            if (pad_check(w, et, e, 30, 30, "INSTRUCTION_EXT_NV") != 0)
                return -1;
            in->has_nv = true, in->nv_tok = et, in->nv = e;
            break;
        case TGSI_INSN_EXT_LABEL: {
            if (pad_check(w, et, e, 29, 30, "INSTRUCTION_EXT_LABEL") != 0)
                return -1;
            uint32_t label = fld(e, 4, 27);
            if (fld(e, 28, 28)) {
                if (label == 0)
                    break; /* the default values: disabled */
                if (in->has_label_decl)
                    return fail(w->err, et, "second label declaration on one instruction (the first is at token %zu)",
                                in->label_decl_tok);
                in->has_label_decl = true, in->label_decl_tok = et, in->label_decl = label;
            } else {
                if (in->has_label_jump)
                    return fail(w->err, et, "second jump label on one instruction (the first is at token %zu)",
                                in->label_jump_tok);
                in->has_label_jump = true, in->label_jump_tok = et, in->label_jump = label;
            }
            break;
        }
        case TGSI_INSN_EXT_TEXTURE:
            if (in->has_texture)
                return fail(w->err, et, "second INSTRUCTION_EXT_TEXTURE (the first is at token %zu)",
                            in->texture_tok);
            if (pad_check(w, et, e, 12, 30, "INSTRUCTION_EXT_TEXTURE") != 0)
                return -1;
            in->has_texture = true, in->texture_tok = et, in->texture = e;
            break;
        default:
            in->skipped_ext++;
            break;
        }
    }
    for (unsigned i = 0; i < in->ndst; i++)
        if (read_operand(w, true, &in->dst[i]) != 0)
            return -1;
    for (unsigned i = 0; i < in->nsrc; i++)
        if (read_operand(w, false, &in->src[i]) != 0)
            return -1;
    (void)v;
    return 0;
}

static int walk_decl(walker *w, tgsi_decl_tok *d)
{
    memset(d, 0, sizeof *d);
    d->tok = w->item;
    uint32_t t = w->t[w->pos++];
    d->raw = t;
    d->size = fld(t, 4, 11);
    d->file = fld(t, 12, 15);
    d->declare = fld(t, 16, 19);
    d->interpolate = fld(t, 20, 20);
    if (pad_check(w, d->tok, t, 21, 30, "DECLARATION") != 0)
        return -1;
    if ((t >> 31) && skip_ext_chain(w, "declaration extension", &d->skipped_ext) != 0)
        return -1;
    size_t left = w->end - w->pos;
    if (d->interpolate) {
        if (left == 0)
            return take(w, "DECLARATION_INTERPOLATION token", &d->interp);
        left--;
    }
    if (d->declare == TGSI_DECLARE_RANGE) {
        for (size_t i = 0; i < left; i++) {
            uint32_t r = w->t[w->pos];
            d->range[d->nranges].tok = w->pos++;
            d->range[d->nranges].first = fld(r, 0, 15);
            d->range[d->nranges].last = fld(r, 16, 31);
            d->nranges++;
        }
    } else if (d->declare == TGSI_DECLARE_MASK) {
        if (left != 1)
            return fail(w->err, d->tok, "DECLARE_MASK takes one DECLARATION_MASK token, but Size leaves %zu", left);
        d->mask = w->t[w->pos++];
    } else {
        w->pos += left; /* unknown Declare: the loader refuses it, the printer shows it */
    }
    if (d->interpolate) {
        size_t it = w->pos;
        d->interp = w->t[w->pos++];
        if (pad_check(w, it, d->interp, 4, 31, "DECLARATION_INTERPOLATION") != 0)
            return -1;
    }
    return 0;
}

static int walk_imm(walker *w, tgsi_imm_tok *im)
{
    memset(im, 0, sizeof *im);
    im->tok = w->item;
    uint32_t t = w->t[w->pos++];
    im->raw = t;
    im->size = fld(t, 4, 11);
    im->datatype = fld(t, 12, 15);
    if (pad_check(w, im->tok, t, 16, 30, "IMMEDIATE") != 0)
        return -1;
    if ((t >> 31) && skip_ext_chain(w, "immediate extension", &im->skipped_ext) != 0)
        return -1;
    im->data_tok = w->pos;
    im->data = w->t + w->pos;
    im->n = (unsigned)(w->end - w->pos);
    w->pos = w->end;
    return 0;
}

static int walk_prop(walker *w, tgsi_prop_tok *p)
{
    memset(p, 0, sizeof *p);
    p->tok = w->item;
    uint32_t t = w->t[w->pos++];
    p->raw = t;
    p->size = fld(t, 4, 11);
    p->name = fld(t, 12, 19);
    if (pad_check(w, p->tok, t, 20, 30, "PROPERTY") != 0)
        return -1;
    unsigned skipped = 0;
    if ((t >> 31) && skip_ext_chain(w, "property extension", &skipped) != 0)
        return -1;
    p->data_tok = w->pos;
    p->data = w->t + w->pos;
    p->n = (unsigned)(w->end - w->pos);
    w->pos = w->end;
    return 0;
}

int tgsi_walk(const uint32_t *tok, size_t n, tgsi_info *info, const tgsi_visitor *v, tgsi_error *err)
{
    tgsi_info dummy;
    static const tgsi_visitor none;
    if (!info)
        info = &dummy;
    if (!v)
        v = &none;
    memset(info, 0, sizeof *info);
    if (!tok || n == 0)
        return fail(err, 0, "empty stream: no VERSION token");
    if (n > TGSI_MAX_TOKENS)
        return fail(err, TGSI_MAX_TOKENS, "the stream has %zu tokens, more than this loader's limit of %zu", n,
                    TGSI_MAX_TOKENS);
    /* VERSION */
    info->major = fld(tok[0], 0, 7);
    info->minor = fld(tok[0], 8, 15);
    if (info->major == 0)
        return fail(err, 0, "TGSI version %u.%u: major version 0 is not defined (this loader reads %u.x)",
                    info->major, info->minor, TGSI_MAJOR);
    if (info->major > TGSI_MAJOR)
        return fail(err, 0, "TGSI version %u.%u is newer than %u.%u: a new major version changes the stream "
                            "structure, refused",
                    info->major, info->minor, TGSI_MAJOR, TGSI_MINOR);
    info->newer = info->minor > TGSI_MINOR;
    walker w;
    memset(&w, 0, sizeof w);
    w.t = tok;
    w.n = n;
    w.err = err;
    w.strict = !info->newer;
    if (pad_check(&w, 0, tok[0], 16, 31, "VERSION") != 0)
        return -1;
    /* HEADER */
    if (n < 2)
        return fail(err, 1, "the stream ends after the VERSION token: no HEADER");
    info->header_size = fld(tok[1], 0, 7);
    info->body_size = fld(tok[1], 8, 31);
    if (info->header_size == 0)
        return fail(err, 1, "HeaderSize 0: the distance to the body counts the HEADER itself (at least 1)");
    info->body_start = 1 + (size_t)info->header_size;
    if (info->body_start > n)
        return fail(err, n, "the stream ends inside the header (HeaderSize %u needs tokens up to %zu): truncated",
                    info->header_size, info->body_start - 1);
    if (info->header_size >= 2) {
        info->has_processor = true;
        info->processor = fld(tok[2], 0, 3);
        if (pad_check(&w, 2, tok[2], 4, 31, "PROCESSOR") != 0)
            return -1;
        info->skipped_header = info->header_size - 2;
    }
    /* body */
    size_t body_end = info->body_start + info->body_size;
    size_t limit = body_end < n ? body_end : n;
    w.pos = info->body_start;
    while (w.pos < limit) {
        uint32_t t = tok[w.pos];
        unsigned type = fld(t, 0, 3), size = fld(t, 4, 11);
        static const char *const names[] = {"DECLARATION", "IMMEDIATE", "INSTRUCTION", "PROPERTY"};
        char uname[32];
        snprintf(uname, sizeof uname, "token of unknown type %u", type);
        const char *name = type < 4 ? names[type] : uname;
        if (size == 0)
            return fail(err, w.pos, "%s has Size 0 (a sized token counts itself)", name);
        w.item = w.pos;
        w.what = name;
        if (w.pos + size > limit) {
            if (limit == n && n < body_end)
                return fail(err, n, "the stream ends inside the %s at token %zu (Size %u): truncated", name,
                            w.pos, size);
            return fail(err, w.pos, "%s: Size %u runs past the end of the body (%zu tokens left, BodySize %zu)", name,
                        size, limit - w.pos, info->body_size);
        }
        w.end = w.pos + size;
        int rc = 0;
        switch (type) {
        case TGSI_TOKEN_DECLARATION: {
            tgsi_decl_tok *d = malloc(sizeof *d);
            if (!d)
                return fail(err, w.pos, "out of memory");
            rc = walk_decl(&w, d);
            if (rc == 0 && v->decl)
                rc = v->decl(v->user, d, err);
            free(d);
            break;
        }
        case TGSI_TOKEN_IMMEDIATE: {
            tgsi_imm_tok im;
            rc = walk_imm(&w, &im);
            if (rc == 0 && v->imm)
                rc = v->imm(v->user, &im, err);
            break;
        }
        case TGSI_TOKEN_INSTRUCTION: {
            tgsi_insn_tok *in = malloc(sizeof *in);
            if (!in)
                return fail(err, w.pos, "out of memory");
            rc = walk_insn(&w, v, in);
            if (rc == 0 && w.pos != w.end)
                rc = fail(err, w.pos, "the INSTRUCTION at token %zu has Size %u but its tokens end at token %zu",
                          w.item, size, w.pos);
            if (rc == 0 && v->insn)
                rc = v->insn(v->user, in, err);
            free(in);
            break;
        }
        case TGSI_TOKEN_PROPERTY: {
            tgsi_prop_tok p;
            rc = walk_prop(&w, &p);
            if (rc == 0 && v->prop)
                rc = v->prop(v->user, &p, err);
            break;
        }
        default:
            if (v->unknown)
                rc = v->unknown(v->user, w.pos, t, size, err);
            w.pos = w.end;
            break;
        }
        if (rc != 0)
            return -1;
        if (w.pos != w.end)
            return fail(err, w.pos, "the %s at token %zu has Size %u but its tokens end at token %zu", name, w.item,
                        size, w.pos);
    }
    if (n < body_end)
        return fail(err, n, "the stream ends at token %zu but HEADER announces a body of %zu tokens up to token %zu: "
                            "truncated",
                    n, info->body_size, body_end - 1);
    if (n > body_end)
        return fail(err, body_end, "%zu tokens after the end of the body (BodySize %zu)", n - body_end,
                    info->body_size);
    return 0;
}

/* ---- loading ---------------------------------------------------------------- */

/* Engine files: index into decl tables. */
enum { EF_IN, EF_OUT, EF_TEMP, EF_ADDR, EF_CONST, EF_COUNT };

static int engine_file(unsigned file)
{
    switch (file) {
    case TGSI_FILE_INPUT: return EF_IN;
    case TGSI_FILE_OUTPUT: return EF_OUT;
    case TGSI_FILE_TEMPORARY: return EF_TEMP;
    case TGSI_FILE_ADDRESS: return EF_ADDR;
    case TGSI_FILE_CONSTANT: return EF_CONST;
    default: return -1;
    }
}

/* Registers of each file in the largest environment, VP2.0. */
static const unsigned file_cap[EF_COUNT] = {16, 21, 16, 2, 256};
static const unsigned file_tgsi[EF_COUNT] = {TGSI_FILE_INPUT, TGSI_FILE_OUTPUT, TGSI_FILE_TEMPORARY,
                                             TGSI_FILE_ADDRESS, TGSI_FILE_CONSTANT};

static unsigned env_cap(unsigned env, int ef)
{
    bool vp2 = env == UC_ENV_VP20;
    switch (ef) {
    case EF_OUT: return env == UC_ENV_VSP10 ? 0 : vp2 ? 21 : 15;
    case EF_TEMP: return vp2 ? 16 : 12;
    case EF_ADDR: return vp2 ? 2 : 1;
    case EF_CONST: return vp2 ? 256 : 96;
    default: return 16;
    }
}

typedef struct {
    bool have_env, have_pi, have_entry;
    unsigned env, pi;
    uint32_t entry_label;
    size_t env_tok, pi_tok, entry_tok;
    bool declared[EF_COUNT][256];
    size_t decl_tok[EF_COUNT][256];
    tgsi_info info;
} pass_a;

static int a_decl(void *user, const tgsi_decl_tok *d, tgsi_error *err)
{
    pass_a *a = user;
    if (d->file > TGSI_FILE_IMMEDIATE)
        return fail(err, d->tok, "DECLARATION of register file %u, which is not defined", d->file);
    if (d->declare > TGSI_DECLARE_MASK)
        return fail(err, d->tok, "DECLARATION with Declare %u, which is not defined (RANGE 0, MASK 1)", d->declare);
    if (d->interpolate && fld(d->interp, 0, 3) > 2)
        return fail(err, d->tok + d->size - 1, "interpolation mode %u is not defined", fld(d->interp, 0, 3));
    int ef = engine_file(d->file);
    if (ef < 0)
        return 0; /* NULL, SAMPLER, IMMEDIATE: nothing of the engine; refused only where used */
    unsigned n = d->declare == TGSI_DECLARE_MASK ? 32 : d->nranges ? d->nranges : 1;
    for (unsigned i = 0; i < n; i++) {
        unsigned first, last;
        size_t where;
        if (d->declare == TGSI_DECLARE_MASK) {
            if (!((d->mask >> i) & 1u))
                continue;
            first = last = i;
            where = d->tok + d->size - 1 - (d->interpolate ? 1u : 0u);
        } else if (d->nranges) {
            first = d->range[i].first, last = d->range[i].last, where = d->range[i].tok;
        } else {
            first = last = 0, where = d->tok;
        }
        if (first > last)
            return fail(err, where, "DECLARATION_RANGE %u..%u: First is after Last", first, last);
        if (last >= file_cap[ef])
            return fail(err, where, "DECLARATION of %s[%u]: the engine has %s[0..%u]", file_long_name(d->file), last,
                        file_long_name(d->file), file_cap[ef] - 1);
        for (unsigned r = first; r <= last; r++) {
            if (!a->declared[ef][r])
                a->decl_tok[ef][r] = where;
            a->declared[ef][r] = true;
        }
    }
    return 0;
}

static int a_imm(void *user, const tgsi_imm_tok *im, tgsi_error *err)
{
    (void)user;
    if (im->datatype != 0)
        return fail(err, im->tok, "IMMEDIATE data type %u is not defined (IMM_FLOAT32 is 0)", im->datatype);
    return 0;
}

static int a_prop(void *user, const tgsi_prop_tok *p, tgsi_error *err)
{
    pass_a *a = user;
    bool *have;
    size_t *where;
    const char *name;
    switch (p->name) {
    case TGSI_PROPERTY_NV_PROGRAM: have = &a->have_env, where = &a->env_tok, name = "NV_PROGRAM"; break;
    case TGSI_PROPERTY_NV_POSITION_INVARIANT:
        have = &a->have_pi, where = &a->pi_tok, name = "NV_POSITION_INVARIANT";
        break;
    case TGSI_PROPERTY_NV_ENTRY: have = &a->have_entry, where = &a->entry_tok, name = "NV_ENTRY"; break;
    default: return fail(err, p->tok, "PROPERTY %u is not defined (docs/tgsi.md lists 0, 1 and 2)", p->name);
    }
    if (*have)
        return fail(err, p->tok, "second PROPERTY %s (the first is at token %zu)", name, *where);
    if (p->n != 1)
        return fail(err, p->tok, "PROPERTY %s takes one data token, Size gives %u", name, p->n);
    uint32_t v = p->data[0];
    *have = true;
    *where = p->tok;
    switch (p->name) {
    case TGSI_PROPERTY_NV_PROGRAM:
        if (v > UC_ENV_VSP10)
            return fail(err, p->data_tok, "NV_PROGRAM %u is not a program type (0 VP1.0, 1 VP1.1, 2 VP2.0, 3 VSP1.0)",
                        (unsigned)v);
        a->env = v;
        break;
    case TGSI_PROPERTY_NV_POSITION_INVARIANT:
        if (v > 1)
            return fail(err, p->data_tok, "NV_POSITION_INVARIANT %u: must be 0 or 1", (unsigned)v);
        a->pi = v;
        break;
    default:
        if (v == 0 || v >= (1u << 24))
            return fail(err, p->data_tok, "NV_ENTRY %u is not a label (1..16777215)", (unsigned)v);
        a->entry_label = v;
        break;
    }
    return 0;
}

typedef struct {
    const pass_a *a;
    unsigned env;
    bool pi;
    unsigned limit; /* words */
    unsigned n;     /* instructions lowered (END excluded) */
    uc_insn insn[UC_MAX_WORDS];
    const opinfo *op[UC_MAX_WORDS];
    size_t tok[UC_MAX_WORDS];
    uint32_t label[UC_MAX_WORDS + 1]; /* declared label of each instruction (index n: END); 0 = none */
    size_t label_tok[UC_MAX_WORDS + 1];
    uint32_t jump[UC_MAX_WORDS];
    size_t jump_tok[UC_MAX_WORDS];
    bool seen_end;
    size_t end_tok;
} lowering;

static unsigned cc_to_uc(unsigned cc)
{
    static const uint8_t m[8] = {UC_CCR_GT, UC_CCR_EQ, UC_CCR_LT, UC_CCR_GE,
                                 UC_CCR_LE, UC_CCR_NE, UC_CCR_TR, UC_CCR_FL};
    return m[cc & 7u];
}

static unsigned cc_from_uc(unsigned ccr)
{
    static const uint8_t m[8] = {TGSI_CC_TR, TGSI_CC_FL, TGSI_CC_EQ, TGSI_CC_NE,
                                 TGSI_CC_LT, TGSI_CC_GE, TGSI_CC_LE, TGSI_CC_GT};
    return m[ccr & 7u];
}

static int check_declared(const lowering *l, unsigned file, int32_t index, size_t tok, tgsi_error *err)
{
    int ef = engine_file(file);
    if (ef < 0 || index < 0 || (unsigned)index >= 256 || !l->a->declared[ef][index])
        return fail(err, tok, "%s[%d] is used but not declared", file_long_name(file), (int)index);
    return 0;
}

static int range_check(unsigned file, int32_t index, size_t tok, tgsi_error *err)
{
    int ef = engine_file(file);
    if (ef >= 0 && (index < 0 || (unsigned)index >= file_cap[ef]))
        return fail(err, tok, "%s[%d] does not exist (the engine has %s[0..%u])", file_long_name(file), (int)index,
                    file_long_name(file), file_cap[ef] - 1);
    return 0;
}

static int lower_dst(lowering *l, const tgsi_insn_tok *t, const opinfo *o, uc_insn *in, tgsi_error *err)
{
    const tgsi_operand *d = &t->dst[0];
    const tgsi_regtok *r = &d->reg;
    if (d->has_ind)
        return fail(err, r->tok, "indirect addressing of a destination is not supported");
    if (d->has_dim)
        return fail(err, r->tok, "2-D (Dimension) addressing is not supported");
    if (r->has_modulate && fld(r->ext_modulate, 4, 7) != 0)
        return fail(err, r->modulate_tok, "destination modulate mode %u is not supported (only MODULATE_1X, 0)",
                    fld(r->ext_modulate, 4, 7));
    bool addr = o->kind == K_ADDR || o->kind == K_ARA;
    if (addr != (r->file == TGSI_FILE_ADDRESS))
        return fail(err, r->tok, addr ? "%s writes the ADDRESS file, not %s"
                                      : "%s cannot write the %s file (only ARL, ARR and ARA write ADDRESS)",
                    o->name, file_long_name(r->file));
    switch (r->file) {
    case TGSI_FILE_TEMPORARY: in->dfile = UC_DFILE_TEMP; break;
    case TGSI_FILE_OUTPUT: in->dfile = UC_DFILE_OUT; break;
    case TGSI_FILE_ADDRESS: in->dfile = UC_DFILE_ADDR; break;
    case TGSI_FILE_CONSTANT: in->dfile = UC_DFILE_CONST; break;
    case TGSI_FILE_NULL:
        if (r->index != 0)
            return fail(err, r->tok, "NULL[%d]: the null register (the CC pseudo-register) has index 0",
                        (int)r->index);
        in->dfile = UC_DFILE_NONE;
        break;
    default: return fail(err, r->tok, "%s cannot write the %s file", o->name, file_long_name(r->file));
    }
    if (r->file != TGSI_FILE_NULL) {
        if (range_check(r->file, r->index, r->tok, err) != 0 || check_declared(l, r->file, r->index, r->tok, err) != 0)
            return -1;
    }
    in->didx = (uint8_t)r->index;
    in->wmask = (uint8_t)r->swz;
    if (r->has_cc) {
        uint32_t c = r->ext_cc;
        if (fld(c, 16, 19) != 0)
            return fail(err, r->cc_tok, "condition-code register %u does not exist (the engine has one, index 0)",
                        fld(c, 16, 19));
        if (fld(c, 4, 7) > 7)
            return fail(err, r->cc_tok, "condition mask %u is not defined", fld(c, 4, 7));
        unsigned ccr = cc_to_uc(fld(c, 4, 7)), ccs = fld(c, 8, 15);
        if (t->has_nv && fld(t->nv, 29, 29) && (ccr != in->ccr || ccs != in->ccs))
            return fail(err, r->cc_tok, "DST_REGISTER_EXT_CONDCODE and INSTRUCTION_EXT_NV (token %zu) give different "
                                        "condition masks",
                        t->nv_tok);
        in->ccr = (uint8_t)ccr;
        in->ccs = (uint8_t)ccs;
    }
    return 0;
}

typedef struct {
    bool v, c;
    int32_t vidx;
    bool crel;
    int32_t cidx;
    unsigned arsel, arcomp;
    size_t vtok, ctok;
} src_shared;

static void const_text(char *buf, size_t sz, bool rel, int32_t idx, unsigned arsel, unsigned arcomp)
{
    if (rel)
        snprintf(buf, sz, "CONSTANT[ADDRESS[%u].%c%+d]", arsel, "xyzw"[arcomp & 3u], (int)idx);
    else
        snprintf(buf, sz, "CONSTANT[%d]", (int)idx);
}

static int lower_src(lowering *l, const tgsi_insn_tok *t, const opinfo *o, unsigned s, uc_src *u, uc_insn *in,
                     src_shared *sh, tgsi_error *err)
{
    const tgsi_operand *op = &t->src[s];
    const tgsi_regtok *r = &op->reg;
    memset(u, 0, sizeof *u);
    if (op->has_dim)
        return fail(err, r->tok, "2-D (Dimension) addressing is not supported");
    if (op->has_ind && r->file != TGSI_FILE_CONSTANT)
        return fail(err, r->tok, "only the CONSTANT file can be addressed indirectly, not %s", file_long_name(r->file));
    switch (r->file) {
    case TGSI_FILE_TEMPORARY:
        if (range_check(r->file, r->index, r->tok, err) != 0 || check_declared(l, r->file, r->index, r->tok, err) != 0)
            return -1;
        u->file = UC_SFILE_TEMP;
        u->tidx = (uint8_t)r->index;
        break;
    case TGSI_FILE_INPUT:
        if (range_check(r->file, r->index, r->tok, err) != 0 || check_declared(l, r->file, r->index, r->tok, err) != 0)
            return -1;
        if (sh->v && sh->vidx != r->index)
            return fail(err, r->tok, "reads INPUT[%d] and INPUT[%d] (token %zu): the engine reads one input per "
                                     "instruction",
                        (int)r->index, (int)sh->vidx, sh->vtok);
        sh->v = true, sh->vidx = r->index, sh->vtok = r->tok;
        u->file = UC_SFILE_ATTR;
        break;
    case TGSI_FILE_CONSTANT: {
        bool rel = op->has_ind;
        unsigned arsel = 0, arcomp = 0;
        if (rel) {
            const tgsi_regtok *a = &op->ind;
            if (a->file != TGSI_FILE_ADDRESS)
                return fail(err, a->tok, "indirect addressing goes through the ADDRESS file, not %s",
                            file_long_name(a->file));
            if (range_check(a->file, a->index, a->tok, err) != 0 ||
                check_declared(l, a->file, a->index, a->tok, err) != 0)
                return -1;
            if (a->negate || a->has_mod || a->has_swz)
                return fail(err, a->tok, "modifiers on the indirect address register are not supported");
            if (r->index < -256 || r->index > 255)
                return fail(err, r->tok, "indirect offset %d outside -256..255", (int)r->index);
            arsel = (unsigned)a->index;
            arcomp = a->swz & 3u;
        } else {
            if (range_check(r->file, r->index, r->tok, err) != 0 ||
                check_declared(l, r->file, r->index, r->tok, err) != 0)
                return -1;
        }
        if (sh->c && (sh->crel != rel || sh->cidx != r->index || (rel && (sh->arsel != arsel || sh->arcomp != arcomp)))) {
            char a1[48], a2[48];
            const_text(a1, sizeof a1, rel, r->index, arsel, arcomp);
            const_text(a2, sizeof a2, sh->crel, sh->cidx, sh->arsel, sh->arcomp);
            return fail(err, r->tok, "reads %s and %s (token %zu): the engine reads one constant per instruction", a1,
                        a2, sh->ctok);
        }
        sh->c = true, sh->crel = rel, sh->cidx = r->index, sh->arsel = arsel, sh->arcomp = arcomp, sh->ctok = r->tok;
        u->file = UC_SFILE_CONST;
        break;
    }
    case TGSI_FILE_IMMEDIATE:
        return fail(err, r->tok, "%s reads IMMEDIATE[%d]: the engine has no immediates (use a CONSTANT)", o->name,
                    (int)r->index);
    case TGSI_FILE_ADDRESS:
        return fail(err, r->tok, "%s cannot read ADDRESS[%d]: the ADDRESS file is read through indirect addressing "
                                 "(or by ARA)",
                    o->name, (int)r->index);
    default:
        return fail(err, r->tok, "%s cannot read the %s file", o->name, file_long_name(r->file));
    }
    /* swizzle and sign: SRC_REGISTER, then EXT_SWZ on the result, then EXT_MOD */
    unsigned swz = r->swz;
    unsigned neg = r->negate;
    if (r->has_swz) {
        uint32_t e = r->ext_swz;
        unsigned nswz = 0, nneg = fld(e, 20, 20);
        if (fld(e, 24, 27) != TGSI_EXTSWIZZLE_ONE)
            return fail(err, r->swz_tok, "ExtDivide %u is not supported (only EXTSWIZZLE_ONE, 5: no division)",
                        fld(e, 24, 27));
        for (unsigned c = 0; c < 4; c++) {
            unsigned sel = fld(e, 4 + 4 * c, 7 + 4 * c);
            if (sel > 3)
                return fail(err, r->swz_tok, "extended swizzle %s in component %c is not supported",
                            sel == TGSI_EXTSWIZZLE_ZERO ? "ZERO" : sel == TGSI_EXTSWIZZLE_ONE ? "ONE" : "(undefined)",
                            "xyzw"[c]);
            if (fld(e, 20 + c, 20 + c) != nneg)
                return fail(err, r->swz_tok, "per-component negation is not supported (all or none)");
            nswz |= ((swz >> (2 * sel)) & 3u) << (2 * c);
        }
        swz = nswz;
        neg ^= nneg;
    }
    unsigned abs = 0, nabs = 0;
    if (r->has_mod) {
        uint32_t e = r->ext_mod;
        if (fld(e, 4, 6) != 0)
            return fail(err, r->mod_tok, "%s modifier is not supported",
                        fld(e, 4, 4) ? "Complement" : fld(e, 5, 5) ? "Bias" : "Scale2X");
        abs = fld(e, 7, 7);
        if (fld(e, 8, 8)) {
            if (abs)
                nabs = 1;
            else
                neg ^= 1u;
        }
    }
    if (o->kind == K_SCALAR || (o->kind == K_ADDR && o->uc == UC_VOP_ARL && l->env != UC_ENV_VP20))
        swz = (swz & 3u) * 0x55u; /* the operation reads .x of the swizzled source */
    u->swz = (uint8_t)swz;
    u->neg = (uint8_t)neg;
    u->abs = (uint8_t)abs;
    u->nabs = (uint8_t)nabs;
    (void)in;
    return 0;
}

static int lower_ara_src(lowering *l, const tgsi_insn_tok *t, uc_insn *in, tgsi_error *err)
{
    const tgsi_operand *op = &t->src[0];
    const tgsi_regtok *r = &op->reg;
    if (r->file != TGSI_FILE_ADDRESS)
        return fail(err, r->tok, "ARA reads an ADDRESS register, not %s", file_long_name(r->file));
    if (op->has_ind || op->has_dim || r->negate || r->has_mod || r->has_swz || r->swz != UC_SWZ_IDENTITY)
        return fail(err, r->tok, "ARA reads a whole address register: no swizzle, sign or addressing");
    if (range_check(r->file, r->index, r->tok, err) != 0 || check_declared(l, r->file, r->index, r->tok, err) != 0)
        return -1;
    in->arsel = (uint8_t)r->index;
    return 0;
}

static int b_insn(void *user, const tgsi_insn_tok *t, tgsi_error *err)
{
    lowering *l = user;
    if (l->seen_end)
        return fail(err, t->tok, "instruction after END (token %zu)", l->end_tok);
    const opinfo *o = op_by_tgsi(t->opcode);
    if (!o)
        return fail(err, t->tok, "opcode %u%s%s is not an instruction of the vertex engine", t->opcode,
                    t->opcode == TGSI_OPCODE_NOP ? " " : "", t->opcode == TGSI_OPCODE_NOP ? "(NOP)" : "");
    if (t->ndst != o->ndst || t->nsrc != o->nsrc)
        return fail(err, t->tok, "%s takes %u destination%s and %u source%s, the token says %u and %u", o->name,
                    o->ndst, o->ndst == 1 ? "" : "s", o->nsrc, o->nsrc == 1 ? "" : "s", t->ndst, t->nsrc);
    if (t->saturate)
        return fail(err, t->tok, "saturation mode %u is not supported (the engine has no saturation)", t->saturate);
    if (t->has_texture && fld(t->texture, 4, 11) != 0)
        return fail(err, t->texture_tok, "texture target %u on %s: the vertex engine has no textures",
                    fld(t->texture, 4, 11), o->name);
    if (t->has_label_jump && o->kind != K_BRANCH)
        return fail(err, t->label_jump_tok, "jump label on %s, which does not branch", o->name);
    if (o->kind == K_BRANCH) {
        if (!t->has_label_jump)
            return fail(err, t->tok, "%s without a jump label (INSTRUCTION_EXT_LABEL with Target FALSE)", o->name);
        if (t->label_jump == 0)
            return fail(err, t->label_jump_tok, "jump to label 0, which is reserved");
    }
    uc_insn in;
    memset(&in, 0, sizeof in);
    in.env = (uint8_t)l->env;
    in.ccr = UC_CCR_TR;
    in.ccs = UC_SWZ_IDENTITY;
    if (t->has_nv) {
        uint32_t e = t->nv;
        unsigned prec = fld(e, 4, 7);
        if (prec > 1)
            return fail(err, t->nv_tok, "precision %u is %s (the engine computes in fp32: DEFAULT 0 or FLOAT32 1)",
                        prec, prec <= 3 ? "not supported" : "not defined");
        if (fld(e, 28, 28)) {
            if (fld(e, 8, 11) != 0)
                return fail(err, t->nv_tok, "condition-code register %u does not exist (the engine has one, index 0)",
                            fld(e, 8, 11));
            in.ccu = 1;
        } else if (fld(e, 8, 11) != 0) {
            return fail(err, t->nv_tok, "CondDstIndex %u set while CondDstUpdate is FALSE", fld(e, 8, 11));
        }
        if (fld(e, 29, 29)) {
            if (fld(e, 12, 15) != 0)
                return fail(err, t->nv_tok, "condition-code register %u does not exist (the engine has one, index 0)",
                            fld(e, 12, 15));
            if (fld(e, 16, 19) > 7)
                return fail(err, t->nv_tok, "condition mask %u is not defined", fld(e, 16, 19));
            in.ccr = (uint8_t)cc_to_uc(fld(e, 16, 19));
            in.ccs = (uint8_t)fld(e, 20, 27);
        } else if (fld(e, 12, 15) != 0 || fld(e, 16, 19) != TGSI_CC_TR || fld(e, 20, 27) != UC_SWZ_IDENTITY) {
            return fail(err, t->nv_tok, "condition fields set while CondFlowEnable is FALSE");
        }
    }
    if (o->kind == K_END) {
        if (t->has_nv && (in.ccu || in.ccr != UC_CCR_TR || in.ccs != UC_SWZ_IDENTITY))
            return fail(err, t->nv_tok, "END takes no condition");
        l->seen_end = true;
        l->end_tok = t->tok;
        l->label[l->n] = t->has_label_decl ? t->label_decl : 0;
        l->label_tok[l->n] = t->label_decl_tok;
        return 0;
    }
    if (l->n + (l->pi ? UC_PI_WORDS : 0) >= l->limit)
        return fail(err, t->tok, "instruction %u is past the %s limit of %u instructions%s", l->n + 1,
                    uc_env_name(l->env), l->limit - (l->pi ? UC_PI_WORDS : 0),
                    l->pi ? " (4 fewer for position invariance)" : "");
    if (o->kind == K_VEC || o->kind == K_ADDR || o->kind == K_ARA)
        in.vop = (uint8_t)o->uc;
    else
        in.sop = (uint8_t)o->uc;
    if ((o->kind == K_BRANCH || o->kind == K_RET) && in.ccu)
        return fail(err, t->nv_tok, "%s cannot update the condition code", o->name);
    if (o->ndst && lower_dst(l, t, o, &in, err) != 0)
        return -1;
    src_shared sh;
    memset(&sh, 0, sizeof sh);
    if (o->kind == K_ARA) {
        if (lower_ara_src(l, t, &in, err) != 0)
            return -1;
    } else {
        for (unsigned s = 0; s < o->nsrc; s++) {
            unsigned slot = (o->kind == K_SCALAR || o->kind == K_LIT) ? 2 : s;
            if (lower_src(l, t, o, s, &in.src[slot], &in, &sh, err) != 0)
                return -1;
        }
    }
    if (sh.v)
        in.vidx = (uint8_t)sh.vidx;
    if (sh.c) {
        in.cidx = (int16_t)sh.cidx;
        in.crel = sh.crel;
        in.arsel = (uint8_t)sh.arsel;
        in.arcomp = (uint8_t)sh.arcomp;
    }
    unsigned k = l->n++;
    l->insn[k] = in;
    l->op[k] = o;
    l->tok[k] = t->tok;
    l->label[k] = t->has_label_decl ? t->label_decl : 0;
    l->label_tok[k] = t->label_decl_tok;
    l->jump[k] = t->has_label_jump ? t->label_jump : 0;
    l->jump_tok[k] = t->label_jump_tok;
    return 0;
}

/* Instruction index declaring label, or -1. */
static int find_label(const lowering *l, uint32_t label)
{
    for (unsigned i = 0; i <= l->n; i++)
        if ((i < l->n || l->seen_end) && l->label[i] == label)
            return (int)i;
    return -1;
}

static int lower(const uint32_t *tok, size_t n, const pass_a *a, unsigned env, tgsi_load_result *out,
                 tgsi_error *err)
{
    /* declarations within this environment's files */
    for (int ef = 0; ef < EF_COUNT; ef++)
        for (unsigned r = env_cap(env, ef); r < 256; r++)
            if (a->declared[ef][r])
                return fail(err, a->decl_tok[ef][r], "%s[%u] does not exist in a %s program",
                            file_long_name(file_tgsi[ef]), r, uc_env_name(env));
    if (a->have_pi && a->pi && env != UC_ENV_VP11 && env != UC_ENV_VP20)
        return fail(err, a->pi_tok, "position invariance is a VP1.1 or VP2.0 option, not %s", uc_env_name(env));
    lowering *l = calloc(1, sizeof *l);
    if (!l)
        return fail(err, 0, "out of memory");
    l->a = a;
    l->env = env;
    l->pi = a->have_pi && a->pi;
    l->limit = env == UC_ENV_VP20 ? 256 : 128;
    tgsi_visitor v;
    memset(&v, 0, sizeof v);
    v.user = l;
    v.insn = b_insn;
    int rc = -1;
    if (tgsi_walk(tok, n, NULL, &v, err) != 0)
        goto done;
    /* labels */
    for (unsigned i = 0; i <= l->n; i++) {
        if (!l->label[i] || (i == l->n && !l->seen_end))
            continue;
        for (unsigned j = 0; j < i; j++)
            if (l->label[j] == l->label[i]) {
                fail(err, l->label_tok[i], "label %u is declared twice (first at token %zu)", (unsigned)l->label[i],
                     l->label_tok[j]);
                goto done;
            }
    }
    unsigned entry = 0;
    if (a->have_entry) {
        int e = find_label(l, a->entry_label);
        if (e < 0) {
            fail(err, a->entry_tok, "NV_ENTRY names label %u, which no instruction declares",
                 (unsigned)a->entry_label);
            goto done;
        }
        if ((unsigned)e == l->n) {
            fail(err, a->entry_tok, "NV_ENTRY names label %u on END: the program would start at its end",
                 (unsigned)a->entry_label);
            goto done;
        }
        if (e != 0 && env != UC_ENV_VP20) {
            fail(err, a->entry_tok, "an entry point after the first instruction needs VP2.0 (this is %s)",
                 uc_env_name(env));
            goto done;
        }
        entry = (unsigned)e;
    }
    if (l->n == 0 && !l->pi) {
        fail(err, n, "the stream has no instructions");
        goto done;
    }
    if (l->n == 0 && l->pi && env != UC_ENV_VP20) {
        fail(err, n, "a %s position-invariant program needs an instruction besides the HPOS block",
             uc_env_name(env));
        goto done;
    }
    uc_program *p = &out->prog;
    memset(out, 0, sizeof *out);
    p->env = (uint8_t)env;
    p->pos_invariant = l->pi;
    p->entry = (uint16_t)entry;
    unsigned shift = l->pi ? UC_PI_WORDS : 0;
    for (unsigned k = 0; k < l->n; k++) {
        uc_insn *in = &l->insn[k];
        if (l->op[k]->kind == K_BRANCH) {
            int ti = find_label(l, l->jump[k]);
            if (ti < 0) {
                fail(err, l->jump_tok[k], "jump to label %u, which no instruction declares", (unsigned)l->jump[k]);
                goto done;
            }
            in->target = (uint16_t)((unsigned)ti == l->n ? UC_TARGET_EXIT
                                                         : (unsigned)ti + ((unsigned)ti >= entry ? shift : 0));
        }
    }
    unsigned w = 0;
    for (unsigned k = 0; k <= l->n; k++) {
        if (l->pi && k == entry) {
            for (unsigned r = 0; r < UC_PI_WORDS; r++, w++) {
                const uc_insn b = uc_pi_word(env, r);
                p->words[w] = uc_pack(&b);
                out->insn_token[w] = TGSI_NO_TOKEN;
            }
        }
        if (k == l->n)
            break;
        l->insn[k].end = (uint8_t)(k + 1 == l->n);
        p->words[w] = uc_pack(&l->insn[k]);
        out->insn_token[w] = l->tok[k];
        w++;
    }
    p->count = (uint16_t)w;
    if (l->n == 0)
        uc_set(&p->words[w - 1], UC_END_LSB, UC_END_WIDTH, 1);
    /* per-word rules and the whole-program rules, each at its token */
    bool hpos = l->pi, cwrite = false;
    for (unsigned k = 0; k < l->n; k++) {
        char why[128];
        const uc_insn *in = &l->insn[k];
        if (!uc_check(in, why, sizeof why)) {
            fail(err, l->tok[k], "%s: %s", l->op[k]->name, why);
            goto done;
        }
        if (uc_writes_hpos(in)) {
            if (l->pi) {
                fail(err, l->tok[k], "a position-invariant program must not write OUTPUT[0] (HPOS)");
                goto done;
            }
            hpos = true;
        }
        if (in->dfile == UC_DFILE_CONST)
            cwrite = true;
        if (l->pi && env == UC_ENV_VP11 && in->crel) {
            fail(err, l->tok[k], "a position-invariant VP1.1 program cannot use indirect addressing");
            goto done;
        }
    }
    if (env == UC_ENV_VSP10 ? !cwrite : !hpos) {
        fail(err, n, env == UC_ENV_VSP10 ? "the state program never writes a CONSTANT"
                                         : "the program never writes OUTPUT[0] (o[HPOS])");
        goto done;
    }
    char why[200];
    if (vpdis_check(p, why, sizeof why) != 0) {
        fail(err, n, "the lowered program is not valid microcode: %s", why);
        goto done;
    }
    rc = 0;
done:
    free(l);
    return rc;
}

int tgsi_load(const uint32_t *tok, size_t n, tgsi_load_result *out, tgsi_error *err)
{
    tgsi_error dummy;
    if (!err)
        err = &dummy;
    memset(err, 0, sizeof *err);
    if (!out)
        return fail(err, 0, "no output");
    pass_a *a = calloc(1, sizeof *a);
    if (!a)
        return fail(err, 0, "out of memory");
    tgsi_visitor v;
    memset(&v, 0, sizeof v);
    v.user = a;
    v.decl = a_decl;
    v.imm = a_imm;
    v.prop = a_prop;
    int rc = tgsi_walk(tok, n, &a->info, &v, err);
    if (rc == 0 && a->info.has_processor && a->info.processor != TGSI_PROCESSOR_VERTEX) {
        static const char *const pn[] = {"FRAGMENT", "VERTEX", "GEOMETRY"};
        rc = a->info.processor < 3 ? fail(err, 2, "processor %s: the engine runs vertex programs only",
                                          pn[a->info.processor])
                                   : fail(err, 2, "processor %u is not defined", a->info.processor);
    }
    if (rc == 0) {
        if (a->have_env) {
            rc = lower(tok, n, a, a->env, out, err);
        } else {
            static const unsigned order[3] = {UC_ENV_VP10, UC_ENV_VP11, UC_ENV_VP20};
            for (int i = 0; i < 3; i++) {
                rc = lower(tok, n, a, order[i], out, err);
                if (rc == 0)
                    break;
            }
            if (rc == 0)
                out->env_inferred = true;
        }
    }
    if (rc == 0) {
        out->major = a->info.major;
        out->minor = a->info.minor;
        out->exec_refused = a->info.newer;
    }
    free(a);
    return rc;
}

/* ---- emitting ------------------------------------------------------------------ */

typedef struct {
    uint32_t *t;
    size_t n, cap;
    bool oom;
} tbuf;

/* Room for one more element in a growing array *v of *cap elements of
 * `size` bytes holding n; false (and *oom set) when memory runs out. */
static bool grow(void **v, size_t *cap, size_t n, size_t size, bool *oom)
{
    if (*oom)
        return false;
    if (n < *cap)
        return true;
    size_t c = *cap ? 2 * *cap : 256;
    void *nv = realloc(*v, c * size);
    if (!nv) {
        *oom = true;
        return false;
    }
    *v = nv;
    *cap = c;
    return true;
}

static void put(tbuf *b, uint32_t v)
{
    void *t = b->t;
    const bool ok = grow(&t, &b->cap, b->n, sizeof *b->t, &b->oom);
    b->t = t;
    if (ok)
        b->t[b->n++] = v;
}

static uint32_t sized(unsigned type, unsigned size)
{
    return type | (uint32_t)size << 4;
}

static void put_decl(tbuf *b, unsigned file, unsigned first, unsigned last)
{
    put(b, sized(TGSI_TOKEN_DECLARATION, 2) | (uint32_t)file << 12 | (uint32_t)TGSI_DECLARE_RANGE << 16);
    put(b, first | (uint32_t)last << 16);
}

static void put_src(uint32_t *out, unsigned *k, unsigned file, int32_t index, const uc_src *s, bool rel,
                    unsigned arsel, unsigned arcomp)
{
    uint32_t t = file | (uint32_t)s->swz << 4 | (uint32_t)(s->neg ? 1u : 0u) << 12 | (uint32_t)(rel ? 1u : 0u) << 13 |
                 ((uint32_t)index & 0xFFFFu) << 15 | (uint32_t)(s->abs ? 1u : 0u) << 31;
    out[(*k)++] = t;
    if (s->abs)
        out[(*k)++] = TGSI_SRC_EXT_MOD | 1u << 7 | (uint32_t)(s->nabs ? 1u : 0u) << 8;
    if (rel)
        out[(*k)++] = TGSI_FILE_ADDRESS | (uint32_t)(arcomp | 1u << 2 | 2u << 4 | 3u << 6) << 4 | (uint32_t)arsel << 15;
}

int tgsi_emit(const uc_program *p, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    tgsi_error dummy;
    if (!err)
        err = &dummy;
    memset(err, 0, sizeof *err);
    if (!tokens || !ntokens)
        return fail(err, 0, "no output");
    *tokens = NULL;
    *ntokens = 0;
    char why[200];
    if (!p)
        return fail(err, 0, "no program");
    if (vpdis_check(p, why, sizeof why) != 0)
        return fail(err, 0, "the program cannot be written as TGSI: %s", why);
    const bool pi = p->pos_invariant;
    const unsigned e = p->entry;
    /* TGSI instruction index of each word (words of the block have none) */
    int tix[UC_MAX_WORDS];
    for (unsigned i = 0; i < UC_MAX_WORDS; i++)
        tix[i] = -1;
    unsigned nuser = 0;
    for (unsigned i = 0; i < p->count; i++)
        tix[i] = pi && i >= e && i < e + UC_PI_WORDS ? -1 : (int)nuser++;
    /* which instructions are targets (index nuser: END); labels are index + 1 */
    bool target[UC_MAX_WORDS + 1];
    memset(target, 0, sizeof target);
    bool used[EF_COUNT][256];
    memset(used, 0, sizeof used);
    bool rel = false;
    for (unsigned i = 0; i < p->count; i++) {
        uc_insn in = uc_unpack(&p->words[i]);
        if (in.sop == UC_SOP_BRA || in.sop == UC_SOP_CAL) {
            if (in.target == UC_TARGET_EXIT)
                target[nuser] = true;
            else if (tix[in.target] >= 0)
                target[tix[in.target]] = true;
        }
        if (uc_sop_flow(in.sop))
            continue;
        switch (in.dfile) {
        case UC_DFILE_TEMP: used[EF_TEMP][in.didx] = true; break;
        case UC_DFILE_OUT: used[EF_OUT][in.didx] = true; break;
        case UC_DFILE_ADDR: used[EF_ADDR][in.didx] = true; break;
        case UC_DFILE_CONST: used[EF_CONST][in.didx] = true; break;
        default: break;
        }
        if (in.vop == UC_VOP_ARA)
            used[EF_ADDR][in.arsel] = true;
        int nsrc = in.vop ? uc_vop_nsrc(in.vop) : 0;
        for (int s = 0; s < 3; s++) {
            if (in.vop ? s >= nsrc : s != 2)
                continue;
            const uc_src *src = &in.src[s];
            if (src->file == UC_SFILE_TEMP)
                used[EF_TEMP][src->tidx] = true;
            else if (src->file == UC_SFILE_ATTR)
                used[EF_IN][in.vidx] = true;
            else if (src->file == UC_SFILE_CONST && in.crel)
                rel = true, used[EF_ADDR][in.arsel] = true;
            else if (src->file == UC_SFILE_CONST)
                used[EF_CONST][in.cidx] = true;
        }
    }
    if (rel)
        for (unsigned r = 0; r < env_cap(p->env, EF_CONST); r++)
            used[EF_CONST][r] = true;
    unsigned entry_ix = 0;
    if (e != 0) {
        unsigned ew = pi ? e + UC_PI_WORDS : e;
        if (ew >= p->count || tix[ew] < 0)
            return fail(err, 0, "entry point %u has no instruction after it", e);
        entry_ix = (unsigned)tix[ew];
        target[entry_ix] = true;
    }

    tbuf b = {NULL, 0, 0, false};
    put(&b, TGSI_MAJOR | TGSI_MINOR << 8);
    put(&b, 2); /* HeaderSize 2; BodySize filled in below */
    put(&b, TGSI_PROCESSOR_VERTEX);
    put(&b, sized(TGSI_TOKEN_PROPERTY, 2) | TGSI_PROPERTY_NV_PROGRAM << 12);
    put(&b, p->env);
    if (pi) {
        put(&b, sized(TGSI_TOKEN_PROPERTY, 2) | TGSI_PROPERTY_NV_POSITION_INVARIANT << 12);
        put(&b, 1);
    }
    if (e != 0) {
        put(&b, sized(TGSI_TOKEN_PROPERTY, 2) | TGSI_PROPERTY_NV_ENTRY << 12);
        put(&b, entry_ix + 1);
    }
    static const int decl_order[EF_COUNT] = {EF_IN, EF_OUT, EF_TEMP, EF_ADDR, EF_CONST};
    for (int k = 0; k < EF_COUNT; k++) {
        int ef = decl_order[k];
        for (unsigned r = 0; r < 256; r++) {
            if (!used[ef][r])
                continue;
            unsigned last = r;
            while (last + 1 < 256 && used[ef][last + 1])
                last++;
            put_decl(&b, file_tgsi[ef], r, last);
            r = last;
        }
    }
    for (unsigned i = 0; i <= p->count; i++) {
        uint32_t ext[3], otok[24];
        unsigned next = 0, nops = 0, ndst = 0, nsrc = 0;
        unsigned opcode;
        int ix;
        if (i == p->count) {
            opcode = TGSI_OPCODE_END;
            ix = (int)nuser;
        } else {
            if (tix[i] < 0)
                continue;
            ix = tix[i];
            uc_insn in = uc_unpack(&p->words[i]);
            const opinfo *o = op_by_uc(&in);
            if (!o) {
                free(b.t);
                return fail(err, 0, "word %u: operation without a TGSI opcode", i);
            }
            opcode = o->opcode;
            if (target[ix])
                ext[next++] = TGSI_INSN_EXT_LABEL | (uint32_t)(ix + 1) << 4 | 1u << 28;
            if (in.ccu || in.ccr != UC_CCR_TR || in.ccs != UC_SWZ_IDENTITY) {
                bool flow = in.ccr != UC_CCR_TR || in.ccs != UC_SWZ_IDENTITY;
                ext[next++] = TGSI_INSN_EXT_NV | (uint32_t)cc_from_uc(in.ccr) << 16 | (uint32_t)in.ccs << 20 |
                              (uint32_t)(in.ccu ? 1u : 0u) << 28 | (uint32_t)(flow ? 1u : 0u) << 29;
            }
            if (o->kind == K_BRANCH) {
                unsigned tl = in.target == UC_TARGET_EXIT ? nuser + 1 : (unsigned)tix[in.target] + 1;
                ext[next++] = TGSI_INSN_EXT_LABEL | (uint32_t)tl << 4;
            }
            if (o->ndst) {
                static const unsigned dfile[5] = {TGSI_FILE_NULL, TGSI_FILE_TEMPORARY, TGSI_FILE_OUTPUT,
                                                  TGSI_FILE_CONSTANT, TGSI_FILE_ADDRESS};
                otok[nops++] = dfile[in.dfile % 5u] | (uint32_t)in.wmask << 4 | (uint32_t)in.didx << 10;
                ndst = 1;
            }
            if (o->kind == K_ARA) {
                otok[nops++] = TGSI_FILE_ADDRESS | (uint32_t)UC_SWZ_IDENTITY << 4 | (uint32_t)in.arsel << 15;
                nsrc = 1;
            } else {
                for (unsigned s = 0; s < o->nsrc; s++) {
                    unsigned slot = (o->kind == K_SCALAR || o->kind == K_LIT) ? 2 : s;
                    const uc_src *src = &in.src[slot];
                    switch (src->file) {
                    case UC_SFILE_TEMP: put_src(otok, &nops, TGSI_FILE_TEMPORARY, src->tidx, src, false, 0, 0); break;
                    case UC_SFILE_ATTR: put_src(otok, &nops, TGSI_FILE_INPUT, in.vidx, src, false, 0, 0); break;
                    default:
                        put_src(otok, &nops, TGSI_FILE_CONSTANT, in.cidx, src, in.crel, in.arsel, in.arcomp);
                        break;
                    }
                }
                nsrc = o->nsrc;
            }
        }
        if (i == p->count && target[ix])
            ext[next++] = TGSI_INSN_EXT_LABEL | (uint32_t)(ix + 1) << 4 | 1u << 28;
        unsigned size = 1 + next + nops;
        put(&b, sized(TGSI_TOKEN_INSTRUCTION, size) | (uint32_t)opcode << 12 | (uint32_t)ndst << 22 |
                    (uint32_t)nsrc << 24 | (uint32_t)(next ? 1u : 0u) << 31);
        for (unsigned k = 0; k < next; k++)
            put(&b, ext[k] | (uint32_t)(k + 1 < next ? 1u : 0u) << 31);
        for (unsigned k = 0; k < nops; k++)
            put(&b, otok[k]);
    }
    if (b.oom) {
        free(b.t);
        return fail(err, 0, "out of memory");
    }
    b.t[1] |= (uint32_t)(b.n - 3) << 8;
    *tokens = b.t;
    *ntokens = b.n;
    return 0;
}

int tgsi_emit_asm(const vpasm_output *o, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    if (!o) {
        if (err) {
            err->token = 0;
            snprintf(err->msg, sizeof err->msg, "no program");
        }
        return -1;
    }
    return tgsi_emit(&o->prog, tokens, ntokens, err);
}

/* ---- files ---------------------------------------------------------------------- */

int tgsi_from_bytes(const uint8_t *data, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    if (!tokens || !ntokens)
        return fail(err, 0, "no output");
    *tokens = NULL;
    *ntokens = 0;
    if (len % 4)
        return fail(err, len / 4, "%zu bytes are not a whole number of 32-bit tokens (%zu bytes left over)", len,
                    len % 4);
    size_t n = len / 4;
    if (n > TGSI_MAX_TOKENS)
        return fail(err, TGSI_MAX_TOKENS, "the stream has %zu tokens, more than this loader's limit of %zu", n,
                    TGSI_MAX_TOKENS);
    uint32_t *t = malloc(n ? n * sizeof *t : sizeof *t);
    if (!t)
        return fail(err, 0, "out of memory");
    for (size_t i = 0; i < n; i++)
        t[i] = (uint32_t)data[4 * i] | (uint32_t)data[4 * i + 1] << 8 | (uint32_t)data[4 * i + 2] << 16 |
               (uint32_t)data[4 * i + 3] << 24;
    *tokens = t;
    *ntokens = n;
    return 0;
}

int tgsi_write_bin(FILE *f, const uint32_t *tok, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint8_t b[4] = {(uint8_t)tok[i], (uint8_t)(tok[i] >> 8), (uint8_t)(tok[i] >> 16), (uint8_t)(tok[i] >> 24)};
        if (fwrite(b, 1, 4, f) != 4)
            return -1;
    }
    return ferror(f) ? -1 : 0;
}

static int hexdigit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The places of the tokens (tgsi_from_hex_text_at): one more entry than
 * tokens, the last the text's end or the token that did not parse. */
typedef struct {
    tgsi_textpos *v;
    size_t n, cap;
    bool oom;
} pbuf;

static void pput(pbuf *p, unsigned line, size_t col)
{
    void *v = p->v;
    const bool ok = grow(&v, &p->cap, p->n, sizeof *p->v, &p->oom);
    p->v = v;
    if (ok) {
        p->v[p->n].line = line;
        p->v[p->n].col = (unsigned)col;
        p->n++;
    }
}

int tgsi_from_hex_text_at(const char *text, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_textpos **pos,
                          size_t *npos, tgsi_error *err)
{
    if (!tokens || !ntokens || (pos && !npos))
        return fail(err, 0, "no output");
    *tokens = NULL;
    *ntokens = 0;
    if (pos) {
        *pos = NULL;
        *npos = 0;
    }
    tbuf b = {NULL, 0, 0, false};
    pbuf pb = {NULL, 0, 0, false};
    unsigned line = 1;
    size_t i = 0, ls = 0;
    int rc = 0;
    while (i < len && rc == 0) {
        char c = text[i];
        if (c == '\n') {
            line++;
            i++;
            ls = i;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == ',') {
            i++;
        } else if (c == '#') {
            while (i < len && text[i] != '\n')
                i++;
        } else {
            size_t s = i;
            if (pos)
                pput(&pb, line, s - ls + 1);
            if (c == '0' && i + 1 < len && (text[i + 1] == 'x' || text[i + 1] == 'X'))
                i += 2;
            uint32_t v = 0;
            unsigned nd = 0;
            while (i < len && hexdigit(text[i]) >= 0) {
                v = v << 4 | (uint32_t)hexdigit(text[i]);
                nd++;
                i++;
            }
            bool sep = i >= len || text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n' ||
                       text[i] == ',' || text[i] == '#';
            if (nd == 0 || nd > 8 || !sep) {
                size_t e = i;
                while (e < len && e - s < 16 && text[e] != ' ' && text[e] != '\n' && text[e] != '\t' && text[e] != '\r')
                    e++;
                char shown[20];
                size_t k = 0;
                for (size_t j = s; j < e && k + 1 < sizeof shown; j++)
                    shown[k++] = text[j] >= 0x20 && text[j] < 0x7f ? text[j] : '?';
                shown[k] = '\0';
                rc = fail(err, b.n, "'%s' is not a token of 1 to 8 hex digits", shown);
            } else if (b.n >= TGSI_MAX_TOKENS) {
                rc = fail(err, b.n, "more than %zu tokens", TGSI_MAX_TOKENS);
            } else {
                put(&b, v);
            }
        }
    }
    if (rc == 0 && pos)
        pput(&pb, line, i - ls + 1); /* the end of the text */
    if (rc == 0 && (b.oom || pb.oom))
        rc = fail(err, 0, "out of memory");
    if (rc == 0 && !b.t) {
        b.t = malloc(sizeof *b.t);
        if (!b.t)
            rc = fail(err, 0, "out of memory");
    }
    if (pos && !pb.oom) {
        *pos = pb.v;
        *npos = pb.n;
    } else {
        free(pb.v);
    }
    if (rc != 0) {
        free(b.t);
        return rc;
    }
    *tokens = b.t;
    *ntokens = b.n;
    return 0;
}

int tgsi_from_hex_text(const char *text, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    return tgsi_from_hex_text_at(text, len, tokens, ntokens, NULL, NULL, err);
}

tgsi_textpos tgsi_text_place(const tgsi_textpos *pos, size_t npos, size_t token)
{
    tgsi_textpos none = {0, 0};
    if (!pos || npos == 0)
        return none;
    return pos[token < npos ? token : npos - 1];
}

void tgsi_error_line(char *buf, size_t sz, const char *name, const tgsi_error *err, const tgsi_textpos *pos,
                     size_t npos)
{
    const tgsi_textpos at = tgsi_text_place(pos, npos, err->token);
    if (at.line)
        snprintf(buf, sz, "%s:%u:%u: error: token %zu: %s", name, at.line, at.col, err->token, err->msg);
    else
        snprintf(buf, sz, "%s: token %zu: error: %s", name, err->token, err->msg);
}

bool tgsi_looks_binary(const uint8_t *data, size_t len)
{
    return data && len >= 4 && data[2] == 0 && data[3] == 0 && memcmp(data, "VPUC", 4) != 0;
}

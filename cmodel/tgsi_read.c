/*
 * tgsi_read: reading TGSI token streams (tgsi.h).
 *  - tgsi_walk decodes the stream token by token (VERSION, HEADER,
 *    PROCESSOR, then the body's sized tokens with their extension and
 *    operand tokens) and hands each to a visitor. It never reads outside
 *    [tok, tok+n), skips unknown sized tokens by Size and unknown extension
 *    tokens by their Extended bit, and stops at the first structural fault
 *    with its token index. The loader (tgsi_lower.c) and the printer
 *    (tgsi_dis.c) are visitors.
 *  - the file forms: binary (tgsi_from_bytes) and hex text
 *    (tgsi_from_hex_text_at, with each token's line and column), and the
 *    tools' error line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi_internal.h"
#include "vptext.h"

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
        return tgsi_fail(w->err, w->pos, "the %s at token %zu ends (Size %zu) before its %s", w->what, w->item,
                         w->end - w->item, part);
    *out = w->t[w->pos++];
    return 0;
}

static int pad_check(walker *w, size_t tok, uint32_t t, unsigned lo, unsigned hi, const char *name)
{
    if (w->strict && tgsi_fld(t, lo, hi) != 0)
        return tgsi_fail(w->err, tok, "%s: padding bits %u-%u are not zero (0x%08x)", name, lo, hi, (unsigned)t);
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
    r->file = tgsi_fld(t, 0, 3);
    if (dst) {
        r->swz = tgsi_fld(t, 4, 7);
        r->indirect = tgsi_fld(t, 8, 8);
        r->dimension = tgsi_fld(t, 9, 9);
        r->index = (int32_t)tgsi_fld(t, 10, 25);
        if (pad_check(w, r->tok, t, 26, 30, "DST_REGISTER") != 0)
            return -1;
    } else {
        r->swz = tgsi_fld(t, 4, 11);
        r->negate = tgsi_fld(t, 12, 12);
        r->indirect = tgsi_fld(t, 13, 13);
        r->dimension = tgsi_fld(t, 14, 14);
        uint32_t ix = tgsi_fld(t, 15, 30);
        r->index = ix & 0x8000u ? (int32_t)ix - 0x10000 : (int32_t)ix;
    }
    bool more = t >> 31;
    while (more) {
        size_t et = w->pos;
        uint32_t e = 0;
        if (take(w, dst ? "DST_REGISTER extension" : "SRC_REGISTER extension", &e) != 0)
            return -1;
        more = e >> 31;
        unsigned type = tgsi_fld(e, 0, 3);
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
            return tgsi_fail(w->err, et, "second %s on one operand (the first is at token %zu)", name, *where);
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
            return tgsi_fail(w->err, op->ind.tok,
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
        uint32_t ix = tgsi_fld(t, 15, 30);
        op->dim_index = ix & 0x8000u ? (int32_t)ix - 0x10000 : (int32_t)ix;
        if (pad_check(w, op->dim_tok, t, 2, 14, "DIMENSION") != 0)
            return -1;
        if (tgsi_fld(t, 0, 1) != 0)
            return tgsi_fail(w->err, op->dim_tok, "nested addressing: indirect or chained DIMENSION (not supported)");
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
    in->size = tgsi_fld(t, 4, 11);
    in->opcode = tgsi_fld(t, 12, 19);
    in->saturate = tgsi_fld(t, 20, 21);
    in->ndst = tgsi_fld(t, 22, 23);
    in->nsrc = tgsi_fld(t, 24, 27);
    if (pad_check(w, in->tok, t, 28, 30, "INSTRUCTION") != 0)
        return -1;
    bool more = t >> 31;
    while (more) {
        size_t et = w->pos;
        uint32_t e = 0;
        if (take(w, "instruction extension", &e) != 0)
            return -1;
        more = e >> 31;
        switch (tgsi_fld(e, 0, 3)) {
        case TGSI_INSN_EXT_NV:
            if (in->has_nv)
                return tgsi_fail(w->err, et, "second INSTRUCTION_EXT_NV (the first is at token %zu)", in->nv_tok);
            if (pad_check(w, et, e, 30, 30, "INSTRUCTION_EXT_NV") != 0)
                return -1;
            in->has_nv = true, in->nv_tok = et, in->nv = e;
            break;
        case TGSI_INSN_EXT_LABEL: {
            if (pad_check(w, et, e, 29, 30, "INSTRUCTION_EXT_LABEL") != 0)
                return -1;
            uint32_t label = tgsi_fld(e, 4, 27);
            if (tgsi_fld(e, 28, 28)) {
                if (label == 0)
                    break; /* the default values: disabled */
                if (in->has_label_decl)
                    return tgsi_fail(w->err, et,
                                     "second label declaration on one instruction (the first is at token %zu)",
                                     in->label_decl_tok);
                in->has_label_decl = true, in->label_decl_tok = et, in->label_decl = label;
            } else {
                if (in->has_label_jump)
                    return tgsi_fail(w->err, et, "second jump label on one instruction (the first is at token %zu)",
                                     in->label_jump_tok);
                in->has_label_jump = true, in->label_jump_tok = et, in->label_jump = label;
            }
            break;
        }
        case TGSI_INSN_EXT_TEXTURE:
            if (in->has_texture)
                return tgsi_fail(w->err, et, "second INSTRUCTION_EXT_TEXTURE (the first is at token %zu)",
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
    d->size = tgsi_fld(t, 4, 11);
    d->file = tgsi_fld(t, 12, 15);
    d->declare = tgsi_fld(t, 16, 19);
    d->interpolate = tgsi_fld(t, 20, 20);
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
            d->range[d->nranges].first = tgsi_fld(r, 0, 15);
            d->range[d->nranges].last = tgsi_fld(r, 16, 31);
            d->nranges++;
        }
    } else if (d->declare == TGSI_DECLARE_MASK) {
        if (left != 1)
            return tgsi_fail(w->err, d->tok, "DECLARE_MASK takes one DECLARATION_MASK token, but Size leaves %zu",
                             left);
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
    im->size = tgsi_fld(t, 4, 11);
    im->datatype = tgsi_fld(t, 12, 15);
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
    p->size = tgsi_fld(t, 4, 11);
    p->name = tgsi_fld(t, 12, 19);
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
        return tgsi_fail(err, 0, "empty stream: no VERSION token");
    if (n > TGSI_MAX_TOKENS)
        return tgsi_fail(err, TGSI_MAX_TOKENS, "the stream has %zu tokens, more than this loader's limit of %zu", n,
                         TGSI_MAX_TOKENS);
    /* VERSION */
    info->major = tgsi_fld(tok[0], 0, 7);
    info->minor = tgsi_fld(tok[0], 8, 15);
    if (info->major == 0)
        return tgsi_fail(err, 0, "TGSI version %u.%u: major version 0 is not defined (this loader reads %u.x)",
                         info->major, info->minor, TGSI_MAJOR);
    if (info->major > TGSI_MAJOR)
        return tgsi_fail(err, 0,
                         "TGSI version %u.%u is newer than %u.%u: a new major version changes the stream "
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
        return tgsi_fail(err, 1, "the stream ends after the VERSION token: no HEADER");
    info->header_size = tgsi_fld(tok[1], 0, 7);
    info->body_size = tgsi_fld(tok[1], 8, 31);
    if (info->header_size == 0)
        return tgsi_fail(err, 1, "HeaderSize 0: the distance to the body counts the HEADER itself (at least 1)");
    info->body_start = 1 + (size_t)info->header_size;
    if (info->body_start > n)
        return tgsi_fail(err, n, "the stream ends inside the header (HeaderSize %u needs tokens up to %zu): truncated",
                         info->header_size, info->body_start - 1);
    if (info->header_size >= 2) {
        info->has_processor = true;
        info->processor = tgsi_fld(tok[2], 0, 3);
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
        unsigned type = tgsi_fld(t, 0, 3), size = tgsi_fld(t, 4, 11);
        static const char *const names[] = {"DECLARATION", "IMMEDIATE", "INSTRUCTION", "PROPERTY"};
        char uname[32];
        snprintf(uname, sizeof uname, "token of unknown type %u", type);
        const char *name = type < 4 ? names[type] : uname;
        if (size == 0)
            return tgsi_fail(err, w.pos, "%s has Size 0 (a sized token counts itself)", name);
        w.item = w.pos;
        w.what = name;
        if (w.pos + size > limit) {
            if (limit == n && n < body_end)
                return tgsi_fail(err, n, "the stream ends inside the %s at token %zu (Size %u): truncated", name, w.pos,
                                 size);
            return tgsi_fail(err, w.pos, "%s: Size %u runs past the end of the body (%zu tokens left, BodySize %zu)",
                             name, size, limit - w.pos, info->body_size);
        }
        w.end = w.pos + size;
        int rc = 0;
        switch (type) {
        case TGSI_TOKEN_DECLARATION: {
            tgsi_decl_tok *d = malloc(sizeof *d);
            if (!d)
                return tgsi_fail(err, w.pos, "out of memory");
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
                return tgsi_fail(err, w.pos, "out of memory");
            rc = walk_insn(&w, v, in);
            if (rc == 0 && w.pos != w.end)
                rc = tgsi_fail(err, w.pos, "the INSTRUCTION at token %zu has Size %u but its tokens end at token %zu",
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
            return tgsi_fail(err, w.pos, "the %s at token %zu has Size %u but its tokens end at token %zu", name,
                             w.item, size, w.pos);
    }
    if (n < body_end)
        return tgsi_fail(err, n,
                         "the stream ends at token %zu but HEADER announces a body of %zu tokens up to token %zu: "
                         "truncated",
                         n, info->body_size, body_end - 1);
    if (n > body_end)
        return tgsi_fail(err, body_end, "%zu tokens after the end of the body (BodySize %zu)", n - body_end,
                         info->body_size);
    return 0;
}

/* ---- files ---------------------------------------------------------------------- */

int tgsi_from_bytes(const uint8_t *data, size_t len, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    if (!tokens || !ntokens)
        return tgsi_fail(err, 0, "no output");
    *tokens = NULL;
    *ntokens = 0;
    if (len % 4)
        return tgsi_fail(err, len / 4, "%zu bytes are not a whole number of 32-bit tokens (%zu bytes left over)", len,
                         len % 4);
    size_t n = len / 4;
    if (n > TGSI_MAX_TOKENS)
        return tgsi_fail(err, TGSI_MAX_TOKENS, "the stream has %zu tokens, more than this loader's limit of %zu", n,
                         TGSI_MAX_TOKENS);
    uint32_t *t = malloc(n ? n * sizeof *t : sizeof *t);
    if (!t)
        return tgsi_fail(err, 0, "out of memory");
    for (size_t i = 0; i < n; i++)
        t[i] = (uint32_t)data[4 * i] | (uint32_t)data[4 * i + 1] << 8 | (uint32_t)data[4 * i + 2] << 16 |
               (uint32_t)data[4 * i + 3] << 24;
    *tokens = t;
    *ntokens = n;
    return 0;
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
    const bool ok = tgsi_grow(&v, &p->cap, p->n, sizeof *p->v, &p->oom);
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
        return tgsi_fail(err, 0, "no output");
    *tokens = NULL;
    *ntokens = 0;
    if (pos) {
        *pos = NULL;
        *npos = 0;
    }
    tgsi_tbuf b = {NULL, 0, 0, false};
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
            while (i < len && vpt_hexdigit(text[i]) >= 0) {
                v = v << 4 | (uint32_t)vpt_hexdigit(text[i]);
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
                rc = tgsi_fail(err, b.n, "'%s' is not a token of 1 to 8 hex digits", shown);
            } else if (b.n >= TGSI_MAX_TOKENS) {
                rc = tgsi_fail(err, b.n, "more than %zu tokens", TGSI_MAX_TOKENS);
            } else {
                tgsi_put(&b, v);
            }
        }
    }
    if (rc == 0 && pos)
        pput(&pb, line, i - ls + 1); /* the end of the text */
    if (rc == 0 && (b.oom || pb.oom))
        rc = tgsi_fail(err, 0, "out of memory");
    if (rc == 0 && !b.t) {
        b.t = malloc(sizeof *b.t);
        if (!b.t)
            rc = tgsi_fail(err, 0, "out of memory");
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

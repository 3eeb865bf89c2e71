/*
 * tgsi_dis: TGSI token streams as text (see tgsi_dis.h, docs/tgsi.md).
 * Built on tgsi_walk: one walk for the header facts, one that prints.
 */
#include "tgsi_dis.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi_internal.h"
#include "ucode.h"
#include "vptext.h"

static const char comp[4] = {'x', 'y', 'z', 'w'};

static void file_name(char *buf, size_t sz, unsigned file)
{
    const char *n = tgsi_file_name(file);
    if (n)
        snprintf(buf, sz, "%s", n);
    else
        snprintf(buf, sz, "FILE%u", file);
}

static void swz_text(char *buf, unsigned swz)
{
    buf[0] = '\0';
    if (swz == UC_SWZ_IDENTITY)
        return;
    buf[0] = '.';
    for (unsigned c = 0; c < 4; c++)
        buf[1 + c] = comp[(swz >> (2 * c)) & 3u];
    buf[5] = '\0';
}

static void mask_text(char *buf, unsigned mask)
{
    size_t k = 0;
    buf[0] = '\0';
    if (mask == 0xF)
        return;
    buf[k++] = '.';
    if (mask == 0) {
        memcpy(buf + k, "(none)", sizeof "(none)");
        return;
    }
    for (unsigned c = 0; c < 4; c++)
        if (mask & (1u << c))
            buf[k++] = comp[c];
    buf[k] = '\0';
}

/* " (NE.zyxw)" or " (NE1.zyxw)" for a condition mask and register. */
static void cond_text(char *buf, size_t sz, unsigned mask, unsigned swz, unsigned index)
{
    char s[8], ix[12] = "";
    const char *n = tgsi_cc_name(mask);
    char nb[12];
    if (!n) {
        snprintf(nb, sizeof nb, "CC%u?", mask);
        n = nb;
    }
    if (index)
        snprintf(ix, sizeof ix, "%u", index);
    swz_text(s, swz);
    snprintf(buf, sz, " (%s%s%s)", n, ix, s);
}

static void put_regbase(vptext *d, const tgsi_operand *op, bool dst)
{
    const tgsi_regtok *r = &op->reg;
    char f[16];
    file_name(f, sizeof f, r->file);
    if (op->has_ind) {
        const tgsi_regtok *a = &op->ind;
        char af[16];
        file_name(af, sizeof af, a->file);
        vpt_printf(d, "%s[%s%s[%d].%c", f, a->negate ? "-" : "", af, (int)a->index, comp[a->swz & 3u]);
        if (a->has_swz || a->has_mod || a->skipped_ext)
            vpt_put(d, "{ext}");
        if (r->index > 0)
            vpt_printf(d, "+%d", (int)r->index);
        else if (r->index < 0)
            vpt_printf(d, "%d", (int)r->index);
        vpt_put(d, "]");
    } else {
        vpt_printf(d, "%s[%d]", f, (int)r->index);
    }
    if (op->has_dim)
        vpt_printf(d, "[%d]", (int)op->dim_index);
    char s[8];
    if (dst)
        mask_text(s, r->swz);
    else
        swz_text(s, r->swz);
    vpt_put(d, s);
}

static void put_src(vptext *d, const tgsi_operand *op)
{
    const tgsi_regtok *r = &op->reg;
    /* build inside-out: register, Negate, EXT_SWZ, EXT_MOD */
    vptext in = {NULL, 0, 0, false, false};
    if (r->negate)
        vpt_put(&in, "-");
    put_regbase(&in, op, false);
    char *cur = in.oom ? NULL : in.buf;
    if (in.oom)
        free(in.buf);
    if (r->has_swz) {
        uint32_t e = r->ext_swz;
        vptext w = {NULL, 0, 0, false, false};
        vpt_put(&w, "swz(");
        vpt_put(&w, cur ? cur : "");
        vpt_put(&w, ", ");
        for (unsigned c = 0; c < 4; c++) {
            unsigned sel = tgsi_fld(e, 4 + 4 * c, 7 + 4 * c);
            if (tgsi_fld(e, 20 + c, 20 + c))
                vpt_put(&w, "-");
            if (sel < 4)
                vpt_printf(&w, "%c", comp[sel]);
            else if (sel == TGSI_EXTSWIZZLE_ZERO)
                vpt_put(&w, "0");
            else if (sel == TGSI_EXTSWIZZLE_ONE)
                vpt_put(&w, "1");
            else
                vpt_printf(&w, "?%u", sel);
        }
        if (tgsi_fld(e, 24, 27) != TGSI_EXTSWIZZLE_ONE)
            vpt_printf(&w, " / %u", tgsi_fld(e, 24, 27));
        vpt_put(&w, ")");
        free(cur);
        cur = w.oom ? NULL : w.buf;
        if (w.oom)
            free(w.buf);
    }
    if (r->has_mod) {
        uint32_t e = r->ext_mod;
        static const char *const pre[5] = {"(1-", "(", "2*", "|", "-"};
        static const char *const post[5] = {")", "-0.5)", "", "|", ""};
        for (unsigned b = 0; b < 5; b++) {
            if (!tgsi_fld(e, 4 + b, 4 + b))
                continue;
            vptext w = {NULL, 0, 0, false, false};
            vpt_put(&w, pre[b]);
            vpt_put(&w, cur ? cur : "");
            vpt_put(&w, post[b]);
            free(cur);
            cur = w.oom ? NULL : w.buf;
            if (w.oom)
                free(w.buf);
        }
    }
    vpt_put(d, cur ? cur : "?");
    if (r->skipped_ext)
        vpt_printf(d, "{%u unknown ext skipped}", r->skipped_ext);
    free(cur);
}

static void put_dst(vptext *d, const tgsi_operand *op)
{
    const tgsi_regtok *r = &op->reg;
    put_regbase(d, op, true);
    char c[40];
    if (r->has_cc) {
        cond_text(c, sizeof c, tgsi_fld(r->ext_cc, 4, 7), tgsi_fld(r->ext_cc, 8, 15), tgsi_fld(r->ext_cc, 16, 19));
        vpt_put(d, c);
    }
    if (r->has_modulate && tgsi_fld(r->ext_modulate, 4, 7))
        vpt_printf(d, " [modulate %u]", tgsi_fld(r->ext_modulate, 4, 7));
    if (r->skipped_ext)
        vpt_printf(d, "{%u unknown ext skipped}", r->skipped_ext);
}

typedef struct {
    vptext out;
} printer;

static void lead(printer *p, size_t tok)
{
    vpt_printf(&p->out, "%6zu  ", tok);
}

static int pr_decl(void *user, const tgsi_decl_tok *dd, tgsi_error *err)
{
    printer *p = user;
    (void)err;
    char f[16];
    file_name(f, sizeof f, dd->file);
    lead(p, dd->tok);
    vpt_put(&p->out, "DCL ");
    if (dd->declare == TGSI_DECLARE_RANGE) {
        unsigned n = dd->nranges ? dd->nranges : 1;
        for (unsigned i = 0; i < n; i++) {
            unsigned a = dd->nranges ? dd->range[i].first : 0, b = dd->nranges ? dd->range[i].last : 0;
            if (i)
                vpt_put(&p->out, ", ");
            if (a == b)
                vpt_printf(&p->out, "%s[%u]", f, a);
            else
                vpt_printf(&p->out, "%s[%u..%u]", f, a, b);
        }
    } else if (dd->declare == TGSI_DECLARE_MASK) {
        vpt_printf(&p->out, "%s mask 0x%08x", f, (unsigned)dd->mask);
    } else {
        vpt_printf(&p->out, "%s declare %u (%u tokens)", f, dd->declare, dd->size);
    }
    if (dd->interpolate) {
        static const char *const im[3] = {"CONSTANT", "LINEAR", "PERSPECTIVE"};
        unsigned v = tgsi_fld(dd->interp, 0, 3);
        if (v < 3)
            vpt_printf(&p->out, ", %s", im[v]);
        else
            vpt_printf(&p->out, ", interpolation %u", v);
    }
    if (dd->skipped_ext)
        vpt_printf(&p->out, "  # %u unknown extension tokens skipped", dd->skipped_ext);
    vpt_put(&p->out, "\n");
    return 0;
}

static int pr_imm(void *user, const tgsi_imm_tok *im, tgsi_error *err)
{
    printer *p = user;
    (void)err;
    lead(p, im->tok);
    if (im->datatype == 0)
        vpt_put(&p->out, "IMM FLT32 {");
    else
        vpt_printf(&p->out, "IMM type %u {", im->datatype);
    for (unsigned i = 0; i < im->n; i++) {
        if (im->datatype == 0) {
            float f;
            memcpy(&f, &im->data[i], sizeof f);
            vpt_printf(&p->out, "%s %.9g", i ? "," : "", (double)f);
        } else {
            vpt_printf(&p->out, "%s 0x%08x", i ? "," : "", (unsigned)im->data[i]);
        }
    }
    vpt_put(&p->out, " }\n");
    return 0;
}

static int pr_prop(void *user, const tgsi_prop_tok *pt, tgsi_error *err)
{
    printer *p = user;
    (void)err;
    lead(p, pt->tok);
    uint32_t v = pt->n ? pt->data[0] : 0;
    if (pt->name == TGSI_PROPERTY_NV_PROGRAM && pt->n == 1 && v <= UC_ENV_VSP10) {
        vpt_printf(&p->out, "PROPERTY NV_PROGRAM %s\n", uc_env_name(v));
        return 0;
    }
    if (pt->name == TGSI_PROPERTY_NV_POSITION_INVARIANT && pt->n == 1) {
        vpt_printf(&p->out, "PROPERTY NV_POSITION_INVARIANT %u\n", (unsigned)v);
        return 0;
    }
    if (pt->name == TGSI_PROPERTY_NV_ENTRY && pt->n == 1) {
        vpt_printf(&p->out, "PROPERTY NV_ENTRY L%u\n", (unsigned)v);
        return 0;
    }
    static const char *const names[3] = {"NV_PROGRAM", "NV_POSITION_INVARIANT", "NV_ENTRY"};
    if (pt->name < 3)
        vpt_printf(&p->out, "PROPERTY %s {", names[pt->name]);
    else
        vpt_printf(&p->out, "PROPERTY %u {", pt->name);
    for (unsigned i = 0; i < pt->n; i++)
        vpt_printf(&p->out, "%s 0x%08x", i ? "," : "", (unsigned)pt->data[i]);
    vpt_put(&p->out, " }\n");
    return 0;
}

static int pr_insn(void *user, const tgsi_insn_tok *in, tgsi_error *err)
{
    printer *p = user;
    (void)err;
    lead(p, in->tok);
    if (in->has_label_decl)
        vpt_printf(&p->out, "L%u: ", (unsigned)in->label_decl);
    const char *name = tgsi_opcode_name(in->opcode);
    if (name)
        vpt_put(&p->out, name);
    else
        vpt_printf(&p->out, "OPCODE%u", in->opcode);
    static const char *const sat[4] = {"", "_SAT", "_SSAT", "_SAT3"};
    vpt_put(&p->out, sat[in->saturate & 3u]);
    char cc[40] = "";
    bool odd_nv = false;
    if (in->has_nv) {
        uint32_t e = in->nv;
        if (tgsi_fld(e, 28, 28)) {
            vpt_put(&p->out, "C");
            if (tgsi_fld(e, 8, 11))
                vpt_printf(&p->out, "%u", tgsi_fld(e, 8, 11));
        }
        if (tgsi_fld(e, 29, 29))
            cond_text(cc, sizeof cc, tgsi_fld(e, 16, 19), tgsi_fld(e, 20, 27), tgsi_fld(e, 12, 15));
        odd_nv = (!tgsi_fld(e, 28, 28) && tgsi_fld(e, 8, 11)) ||
                 (!tgsi_fld(e, 29, 29) &&
                  (tgsi_fld(e, 12, 15) || tgsi_fld(e, 16, 19) != TGSI_CC_TR || tgsi_fld(e, 20, 27) != 0xE4));
    }
    bool first = true;
    if (in->has_label_jump) {
        vpt_printf(&p->out, " L%u", (unsigned)in->label_jump);
        first = false;
    }
    for (unsigned i = 0; i < in->ndst; i++) {
        vpt_put(&p->out, first ? " " : ", ");
        first = false;
        put_dst(&p->out, &in->dst[i]);
        if (i == 0) {
            vpt_put(&p->out, cc);
            cc[0] = '\0';
        }
    }
    vpt_put(&p->out, cc); /* no destination: after the label or the opcode */
    for (unsigned i = 0; i < in->nsrc; i++) {
        vpt_put(&p->out, first ? " " : ", ");
        first = false;
        put_src(&p->out, &in->src[i]);
    }
    if (in->has_nv && tgsi_fld(in->nv, 4, 7))
        vpt_printf(&p->out, "  [precision %u]", tgsi_fld(in->nv, 4, 7));
    if (odd_nv)
        vpt_printf(&p->out, "  [INSTRUCTION_EXT_NV 0x%08x]", (unsigned)in->nv);
    if (in->has_texture)
        vpt_printf(&p->out, "  [texture %u]", tgsi_fld(in->texture, 4, 11));
    if (in->skipped_ext)
        vpt_printf(&p->out, "  # %u unknown extension tokens skipped", in->skipped_ext);
    vpt_put(&p->out, "\n");
    return 0;
}

static int pr_unknown(void *user, size_t tok, uint32_t raw, unsigned size, tgsi_error *err)
{
    printer *p = user;
    (void)err;
    lead(p, tok);
    vpt_printf(&p->out, "# unknown token type %u, Size %u: skipped\n", (unsigned)(raw & 15u), size);
    return 0;
}

int tgsi_dis_text(const uint32_t *tok, size_t n, char **text, size_t *len, tgsi_error *err)
{
    if (!text || !len) {
        if (err) {
            err->token = 0;
            snprintf(err->msg, sizeof err->msg, "no output buffer");
        }
        return -1;
    }
    *text = NULL;
    *len = 0;
    tgsi_info info;
    if (tgsi_walk(tok, n, &info, NULL, err) != 0)
        return -1;
    printer p;
    memset(&p, 0, sizeof p);
    static const char *const procs[3] = {"fragment", "vertex", "geometry"};
    char proc[24];
    if (!info.has_processor)
        snprintf(proc, sizeof proc, "no PROCESSOR token");
    else if (info.processor < 3)
        snprintf(proc, sizeof proc, "%s processor", procs[info.processor]);
    else
        snprintf(proc, sizeof proc, "processor %u", info.processor);
    vpt_printf(&p.out, "# TGSI %u.%u, %s: %zu tokens (HeaderSize %u, BodySize %zu)\n", info.major, info.minor, proc,
              n, info.header_size, info.body_size);
    if (info.newer)
        vpt_printf(&p.out, "# version %u.%u is newer than %u.%u: readable, but refused for execution\n", info.major,
                  info.minor, TGSI_MAJOR, TGSI_MINOR);
    if (info.skipped_header)
        vpt_printf(&p.out, "# %u header tokens after PROCESSOR skipped\n", info.skipped_header);
    tgsi_visitor v;
    memset(&v, 0, sizeof v);
    v.user = &p;
    v.decl = pr_decl;
    v.imm = pr_imm;
    v.prop = pr_prop;
    v.insn = pr_insn;
    v.unknown = pr_unknown;
    if (tgsi_walk(tok, n, NULL, &v, err) != 0) {
        free(p.out.buf);
        return -1;
    }
    if (p.out.oom) {
        free(p.out.buf);
        if (err) {
            err->token = 0;
            snprintf(err->msg, sizeof err->msg, "out of memory");
        }
        return -1;
    }
    *text = p.out.buf;
    *len = p.out.len;
    return 0;
}

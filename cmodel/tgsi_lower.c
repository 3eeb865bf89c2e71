/*
 * tgsi_lower: tgsi_load, a TGSI token stream lowered to microcode (tgsi.h).
 * It walks the stream twice (tgsi_walk): once for properties and
 * declarations (pass_a), once to lower each INSTRUCTION to one microcode
 * word, refusing what the engine cannot run with an error that names the
 * offending token; then it resolves labels, places the position-invariant
 * block and checks the program with the same rules as the assembler
 * (uc_check, uc_check_program, vpdis_check). Without an NV_PROGRAM
 * property the first of VP1.0, VP1.1 and VP2.0 that loads is taken.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi_internal.h"
#include "vpdis.h"

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
        return tgsi_fail(err, d->tok, "DECLARATION of register file %u, which is not defined", d->file);
    if (d->declare > TGSI_DECLARE_MASK)
        return tgsi_fail(err, d->tok, "DECLARATION with Declare %u, which is not defined (RANGE 0, MASK 1)",
                         d->declare);
    if (d->interpolate && tgsi_fld(d->interp, 0, 3) > 2)
        return tgsi_fail(err, d->tok + d->size - 1, "interpolation mode %u is not defined", tgsi_fld(d->interp, 0, 3));
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
            return tgsi_fail(err, where, "DECLARATION_RANGE %u..%u: First is after Last", first, last);
        if (last >= file_cap[ef])
            return tgsi_fail(err, where, "DECLARATION of %s[%u]: the engine has %s[0..%u]",
                             tgsi_file_long_name(d->file), last, tgsi_file_long_name(d->file), file_cap[ef] - 1);
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
        return tgsi_fail(err, im->tok, "IMMEDIATE data type %u is not defined (IMM_FLOAT32 is 0)", im->datatype);
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
    default: return tgsi_fail(err, p->tok, "PROPERTY %u is not defined (docs/tgsi.md lists 0, 1 and 2)", p->name);
    }
    if (*have)
        return tgsi_fail(err, p->tok, "second PROPERTY %s (the first is at token %zu)", name, *where);
    if (p->n != 1)
        return tgsi_fail(err, p->tok, "PROPERTY %s takes one data token, Size gives %u", name, p->n);
    uint32_t v = p->data[0];
    *have = true;
    *where = p->tok;
    switch (p->name) {
    case TGSI_PROPERTY_NV_PROGRAM:
        if (v > UC_ENV_VSP10)
            return tgsi_fail(err, p->data_tok,
                             "NV_PROGRAM %u is not a program type (0 VP1.0, 1 VP1.1, 2 VP2.0, 3 VSP1.0)", (unsigned)v);
        a->env = v;
        break;
    case TGSI_PROPERTY_NV_POSITION_INVARIANT:
        if (v > 1)
            return tgsi_fail(err, p->data_tok, "NV_POSITION_INVARIANT %u: must be 0 or 1", (unsigned)v);
        a->pi = v;
        break;
    default:
        if (v == 0 || v >= (1u << 24))
            return tgsi_fail(err, p->data_tok, "NV_ENTRY %u is not a label (1..16777215)", (unsigned)v);
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
    const tgsi_opinfo *op[UC_MAX_WORDS];
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

static int check_declared(const lowering *l, unsigned file, int32_t index, size_t tok, tgsi_error *err)
{
    int ef = engine_file(file);
    if (ef < 0 || index < 0 || (unsigned)index >= 256 || !l->a->declared[ef][index])
        return tgsi_fail(err, tok, "%s[%d] is used but not declared", tgsi_file_long_name(file), (int)index);
    return 0;
}

static int range_check(unsigned file, int32_t index, size_t tok, tgsi_error *err)
{
    int ef = engine_file(file);
    if (ef >= 0 && (index < 0 || (unsigned)index >= file_cap[ef]))
        return tgsi_fail(err, tok, "%s[%d] does not exist (the engine has %s[0..%u])", tgsi_file_long_name(file),
                         (int)index, tgsi_file_long_name(file), file_cap[ef] - 1);
    return 0;
}

static int lower_dst(lowering *l, const tgsi_insn_tok *t, const tgsi_opinfo *o, uc_insn *in, tgsi_error *err)
{
    const tgsi_operand *d = &t->dst[0];
    const tgsi_regtok *r = &d->reg;
    if (d->has_ind)
        return tgsi_fail(err, r->tok, "indirect addressing of a destination is not supported");
    if (d->has_dim)
        return tgsi_fail(err, r->tok, "2-D (Dimension) addressing is not supported");
    if (r->has_modulate && tgsi_fld(r->ext_modulate, 4, 7) != 0)
        return tgsi_fail(err, r->modulate_tok, "destination modulate mode %u is not supported (only MODULATE_1X, 0)",
                         tgsi_fld(r->ext_modulate, 4, 7));
    bool addr = o->kind == K_ADDR || o->kind == K_ARA;
    if (addr != (r->file == TGSI_FILE_ADDRESS))
        return tgsi_fail(err, r->tok,
                         addr ? "%s writes the ADDRESS file, not %s"
                              : "%s cannot write the %s file (only ARL, ARR and ARA write ADDRESS)",
                         o->name, tgsi_file_long_name(r->file));
    switch (r->file) {
    case TGSI_FILE_TEMPORARY: in->dfile = UC_DFILE_TEMP; break;
    case TGSI_FILE_OUTPUT: in->dfile = UC_DFILE_OUT; break;
    case TGSI_FILE_ADDRESS: in->dfile = UC_DFILE_ADDR; break;
    case TGSI_FILE_CONSTANT: in->dfile = UC_DFILE_CONST; break;
    case TGSI_FILE_NULL:
        if (r->index != 0)
            return tgsi_fail(err, r->tok, "NULL[%d]: the null register (the CC pseudo-register) has index 0",
                             (int)r->index);
        in->dfile = UC_DFILE_NONE;
        break;
    default: return tgsi_fail(err, r->tok, "%s cannot write the %s file", o->name, tgsi_file_long_name(r->file));
    }
    if (r->file != TGSI_FILE_NULL) {
        if (range_check(r->file, r->index, r->tok, err) != 0 || check_declared(l, r->file, r->index, r->tok, err) != 0)
            return -1;
    }
    in->didx = (uint8_t)r->index;
    in->wmask = (uint8_t)r->swz;
    if (r->has_cc) {
        uint32_t c = r->ext_cc;
        if (tgsi_fld(c, 16, 19) != 0)
            return tgsi_fail(err, r->cc_tok, "condition-code register %u does not exist (the engine has one, index 0)",
                             tgsi_fld(c, 16, 19));
        if (tgsi_fld(c, 4, 7) > 7)
            return tgsi_fail(err, r->cc_tok, "condition mask %u is not defined", tgsi_fld(c, 4, 7));
        unsigned ccr = cc_to_uc(tgsi_fld(c, 4, 7)), ccs = tgsi_fld(c, 8, 15);
        if (t->has_nv && tgsi_fld(t->nv, 29, 29) && (ccr != in->ccr || ccs != in->ccs))
            return tgsi_fail(err, r->cc_tok,
                             "DST_REGISTER_EXT_CONDCODE and INSTRUCTION_EXT_NV (token %zu) give different "
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

static int lower_src(lowering *l, const tgsi_insn_tok *t, const tgsi_opinfo *o, unsigned s, uc_src *u, uc_insn *in,
                     src_shared *sh, tgsi_error *err)
{
    const tgsi_operand *op = &t->src[s];
    const tgsi_regtok *r = &op->reg;
    memset(u, 0, sizeof *u);
    if (op->has_dim)
        return tgsi_fail(err, r->tok, "2-D (Dimension) addressing is not supported");
    if (op->has_ind && r->file != TGSI_FILE_CONSTANT)
        return tgsi_fail(err, r->tok, "only the CONSTANT file can be addressed indirectly, not %s",
                         tgsi_file_long_name(r->file));
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
            return tgsi_fail(err, r->tok,
                             "reads INPUT[%d] and INPUT[%d] (token %zu): the engine reads one input per "
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
                return tgsi_fail(err, a->tok, "indirect addressing goes through the ADDRESS file, not %s",
                                 tgsi_file_long_name(a->file));
            if (range_check(a->file, a->index, a->tok, err) != 0 ||
                check_declared(l, a->file, a->index, a->tok, err) != 0)
                return -1;
            if (a->negate || a->has_mod || a->has_swz)
                return tgsi_fail(err, a->tok, "modifiers on the indirect address register are not supported");
            if (r->index < -256 || r->index > 255)
                return tgsi_fail(err, r->tok, "indirect offset %d outside -256..255", (int)r->index);
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
            return tgsi_fail(err, r->tok, "reads %s and %s (token %zu): the engine reads one constant per instruction",
                             a1, a2, sh->ctok);
        }
        sh->c = true, sh->crel = rel, sh->cidx = r->index, sh->arsel = arsel, sh->arcomp = arcomp, sh->ctok = r->tok;
        u->file = UC_SFILE_CONST;
        break;
    }
    case TGSI_FILE_IMMEDIATE:
        return tgsi_fail(err, r->tok, "%s reads IMMEDIATE[%d]: the engine has no immediates (use a CONSTANT)", o->name,
                         (int)r->index);
    case TGSI_FILE_ADDRESS:
        return tgsi_fail(err, r->tok,
                         "%s cannot read ADDRESS[%d]: the ADDRESS file is read through indirect addressing "
                         "(or by ARA)",
                         o->name, (int)r->index);
    default:
        return tgsi_fail(err, r->tok, "%s cannot read the %s file", o->name, tgsi_file_long_name(r->file));
    }
    /* swizzle and sign: SRC_REGISTER, then EXT_SWZ on the result, then EXT_MOD */
    unsigned swz = r->swz;
    unsigned neg = r->negate;
    if (r->has_swz) {
        uint32_t e = r->ext_swz;
        unsigned nswz = 0, nneg = tgsi_fld(e, 20, 20);
        if (tgsi_fld(e, 24, 27) != TGSI_EXTSWIZZLE_ONE)
            return tgsi_fail(err, r->swz_tok, "ExtDivide %u is not supported (only EXTSWIZZLE_ONE, 5: no division)",
                             tgsi_fld(e, 24, 27));
        for (unsigned c = 0; c < 4; c++) {
            unsigned sel = tgsi_fld(e, 4 + 4 * c, 7 + 4 * c);
            if (sel > 3)
                return tgsi_fail(err, r->swz_tok, "extended swizzle %s in component %c is not supported",
                                 sel == TGSI_EXTSWIZZLE_ZERO  ? "ZERO"
                                 : sel == TGSI_EXTSWIZZLE_ONE ? "ONE"
                                                              : "(undefined)",
                                 "xyzw"[c]);
            if (tgsi_fld(e, 20 + c, 20 + c) != nneg)
                return tgsi_fail(err, r->swz_tok, "per-component negation is not supported (all or none)");
            nswz |= ((swz >> (2 * sel)) & 3u) << (2 * c);
        }
        swz = nswz;
        neg ^= nneg;
    }
    unsigned abs = 0, nabs = 0;
    if (r->has_mod) {
        uint32_t e = r->ext_mod;
        if (tgsi_fld(e, 4, 6) != 0)
            return tgsi_fail(err, r->mod_tok, "%s modifier is not supported",
                             tgsi_fld(e, 4, 4)   ? "Complement"
                             : tgsi_fld(e, 5, 5) ? "Bias"
                                                 : "Scale2X");
        abs = tgsi_fld(e, 7, 7);
        if (tgsi_fld(e, 8, 8)) {
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
        return tgsi_fail(err, r->tok, "ARA reads an ADDRESS register, not %s", tgsi_file_long_name(r->file));
    if (op->has_ind || op->has_dim || r->negate || r->has_mod || r->has_swz || r->swz != UC_SWZ_IDENTITY)
        return tgsi_fail(err, r->tok, "ARA reads a whole address register: no swizzle, sign or addressing");
    if (range_check(r->file, r->index, r->tok, err) != 0 || check_declared(l, r->file, r->index, r->tok, err) != 0)
        return -1;
    in->arsel = (uint8_t)r->index;
    return 0;
}

static int b_insn(void *user, const tgsi_insn_tok *t, tgsi_error *err)
{
    lowering *l = user;
    if (l->seen_end)
        return tgsi_fail(err, t->tok, "instruction after END (token %zu)", l->end_tok);
    const tgsi_opinfo *o = tgsi_op_by_opcode(t->opcode);
    if (!o)
        return tgsi_fail(err, t->tok, "opcode %u%s%s is not an instruction of the vertex engine", t->opcode,
                         t->opcode == TGSI_OPCODE_NOP ? " " : "", t->opcode == TGSI_OPCODE_NOP ? "(NOP)" : "");
    if (t->ndst != o->ndst || t->nsrc != o->nsrc)
        return tgsi_fail(err, t->tok, "%s takes %u destination%s and %u source%s, the token says %u and %u", o->name,
                         o->ndst, o->ndst == 1 ? "" : "s", o->nsrc, o->nsrc == 1 ? "" : "s", t->ndst, t->nsrc);
    if (t->saturate)
        return tgsi_fail(err, t->tok, "saturation mode %u is not supported (the engine has no saturation)",
                         t->saturate);
    if (t->has_texture && tgsi_fld(t->texture, 4, 11) != 0)
        return tgsi_fail(err, t->texture_tok, "texture target %u on %s: the vertex engine has no textures",
                         tgsi_fld(t->texture, 4, 11), o->name);
    if (t->has_label_jump && o->kind != K_BRANCH)
        return tgsi_fail(err, t->label_jump_tok, "jump label on %s, which does not branch", o->name);
    if (o->kind == K_BRANCH) {
        if (!t->has_label_jump)
            return tgsi_fail(err, t->tok, "%s without a jump label (INSTRUCTION_EXT_LABEL with Target FALSE)", o->name);
        if (t->label_jump == 0)
            return tgsi_fail(err, t->label_jump_tok, "jump to label 0, which is reserved");
    }
    uc_insn in;
    memset(&in, 0, sizeof in);
    in.env = (uint8_t)l->env;
    in.ccr = UC_CCR_TR;
    in.ccs = UC_SWZ_IDENTITY;
    if (t->has_nv) {
        uint32_t e = t->nv;
        unsigned prec = tgsi_fld(e, 4, 7);
        if (prec > 1)
            return tgsi_fail(err, t->nv_tok, "precision %u is %s (the engine computes in fp32: DEFAULT 0 or FLOAT32 1)",
                             prec, prec <= 3 ? "not supported" : "not defined");
        if (tgsi_fld(e, 28, 28)) {
            if (tgsi_fld(e, 8, 11) != 0)
                return tgsi_fail(err, t->nv_tok,
                                 "condition-code register %u does not exist (the engine has one, index 0)",
                                 tgsi_fld(e, 8, 11));
            in.ccu = 1;
        } else if (tgsi_fld(e, 8, 11) != 0) {
            return tgsi_fail(err, t->nv_tok, "CondDstIndex %u set while CondDstUpdate is FALSE", tgsi_fld(e, 8, 11));
        }
        if (tgsi_fld(e, 29, 29)) {
            if (tgsi_fld(e, 12, 15) != 0)
                return tgsi_fail(err, t->nv_tok,
                                 "condition-code register %u does not exist (the engine has one, index 0)",
                                 tgsi_fld(e, 12, 15));
            if (tgsi_fld(e, 16, 19) > 7)
                return tgsi_fail(err, t->nv_tok, "condition mask %u is not defined", tgsi_fld(e, 16, 19));
            in.ccr = (uint8_t)cc_to_uc(tgsi_fld(e, 16, 19));
            in.ccs = (uint8_t)tgsi_fld(e, 20, 27);
        } else if (tgsi_fld(e, 12, 15) != 0 || tgsi_fld(e, 16, 19) != TGSI_CC_TR ||
                   tgsi_fld(e, 20, 27) != UC_SWZ_IDENTITY) {
            return tgsi_fail(err, t->nv_tok, "condition fields set while CondFlowEnable is FALSE");
        }
    }
    if (o->kind == K_END) {
        if (t->has_nv && (in.ccu || in.ccr != UC_CCR_TR || in.ccs != UC_SWZ_IDENTITY))
            return tgsi_fail(err, t->nv_tok, "END takes no condition");
        l->seen_end = true;
        l->end_tok = t->tok;
        l->label[l->n] = t->has_label_decl ? t->label_decl : 0;
        l->label_tok[l->n] = t->label_decl_tok;
        return 0;
    }
    if (l->n + (l->pi ? UC_PI_WORDS : 0) >= l->limit)
        return tgsi_fail(err, t->tok, "instruction %u is past the %s limit of %u instructions%s", l->n + 1,
                         uc_env_name(l->env), l->limit - (l->pi ? UC_PI_WORDS : 0),
                         l->pi ? " (4 fewer for position invariance)" : "");
    if (o->kind == K_VEC || o->kind == K_ADDR || o->kind == K_ARA)
        in.vop = (uint8_t)o->uc;
    else
        in.sop = (uint8_t)o->uc;
    if ((o->kind == K_BRANCH || o->kind == K_RET) && in.ccu)
        return tgsi_fail(err, t->nv_tok, "%s cannot update the condition code", o->name);
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
        for (unsigned r = tgsi_env_cap(env, ef); r < 256; r++)
            if (a->declared[ef][r])
                return tgsi_fail(err, a->decl_tok[ef][r], "%s[%u] does not exist in a %s program",
                                 tgsi_file_long_name(tgsi_ef_file[ef]), r, uc_env_name(env));
    if (a->have_pi && a->pi && env != UC_ENV_VP11 && env != UC_ENV_VP20)
        return tgsi_fail(err, a->pi_tok, "position invariance is a VP1.1 or VP2.0 option, not %s", uc_env_name(env));
    lowering *l = calloc(1, sizeof *l);
    if (!l)
        return tgsi_fail(err, 0, "out of memory");
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
                tgsi_fail(err, l->label_tok[i], "label %u is declared twice (first at token %zu)",
                          (unsigned)l->label[i], l->label_tok[j]);
                goto done;
            }
    }
    unsigned entry = 0;
    if (a->have_entry) {
        int e = find_label(l, a->entry_label);
        if (e < 0) {
            tgsi_fail(err, a->entry_tok, "NV_ENTRY names label %u, which no instruction declares",
                      (unsigned)a->entry_label);
            goto done;
        }
        if ((unsigned)e == l->n) {
            tgsi_fail(err, a->entry_tok, "NV_ENTRY names label %u on END: the program would start at its end",
                      (unsigned)a->entry_label);
            goto done;
        }
        if (e != 0 && env != UC_ENV_VP20) {
            tgsi_fail(err, a->entry_tok, "an entry point after the first instruction needs VP2.0 (this is %s)",
                      uc_env_name(env));
            goto done;
        }
        entry = (unsigned)e;
    }
    if (l->n == 0 && !l->pi) {
        tgsi_fail(err, n, "the stream has no instructions");
        goto done;
    }
    if (l->n == 0 && l->pi && env != UC_ENV_VP20) {
        tgsi_fail(err, n, "a %s position-invariant program needs an instruction besides the HPOS block",
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
                tgsi_fail(err, l->jump_tok[k], "jump to label %u, which no instruction declares", (unsigned)l->jump[k]);
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
            tgsi_fail(err, l->tok[k], "%s: %s", l->op[k]->name, why);
            goto done;
        }
        if (uc_writes_hpos(in)) {
            if (l->pi) {
                tgsi_fail(err, l->tok[k], "a position-invariant program must not write OUTPUT[0] (HPOS)");
                goto done;
            }
            hpos = true;
        }
        if (in->dfile == UC_DFILE_CONST)
            cwrite = true;
        if (l->pi && env == UC_ENV_VP11 && in->crel) {
            tgsi_fail(err, l->tok[k], "a position-invariant VP1.1 program cannot use indirect addressing");
            goto done;
        }
    }
    if (env == UC_ENV_VSP10 ? !cwrite : !hpos) {
        tgsi_fail(err, n,
                  env == UC_ENV_VSP10 ? "the state program never writes a CONSTANT"
                                      : "the program never writes OUTPUT[0] (o[HPOS])");
        goto done;
    }
    char why[200];
    if (vpdis_check(p, why, sizeof why) != 0) {
        tgsi_fail(err, n, "the lowered program is not valid microcode: %s", why);
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
        return tgsi_fail(err, 0, "no output");
    pass_a *a = calloc(1, sizeof *a);
    if (!a)
        return tgsi_fail(err, 0, "out of memory");
    tgsi_visitor v;
    memset(&v, 0, sizeof v);
    v.user = a;
    v.decl = a_decl;
    v.imm = a_imm;
    v.prop = a_prop;
    int rc = tgsi_walk(tok, n, &a->info, &v, err);
    if (rc == 0 && a->info.has_processor && a->info.processor != TGSI_PROCESSOR_VERTEX) {
        static const char *const pn[] = {"FRAGMENT", "VERTEX", "GEOMETRY"};
        rc = a->info.processor < 3
                 ? tgsi_fail(err, 2, "processor %s: the engine runs vertex programs only", pn[a->info.processor])
                 : tgsi_fail(err, 2, "processor %u is not defined", a->info.processor);
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

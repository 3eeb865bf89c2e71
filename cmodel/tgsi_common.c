/*
 * tgsi_common: the parts of the TGSI library (tgsi_internal.h) that the
 * reader, the lowering and the emitter share: the opcode table, the
 * register files, the error helper and the growing token array; and the
 * public name functions of tgsi.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "tgsi_internal.h"

int tgsi_fail(tgsi_error *err, size_t tok, const char *fmt, ...)
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

/* ---- names ------------------------------------------------------------------- */

static const tgsi_opinfo ops[] = {
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

const tgsi_opinfo *tgsi_op_by_opcode(unsigned opcode)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].opcode == opcode)
            return &ops[i];
    return NULL;
}

const tgsi_opinfo *tgsi_op_by_uc(const uc_insn *in)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        const tgsi_opinfo *o = &ops[i];
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
    const tgsi_opinfo *o = tgsi_op_by_opcode(opcode);
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

const char *tgsi_file_long_name(unsigned file)
{
    static const char *const n[] = {"NULL",      "CONSTANT", "INPUT",   "OUTPUT",
                                    "TEMPORARY", "SAMPLER",  "ADDRESS", "IMMEDIATE"};
    return file < 8 ? n[file] : "unknown";
}

/* ---- register files ---------------------------------------------------------- */

const unsigned tgsi_ef_file[EF_COUNT] = {TGSI_FILE_INPUT, TGSI_FILE_OUTPUT, TGSI_FILE_TEMPORARY,
                                         TGSI_FILE_ADDRESS, TGSI_FILE_CONSTANT};

unsigned tgsi_env_cap(unsigned env, int ef)
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

/* ---- growing token array ------------------------------------------------------- */

bool tgsi_grow(void **v, size_t *cap, size_t n, size_t size, bool *oom)
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

void tgsi_put(tgsi_tbuf *b, uint32_t v)
{
    void *t = b->t;
    const bool ok = tgsi_grow(&t, &b->cap, b->n, sizeof *b->t, &b->oom);
    b->t = t;
    if (ok)
        b->t[b->n++] = v;
}

/*
 * tgsi_emit: microcode written as a TGSI token stream (tgsi.h): tgsi_emit
 * writes a checked microcode program (any that vpdis can print) as a
 * stream that tgsi_load turns back into the same words: the properties
 * (program type, position invariance, entry point), a declaration per run
 * of used registers, one INSTRUCTION per word outside the
 * position-invariant block, labels on branch targets, and END. A paired
 * word (co-issue) is written as its two halves, two INSTRUCTIONs: TGSI
 * has no pairs, so the stream loads as the program with every pair split
 * (split_pairs). Also tgsi_write_bin, the binary file form.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi_internal.h"
#include "ucdep.h"
#include "vpdis.h"
#include "vptext.h"

static unsigned cc_from_uc(unsigned ccr)
{
    static const uint8_t m[8] = {TGSI_CC_TR, TGSI_CC_FL, TGSI_CC_EQ, TGSI_CC_NE,
                                 TGSI_CC_LT, TGSI_CC_GE, TGSI_CC_LE, TGSI_CC_GT};
    return m[ccr & 7u];
}

static uint32_t sized(unsigned type, unsigned size)
{
    return type | (uint32_t)size << 4;
}

static void put_decl(tgsi_tbuf *b, unsigned file, unsigned first, unsigned last)
{
    tgsi_put(b, sized(TGSI_TOKEN_DECLARATION, 2) | (uint32_t)file << 12 | (uint32_t)TGSI_DECLARE_RANGE << 16);
    tgsi_put(b, first | (uint32_t)last << 16);
}

static int emit_split(const uc_program *p, uint32_t **tokens, size_t *ntokens, tgsi_error *err);

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

/*
 * q = p with each paired word split into its halves, one after the other:
 * the vector half first, unless the special-function half reads a lane
 * the vector half writes (both read the registers as they were before the
 * word); a pair whose halves each read what the other writes has no such
 * order and is refused. Targets and the entry follow the words; the last
 * half of a last word carries END. 0, or -1 with the reason in why.
 */
static int split_pairs(const uc_program *p, uc_program *q, char *why, size_t sz)
{
    uint16_t at[UC_MAX_WORDS + 1]; /* address of word i in q */
    unsigned n = 0;
    for (unsigned i = 0; i < p->count; i++) {
        at[i] = (uint16_t)n;
        const uc_insn in = uc_unpack(&p->words[i]);
        n += uc_paired(&in) ? 2u : 1u;
    }
    if (n == p->count) {
        *q = *p;
        return 0;
    }
    if (n > UC_MAX_WORDS)
        return vpt_errf(why, sz, "its %u paired words are %u instructions unpaired (TGSI has no pairs), more than %u",
                        n - p->count, n, UC_MAX_WORDS);
    memset(q, 0, sizeof *q);
    q->env = p->env;
    q->pos_invariant = p->pos_invariant;
    q->entry = at[p->entry];
    q->count = (uint16_t)n;
    for (unsigned i = 0; i < p->count; i++) {
        uc_insn in = uc_unpack(&p->words[i]);
        if ((in.sop == UC_SOP_BRA || in.sop == UC_SOP_CAL) && in.target != UC_TARGET_EXIT && in.target < p->count)
            in.target = at[in.target];
        if (!uc_paired(&in)) {
            q->words[at[i]] = uc_pack(&in);
            continue;
        }
        uc_insn v = uc_vop_half(&in), s = uc_sop_half(&in);
        ucd_set vr, vw, sr, sw;
        ucd_effects(&v, &vr, &vw);
        ucd_effects(&s, &sr, &sw);
        const bool s_first = ucd_meet(&sr, &vw);
        if (s_first && ucd_meet(&vr, &sw))
            return vpt_errf(why, sz, "word %u: the halves of the pair each read what the other writes, so no order of "
                                     "the two instructions gives the word's result", i);
        v.end = s.end = 0;
        (s_first ? &v : &s)->end = in.end;
        q->words[at[i]] = uc_pack(s_first ? &s : &v);
        q->words[at[i] + 1] = uc_pack(s_first ? &v : &s);
    }
    return 0;
}

int tgsi_emit(const uc_program *p, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    tgsi_error dummy;
    if (!err)
        err = &dummy;
    memset(err, 0, sizeof *err);
    if (!tokens || !ntokens)
        return tgsi_fail(err, 0, "no output");
    *tokens = NULL;
    *ntokens = 0;
    char why[200];
    if (!p)
        return tgsi_fail(err, 0, "no program");
    if (vpdis_check(p, why, sizeof why) != 0)
        return tgsi_fail(err, 0, "the program cannot be written as TGSI: %s", why);
    uc_program *split = malloc(sizeof *split);
    if (!split)
        return tgsi_fail(err, 0, "out of memory");
    if (split_pairs(p, split, why, sizeof why) != 0 || !uc_check_program(split, why, sizeof why)) {
        free(split);
        return tgsi_fail(err, 0, "the program cannot be written as TGSI: %s", why);
    }
    int rc = emit_split(split, tokens, ntokens, err);
    free(split);
    return rc;
}

/* tgsi_emit of a program without pairs. */
static int emit_split(const uc_program *p, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
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
        for (unsigned r = 0; r < tgsi_env_cap(p->env, EF_CONST); r++)
            used[EF_CONST][r] = true;
    unsigned entry_ix = 0;
    if (e != 0) {
        unsigned ew = pi ? e + UC_PI_WORDS : e;
        if (ew >= p->count || tix[ew] < 0)
            return tgsi_fail(err, 0, "entry point %u has no instruction after it", e);
        entry_ix = (unsigned)tix[ew];
        target[entry_ix] = true;
    }

    tgsi_tbuf b = {NULL, 0, 0, false};
    tgsi_put(&b, TGSI_MAJOR | TGSI_MINOR << 8);
    tgsi_put(&b, 2); /* HeaderSize 2; BodySize filled in below */
    tgsi_put(&b, TGSI_PROCESSOR_VERTEX);
    tgsi_put(&b, sized(TGSI_TOKEN_PROPERTY, 2) | TGSI_PROPERTY_NV_PROGRAM << 12);
    tgsi_put(&b, p->env);
    if (pi) {
        tgsi_put(&b, sized(TGSI_TOKEN_PROPERTY, 2) | TGSI_PROPERTY_NV_POSITION_INVARIANT << 12);
        tgsi_put(&b, 1);
    }
    if (e != 0) {
        tgsi_put(&b, sized(TGSI_TOKEN_PROPERTY, 2) | TGSI_PROPERTY_NV_ENTRY << 12);
        tgsi_put(&b, entry_ix + 1);
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
            put_decl(&b, tgsi_ef_file[ef], r, last);
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
            const tgsi_opinfo *o = tgsi_op_by_uc(&in);
            if (!o) {
                free(b.t);
                return tgsi_fail(err, 0, "word %u: operation without a TGSI opcode", i);
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
        tgsi_put(&b, sized(TGSI_TOKEN_INSTRUCTION, size) | (uint32_t)opcode << 12 | (uint32_t)ndst << 22 |
                    (uint32_t)nsrc << 24 | (uint32_t)(next ? 1u : 0u) << 31);
        for (unsigned k = 0; k < next; k++)
            tgsi_put(&b, ext[k] | (uint32_t)(k + 1 < next ? 1u : 0u) << 31);
        for (unsigned k = 0; k < nops; k++)
            tgsi_put(&b, otok[k]);
    }
    if (b.oom) {
        free(b.t);
        return tgsi_fail(err, 0, "out of memory");
    }
    b.t[1] |= (uint32_t)(b.n - 3) << 8;
    *tokens = b.t;
    *ntokens = b.n;
    return 0;
}

int tgsi_emit_asm(const vpasm_output *o, uint32_t **tokens, size_t *ntokens, tgsi_error *err)
{
    if (!o)
        return tgsi_fail(err, 0, "no program");
    return tgsi_emit(&o->prog, tokens, ntokens, err);
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

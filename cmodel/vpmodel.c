/*
 * vpmodel: the golden model (see vpmodel.h). The same steps as the RTL:
 * operand fetch (swizzle, negate, abs), execute (vector unit,
 * special-function unit, address unit), write-back under the write mask and
 * the condition-code mask, and the sequencer.
 *
 * For speed every word is decoded once, at load time, into a record that
 * holds what a step needs in the form it needs it: register rows instead of
 * file/index pairs, swizzles as lane indices, the source modifiers as three
 * masks, the write mask as lane masks, the operation as a handler function
 * (plus the library function it calls), and flags for the work most
 * instructions do not need (condition-code mask or update, flow control,
 * END). Every register a program can name is one row of one array (the
 * per-run temporaries and results included), so an operand is a row index.
 * The sequencer's common case is: call the handler, count, next word; the
 * commit record is built only when someone traces.
 *
 * The state and the decoded record are in vpmodel_internal.h; the batch
 * interpreter (vpm_run_batch), which runs a block of vertices one word at a
 * time, is vpbatch.c.
 */
#include "vpmodel.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "sfu.h"
#include "vpfloat.h"
#include "vpmodel_internal.h"
#include "vptext.h"

static void decode(const uc_insn *in, unsigned pc, dinsn *d, vpf_gpu gpu);
static void decode_all(vpm *m);

vpm *vpm_create(void)
{
    vpm *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    for (unsigned i = 0; i < VPM_NATTR; i++)
        m->reg[RF_ATTR + i][3] = F32_ONE; /* attributes start as (0,0,0,1) */
    m->gpu = VPF_GPU_NV30;
    return m;
}

int vpm_set_gpu(vpm *m, vpf_gpu g, char *err, size_t errsz)
{
    if (g != VPF_GPU_NV20 && g != VPF_GPU_NV30)
        return vpt_errf(err, errsz, "unknown GPU generation %d (20 for NV20, 30 for NV30)", (int)g);
    if (m->loaded && g == VPF_GPU_NV20 && m->prog.count && uc_unpack(&m->prog.words[0]).env == UC_ENV_VP20)
        return vpt_errf(err, errsz, "the loaded program is a !!VP2.0 program, which NV20 does not run");
    m->gpu = g;
    if (m->loaded) {
        decode_all(m);
        vpm_batch_plan(m);
    }
    return 0;
}

vpf_gpu vpm_gpu(const vpm *m) { return m->gpu; }

int vpm_gpu_parse(const char *s, vpf_gpu *g)
{
    if (!strcmp(s, "nv20"))
        *g = VPF_GPU_NV20;
    else if (!strcmp(s, "nv30"))
        *g = VPF_GPU_NV30;
    else
        return -1;
    return 0;
}

void vpm_destroy(vpm *m)
{
    if (m)
        free(m->bw);
    free(m);
}

const uc_program *vpm_program(const vpm *m) { return m->loaded ? &m->prog : NULL; }

int vpm_set_const(vpm *m, unsigned idx, const uint32_t v[4])
{
    if (idx >= VPM_NCONST)
        return -1;
    memcpy(m->reg[RF_CONST + idx], v, sizeof m->reg[0]);
    return 0;
}

int vpm_get_const(const vpm *m, unsigned idx, uint32_t v[4])
{
    if (idx >= VPM_NCONST)
        return -1;
    memcpy(v, m->reg[RF_CONST + idx], sizeof m->reg[0]);
    return 0;
}

int vpm_set_mvp(vpm *m, unsigned row, const uint32_t v[4])
{
    if (row >= 4)
        return -1;
    memcpy(m->reg[RF_MVP + row], v, sizeof m->reg[0]);
    return 0;
}

int vpm_set_attr(vpm *m, unsigned idx, unsigned n, const uint32_t *v)
{
    if (idx >= VPM_NATTR || n < 1 || n > 4)
        return -1;
    uint32_t *a = m->reg[RF_ATTR + idx];
    if (n == 4) {
        memcpy(a, v, sizeof m->reg[0]);
        return 0;
    }
    a[0] = v[0];
    a[1] = n > 1 ? v[1] : 0;
    a[2] = n > 2 ? v[2] : 0;
    a[3] = n > 3 ? v[3] : F32_ONE;
    return 0;
}

int vpm_get_attr(const vpm *m, unsigned idx, uint32_t v[4])
{
    if (idx >= VPM_NATTR)
        return -1;
    memcpy(v, m->reg[RF_ATTR + idx], sizeof m->reg[0]);
    return 0;
}

void vpm_set_trace(vpm *m, vpm_commit_fn fn, void *user)
{
    m->trace = fn;
    m->trace_user = user;
}

const char *vpm_end_name(vpm_end e)
{
    static const char *const n[] = {"last", "exit", "ret", "overflow", "watchdog"};
    return (unsigned)e < 5 ? n[e] : "?";
}

/* ---------------------------------------------------------- operand fetch */

/* VectorLoad (spec 2.14.2.1): swizzle, negate, absolute value, negate; a
 * denormal operand reads as the zero of its sign. A plain source (identity
 * swizzle, no modifier, absolute address) is used in place; any other is
 * built in buf. The flush of denormals commutes with the sign operations
 * and every vpfloat/sfu function applies it to its operands itself (their
 * contract: "denormal operands read as zero"), so it is left to them; MOV,
 * the one operation that writes an operand unchanged, applies it itself. */
static inline const uint32_t *fetch(const vpm *m, const thread *t, const dinsn *d, const dsrc *s, uint32_t buf[4])
{
    const uint32_t *r = m->reg[s->row];
    if (s->plain)
        return r;
    if (s->rel) {
        int idx = d->cidx + t->a[d->arsel][d->arcomp];
        r = m->reg[idx >= 0 && idx < d->climit ? RF_CONST + idx : RF_ZERO];
    }
    /* every load before the first store */
    const uint32_t neg = s->neg, am = s->absmask, nabs = s->nabs;
    const uint32_t x0 = r[s->lane[0]], x1 = r[s->lane[1]], x2 = r[s->lane[2]], x3 = r[s->lane[3]];
    buf[0] = ((x0 ^ neg) & am) ^ nabs;
    buf[1] = ((x1 ^ neg) & am) ^ nabs;
    buf[2] = ((x2 ^ neg) & am) ^ nabs;
    buf[3] = ((x3 ^ neg) & am) ^ nabs;
    return buf;
}

/* ------------------------------------------------------------- write-back */

static inline bool test_cc(unsigned rule, unsigned cc)
{
    switch (rule) {
    case UC_CCR_TR: return true;
    case UC_CCR_FL: return false;
    case UC_CCR_EQ: return cc == UC_CC_EQ;
    case UC_CCR_NE: return cc != UC_CC_EQ;
    case UC_CCR_LT: return cc == UC_CC_LT;
    case UC_CCR_GE: return cc == UC_CC_GT || cc == UC_CC_EQ;
    case UC_CCR_LE: return cc == UC_CC_LT || cc == UC_CC_EQ;
    default: return cc == UC_CC_GT; /* GT */
    }
}

/* The run-time mask: bit i set when CC component ccl[i] passes the rule. */
static unsigned cc_mask(const dinsn *d, const thread *t)
{
    if (!d->cctest)
        return 0xFu;
    unsigned m = 0;
    for (int i = 0; i < 4; i++)
        if (test_cc(d->ccr, t->cc[d->ccl[i]]))
            m |= 1u << i;
    return m;
}

/* Under a CC mask or with a CC update: lane by lane. */
static void write_general(vpm *m, thread *t, const dinsn *d, const uint32_t r[4])
{
    const unsigned wm = d->wmask & cc_mask(d, t);
    uint32_t *dst = m->reg[d->drow];
    for (int i = 0; i < 4; i++)
        if (wm & (1u << i)) {
            const uint32_t v = r[i];
            dst[i] = v;
            if (d->ccu)
                t->cc[i] = (uint8_t)vpf_cc(v);
        }
    if (wm)
        t->written |= d->outbit;
    t->wrote = (uint8_t)wm;
}

/* A vector result under the write mask. */
static inline void write_vec(vpm *m, thread *t, const dinsn *d, const uint32_t r[4])
{
    if (d->ccany) {
        write_general(m, t, d, r);
        return;
    }
    uint32_t *dst = m->reg[d->drow];
    const uint32_t l0 = d->lmask[0], l1 = d->lmask[1], l2 = d->lmask[2], l3 = d->lmask[3];
    const uint32_t v0 = r[0], v1 = r[1], v2 = r[2], v3 = r[3];
    const uint32_t o0 = dst[0], o1 = dst[1], o2 = dst[2], o3 = dst[3];
    dst[0] = (o0 & ~l0) | (v0 & l0);
    dst[1] = (o1 & ~l1) | (v1 & l1);
    dst[2] = (o2 & ~l2) | (v2 & l2);
    dst[3] = (o3 & ~l3) | (v3 & l3);
    t->written |= d->outbit;
    t->wrote = d->wmask;
}

/* A scalar result, replicated: one store for a one-component mask, four
 * for a full one. */
static inline void write_scalar(vpm *m, thread *t, const dinsn *d, uint32_t v)
{
    if (d->ccany) {
        const uint32_t r[4] = {v, v, v, v};
        write_general(m, t, d, r);
        return;
    }
    uint32_t *dst = m->reg[d->drow];
    if (d->lane1 < 4) {
        dst[d->lane1] = v;
    } else if (d->wmask == 0xFu) {
        dst[0] = dst[1] = dst[2] = dst[3] = v;
    } else {
        const uint32_t l0 = d->lmask[0], l1 = d->lmask[1], l2 = d->lmask[2], l3 = d->lmask[3];
        const uint32_t o0 = dst[0], o1 = dst[1], o2 = dst[2], o3 = dst[3];
        dst[0] = (o0 & ~l0) | (v & l0);
        dst[1] = (o1 & ~l1) | (v & l1);
        dst[2] = (o2 & ~l2) | (v & l2);
        dst[3] = (o3 & ~l3) | (v & l3);
    }
    t->written |= d->outbit;
    t->wrote = d->wmask;
}

/* ---------------------------------------------------------------- execute */

#define SRC(i) fetch(m, t, d, &d->s[i], buf[i])

/* Operations per lane compute only the lanes the write mask can write. */
#define LANES(expr)                                                                                                   \
    do {                                                                                                              \
        uint32_t r[4] = {0, 0, 0, 0};                                                                                 \
        for (int i = 0; i < 4; i++)                                                                                   \
            if (d->wmask & (1u << i))                                                                                 \
                r[i] = (expr);                                                                                        \
        write_vec(m, t, d, r);                                                                                        \
    } while (0)

static void x_mov(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4];
    const uint32_t *a = SRC(0);
    const uint32_t r[4] = {a[0], a[1], a[2], a[3]};
    write_vec(m, t, d, r);
}

static void x_mul(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    const vpf_mode md = (vpf_mode)d->md;
    LANES(vpf_mul(a[i], b[i], md));
}

static void x_add(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    const vpf_mode md = (vpf_mode)d->md;
    LANES(vpf_add(a[i], b[i], md));
}

static void x_sub(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    const vpf_mode md = (vpf_mode)d->md;
    LANES(vpf_add(a[i], b[i] ^ F32_SIGN, md));
}

static void x_mad(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[3][4];
    const uint32_t *a = SRC(0), *b = SRC(1), *c = SRC(2);
    const vpf_mode md = (vpf_mode)d->md;
    LANES(vpf_mad(a[i], b[i], c[i], md));
}

static void x_f2(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    const vpf_mode md = (vpf_mode)d->md;
    LANES(d->fn.f2(a[i], b[i], md));
}

static void x_f1(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4];
    const uint32_t *a = SRC(0);
    const vpf_mode md = (vpf_mode)d->md;
    LANES(d->fn.f1(a[i], md));
}

static void x_dp3(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    write_scalar(m, t, d, vpf_dp3(a, b, (vpf_mode)d->md));
}

static void x_dp4(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    write_scalar(m, t, d, vpf_dp4(a, b, (vpf_mode)d->md));
}

static void x_dph(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    write_scalar(m, t, d, vpf_dph(a, b, (vpf_mode)d->md));
}

static void x_dst(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[2][4], r[4];
    const uint32_t *a = SRC(0), *b = SRC(1);
    vpf_dst(a, b, r, (vpf_mode)d->md);
    write_vec(m, t, d, r);
}

static void x_one(vpm *m, thread *t, const dinsn *d) { write_scalar(m, t, d, F32_ONE); } /* STR */

static void x_zero(vpm *m, thread *t, const dinsn *d) { write_scalar(m, t, d, 0); } /* SFL */

/* Special-function unit: a scalar operand is replicated, lane 0 is it. */
static void x_sfu1(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4];
    const uint32_t *a = SRC(0);
    write_scalar(m, t, d, d->fn.f1(a[0], (vpf_mode)d->md));
}

/* A special-function result from source 2: EXP, LOG, LIT give a vector,
 * the others a scalar, replicated. */
static void sfu_result(vpm *m, const thread *t, const dinsn *d, uint32_t r[4])
{
    uint32_t buf[1][4];
    const uint32_t *a = SRC(0);
    switch (d->xk) {
    case XK_EXP: sfu_exp(a[0], r, (vpf_mode)d->md); break;
    case XK_LOG: sfu_log(a[0], r, (vpf_mode)d->md); break;
    case XK_LIT: sfu_lit(a, r, (vpf_mode)d->md); break;
    default: r[0] = r[1] = r[2] = r[3] = d->fn.f1(a[0], (vpf_mode)d->md); break;
    }
}

/* EXP, LOG, LIT: a vector result under the write mask. */
static void x_sfuvec(vpm *m, thread *t, const dinsn *d)
{
    uint32_t r[4];
    sfu_result(m, t, d, r);
    write_vec(m, t, d, r);
}

/* A paired word: both halves read the registers as they were before it
 * (the SOP half's result is computed first; the assembler pairs only instructions for which that is the same as
 * running them one after the other); the vector half writes (with its CC
 * mask and update), then the SOP half's lanes, which never overlap them. */
static void x_pair(vpm *m, thread *t, const dinsn *d)
{
    const dinsn *s = &m->co[d->pc];
    uint32_t r[4];
    sfu_result(m, t, s, r);
    d->vexec(m, t, d);
    uint32_t *dst = m->reg[s->drow];
    for (int i = 0; i < 4; i++)
        if (s->wmask & (1u << i))
            dst[i] = r[i];
    t->written |= s->outbit;
}

static unsigned int_cc(int v) { return v < 0 ? UC_CC_LT : v > 0 ? UC_CC_GT : UC_CC_EQ; }

/* Address unit: ARL/ARR per component, ARA pairwise sums x+z, y+w; all
 * clamp to [-512, 511]. */
static void x_addr(vpm *m, thread *t, const dinsn *d)
{
    int16_t r[4];
    if (d->op == UC_VOP_ARA) {
        const int16_t *a = t->a[d->arsel];
        for (int i = 0; i < 4; i++) {
            int v = a[i & 1] + a[(i & 1) + 2];
            r[i] = (int16_t)(v < -512 ? -512 : v > 511 ? 511 : v);
        }
    } else {
        uint32_t buf[1][4];
        const uint32_t *s = SRC(0);
        for (int i = 0; i < 4; i++)
            r[i] = (int16_t)d->fn.fa(s[i], (vpf_mode)d->md);
    }
    const unsigned wm = d->wmask & cc_mask(d, t);
    int16_t *a = t->a[d->didx];
    for (int i = 0; i < 4; i++)
        if (wm & (1u << i)) {
            a[i] = r[i];
            if (d->ccu)
                t->cc[i] = (uint8_t)int_cc(r[i]);
        }
    t->wrote = (uint8_t)wm;
}

/* BRA / CAL / RET: the condition, the stack, the next address. */
static void x_flow(vpm *m, thread *t, const dinsn *d)
{
    (void)m;
    t->wrote = 0;
    t->stop = 0;
    t->next = (uint16_t)(d->pc + 1);
    t->taken = cc_mask(d, t) != 0;
    if (!t->taken)
        return;
    if (d->op == UC_SOP_RET) {
        if (t->depth == 0) {
            t->stop = 1;
            t->end = VPM_END_RET;
        } else {
            t->next = t->stack[--t->depth];
            if (t->next == UC_TARGET_EXIT) { /* return past the last instruction */
                t->stop = 1;
                t->end = VPM_END_LAST;
            }
        }
        return;
    }
    if (d->op == UC_SOP_CAL) {
        if (t->depth >= VPM_STACK) {
            t->stop = 1;
            t->end = VPM_END_OVERFLOW;
            return;
        }
        /* a CAL that is the last instruction returns to the end of the
         * program: the return address is the EXIT marker */
        t->stack[t->depth++] = (uint16_t)(d->end ? UC_TARGET_EXIT : d->pc + 1);
    }
    if (d->target == UC_TARGET_EXIT) {
        t->stop = 1;
        t->end = VPM_END_EXIT;
    } else {
        t->next = d->target;
    }
}

/* The per-vertex handler of each kind of word. */
static const exec_fn xk_exec[XK_COUNT] = {
    [XK_MOV] = x_mov,   [XK_MUL] = x_mul,   [XK_ADD] = x_add,   [XK_SUB] = x_sub,   [XK_MAD] = x_mad,
    [XK_F2] = x_f2,     [XK_F1] = x_f1,     [XK_DP3] = x_dp3,   [XK_DP4] = x_dp4,   [XK_DPH] = x_dph,
    [XK_DST] = x_dst,   [XK_ONE] = x_one,   [XK_ZERO] = x_zero, [XK_SFU1] = x_sfu1, [XK_EXP] = x_sfuvec,
    [XK_LOG] = x_sfuvec, [XK_LIT] = x_sfuvec,   [XK_ADDR] = x_addr, [XK_FLOW] = x_flow,
};

/* ----------------------------------------------------------------- decode */

static void decode_src(const uc_insn *in, const uc_src *s, dsrc *d)
{
    d->rel = 0;
    switch (s->file) {
    case UC_SFILE_TEMP:
        d->row = (uint16_t)(RF_TEMP + (s->tidx & (VPM_NTEMP - 1)));
        break;
    case UC_SFILE_ATTR:
        d->row = (uint16_t)(RF_ATTR + (in->vidx & (VPM_NATTR - 1)));
        break;
    case UC_SFILE_CONST: {
        int n = in->env == UC_ENV_VP20 ? 256 : 96; /* out of range reads (0,0,0,0) */
        if (in->crel)
            d->rel = 1;
        d->row = (uint16_t)(in->cidx >= 0 && in->cidx < n ? RF_CONST + in->cidx : RF_ZERO);
        break;
    }
    default: /* MVP */
        d->row = (uint16_t)(RF_MVP + (in->cidx & 3));
        break;
    }
    for (int i = 0; i < 4; i++)
        d->lane[i] = (uint8_t)((s->swz >> (2 * i)) & 3u);
    d->neg = s->neg ? F32_SIGN : 0;
    d->absmask = s->abs ? ~F32_SIGN : ~0u;
    d->nabs = s->nabs ? F32_SIGN : 0;
    d->plain = !d->rel && s->swz == UC_SWZ_IDENTITY && !s->neg && !s->abs && !s->nabs;
}

static void decode(const uc_insn *in, unsigned pc, dinsn *d, vpf_gpu gpu)
{
    memset(d, 0, sizeof *d);
    d->pc = (uint16_t)pc;
    d->wmask = in->wmask;
    d->lane1 = 4;
    for (int i = 0; i < 4; i++) {
        d->lmask[i] = (in->wmask >> i) & 1u ? ~0u : 0u;
        if (in->wmask == 1u << i)
            d->lane1 = (uint8_t)i;
    }
    d->ccr = in->ccr;
    d->cctest = in->ccr != UC_CCR_TR;
    for (int i = 0; i < 4; i++)
        d->ccl[i] = (uint8_t)((in->ccs >> (2 * i)) & 3u);
    d->ccu = in->ccu;
    d->ccany = d->cctest || d->ccu;
    d->end = in->end;
    d->dfile = in->dfile;
    d->didx = in->didx;
    d->arsel = in->arsel;
    d->arcomp = in->arcomp;
    d->md = (uint8_t)vpf_mode_of(gpu, in->env == UC_ENV_VP20);
    d->target = in->target;
    d->cidx = in->cidx;
    d->climit = in->env == UC_ENV_VP20 ? 256 : 96;
    d->drow = RF_SINK; /* CC only */
    switch (in->dfile) {
    case UC_DFILE_TEMP: d->drow = (uint16_t)(RF_TEMP + (in->didx & (VPM_NTEMP - 1))); break;
    case UC_DFILE_OUT:
        if (in->didx < VPM_NOUT) {
            d->drow = (uint16_t)(RF_OUT + in->didx);
            d->outbit = in->wmask ? 1u << in->didx : 0;
        }
        break;
    case UC_DFILE_CONST: d->drow = (uint16_t)(RF_CONST + in->didx); break;
    case UC_DFILE_ADDR: d->didx = in->didx & 1; break;
    default: break;
    }

    if (uc_sop_flow(in->sop)) {
        d->xk = XK_FLOW;
        d->op = in->sop;
        d->flow = 1;
        d->dfile = UC_DFILE_NONE;
    } else if (!in->vop) { /* special-function unit: the operand is source 2 */
        decode_src(in, &in->src[2], &d->s[0]);
        d->nsrc = 1;
        d->xk = XK_SFU1;
        switch (in->sop) {
        case UC_SOP_EXP: d->xk = XK_EXP; break;
        case UC_SOP_LOG: d->xk = XK_LOG; break;
        case UC_SOP_LIT: d->xk = XK_LIT; break;
        case UC_SOP_RCP: d->fn.f1 = sfu_rcp; break;
        case UC_SOP_RCC: d->fn.f1 = sfu_rcc; break;
        case UC_SOP_RSQ: d->fn.f1 = sfu_rsq; break;
        case UC_SOP_EX2: d->fn.f1 = sfu_ex2; break;
        case UC_SOP_LG2: d->fn.f1 = sfu_lg2; break;
        case UC_SOP_SIN: d->fn.f1 = sfu_sin; break;
        case UC_SOP_COS: d->fn.f1 = sfu_cos; break;
        default: d->xk = XK_ZERO; break;
        }
    } else {
        d->op = in->vop;
        d->nsrc = (uint8_t)uc_vop_nsrc(in->vop);
        for (int i = 0; i < d->nsrc; i++)
            decode_src(in, &in->src[i], &d->s[i]);
        switch (in->vop) {
        case UC_VOP_MOV: d->xk = XK_MOV; break;
        case UC_VOP_MUL: d->xk = XK_MUL; break;
        case UC_VOP_ADD: d->xk = XK_ADD; break;
        case UC_VOP_SUB: d->xk = XK_SUB; break;
        case UC_VOP_MAD: d->xk = XK_MAD; break;
        case UC_VOP_DP3: d->xk = XK_DP3; break;
        case UC_VOP_DP4: d->xk = XK_DP4; break;
        case UC_VOP_DPH: d->xk = XK_DPH; break;
        case UC_VOP_DST: d->xk = XK_DST; break;
        case UC_VOP_MIN: d->xk = XK_F2; d->fn.f2 = vpf_min; break;
        case UC_VOP_MAX: d->xk = XK_F2; d->fn.f2 = vpf_max; break;
        case UC_VOP_SLT: d->xk = XK_F2; d->fn.f2 = vpf_slt; break;
        case UC_VOP_SGE: d->xk = XK_F2; d->fn.f2 = vpf_sge; break;
        case UC_VOP_SEQ: d->xk = XK_F2; d->fn.f2 = vpf_seq; break;
        case UC_VOP_SGT: d->xk = XK_F2; d->fn.f2 = vpf_sgt; break;
        case UC_VOP_SLE: d->xk = XK_F2; d->fn.f2 = vpf_sle; break;
        case UC_VOP_SNE: d->xk = XK_F2; d->fn.f2 = vpf_sne; break;
        case UC_VOP_SSG: d->xk = XK_F1; d->fn.f1 = vpf_ssg; break;
        case UC_VOP_FLR: d->xk = XK_F1; d->fn.f1 = vpf_flr; break;
        case UC_VOP_FRC: d->xk = XK_F1; d->fn.f1 = vpf_frc; break;
        case UC_VOP_ABS: d->xk = XK_F1; d->fn.f1 = vpf_abs; break;
        case UC_VOP_STR: d->xk = XK_ONE; break;
        case UC_VOP_ARL: d->xk = XK_ADDR; d->fn.fa = vpf_arl; break;
        case UC_VOP_ARR: d->xk = XK_ADDR; d->fn.fa = vpf_arr; break;
        case UC_VOP_ARA: d->xk = XK_ADDR; break;
        default: d->xk = XK_ZERO; break; /* SFL */
        }
    }
    d->exec = xk_exec[d->xk];
    d->slow = d->flow || d->end;
}

int vpm_load(vpm *m, const uc_program *p, char *err, size_t errsz)
{
    char why[160];
    if (!uc_check_program(p, why, sizeof why))
        return vpt_errf(err, errsz, "invalid program: %s", why);
    if (m->gpu == VPF_GPU_NV20 && p->count && uc_unpack(&p->words[0]).env == UC_ENV_VP20)
        return vpt_errf(err, errsz, "a !!VP2.0 program does not run on NV20 (it runs !!VP1.0, !!VP1.1 and !!VSP1.0; "
                                "choose NV30)");
    m->prog = *p;
    m->entry = p->entry;
    decode_all(m);
    vpm_batch_plan(m);
    m->loaded = true;
    return 0;
}

/* Every word of the program memory: the program's, then blank words. */
static void decode_all(vpm *m)
{
    for (unsigned i = 0; i < UC_MAX_WORDS; i++) {
        const uc_word w = vpm_word(m, i);
        const uc_insn in = uc_unpack(&w);
        if (uc_paired(&in)) {
            const uc_insn v = uc_vop_half(&in), so = uc_sop_half(&in);
            decode(&v, i, &m->code[i], m->gpu);
            decode(&so, i, &m->co[i], m->gpu);
            m->code[i].paired = 1;
            m->code[i].vexec = m->code[i].exec;
            m->code[i].exec = x_pair;
        } else {
            decode(&in, i, &m->code[i], m->gpu);
        }
    }
}

uc_word vpm_word(const vpm *m, unsigned pc)
{
    return pc < m->prog.count ? m->prog.words[pc] : uc_blank_word();
}

int vpm_set_entry(vpm *m, unsigned pc)
{
    if (pc >= UC_MAX_WORDS)
        return -1;
    m->entry = (uint16_t)pc;
    if (m->loaded)
        vpm_batch_plan(m); /* block-wise only from the program's own entry */
    return 0;
}

unsigned vpm_entry(const vpm *m) { return m->entry; }

/* ---------------------------------------------------------------- sequencer */

/* The commit record of the instruction at pc, from the state after it. */
static void emit(vpm *m, const thread *t, unsigned pc, unsigned next, bool taken, bool stop, vpm_end end)
{
    const dinsn *d = &m->code[pc];
    vpm_commit c;
    memset(&c, 0, sizeof c);
    c.vertex = m->seq;
    c.pc = (uint16_t)pc;
    c.next_pc = (uint16_t)next;
    c.word = vpm_word(m, pc);
    c.dfile = d->dfile;
    c.didx = d->didx;
    c.wrote = t->wrote;
    if (d->dfile == UC_DFILE_ADDR) {
        for (int i = 0; i < 4; i++)
            c.value[i] = (uint32_t)(int32_t)t->a[d->didx][i];
    } else if (d->dfile != UC_DFILE_NONE) {
        memcpy(c.value, m->reg[d->drow], sizeof c.value);
    }
    if (d->paired) {
        const dinsn *s = &m->co[pc];
        c.sdfile = s->dfile;
        c.sdidx = s->didx;
        c.swrote = s->wmask;
        memcpy(c.svalue, m->reg[s->drow], sizeof c.svalue);
    }
    memcpy(c.cc, t->cc, sizeof c.cc);
    memcpy(c.a, t->a, sizeof c.a);
    c.taken = taken;
    c.done = stop;
    c.end = stop ? (uint8_t)end : 0;
    m->trace(m->trace_user, &c);
}

static vpm_end run(vpm *m, thread *t)
{
    memset(t, 0, sizeof *t);
    memset(m->reg[RF_TEMP], 0, (RF_OUT + VPM_NOUT - RF_TEMP) * sizeof m->reg[0]);
    for (int i = 0; i < VPM_NOUT; i++)
        m->reg[RF_OUT + i][3] = F32_ONE;
    const dinsn *const code = m->code;
    const bool tracing = m->trace != NULL;
    unsigned pc = m->entry;
    uint32_t count = 0;
    vpm_end end = VPM_END_LAST;
    for (;;) {
        const dinsn *d = &code[pc];
        d->exec(m, t, d);
        count++;
        if (!d->slow && !tracing && count < VPM_WATCHDOG) {
            pc++;
            continue;
        }
        /* flow control, END, the watchdog, the trace */
        unsigned next = pc + 1;
        bool stop = false, taken = false;
        if (d->flow) {
            taken = t->taken;
            next = t->next;
            if (t->stop) {
                stop = true;
                end = (vpm_end)t->end;
            }
        }
        if (!stop && d->end && !taken) {
            stop = true;
            end = VPM_END_LAST;
        }
        if (!stop && count >= VPM_WATCHDOG) {
            stop = true;
            end = VPM_END_WATCHDOG;
        }
        if (tracing)
            emit(m, t, pc, next, taken, stop, end);
        if (stop)
            break;
        pc = next;
    }
    t->count = count;
    m->seq++;
    return end;
}

int vpm_run_vertex(vpm *m, vpm_vertex *out)
{
    if (!m->loaded || m->prog.env == UC_ENV_VSP10)
        return -1;
    thread t;
    vpm_end e = run(m, &t);
    if (out) {
        memcpy(out->out, m->reg[RF_OUT], sizeof out->out);
        out->written = t.written;
        out->executed = t.count;
        out->end = e;
    }
    return 0;
}

int vpm_run_state(vpm *m, const uint32_t params[4], vpm_end *end)
{
    if (!m->loaded || m->prog.env != UC_ENV_VSP10)
        return -1;
    uint32_t saved[4];
    uint32_t *v0 = m->reg[RF_ATTR];
    memcpy(saved, v0, sizeof saved);
    memcpy(v0, params, sizeof saved);
    thread t;
    vpm_end e = run(m, &t);
    memcpy(v0, saved, sizeof saved);
    if (end)
        *end = e;
    return 0;
}

/*
 * vpmodel: the golden model (see vpmodel.h). One function per pipeline
 * step the RTL also has: operand fetch (swizzle, negate, abs), execute
 * (vector unit, special-function unit, address unit), write-back under the
 * write mask and the condition-code mask, and the sequencer.
 */
#include "vpmodel.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfu.h"
#include "vpfloat.h"

#define ONE 0x3F800000u
#define CANON_NAN 0x7FC00000u

struct vpm {
    uc_program prog;
    uc_insn dec[UC_MAX_WORDS]; /* the program, decoded once at load time */
    bool loaded;
    uint32_t c[VPM_NCONST][4];
    uint32_t mvp[4][4];
    uint32_t v[VPM_NATTR][4];
    vpm_commit_fn trace;
    void *trace_user;
    uint32_t seq; /* vertex / state-run sequence number */
};

/* Per-invocation state: what a hardware thread holds. */
typedef struct {
    uint32_t r[VPM_NTEMP][4];
    uint32_t o[VPM_NOUT][4];
    uint32_t written;
    uint8_t cc[4];
    int16_t a[2][4];
    uint16_t stack[VPM_STACK];
    unsigned depth;
    unsigned pc;
    uint32_t count;
} thread;

static int errf(char *err, size_t sz, const char *fmt, ...)
{
    if (err && sz) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, sz, fmt, ap);
        va_end(ap);
    }
    return -1;
}

vpm *vpm_create(void)
{
    vpm *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    for (unsigned i = 0; i < VPM_NATTR; i++)
        m->v[i][3] = ONE; /* attributes start as (0,0,0,1) */
    return m;
}

void vpm_destroy(vpm *m) { free(m); }

int vpm_load(vpm *m, const uc_program *p, char *err, size_t errsz)
{
    char why[160];
    if (!uc_check_program(p, why, sizeof why))
        return errf(err, errsz, "invalid program: %s", why);
    m->prog = *p;
    for (unsigned i = 0; i < p->count; i++)
        m->dec[i] = uc_unpack(&p->words[i]);
    m->loaded = true;
    return 0;
}

const uc_program *vpm_program(const vpm *m) { return m->loaded ? &m->prog : NULL; }

int vpm_set_const(vpm *m, unsigned idx, const uint32_t v[4])
{
    if (idx >= VPM_NCONST)
        return -1;
    memcpy(m->c[idx], v, sizeof m->c[idx]);
    return 0;
}

int vpm_get_const(const vpm *m, unsigned idx, uint32_t v[4])
{
    if (idx >= VPM_NCONST)
        return -1;
    memcpy(v, m->c[idx], sizeof m->c[idx]);
    return 0;
}

int vpm_set_mvp(vpm *m, unsigned row, const uint32_t v[4])
{
    if (row >= 4)
        return -1;
    memcpy(m->mvp[row], v, sizeof m->mvp[row]);
    return 0;
}

int vpm_set_attr(vpm *m, unsigned idx, unsigned n, const uint32_t *v)
{
    if (idx >= VPM_NATTR || n < 1 || n > 4)
        return -1;
    const uint32_t def[4] = {0, 0, 0, ONE};
    for (unsigned i = 0; i < 4; i++)
        m->v[idx][i] = i < n ? v[i] : def[i];
    return 0;
}

int vpm_get_attr(const vpm *m, unsigned idx, uint32_t v[4])
{
    if (idx >= VPM_NATTR)
        return -1;
    memcpy(v, m->v[idx], sizeof m->v[idx]);
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

static bool is_nan(uint32_t x) { return (x & 0x7F800000u) == 0x7F800000u && (x & 0x007FFFFFu); }

/* The register a source reads, before swizzle. */
static void fetch_reg(const vpm *m, const thread *t, const uc_insn *in, const uc_src *s, uint32_t out[4])
{
    static const uint32_t zero[4] = {0, 0, 0, 0};
    const uint32_t *reg = zero;
    switch (s->file) {
    case UC_SFILE_TEMP:
        reg = t->r[s->tidx];
        break;
    case UC_SFILE_ATTR:
        reg = m->v[in->vidx];
        break;
    case UC_SFILE_CONST: {
        int idx = in->cidx;
        if (in->crel)
            idx += t->a[in->arsel][in->arcomp];
        int n = in->env == UC_ENV_VP20 ? 256 : 96; /* out of range reads (0,0,0,0) */
        if (idx >= 0 && idx < n)
            reg = m->c[idx];
        break;
    }
    default: /* MVP */
        reg = m->mvp[in->cidx & 3];
        break;
    }
    memcpy(out, reg, 4 * sizeof reg[0]);
}

/* VectorLoad: swizzle, negate, absolute value, negate (spec 2.14.2.1). */
static void load_src(const vpm *m, const thread *t, const uc_insn *in, int slot, uint32_t out[4])
{
    const uc_src *s = &in->src[slot];
    uint32_t reg[4];
    fetch_reg(m, t, in, s, reg);
    for (int i = 0; i < 4; i++) {
        uint32_t x = vpf_in(reg[(s->swz >> (2 * i)) & 3u]);
        if (s->neg)
            x ^= 0x80000000u;
        if (s->abs)
            x &= 0x7FFFFFFFu;
        if (s->nabs)
            x ^= 0x80000000u;
        out[i] = x;
    }
}

/* ---------------------------------------------------------------- execute */

static void exec_vector(const uc_insn *in, const uint32_t s[3][4], vpf_mode md, uint32_t r[4])
{
    switch (in->vop) {
    case UC_VOP_MOV:
        for (int i = 0; i < 4; i++)
            r[i] = s[0][i];
        break;
    case UC_VOP_MUL:
        for (int i = 0; i < 4; i++)
            r[i] = vpf_mul(s[0][i], s[1][i], md);
        break;
    case UC_VOP_ADD:
        for (int i = 0; i < 4; i++)
            r[i] = vpf_add(s[0][i], s[1][i], md);
        break;
    case UC_VOP_SUB:
        for (int i = 0; i < 4; i++)
            r[i] = vpf_add(s[0][i], s[1][i] ^ 0x80000000u, md);
        break;
    case UC_VOP_MAD:
        for (int i = 0; i < 4; i++)
            r[i] = vpf_mad(s[0][i], s[1][i], s[2][i], md);
        break;
    case UC_VOP_DP3:
        r[0] = r[1] = r[2] = r[3] = vpf_dp3(s[0], s[1], md);
        break;
    case UC_VOP_DP4:
        r[0] = r[1] = r[2] = r[3] = vpf_dp4(s[0], s[1], md);
        break;
    case UC_VOP_DPH:
        r[0] = r[1] = r[2] = r[3] = vpf_dph(s[0], s[1], md);
        break;
    case UC_VOP_DST:
        vpf_dst(s[0], s[1], r, md);
        break;
    default: {
        uint32_t (*f2)(uint32_t, uint32_t, vpf_mode) = NULL;
        uint32_t (*f1)(uint32_t, vpf_mode) = NULL;
        switch (in->vop) {
        case UC_VOP_MIN: f2 = vpf_min; break;
        case UC_VOP_MAX: f2 = vpf_max; break;
        case UC_VOP_SLT: f2 = vpf_slt; break;
        case UC_VOP_SGE: f2 = vpf_sge; break;
        case UC_VOP_SEQ: f2 = vpf_seq; break;
        case UC_VOP_SGT: f2 = vpf_sgt; break;
        case UC_VOP_SLE: f2 = vpf_sle; break;
        case UC_VOP_SNE: f2 = vpf_sne; break;
        case UC_VOP_SSG: f1 = vpf_ssg; break;
        case UC_VOP_FLR: f1 = vpf_flr; break;
        case UC_VOP_FRC: f1 = vpf_frc; break;
        case UC_VOP_ABS: f1 = vpf_abs; break;
        default: break;
        }
        for (int i = 0; i < 4; i++) {
            if (in->vop == UC_VOP_STR)
                r[i] = ONE;
            else if (f2)
                r[i] = f2(s[0][i], s[1][i], md);
            else if (f1)
                r[i] = f1(s[0][i], md);
            else
                r[i] = 0; /* SFL */
        }
        break;
    }
    }
}

static void exec_sfu(const uc_insn *in, const uint32_t s[4], vpf_mode md, uint32_t r[4])
{
    uint32_t x = s[0]; /* scalar operands are replicated: lane 0 is the operand */
    uint32_t v;
    switch (in->sop) {
    case UC_SOP_EXP: sfu_exp(x, r, md); return;
    case UC_SOP_LOG: sfu_log(x, r, md); return;
    case UC_SOP_LIT: sfu_lit(s, r, md); return;
    case UC_SOP_RCP: v = sfu_rcp(x, md); break;
    case UC_SOP_RCC: v = sfu_rcc(x, md); break;
    case UC_SOP_RSQ: v = sfu_rsq(x, md); break;
    case UC_SOP_EX2: v = sfu_ex2(x, md); break;
    case UC_SOP_LG2: v = sfu_lg2(x, md); break;
    case UC_SOP_SIN: v = sfu_sin(x, md); break;
    case UC_SOP_COS: v = sfu_cos(x, md); break;
    default: v = 0; break;
    }
    r[0] = r[1] = r[2] = r[3] = v;
}

/* Address unit: ARL/ARR per component, ARA pairwise sums; all clamp to [-512, 511]. */
static void exec_addr(const uc_insn *in, const thread *t, const uint32_t s[4], vpf_mode md, int16_t r[4])
{
    if (in->vop == UC_VOP_ARA) {
        const int16_t *a = t->a[in->arsel];
        for (int i = 0; i < 4; i++) {
            int v = a[i & 1] + a[(i & 1) + 2];
            r[i] = (int16_t)(v < -512 ? -512 : v > 511 ? 511 : v);
        }
        return;
    }
    for (int i = 0; i < 4; i++)
        r[i] = (int16_t)(in->vop == UC_VOP_ARL ? vpf_arl(s[i], md) : vpf_arr(s[i], md));
}

/* ------------------------------------------------------------- write-back */

static bool test_cc(unsigned rule, unsigned cc)
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

/* The run-time mask: bit i set when CC component swz[i] passes the rule. */
static unsigned cc_mask(const uc_insn *in, const thread *t)
{
    unsigned m = 0;
    for (int i = 0; i < 4; i++)
        if (test_cc(in->ccr, t->cc[(in->ccs >> (2 * i)) & 3u]))
            m |= 1u << i;
    return m;
}

static unsigned int_cc(int v) { return v < 0 ? UC_CC_LT : v > 0 ? UC_CC_GT : UC_CC_EQ; }

/* ---------------------------------------------------------------- sequencer */

/* Executes one instruction; returns true when the program stops. */
static bool step(vpm *m, thread *t, vpm_commit *c, vpm_end *end)
{
    const uc_word *w = &m->prog.words[t->pc];
    const uc_insn in = m->dec[t->pc];
    const vpf_mode md = in.env == UC_ENV_VP20 ? VPF_VP2 : VPF_VP1;
    const unsigned pc = t->pc;
    unsigned wrote = 0;
    const uint32_t *dval = NULL; /* destination register after the write */
    uint32_t aval[4];
    t->count++;

    unsigned next = t->pc + 1;
    bool stop = false, taken = false;
    if (uc_sop_flow(in.sop)) {
        taken = cc_mask(&in, t) != 0;
        if (taken) {
            if (in.sop == UC_SOP_RET) {
                if (t->depth == 0) {
                    stop = true;
                    *end = VPM_END_RET;
                } else {
                    next = t->stack[--t->depth];
                }
            } else {
                if (in.sop == UC_SOP_CAL) {
                    if (t->depth >= VPM_STACK) {
                        stop = true;
                        *end = VPM_END_OVERFLOW;
                    } else {
                        t->stack[t->depth++] = (uint16_t)(t->pc + 1);
                    }
                }
                if (!stop) {
                    if (in.target == UC_TARGET_EXIT) {
                        stop = true;
                        *end = VPM_END_EXIT;
                    } else {
                        next = in.target;
                    }
                }
            }
        }
    } else {
        uint32_t s[3][4] = {{0}};
        int nsrc = in.vop ? uc_vop_nsrc(in.vop) : 0;
        for (int i = 0; i < 3; i++)
            if (in.vop ? i < nsrc : i == 2)
                load_src(m, t, &in, i, s[i]);
        unsigned wm = in.wmask & cc_mask(&in, t);
        wrote = wm;
        if (uc_is_addr_op(in.vop)) {
            int16_t r[4];
            exec_addr(&in, t, s[0], md, r);
            int16_t *a = t->a[in.didx];
            for (int i = 0; i < 4; i++)
                if (wm & (1u << i)) {
                    a[i] = r[i];
                    if (in.ccu)
                        t->cc[i] = (uint8_t)int_cc(r[i]);
                }
            for (int i = 0; i < 4; i++)
                aval[i] = (uint32_t)(int32_t)a[i];
            dval = aval;
        } else {
            uint32_t r[4];
            if (in.vop)
                exec_vector(&in, (const uint32_t(*)[4])s, md, r);
            else
                exec_sfu(&in, s[2], md, r);
            uint32_t *dst = NULL;
            switch (in.dfile) {
            case UC_DFILE_TEMP: dst = t->r[in.didx]; break;
            case UC_DFILE_OUT: dst = t->o[in.didx]; break;
            case UC_DFILE_CONST: dst = m->c[in.didx]; break;
            default: break; /* CC only */
            }
            for (int i = 0; i < 4; i++) {
                if (!(wm & (1u << i)))
                    continue;
                uint32_t v = is_nan(r[i]) ? CANON_NAN : r[i];
                if (dst)
                    dst[i] = v;
                if (in.ccu)
                    t->cc[i] = (uint8_t)vpf_cc(v);
            }
            dval = dst;
            if (in.dfile == UC_DFILE_OUT && wm)
                t->written |= 1u << in.didx;
        }
    }
    if (!stop && in.end && !taken) {
        stop = true;
        *end = VPM_END_LAST;
    }
    if (!stop && t->count >= VPM_WATCHDOG) {
        stop = true;
        *end = VPM_END_WATCHDOG;
    }
    if (c) { /* the commit record, only when someone traces */
        memset(c, 0, sizeof *c);
        c->pc = (uint16_t)pc;
        c->word = *w;
        c->dfile = uc_sop_flow(in.sop) ? (uint8_t)UC_DFILE_NONE : in.dfile;
        c->didx = in.didx;
        c->wrote = (uint8_t)wrote;
        if (dval)
            memcpy(c->value, dval, sizeof c->value);
        c->taken = taken;
        c->done = stop;
        c->end = stop ? (uint8_t)*end : 0;
        c->next_pc = (uint16_t)next;
        memcpy(c->cc, t->cc, sizeof c->cc);
        memcpy(c->a, t->a, sizeof c->a);
    }
    t->pc = next;
    return stop;
}

static vpm_end run(vpm *m, thread *t)
{
    memset(t, 0, sizeof *t);
    for (int i = 0; i < VPM_NOUT; i++)
        t->o[i][3] = ONE;
    t->pc = m->prog.entry;
    vpm_end end = VPM_END_LAST;
    vpm_commit c;
    if (m->trace) {
        for (;;) {
            bool stop = step(m, t, &c, &end);
            c.vertex = m->seq;
            m->trace(m->trace_user, &c);
            if (stop)
                break;
        }
    } else {
        while (!step(m, t, NULL, &end)) {
        }
    }
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
        memcpy(out->out, t.o, sizeof out->out);
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
    memcpy(saved, m->v[0], sizeof saved);
    memcpy(m->v[0], params, sizeof saved);
    thread t;
    vpm_end e = run(m, &t);
    memcpy(m->v[0], saved, sizeof saved);
    if (end)
        *end = e;
    return 0;
}

/*
 * vpmodel: the golden model (see vpmodel.h). The same steps as the RTL:
 * operand fetch (swizzle, negate, abs), execute (vector unit,
 * special-function unit, address unit), write-back under the write mask and
 * the condition-code mask, and the sequencer.
 *
 * For speed every word is decoded once, at load time, into a record that
 * holds what a step needs in the form it needs it: register rows instead of
 * file/index pairs, swizzles as lane indices, the source modifiers as three
 * masks, the operation as an execute case (and library function), and flags
 * for the work most instructions do not need (condition-code mask, CC
 * update). Every register a program can name is one row of one array (the
 * per-run temporaries and results included), so an operand is a row index.
 * The commit record is built only when someone traces.
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
#define SIGN 0x80000000u

/* Rows of the register file. */
enum {
    RF_TEMP = 0,                    /* R0-R15: per run */
    RF_OUT = RF_TEMP + VPM_NTEMP,   /* o[HPOS]..o[CLP5]: per run */
    RF_ATTR = RF_OUT + VPM_NOUT,    /* v[0..15] */
    RF_CONST = RF_ATTR + VPM_NATTR, /* c[0..255] */
    RF_MVP = RF_CONST + VPM_NCONST, /* position-invariant matrix rows */
    RF_ZERO = RF_MVP + 4,           /* what a c[] read out of range gives */
    RF_SINK = RF_ZERO + 1,          /* destination of CC-only writes */
    RF_ROWS = RF_SINK + 1
};

/* Execute cases. */
enum {
    X_MOV, X_MUL, X_ADD, X_SUB, X_MAD, X_DP3, X_DP4, X_DPH, X_DST,
    X_F2,   /* per lane f2(s0, s1): MIN MAX SLT SGE SEQ SGT SLE SNE */
    X_F1,   /* per lane f1(s0): SSG FLR FRC ABS */
    X_ONE,  /* STR */
    X_ZERO, /* SFL, and anything without a vector or scalar result */
    X_SFU1, /* scalar special function, replicated */
    X_EXP, X_LOG, X_LIT,
    X_ARL,  /* ARL / ARR (fa) */
    X_ARA,
    X_BRA, X_CAL, X_RET
};

typedef uint32_t (*f2_fn)(uint32_t, uint32_t, vpf_mode);
typedef uint32_t (*f1_fn)(uint32_t, vpf_mode);
typedef int32_t (*fa_fn)(uint32_t, vpf_mode);

/* One source operand: x = ((flush(row[lane]) ^ neg) & absmask) ^ nabs. */
typedef struct {
    uint16_t row;    /* register row, unless rel */
    uint8_t rel;     /* c[A + CIDX]: the row is computed at run time */
    uint8_t plain;   /* identity swizzle, no modifier, not relative: read in place */
    uint8_t lane[4]; /* swizzle */
    uint32_t neg, absmask, nabs;
} dsrc;

/* One pre-decoded word. */
typedef struct {
    uint8_t x;       /* X_* */
    uint8_t nsrc;    /* sources loaded into s[0..nsrc-1] */
    uint8_t wmask;
    uint8_t cctest;  /* the CC rule can fail: evaluate the mask */
    uint8_t ccr;
    uint8_t ccl[4];  /* CC component tested for lane i */
    uint8_t ccu;
    uint8_t end;
    uint8_t dfile, didx; /* as in the word (commit record; A index for X_ARL/X_ARA) */
    uint8_t arsel, arcomp;
    uint8_t md;      /* vpf_mode */
    uint16_t drow;   /* destination row (vector and scalar results) */
    uint16_t target;
    uint32_t outbit; /* bit of `written` set by a nonzero write, or 0 */
    int16_t cidx;    /* relative constants: offset, and the end of the readable c[] */
    int16_t climit;
    union {
        f2_fn f2;
        f1_fn f1;
        f1_fn fs;
        fa_fn fa;
    } fn;
    dsrc s[3];
} dinsn;

struct vpm {
    uint32_t reg[RF_ROWS][4];
    dinsn code[UC_MAX_WORDS]; /* the program, decoded once at load time */
    uc_program prog;
    bool loaded;
    vpm_commit_fn trace;
    void *trace_user;
    uint32_t seq; /* vertex / state-run sequence number */
};

/* Per-invocation state other than R and o[] (which are rows of reg). */
typedef struct {
    uint32_t written;
    uint32_t count;
    uint8_t cc[4];
    int16_t a[2][4];
    uint16_t stack[VPM_STACK];
    unsigned depth;
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
        m->reg[RF_ATTR + i][3] = ONE; /* attributes start as (0,0,0,1) */
    return m;
}

void vpm_destroy(vpm *m) { free(m); }

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
    d->neg = s->neg ? SIGN : 0;
    d->absmask = s->abs ? ~SIGN : ~0u;
    d->nabs = s->nabs ? SIGN : 0;
    d->plain = !d->rel && s->swz == UC_SWZ_IDENTITY && !s->neg && !s->abs && !s->nabs;
}

static void decode(const uc_insn *in, dinsn *d)
{
    memset(d, 0, sizeof *d);
    d->wmask = in->wmask;
    d->ccr = in->ccr;
    d->cctest = in->ccr != UC_CCR_TR;
    for (int i = 0; i < 4; i++)
        d->ccl[i] = (uint8_t)((in->ccs >> (2 * i)) & 3u);
    d->ccu = in->ccu;
    d->end = in->end;
    d->dfile = in->dfile;
    d->didx = in->didx;
    d->arsel = in->arsel;
    d->arcomp = in->arcomp;
    d->md = in->env == UC_ENV_VP20 ? VPF_VP2 : VPF_VP1;
    d->target = in->target;
    d->cidx = in->cidx;
    d->climit = in->env == UC_ENV_VP20 ? 256 : 96;
    switch (in->dfile) {
    case UC_DFILE_TEMP: d->drow = (uint16_t)(RF_TEMP + (in->didx & (VPM_NTEMP - 1))); break;
    case UC_DFILE_OUT:
        d->drow = (uint16_t)(RF_OUT + (in->didx < VPM_NOUT ? in->didx : 0));
        d->outbit = 1u << (in->didx < VPM_NOUT ? in->didx : 0);
        break;
    case UC_DFILE_CONST: d->drow = (uint16_t)(RF_CONST + in->didx); break;
    case UC_DFILE_ADDR: d->drow = RF_SINK; d->didx = in->didx & 1; break;
    default: d->drow = RF_SINK; break; /* CC only */
    }

    if (uc_sop_flow(in->sop)) {
        d->x = in->sop == UC_SOP_BRA ? X_BRA : in->sop == UC_SOP_CAL ? X_CAL : X_RET;
        d->dfile = UC_DFILE_NONE;
        return;
    }
    if (!in->vop) { /* special-function unit: the operand is source 2 */
        d->nsrc = 1;
        decode_src(in, &in->src[2], &d->s[0]);
        d->x = X_SFU1;
        switch (in->sop) {
        case UC_SOP_EXP: d->x = X_EXP; break;
        case UC_SOP_LOG: d->x = X_LOG; break;
        case UC_SOP_LIT: d->x = X_LIT; break;
        case UC_SOP_RCP: d->fn.fs = sfu_rcp; break;
        case UC_SOP_RCC: d->fn.fs = sfu_rcc; break;
        case UC_SOP_RSQ: d->fn.fs = sfu_rsq; break;
        case UC_SOP_EX2: d->fn.fs = sfu_ex2; break;
        case UC_SOP_LG2: d->fn.fs = sfu_lg2; break;
        case UC_SOP_SIN: d->fn.fs = sfu_sin; break;
        case UC_SOP_COS: d->fn.fs = sfu_cos; break;
        default: d->x = X_ZERO; break;
        }
        return;
    }
    int nsrc = uc_vop_nsrc(in->vop);
    d->nsrc = (uint8_t)nsrc;
    for (int i = 0; i < nsrc; i++)
        decode_src(in, &in->src[i], &d->s[i]);
    switch (in->vop) {
    case UC_VOP_MOV: d->x = X_MOV; break;
    case UC_VOP_MUL: d->x = X_MUL; break;
    case UC_VOP_ADD: d->x = X_ADD; break;
    case UC_VOP_SUB: d->x = X_SUB; break;
    case UC_VOP_MAD: d->x = X_MAD; break;
    case UC_VOP_DP3: d->x = X_DP3; break;
    case UC_VOP_DP4: d->x = X_DP4; break;
    case UC_VOP_DPH: d->x = X_DPH; break;
    case UC_VOP_DST: d->x = X_DST; break;
    case UC_VOP_MIN: d->x = X_F2; d->fn.f2 = vpf_min; break;
    case UC_VOP_MAX: d->x = X_F2; d->fn.f2 = vpf_max; break;
    case UC_VOP_SLT: d->x = X_F2; d->fn.f2 = vpf_slt; break;
    case UC_VOP_SGE: d->x = X_F2; d->fn.f2 = vpf_sge; break;
    case UC_VOP_SEQ: d->x = X_F2; d->fn.f2 = vpf_seq; break;
    case UC_VOP_SGT: d->x = X_F2; d->fn.f2 = vpf_sgt; break;
    case UC_VOP_SLE: d->x = X_F2; d->fn.f2 = vpf_sle; break;
    case UC_VOP_SNE: d->x = X_F2; d->fn.f2 = vpf_sne; break;
    case UC_VOP_SSG: d->x = X_F1; d->fn.f1 = vpf_ssg; break;
    case UC_VOP_FLR: d->x = X_F1; d->fn.f1 = vpf_flr; break;
    case UC_VOP_FRC: d->x = X_F1; d->fn.f1 = vpf_frc; break;
    case UC_VOP_ABS: d->x = X_F1; d->fn.f1 = vpf_abs; break;
    case UC_VOP_STR: d->x = X_ONE; break;
    case UC_VOP_ARL: d->x = X_ARL; d->fn.fa = vpf_arl; break;
    case UC_VOP_ARR: d->x = X_ARL; d->fn.fa = vpf_arr; break;
    case UC_VOP_ARA: d->x = X_ARA; break;
    default: d->x = X_ZERO; break; /* SFL */
    }
}

int vpm_load(vpm *m, const uc_program *p, char *err, size_t errsz)
{
    char why[160];
    if (!uc_check_program(p, why, sizeof why))
        return errf(err, errsz, "invalid program: %s", why);
    m->prog = *p;
    for (unsigned i = 0; i < p->count; i++) {
        const uc_insn in = uc_unpack(&p->words[i]);
        decode(&in, &m->code[i]);
    }
    m->loaded = true;
    return 0;
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
    a[0] = v[0];
    a[1] = n > 1 ? v[1] : 0;
    a[2] = n > 2 ? v[2] : 0;
    a[3] = n > 3 ? v[3] : ONE;
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
 * the one operation that writes an operand unchanged, applies it in
 * execute. */
static inline const uint32_t *fetch(const uint32_t (*reg)[4], const thread *t, const dinsn *d, const dsrc *s,
                                    uint32_t buf[4])
{
    const uint32_t *r = reg[s->row];
    if (s->plain)
        return r;
    if (s->rel) {
        int idx = d->cidx + t->a[d->arsel][d->arcomp];
        r = reg[idx >= 0 && idx < d->climit ? RF_CONST + idx : RF_ZERO];
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

static unsigned int_cc(int v) { return v < 0 ? UC_CC_LT : v > 0 ? UC_CC_GT : UC_CC_EQ; }

/* ---------------------------------------------------------------- sequencer */

/* The commit record of the instruction at pc, from the state after it. */
static void emit(vpm *m, const thread *t, unsigned pc, unsigned next, unsigned wrote, bool taken, bool stop,
                 vpm_end end)
{
    const dinsn *d = &m->code[pc];
    vpm_commit c;
    memset(&c, 0, sizeof c);
    c.vertex = m->seq;
    c.pc = (uint16_t)pc;
    c.next_pc = (uint16_t)next;
    c.word = m->prog.words[pc];
    c.dfile = d->dfile;
    c.didx = d->didx;
    c.wrote = (uint8_t)wrote;
    if (d->dfile == UC_DFILE_ADDR) {
        for (int i = 0; i < 4; i++)
            c.value[i] = (uint32_t)(int32_t)t->a[d->didx][i];
    } else if (d->dfile != UC_DFILE_NONE) {
        memcpy(c.value, m->reg[d->drow], sizeof c.value);
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
    uint32_t(*reg)[4] = m->reg;
    memset(t, 0, sizeof *t);
    memset(reg[RF_TEMP], 0, (RF_OUT + VPM_NOUT - RF_TEMP) * sizeof reg[0]);
    for (int i = 0; i < VPM_NOUT; i++)
        reg[RF_OUT + i][3] = ONE;
    const bool tracing = m->trace != NULL;
    unsigned pc = m->prog.entry;
    uint32_t count = 0, written = 0;
    vpm_end end = VPM_END_LAST;
    for (;;) {
        const dinsn *d = &m->code[pc];
        const vpf_mode md = (vpf_mode)d->md;
        unsigned next = pc + 1, wrote = 0;
        bool stop = false, taken = false;
        count++;

        uint32_t buf[3][4];
        const uint32_t *s0 = NULL, *s1 = NULL, *s2 = NULL;
        const uint32_t(*creg)[4] = (const uint32_t(*)[4])reg;
        switch (d->nsrc) {
        case 3: s2 = fetch(creg, t, d, &d->s[2], buf[2]); /* fall through */
        case 2: s1 = fetch(creg, t, d, &d->s[1], buf[1]); /* fall through */
        case 1: s0 = fetch(creg, t, d, &d->s[0], buf[0]); break;
        default: break;
        }

        /* per-lane operations compute the lanes the write mask can write */
        const unsigned lanes = d->wmask;
        uint32_t r[4] = {0, 0, 0, 0};
        switch (d->x) {
        case X_MOV:
            for (int i = 0; i < 4; i++)
                r[i] = vpf_in(s0[i]);
            break;
        case X_MUL:
            for (int i = 0; i < 4; i++)
                if (lanes & (1u << i))
                    r[i] = vpf_mul(s0[i], s1[i], md);
            break;
        case X_ADD:
            for (int i = 0; i < 4; i++)
                if (lanes & (1u << i))
                    r[i] = vpf_add(s0[i], s1[i], md);
            break;
        case X_SUB:
            for (int i = 0; i < 4; i++)
                if (lanes & (1u << i))
                    r[i] = vpf_add(s0[i], s1[i] ^ SIGN, md);
            break;
        case X_MAD:
            for (int i = 0; i < 4; i++)
                if (lanes & (1u << i))
                    r[i] = vpf_mad(s0[i], s1[i], s2[i], md);
            break;
        case X_DP3:
            r[0] = r[1] = r[2] = r[3] = vpf_dp3(s0, s1, md);
            break;
        case X_DP4:
            r[0] = r[1] = r[2] = r[3] = vpf_dp4(s0, s1, md);
            break;
        case X_DPH:
            r[0] = r[1] = r[2] = r[3] = vpf_dph(s0, s1, md);
            break;
        case X_DST:
            vpf_dst(s0, s1, r, md);
            break;
        case X_F2:
            for (int i = 0; i < 4; i++)
                if (lanes & (1u << i))
                    r[i] = d->fn.f2(s0[i], s1[i], md);
            break;
        case X_F1:
            for (int i = 0; i < 4; i++)
                if (lanes & (1u << i))
                    r[i] = d->fn.f1(s0[i], md);
            break;
        case X_ONE:
            r[0] = r[1] = r[2] = r[3] = ONE;
            break;
        case X_SFU1: /* scalar operands are replicated: lane 0 is the operand */
            r[0] = r[1] = r[2] = r[3] = d->fn.fs(s0[0], md);
            break;
        case X_EXP:
            sfu_exp(s0[0], r, md);
            break;
        case X_LOG:
            sfu_log(s0[0], r, md);
            break;
        case X_LIT:
            sfu_lit(s0, r, md);
            break;
        case X_ARL:
        case X_ARA: { /* address unit; all results clamp to [-512, 511] */
            int16_t ar[4];
            if (d->x == X_ARA) { /* pairwise sums x+z, y+w */
                const int16_t *a = t->a[d->arsel];
                for (int i = 0; i < 4; i++) {
                    int v = a[i & 1] + a[(i & 1) + 2];
                    ar[i] = (int16_t)(v < -512 ? -512 : v > 511 ? 511 : v);
                }
            } else {
                for (int i = 0; i < 4; i++)
                    ar[i] = (int16_t)d->fn.fa(s0[i], md);
            }
            unsigned wm = d->wmask & cc_mask(d, t);
            int16_t *a = t->a[d->didx];
            for (int i = 0; i < 4; i++)
                if (wm & (1u << i)) {
                    a[i] = ar[i];
                    if (d->ccu)
                        t->cc[i] = (uint8_t)int_cc(ar[i]);
                }
            wrote = wm;
            goto sequence;
        }
        case X_BRA:
        case X_CAL:
        case X_RET:
            taken = cc_mask(d, t) != 0;
            if (!taken)
                goto sequence;
            if (d->x == X_RET) {
                if (t->depth == 0) {
                    stop = true;
                    end = VPM_END_RET;
                } else {
                    next = t->stack[--t->depth];
                }
                goto sequence;
            }
            if (d->x == X_CAL) {
                if (t->depth >= VPM_STACK) {
                    stop = true;
                    end = VPM_END_OVERFLOW;
                    goto sequence;
                }
                t->stack[t->depth++] = (uint16_t)(pc + 1);
            }
            if (d->target == UC_TARGET_EXIT) {
                stop = true;
                end = VPM_END_EXIT;
            } else {
                next = d->target;
            }
            goto sequence;
        default: /* X_ZERO */
            r[0] = r[1] = r[2] = r[3] = 0;
            break;
        }

        { /* write-back of a vector or scalar result; NaN written canonical */
            unsigned wm = d->wmask;
            if (d->cctest)
                wm &= cc_mask(d, t);
            const uint32_t outbit = d->outbit;
            const bool ccu = d->ccu;
            uint32_t *dst = reg[d->drow];
            for (int i = 0; i < 4; i++)
                r[i] = vpf_isnan(r[i]) ? CANON_NAN : r[i];
            if (wm == 0xFu) {
                memcpy(dst, r, sizeof r);
            } else {
                for (int i = 0; i < 4; i++)
                    if (wm & (1u << i))
                        dst[i] = r[i];
            }
            if (ccu)
                for (int i = 0; i < 4; i++)
                    if (wm & (1u << i))
                        t->cc[i] = (uint8_t)vpf_cc(r[i]);
            if (wm)
                written |= outbit;
            wrote = wm;
        }

    sequence:
        if (!stop && d->end && !taken) {
            stop = true;
            end = VPM_END_LAST;
        }
        if (!stop && count >= VPM_WATCHDOG) {
            stop = true;
            end = VPM_END_WATCHDOG;
        }
        if (tracing) /* the commit record, only when someone traces */
            emit(m, t, pc, next, wrote, taken, stop, end);
        if (stop)
            break;
        pc = next;
    }
    t->count = count;
    t->written = written;
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

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
 */
#include "vpmodel.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfu.h"
#include "vpfloat.h"
#include "vpfvec.h"

#define ONE 0x3F800000u
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

/* Per-invocation state other than R and o[] (which are rows of reg). */
typedef struct {
    uint32_t written; /* bit i: o[i] written */
    uint8_t wrote;    /* components the last instruction wrote */
    uint8_t taken;    /* flow: the condition held */
    uint8_t stop;     /* flow: the program ends (end says why) */
    uint8_t end;
    uint16_t next;    /* flow: the address executed next */
    uint8_t cc[4];
    int16_t a[2][4];
    uint16_t stack[VPM_STACK];
    unsigned depth;
    uint32_t count;
} thread;

typedef uint32_t (*f2_fn)(uint32_t, uint32_t, vpf_mode);
typedef uint32_t (*f1_fn)(uint32_t, vpf_mode);
typedef int32_t (*fa_fn)(uint32_t, vpf_mode);

/* One source operand: x = ((row[lane] ^ neg) & absmask) ^ nabs. */
typedef struct {
    uint16_t row;    /* register row, unless rel */
    uint8_t rel;     /* c[A + CIDX]: the row is computed at run time */
    uint8_t plain;   /* identity swizzle, no modifier, not relative: read in place */
    uint8_t lane[4]; /* swizzle */
    uint32_t neg, absmask, nabs;
} dsrc;

struct dinsn;
struct bctx;
typedef void (*exec_fn)(vpm *m, thread *t, const struct dinsn *d);
typedef void (*bexec_fn)(struct bctx *c, const struct dinsn *d);

/* One pre-decoded word. */
typedef struct dinsn {
    exec_fn exec;    /* fetch, execute, write back (flow: decide the next address) */
    bexec_fn bexec;  /* the same for a block of vertices (vpm_run_batch) */
    uint32_t lmask[4]; /* write mask as lanes of all ones or zeros */
    uint32_t outbit; /* bit of `written` a write sets (o[] destinations), or 0 */
    uint16_t drow;   /* destination row (vector and scalar results) */
    uint16_t pc;     /* this word's address */
    uint16_t target;
    int16_t cidx;    /* relative constants: offset, and the end of the readable c[] */
    int16_t climit;
    uint8_t wmask;
    uint8_t lane1;   /* the one component the write mask selects, or 4 */
    uint8_t ccany;   /* cctest or ccu: the general write-back */
    uint8_t cctest;  /* the CC rule can fail: evaluate the mask */
    uint8_t ccu;
    uint8_t ccr;
    uint8_t ccl[4];  /* CC component tested for lane i */
    uint8_t flow;    /* BRA/CAL/RET */
    uint8_t end;
    uint8_t slow;    /* flow or end: the sequencer looks at this word */
    uint8_t op;      /* UC_VOP_* or UC_SOP_* of flow words */
    uint8_t dfile, didx; /* as in the word (commit record; A index for the address unit) */
    uint8_t arsel, arcomp;
    uint8_t md;      /* vpf_mode */
    uint8_t nsrc;    /* sources the operation reads (s[0..nsrc-1]) */
    union {
        f2_fn f2;
        f1_fn f1;
        fa_fn fa;
    } fn;
    dsrc s[3];       /* sources as the operation numbers them (SFU: s[0] is source 2) */
} dinsn;

typedef struct bwork bwork;

struct vpm {
    uint32_t reg[RF_ROWS][4];
    dinsn code[UC_MAX_WORDS]; /* the program, decoded once at load time */
    uc_program prog;
    bool loaded;
    vpf_gpu gpu;        /* the chip whose numerics the model computes */
    bool batch;         /* vpm_run_batch may run the program block-wise (no flow control) */
    bool beach;         /* some words run per vertex in a block (b_each) */
    uint64_t brows;     /* per-run rows (R, o[]) the program names: reset per block */
    uint32_t battr;     /* v[] rows the program reads */
    bwork *bw;          /* vpm_run_batch's work space, made on first use */
    vpm_commit_fn trace;
    void *trace_user;
    uint32_t seq; /* vertex / state-run sequence number */
};

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

static void decode(const uc_insn *in, unsigned pc, dinsn *d, vpf_gpu gpu);

vpm *vpm_create(void)
{
    vpm *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    for (unsigned i = 0; i < VPM_NATTR; i++)
        m->reg[RF_ATTR + i][3] = ONE; /* attributes start as (0,0,0,1) */
    m->gpu = VPF_GPU_NV30;
    return m;
}

int vpm_set_gpu(vpm *m, vpf_gpu g, char *err, size_t errsz)
{
    if (g != VPF_GPU_NV20 && g != VPF_GPU_NV30)
        return errf(err, errsz, "unknown GPU generation %d (20 for NV20, 30 for NV30)", (int)g);
    if (m->loaded && g == VPF_GPU_NV20 && m->prog.count && uc_unpack(&m->prog.words[0]).env == UC_ENV_VP20)
        return errf(err, errsz, "the loaded program is a !!VP2.0 program, which NV20 does not run");
    m->gpu = g;
    for (unsigned i = 0; m->loaded && i < m->prog.count; i++) {
        const uc_insn in = uc_unpack(&m->prog.words[i]);
        decode(&in, i, &m->code[i], m->gpu);
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
    LANES(vpf_add(a[i], b[i] ^ SIGN, md));
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

static void x_one(vpm *m, thread *t, const dinsn *d) { write_scalar(m, t, d, ONE); } /* STR */

static void x_zero(vpm *m, thread *t, const dinsn *d) { write_scalar(m, t, d, 0); } /* SFL */

/* Special-function unit: a scalar operand is replicated, lane 0 is it. */
static void x_sfu1(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4];
    const uint32_t *a = SRC(0);
    write_scalar(m, t, d, d->fn.f1(a[0], (vpf_mode)d->md));
}

static void x_exp(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4], r[4];
    const uint32_t *a = SRC(0);
    sfu_exp(a[0], r, (vpf_mode)d->md);
    write_vec(m, t, d, r);
}

static void x_log(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4], r[4];
    const uint32_t *a = SRC(0);
    sfu_log(a[0], r, (vpf_mode)d->md);
    write_vec(m, t, d, r);
}

static void x_lit(vpm *m, thread *t, const dinsn *d)
{
    uint32_t buf[1][4], r[4];
    const uint32_t *a = SRC(0);
    sfu_lit(a, r, (vpf_mode)d->md);
    write_vec(m, t, d, r);
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
        d->exec = x_flow;
        d->op = in->sop;
        d->flow = 1;
        d->dfile = UC_DFILE_NONE;
    } else if (!in->vop) { /* special-function unit: the operand is source 2 */
        decode_src(in, &in->src[2], &d->s[0]);
        d->nsrc = 1;
        d->exec = x_sfu1;
        switch (in->sop) {
        case UC_SOP_EXP: d->exec = x_exp; break;
        case UC_SOP_LOG: d->exec = x_log; break;
        case UC_SOP_LIT: d->exec = x_lit; break;
        case UC_SOP_RCP: d->fn.f1 = sfu_rcp; break;
        case UC_SOP_RCC: d->fn.f1 = sfu_rcc; break;
        case UC_SOP_RSQ: d->fn.f1 = sfu_rsq; break;
        case UC_SOP_EX2: d->fn.f1 = sfu_ex2; break;
        case UC_SOP_LG2: d->fn.f1 = sfu_lg2; break;
        case UC_SOP_SIN: d->fn.f1 = sfu_sin; break;
        case UC_SOP_COS: d->fn.f1 = sfu_cos; break;
        default: d->exec = x_zero; break;
        }
    } else {
        d->op = in->vop;
        d->nsrc = (uint8_t)uc_vop_nsrc(in->vop);
        for (int i = 0; i < d->nsrc; i++)
            decode_src(in, &in->src[i], &d->s[i]);
        switch (in->vop) {
        case UC_VOP_MOV: d->exec = x_mov; break;
        case UC_VOP_MUL: d->exec = x_mul; break;
        case UC_VOP_ADD: d->exec = x_add; break;
        case UC_VOP_SUB: d->exec = x_sub; break;
        case UC_VOP_MAD: d->exec = x_mad; break;
        case UC_VOP_DP3: d->exec = x_dp3; break;
        case UC_VOP_DP4: d->exec = x_dp4; break;
        case UC_VOP_DPH: d->exec = x_dph; break;
        case UC_VOP_DST: d->exec = x_dst; break;
        case UC_VOP_MIN: d->exec = x_f2; d->fn.f2 = vpf_min; break;
        case UC_VOP_MAX: d->exec = x_f2; d->fn.f2 = vpf_max; break;
        case UC_VOP_SLT: d->exec = x_f2; d->fn.f2 = vpf_slt; break;
        case UC_VOP_SGE: d->exec = x_f2; d->fn.f2 = vpf_sge; break;
        case UC_VOP_SEQ: d->exec = x_f2; d->fn.f2 = vpf_seq; break;
        case UC_VOP_SGT: d->exec = x_f2; d->fn.f2 = vpf_sgt; break;
        case UC_VOP_SLE: d->exec = x_f2; d->fn.f2 = vpf_sle; break;
        case UC_VOP_SNE: d->exec = x_f2; d->fn.f2 = vpf_sne; break;
        case UC_VOP_SSG: d->exec = x_f1; d->fn.f1 = vpf_ssg; break;
        case UC_VOP_FLR: d->exec = x_f1; d->fn.f1 = vpf_flr; break;
        case UC_VOP_FRC: d->exec = x_f1; d->fn.f1 = vpf_frc; break;
        case UC_VOP_ABS: d->exec = x_f1; d->fn.f1 = vpf_abs; break;
        case UC_VOP_STR: d->exec = x_one; break;
        case UC_VOP_ARL: d->exec = x_addr; d->fn.fa = vpf_arl; break;
        case UC_VOP_ARR: d->exec = x_addr; d->fn.fa = vpf_arr; break;
        case UC_VOP_ARA: d->exec = x_addr; break;
        default: d->exec = x_zero; break; /* SFL */
        }
    }
    d->slow = d->flow || d->end;
}

static void batch_plan(vpm *m);

int vpm_load(vpm *m, const uc_program *p, char *err, size_t errsz)
{
    char why[160];
    if (!uc_check_program(p, why, sizeof why))
        return errf(err, errsz, "invalid program: %s", why);
    if (m->gpu == VPF_GPU_NV20 && p->count && uc_unpack(&p->words[0]).env == UC_ENV_VP20)
        return errf(err, errsz, "a !!VP2.0 program does not run on NV20 (it runs !!VP1.0, !!VP1.1 and !!VSP1.0; "
                                "choose NV30)");
    m->prog = *p;
    for (unsigned i = 0; i < p->count; i++) {
        const uc_insn in = uc_unpack(&p->words[i]);
        decode(&in, i, &m->code[i], m->gpu);
    }
    batch_plan(m);
    m->loaded = true;
    return 0;
}

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
    c.word = m->prog.words[pc];
    c.dfile = d->dfile;
    c.didx = d->didx;
    c.wrote = t->wrote;
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
    memset(t, 0, sizeof *t);
    memset(m->reg[RF_TEMP], 0, (RF_OUT + VPM_NOUT - RF_TEMP) * sizeof m->reg[0]);
    for (int i = 0; i < VPM_NOUT; i++)
        m->reg[RF_OUT + i][3] = ONE;
    const dinsn *const code = m->code;
    const bool tracing = m->trace != NULL;
    unsigned pc = m->prog.entry;
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

/* ------------------------------------------------------------------ batch */

/*
 * vpm_run_batch: a program without flow control executes the same words in
 * the same order on every vertex, so a block of vertices can run
 * instruction by instruction: each word is dispatched once per block and
 * its operation runs in a loop over the vertices, which the host overlaps
 * (the vertices are independent) where one vertex's dot product is a chain
 * of dependent steps. The per-run rows (R, o[]) and v[] are stored by
 * component: w->v[row][lane][vertex], so a swizzle picks an array and a
 * write mask picks the arrays to write; c[] and the matrix rows are the
 * same for every vertex and stay in m->reg. Every element is computed by
 * the same vpf_ or sfu_ call as in the per-vertex handlers above, on the
 * same operand bits, so the bits are the same by construction.
 *
 * Words the block handlers do not cover (condition-code test or update,
 * relative addressing, the address unit) run through their per-vertex
 * handler one vertex at a time: the rows they name are copied into m->reg,
 * the handler runs with that vertex's own thread state (CC, A0/A1,
 * written), the destination row is copied back.
 */
#define BN 64 /* vertices per block */

struct bwork {
    uint32_t v[RF_CONST][4][BN]; /* R, o[], v[] by component */
    uint32_t src[3][4][BN];      /* operands built with a swizzle/modifier or from c[] */
    uint32_t res[4][BN];         /* results of operations with several result lanes */
    thread t[BN];                /* per-vertex state for the per-vertex handlers */
};

typedef struct bctx {
    vpm *m;
    bwork *w;
    unsigned n;       /* vertices in this block */
    uint32_t written; /* o[] written by the block handlers (the same for every vertex) */
} bctx;

/* Operand lane k of source i for every vertex of the block. A plain source
 * of a per-run row is its array (identity swizzle: lane k of the result
 * reads lane k of it at the same vertex only, so writing the destination
 * in place is safe); any other is built in w->src[i][k] before the
 * operation writes anything. */
static const uint32_t *bsrc(bctx *c, const dsrc *s, unsigned i, unsigned k)
{
    const unsigned n = c->n;
    uint32_t *o = c->w->src[i][k];
    const uint32_t neg = s->neg, am = s->absmask, nabs = s->nabs;
    if (s->row < RF_CONST) {
        const uint32_t *x = c->w->v[s->row][s->lane[k]];
        if (s->plain)
            return x;
#if VPF_VEC
        for (unsigned v = 0; v < n; v += 4)
            vpf_store4(o + v, ((vpf_load4(x + v) ^ neg) & am) ^ nabs);
#else
        for (unsigned v = 0; v < n; v++)
            o[v] = ((x[v] ^ neg) & am) ^ nabs;
#endif
        return o;
    }
    const uint32_t u = ((c->m->reg[s->row][s->lane[k]] ^ neg) & am) ^ nabs;
#if VPF_VEC
    for (unsigned v = 0; v < n; v += 4)
        vpf_store4(o + v, vpf_splat4(u));
#else
    for (unsigned v = 0; v < n; v++)
        o[v] = u;
#endif
    return o;
}

/* The operand lanes the write mask needs (lanes not needed stay NULL). */
static void bsrcs(bctx *c, const dinsn *d, unsigned nsrc, unsigned lanes, const uint32_t *p[3][4])
{
    for (unsigned i = 0; i < nsrc; i++)
        for (unsigned k = 0; k < 4; k++)
            p[i][k] = lanes & (1u << k) ? bsrc(c, &d->s[i], i, k) : NULL;
}

static inline uint32_t *bdst(bctx *c, const dinsn *d, unsigned k) { return c->w->v[d->drow][k]; }

static void bwrote(bctx *c, const dinsn *d) { c->written |= d->outbit; }

/* A scalar result per vertex in r, written to the lanes of the mask. */
static void bstore_scalar(bctx *c, const dinsn *d, const uint32_t *r)
{
    for (unsigned k = 0; k < 4; k++)
        if (d->wmask & (1u << k))
            memcpy(bdst(c, d, k), r, c->n * sizeof *r);
    bwrote(c, d);
}

/* Vector results in w->res, written to the lanes of the mask. */
static void bstore_vec(bctx *c, const dinsn *d)
{
    for (unsigned k = 0; k < 4; k++)
        if (d->wmask & (1u << k))
            memcpy(bdst(c, d, k), c->w->res[k], c->n * sizeof(uint32_t));
    bwrote(c, d);
}

#define BLANES(nsrc, expr)                                                                                            \
    do {                                                                                                              \
        const uint32_t *p[3][4] = {{NULL}};                                                                           \
        bsrcs(c, d, nsrc, d->wmask, p);                                                                               \
        const vpf_mode md = (vpf_mode)d->md;                                                                          \
        const unsigned n = c->n;                                                                                      \
        (void)md;                                                                                                     \
        for (unsigned k = 0; k < 4; k++) {                                                                            \
            if (!(d->wmask & (1u << k)))                                                                              \
                continue;                                                                                             \
            const uint32_t *a = p[0][k], *b = p[1][k], *e = p[2][k];                                                  \
            uint32_t *r = bdst(c, d, k);                                                                              \
            (void)a, (void)b, (void)e;                                                                                \
            for (unsigned v = 0; v < n; v++)                                                                          \
                r[v] = (expr);                                                                                        \
        }                                                                                                             \
        bwrote(c, d);                                                                                                 \
    } while (0)

static void b_mul(bctx *c, const dinsn *d) { BLANES(2, vpf_mul(a[v], b[v], md)); }
static void b_add(bctx *c, const dinsn *d) { BLANES(2, vpf_add(a[v], b[v], md)); }
static void b_sub(bctx *c, const dinsn *d) { BLANES(2, vpf_add(a[v], b[v] ^ SIGN, md)); }
static void b_mad(bctx *c, const dinsn *d) { BLANES(3, vpf_mad(a[v], b[v], e[v], md)); }
static void b_mov(bctx *c, const dinsn *d) { BLANES(1, a[v]); }
static void b_f2(bctx *c, const dinsn *d) { BLANES(2, d->fn.f2(a[v], b[v], md)); }
static void b_f1(bctx *c, const dinsn *d) { BLANES(1, d->fn.f1(a[v], md)); }
static void b_one(bctx *c, const dinsn *d) { BLANES(0, ONE); }
static void b_zero(bctx *c, const dinsn *d) { BLANES(0, 0); }

/* DP3, DP4, DPH of one vertex: vpf_dp3/dp4/dph */
static inline uint32_t bdp1(const dinsn *d, const uint32_t *const a[4], const uint32_t *const b[4], unsigned x,
                            vpf_mode md)
{
    const uint32_t av[4] = {a[0][x], a[1][x], a[2][x], d->exec == x_dp4 ? a[3][x] : 0};
    const uint32_t bv[4] = {b[0][x], b[1][x], b[2][x], d->exec == x_dp3 ? 0 : b[3][x]};
    if (d->exec == x_dp4)
        return vpf_dp4(av, bv, md);
    if (d->exec == x_dph)
        return vpf_dph(av, bv, md);
    return vpf_dp3(av, bv, md);
}

static void b_dp(bctx *c, const dinsn *d)
{
    const uint32_t *p[3][4];
    bsrcs(c, d, 2, 0xFu, p);
    const vpf_mode md = (vpf_mode)d->md;
    const unsigned n = c->n;
    uint32_t *r = c->w->res[0];
    for (unsigned v = 0; v < n; v++)
        r[v] = bdp1(d, p[0], p[1], v, md);
    bstore_scalar(c, d, r);
}

/* Operations with a four-lane operand per vertex and four result lanes. */
static void b_vec4(bctx *c, const dinsn *d)
{
    const uint32_t *p[3][4];
    const unsigned ns = d->exec == x_dst ? 2 : 1;
    bsrcs(c, d, ns, 0xFu, p);
    const vpf_mode md = (vpf_mode)d->md;
    uint32_t(*res)[BN] = c->w->res;
    for (unsigned v = 0; v < c->n; v++) {
        const uint32_t a[4] = {p[0][0][v], p[0][1][v], p[0][2][v], p[0][3][v]};
        uint32_t r[4];
        if (d->exec == x_dst) {
            const uint32_t b[4] = {p[1][0][v], p[1][1][v], p[1][2][v], p[1][3][v]};
            vpf_dst(a, b, r, md);
        } else if (d->exec == x_exp) {
            sfu_exp(a[0], r, md);
        } else if (d->exec == x_log) {
            sfu_log(a[0], r, md);
        } else {
            sfu_lit(a, r, md);
        }
        for (unsigned k = 0; k < 4; k++)
            res[k][v] = r[k];
    }
    bstore_vec(c, d);
}

static void b_sfu1(bctx *c, const dinsn *d)
{
    const uint32_t *a = bsrc(c, &d->s[0], 0, 0);
    const vpf_mode md = (vpf_mode)d->md;
    uint32_t *r = c->w->res[0];
    for (unsigned v = 0; v < c->n; v++)
        r[v] = d->fn.f1(a[v], md);
    bstore_scalar(c, d, r);
}

static void b_nop(bctx *c, const dinsn *d)
{
    (void)c;
    (void)d;
}

/* Any word, one vertex at a time, through its per-vertex handler. */
static void b_each(bctx *c, const dinsn *d)
{
    vpm *m = c->m;
    bwork *w = c->w;
    const bool dio = d->drow < RF_CONST;
    for (unsigned v = 0; v < c->n; v++) {
        for (unsigned i = 0; i < d->nsrc; i++) {
            const unsigned row = d->s[i].row;
            if (row < RF_CONST)
                for (unsigned k = 0; k < 4; k++)
                    m->reg[row][k] = w->v[row][k][v];
        }
        if (dio)
            for (unsigned k = 0; k < 4; k++)
                m->reg[d->drow][k] = w->v[d->drow][k][v];
        d->exec(m, &w->t[v], d);
        if (dio)
            for (unsigned k = 0; k < 4; k++)
                w->v[d->drow][k][v] = m->reg[d->drow][k];
    }
}

/* At load: whether the program can run block-wise, each word's block
 * handler, the per-run rows to reset and the v[] rows to load. */
static void batch_plan(vpm *m)
{
    m->batch = m->prog.env != UC_ENV_VSP10;
    m->beach = false;
    m->brows = 0;
    m->battr = 0;
    for (unsigned pc = 0; pc < m->prog.count; pc++) {
        dinsn *d = &m->code[pc];
        if (d->flow || (d->drow >= RF_CONST && d->drow != RF_SINK))
            m->batch = false;
        bool rel = false;
        for (unsigned i = 0; i < d->nsrc; i++) {
            const unsigned row = d->s[i].row;
            rel = rel || d->s[i].rel;
            if (row >= RF_ATTR && row < RF_CONST)
                m->battr |= 1u << (row - RF_ATTR);
            else if (row < RF_ATTR)
                m->brows |= 1ull << row;
        }
        if (d->drow < RF_ATTR)
            m->brows |= 1ull << d->drow;
        const exec_fn x = d->exec;
        d->bexec = b_each; /* CC, relative addressing, the address unit: per vertex */
        if (d->ccany || rel || x == x_addr || x == x_flow)
            m->beach = true;
        else if (d->drow >= RF_CONST) /* no destination, no CC: nothing to do */
            d->bexec = b_nop;
        else if (x == x_mov)
            d->bexec = b_mov;
        else if (x == x_mul)
            d->bexec = b_mul;
        else if (x == x_add)
            d->bexec = b_add;
        else if (x == x_sub)
            d->bexec = b_sub;
        else if (x == x_mad)
            d->bexec = b_mad;
        else if (x == x_f2)
            d->bexec = b_f2;
        else if (x == x_f1)
            d->bexec = b_f1;
        else if (x == x_one)
            d->bexec = b_one;
        else if (x == x_zero)
            d->bexec = b_zero;
        else if (x == x_dp3 || x == x_dp4 || x == x_dph)
            d->bexec = b_dp;
        else if (x == x_dst || x == x_exp || x == x_log || x == x_lit)
            d->bexec = b_vec4;
        else if (x == x_sfu1)
            d->bexec = b_sfu1;
        if (d->bexec == b_each)
            m->beach = true;
    }
}

/* One block of n <= BN vertices. Loops run over whole groups of four
 * (BN is a multiple of four): the lanes past n compute on stale values
 * nobody reads. */
static void run_block(vpm *m, unsigned n, const uint32_t (*attr)[VPM_NATTR][4], vpm_vertex *out)
{
    bwork *w = m->bw;
    bctx c = {m, w, n, 0};
    const unsigned nr = (n + 3u) & ~3u;
    for (unsigned row = 0; row < RF_ATTR; row++) {
        if (!(m->brows >> row & 1u))
            continue;
        for (unsigned k = 0; k < 4; k++) {
            const uint32_t x = row >= RF_OUT && k == 3 ? ONE : 0;
            uint32_t *r = w->v[row][k];
#if VPF_VEC
            for (unsigned v = 0; v < nr; v += 4)
                vpf_store4(r + v, vpf_splat4(x));
#else
            for (unsigned v = 0; v < nr; v++)
                r[v] = x;
#endif
        }
    }
    for (unsigned a = 0; a < VPM_NATTR; a++) {
        if (!(m->battr >> a & 1u))
            continue;
        uint32_t(*r)[BN] = w->v[RF_ATTR + a];
#if VPF_VEC
        for (unsigned v = 0; v < nr; v += 4) {
            vpf_u4 x[4];
            for (unsigned i = 0; i < 4; i++)
                x[i] = vpf_load4(attr[v + i < n ? v + i : n - 1][a]);
            vpf_transpose4(x);
            for (unsigned k = 0; k < 4; k++)
                vpf_store4(r[k] + v, x[k]);
        }
#else
        for (unsigned v = 0; v < n; v++)
            for (unsigned k = 0; k < 4; k++)
                r[k][v] = attr[v][a][k];
#endif
    }
    if (m->beach)
        memset(w->t, 0, n * sizeof w->t[0]);
    const dinsn *const end = m->code + m->prog.count;
    for (const dinsn *d = m->code + m->prog.entry; d < end; d++)
        d->bexec(&c, d);
    /* results: o[] rows the program does not name are (0,0,0,1) */
    static const uint32_t init[VPM_NOUT][4] = {
        {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE},
        {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE},
        {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE},
        {0, 0, 0, ONE}, {0, 0, 0, ONE}, {0, 0, 0, ONE}};
    const uint32_t executed = (uint32_t)(m->prog.count - m->prog.entry);
    for (unsigned v = 0; v < n; v++) {
        vpm_vertex *o = &out[v];
        memcpy(o->out, init, sizeof o->out);
        o->written = c.written | (m->beach ? w->t[v].written : 0);
        o->executed = executed;
        o->end = VPM_END_LAST;
    }
    for (unsigned i = 0; i < VPM_NOUT; i++) {
        if (!(m->brows >> (RF_OUT + i) & 1u))
            continue;
        const uint32_t(*r)[BN] = w->v[RF_OUT + i];
#if VPF_VEC
        for (unsigned v = 0; v < n; v += 4) {
            vpf_u4 x[4];
            for (unsigned k = 0; k < 4; k++)
                x[k] = vpf_load4(r[k] + v);
            vpf_transpose4(x);
            for (unsigned j = 0; j < 4 && v + j < n; j++)
                vpf_store4(out[v + j].out[i], x[j]);
        }
#else
        for (unsigned v = 0; v < n; v++)
            for (unsigned k = 0; k < 4; k++)
                out[v].out[i][k] = r[k][v];
#endif
    }
    m->seq += n;
}

int vpm_batch_blockwise(const vpm *m) { return m->loaded && m->batch; }

int vpm_run_batch(vpm *m, size_t n, const uint32_t (*attr)[VPM_NATTR][4], vpm_vertex *out)
{
    if (!m->loaded || m->prog.env == UC_ENV_VSP10)
        return -1;
    if (n == 0)
        return 0;
    if (!m->batch || m->trace) { /* flow control, or someone wants every commit record */
        for (size_t i = 0; i < n; i++) {
            memcpy(m->reg[RF_ATTR], attr[i], sizeof attr[i]);
            vpm_run_vertex(m, &out[i]);
        }
        return 0;
    }
    if (!m->bw) {
        m->bw = calloc(1, sizeof *m->bw); /* initialised: the lanes past a short block are read */
        if (!m->bw)
            return -1;
    }
    for (size_t i = 0; i < n; i += BN)
        run_block(m, (unsigned)(n - i < BN ? n - i : BN), attr + i, out + i);
    memcpy(m->reg[RF_ATTR], attr[n - 1], sizeof attr[0]); /* as after the per-vertex calls */
    return 0;
}

/*
 * vpbatch: the golden model's batch interpreter, vpm_run_batch (vpmodel.h).
 * A program without flow control executes the same words in the same
 * order on every vertex, so a block of vertices can run instruction by
 * instruction: each word is dispatched once per block and its operation
 * runs in a loop over the vertices, which the host overlaps
 * (the vertices are independent) where one vertex's dot product is a chain
 * of dependent steps. The per-run rows (R, o[]) and v[] are stored by
 * component: w->v[row][lane][vertex], so a swizzle picks an array and a
 * write mask picks the arrays to write; c[] and the matrix rows are the
 * same for every vertex and stay in m->reg. Every element is computed by
 * the same vpf_ or sfu_ call as in the per-vertex handlers (vpmodel.c), on
 * the same operand bits, so the bits are the same by construction.
 *
 * Words the block handlers do not cover (condition-code test or update,
 * relative addressing, the address unit) run through their per-vertex
 * handler one vertex at a time: the rows they name are copied into m->reg,
 * the handler runs with that vertex's own thread state (CC, A0/A1,
 * written), the destination row is copied back.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sfu.h"
#include "vpfloat.h"
#include "vpfvec.h"
#include "vpmodel.h"
#include "vpmodel_internal.h"

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
static void b_sub(bctx *c, const dinsn *d) { BLANES(2, vpf_add(a[v], b[v] ^ F32_SIGN, md)); }
static void b_mad(bctx *c, const dinsn *d) { BLANES(3, vpf_mad(a[v], b[v], e[v], md)); }
static void b_mov(bctx *c, const dinsn *d) { BLANES(1, a[v]); }
static void b_f2(bctx *c, const dinsn *d) { BLANES(2, d->fn.f2(a[v], b[v], md)); }
static void b_f1(bctx *c, const dinsn *d) { BLANES(1, d->fn.f1(a[v], md)); }
static void b_one(bctx *c, const dinsn *d) { BLANES(0, F32_ONE); }
static void b_zero(bctx *c, const dinsn *d) { BLANES(0, 0); }

/* DP3, DP4, DPH of one vertex: vpf_dp3/dp4/dph */
static inline uint32_t bdp1(const dinsn *d, const uint32_t *const a[4], const uint32_t *const b[4], unsigned x,
                            vpf_mode md)
{
    const uint32_t av[4] = {a[0][x], a[1][x], a[2][x], d->xk == XK_DP4 ? a[3][x] : 0};
    const uint32_t bv[4] = {b[0][x], b[1][x], b[2][x], d->xk == XK_DP3 ? 0 : b[3][x]};
    if (d->xk == XK_DP4)
        return vpf_dp4(av, bv, md);
    if (d->xk == XK_DPH)
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
    const unsigned ns = d->xk == XK_DST ? 2 : 1;
    bsrcs(c, d, ns, 0xFu, p);
    const vpf_mode md = (vpf_mode)d->md;
    uint32_t(*res)[BN] = c->w->res;
    for (unsigned v = 0; v < c->n; v++) {
        const uint32_t a[4] = {p[0][0][v], p[0][1][v], p[0][2][v], p[0][3][v]};
        uint32_t r[4];
        if (d->xk == XK_DST) {
            const uint32_t b[4] = {p[1][0][v], p[1][1][v], p[1][2][v], p[1][3][v]};
            vpf_dst(a, b, r, md);
        } else if (d->xk == XK_EXP) {
            sfu_exp(a[0], r, md);
        } else if (d->xk == XK_LOG) {
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

/* A word's rows of one vertex between the block's storage and the
 * registers: its sources (to), its destination (both ways). */
static void b_rows(bctx *c, const dinsn *d, unsigned v, bool to)
{
    vpm *m = c->m;
    bwork *w = c->w;
    if (to)
        for (unsigned i = 0; i < d->nsrc; i++) {
            const unsigned row = d->s[i].row;
            if (row < RF_CONST)
                for (unsigned k = 0; k < 4; k++)
                    m->reg[row][k] = w->v[row][k][v];
        }
    if (d->drow < RF_CONST)
        for (unsigned k = 0; k < 4; k++) {
            if (to)
                m->reg[d->drow][k] = w->v[d->drow][k][v];
            else
                w->v[d->drow][k][v] = m->reg[d->drow][k];
        }
}

/* Any word, one vertex at a time, through its per-vertex handler (a
 * paired word's SOP half rows too). */
static void b_each(bctx *c, const dinsn *d)
{
    const dinsn *co = d->paired ? &c->m->co[d->pc] : NULL;
    for (unsigned v = 0; v < c->n; v++) {
        b_rows(c, d, v, true);
        if (co)
            b_rows(c, co, v, true);
        d->exec(c->m, &c->w->t[v], d);
        b_rows(c, d, v, false);
        if (co)
            b_rows(c, co, v, false);
    }
}

/* A paired word block-wise: the SOP half, then the vector half (the
 * planner checked that the vector half does not read the SOP half's row). */
static void b_pair(bctx *c, const dinsn *d)
{
    const dinsn *co = &c->m->co[d->pc];
    co->bexec(c, co);
    d->bvexec(c, d);
}

/* A word's block handler, b_each when it runs per vertex (CC, relative
 * addressing, the address unit, flow). A paired word's halves are asked
 * one by one (its own paired flag is not looked at here). */
static bexec_fn block_handler(const dinsn *d)
{
    bool rel = false;
    for (unsigned i = 0; i < d->nsrc; i++)
        rel = rel || d->s[i].rel;
    const unsigned x = d->xk;
    if (d->ccany || rel || x == XK_ADDR || x == XK_FLOW)
        return b_each;
    if (d->drow >= RF_CONST) /* no destination, no CC: nothing to do */
        return b_nop;
    switch (x) {
    case XK_MOV: return b_mov;
    case XK_MUL: return b_mul;
    case XK_ADD: return b_add;
    case XK_SUB: return b_sub;
    case XK_MAD: return b_mad;
    case XK_F2: return b_f2;
    case XK_F1: return b_f1;
    case XK_ONE: return b_one;
    case XK_ZERO: return b_zero;
    case XK_DP3: case XK_DP4: case XK_DPH: return b_dp;
    case XK_DST: case XK_EXP: case XK_LOG: case XK_LIT: return b_vec4;
    case XK_SFU1: return b_sfu1;
    default: return b_each;
    }
}

void vpm_batch_plan(vpm *m)
{
    m->batch = m->prog.env != UC_ENV_VSP10 && m->entry == m->prog.entry;
    m->beach = false;
    m->brows = 0;
    m->battr = 0;
    for (unsigned pc = 0; pc < m->prog.count; pc++)
        for (int half = 0; half < 2; half++) {
            const dinsn *d = half ? &m->co[pc] : &m->code[pc];
            if (half && !m->code[pc].paired)
                break;
            for (unsigned i = 0; i < d->nsrc; i++) {
                const unsigned row = d->s[i].row;
                if (row >= RF_ATTR && row < RF_CONST)
                    m->battr |= 1u << (row - RF_ATTR);
                else if (row < RF_ATTR)
                    m->brows |= 1ull << row;
            }
            if (d->drow < RF_ATTR)
                m->brows |= 1ull << d->drow;
        }
    for (unsigned pc = 0; pc < m->prog.count; pc++) {
        dinsn *d = &m->code[pc];
        if (d->flow || (d->drow >= RF_CONST && d->drow != RF_SINK))
            m->batch = false;
        d->bexec = block_handler(d);
        if (d->paired) {
            /* both halves block-wise, the SOP half first: the same as both
             * reading the registers before the word unless the vector half
             * reads the row the SOP half writes (then per vertex) */
            dinsn *co = &m->co[pc];
            co->bexec = block_handler(co);
            bool reads_co = false;
            for (unsigned i = 0; i < d->nsrc; i++)
                reads_co = reads_co || d->s[i].row == co->drow;
            d->bvexec = d->bexec;
            d->bexec = d->bvexec == b_each || co->bexec == b_each || reads_co ? b_each : b_pair;
        }
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
            const uint32_t x = row >= RF_OUT && k == 3 ? F32_ONE : 0;
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
        {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE},
        {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE},
        {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE},
        {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE}, {0, 0, 0, F32_ONE},
        {0, 0, 0, F32_ONE}};
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

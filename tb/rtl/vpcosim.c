/*
 * vpcosim: lock-step bench of the RTL vertex engine (rtl/vp_engine.v,
 * Verilated, through tb/rtl/vpv_shim.h) against the C golden model
 * (cmodel/vpmodel.h). See docs/sim.md and `vpcosim --help`.
 *
 * The model runs the whole vertex stream first and records, per vertex (or
 * state-program run), every commit record and the output vertex. The same
 * stream then goes to the RTL as host commands, with random input gaps and
 * output back-pressure (seeded). Every commit-trace record of the RTL is
 * matched with the model's record of the same vertex (vertices interleave
 * across threads; within a vertex they are in order), every output beat
 * with the model's vertex, every RDCONST response with the model's c[].
 * The first difference stops the run with a report; exit status 1.
 *
 * Without an RTL model (build/sim/vpcosim_nortl) the bench writes the host
 * command sequence for another simulator (--dump-cmds) and checks the
 * vertices that simulator printed (--check-outputs; tb/rtl/tb_engine_iv.v).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ucode.h"
#include "vpasm.h"
#include "vpdis.h"
#include "vpfile.h"
#include "vpload.h"
#include "vpmodel.h"
#include "vpstream.h"
#include "vpv_shim.h"

/* host commands: rtl/vp_defs.vh */
enum { CMD_PROG = 0, CMD_CONST = 1, CMD_MVP = 2, CMD_ATTR = 3, CMD_START = 4, CMD_STATE = 5, CMD_RDCONST = 6 };
static const char *const cmd_names[8] = {"PROG", "CONST", "MVP", "ATTR", "START", "STATE", "RDCONST", "?"};

#define MAX_FILE ((size_t)1 << 30)
/* engines behind one host port (rtl/vp_multi.v) the bench follows */
#define MAX_ENGINES 8
#define RESET_CYCLES 4
#define DRAIN_CYCLES 64

/* ------------------------------------------------------------ utilities */

static uint64_t rng_state;

static uint64_t rng_next(void)
{
    uint64_t x = rng_state; /* xorshift64* */
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static uint32_t rng32(void) { return (uint32_t)(rng_next() >> 32); }

/* true with probability p */
static bool chance(double p) { return p > 0 && (double)(rng_next() >> 11) * 0x1p-53 < p; }

static double as_double(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return (double)f;
}

static const char *cc_name(unsigned c)
{
    static const char *const n[] = {"EQ", "LT", "GT", "UN"};
    return n[c & 3];
}

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "vpcosim: error: out of memory\n");
        exit(2);
    }
    return q;
}

/* ------------------------------------------------------- expected results */

typedef struct {
    bool state;         /* a state-program run (no output vertex) */
    unsigned line;      /* input line of the v[0] write */
    vpm_commit *exp;    /* the model's commit records */
    size_t nexp, cap;
    size_t seen[MAX_ENGINES];   /* records of the RTL matched so far, per engine (a state run runs on
                                   every engine, a vertex on one) */
    int thread[MAX_ENGINES];    /* RTL thread it ran on, per engine (-1 before its first record) */
    int engine;         /* a vertex: the engine it ran on (-1 before its first record) */
    vpm_vertex vx;      /* vertex programs: the model's output vertex */
    uint64_t t_provoke; /* cycle its command was accepted */
    uint64_t t_done;    /* cycle of its last output beat (state: last record) */
} run_t;

typedef struct {
    uint8_t cmd, addr, n;
    uint32_t data[4];
    int run;             /* the run this command starts, or -1 */
    uint32_t expect[4];  /* RDCONST: the model's c[addr] at that point */
    unsigned line;       /* input line (0: program load) */
} hcmd_t;

typedef struct {
    const char *prog_path, *in_path;
    uc_program prog;
    bool state;            /* VSP1.0 */
    run_t *runs;
    size_t nruns;
    hcmd_t *cmds;
    size_t ncmds, ccap;
    size_t *outv;          /* runs that send a vertex, in provoke order */
    size_t noutv;
    uint64_t total_exp;    /* commit records expected */
    int cur;               /* run the model is in (trace callback) */
    uint64_t seed;
    vpf_gpu gpu;           /* the numerics: the RTL's GPU parameter */
} bench_t;

static void trace_cb(void *user, const vpm_commit *c)
{
    bench_t *b = user;
    run_t *r = &b->runs[b->cur];
    if (r->nexp == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 64;
        r->exp = xrealloc(r->exp, r->cap * sizeof *r->exp);
    }
    r->exp[r->nexp++] = *c;
}

static hcmd_t *add_cmd(bench_t *b, unsigned cmd, unsigned addr, unsigned n, const uint32_t *data, unsigned line)
{
    if (b->ncmds == b->ccap) {
        b->ccap = b->ccap ? 2 * b->ccap : 1024;
        b->cmds = xrealloc(b->cmds, b->ccap * sizeof *b->cmds);
    }
    hcmd_t *h = &b->cmds[b->ncmds++];
    memset(h, 0, sizeof *h);
    h->cmd = (uint8_t)cmd;
    h->addr = (uint8_t)addr;
    h->n = (uint8_t)n;
    h->run = -1;
    h->line = line;
    for (unsigned i = 0; i < 4; i++)
        h->data[i] = data && i < (cmd == CMD_ATTR ? n : 4) ? data[i] : rng32(); /* unused lanes: junk */
    return h;
}

/* Loads PROGRAM: an image (.hex/.bin, detected by content) or program text. */
static int load_program(const char *path, uc_program *p)
{
    char err[512];
    int rc = vp_load_program(path, MAX_FILE, p, err, sizeof err);
    if (rc == 2)
        fprintf(stderr, "vpcosim: error: %s\n", err);
    else if (rc != 0)
        fprintf(stderr, "%s\n", err);
    return rc;
}

/* Runs the stream on the model and builds the host command sequence. */
static int prepare(bench_t *b)
{
    int rc = load_program(b->prog_path, &b->prog);
    if (rc)
        return rc;
    b->state = b->prog.env == UC_ENV_VSP10;
    vpm *m = vpm_create();
    char err[200];
    if (!m || vpm_set_gpu(m, b->gpu, err, sizeof err) != 0 || vpm_load(m, &b->prog, err, sizeof err) != 0) {
        fprintf(stderr, "%s: error: %s\n", b->prog_path, m ? err : "out of memory");
        vpm_destroy(m);
        return 1;
    }
    vpm_set_trace(m, trace_cb, b);
    size_t len;
    char *text = vp_read_file(b->in_path, MAX_FILE, &len);
    if (!text) {
        fprintf(stderr, "vpcosim: error: cannot read %s: %s\n", b->in_path, strerror(errno));
        vpm_destroy(m);
        return 2;
    }
    vps_stream st = {0};
    vps_error perr;
    struct arbvp_output *arb = vp_load_arb_slots(b->prog_path, MAX_FILE);
    const int prc = vps_parse_bindings(text, len, arb ? vp_arb_binding : NULL, arb, &st, &perr);
    free(arb);
    if (prc != 0) {
        if (perr.line)
            fprintf(stderr, "%s:%u:%u: error: %s\n", b->in_path, perr.line, perr.col, perr.msg);
        else
            fprintf(stderr, "vpcosim: error: %s\n", perr.msg);
        free(text);
        vps_free(&st);
        vpm_destroy(m);
        return perr.line ? 1 : 2;
    }
    free(text);

    for (unsigned i = 0; i < b->prog.count; i++)
        add_cmd(b, CMD_PROG, i, 0, b->prog.words[i].w, 0);
    if (!b->state)
        add_cmd(b, CMD_START, b->prog.entry, 0, NULL, 0);
    b->runs = xrealloc(NULL, (st.runs + 1) * sizeof *b->runs);
    b->outv = xrealloc(NULL, (st.runs + 1) * sizeof *b->outv);
    hcmd_t *provoke = NULL;
    for (size_t i = 0; i < st.count; i++) {
        const vps_op *op = &st.ops[i];
        switch (op->kind) {
        case VPS_CONST:
            vpm_set_const(m, op->idx, op->v);
            add_cmd(b, CMD_CONST, op->idx, 0, op->v, op->line);
            break;
        case VPS_MVP:
            vpm_set_mvp(m, op->idx, op->v);
            add_cmd(b, CMD_MVP, op->idx, 0, op->v, op->line);
            break;
        case VPS_ATTR:
            vpm_set_attr(m, op->idx, op->n, op->v);
            if (!(b->state && op->idx == 0))
                provoke = add_cmd(b, CMD_ATTR, op->idx, op->n, op->v, op->line);
            break;
        case VPS_RUN: {
            run_t *r = &b->runs[b->nruns];
            memset(r, 0, sizeof *r);
            r->state = b->state;
            r->line = op->line;
            for (int e = 0; e < MAX_ENGINES; e++)
                r->thread[e] = -1;
            r->engine = -1;
            b->cur = (int)b->nruns;
            if (b->state) {
                vpm_end e;
                vpm_run_state(m, op->v, &e);
                add_cmd(b, CMD_STATE, b->prog.entry, 0, op->v, op->line)->run = (int)b->nruns;
                for (unsigned c = 0; c < VPM_NCONST; c++) {
                    hcmd_t *h = add_cmd(b, CMD_RDCONST, c, 0, NULL, op->line);
                    vpm_get_const(m, c, h->expect);
                }
            } else {
                vpm_run_vertex(m, &r->vx);
                provoke->run = (int)b->nruns; /* the v[0] ATTR just before */
                b->outv[b->noutv++] = b->nruns;
            }
            for (size_t k = 0; k < r->nexp; k++)
                if (r->exp[k].vertex != b->nruns) {
                    fprintf(stderr, "vpcosim: internal error: model sequence %u for run %zu\n",
                            (unsigned)r->exp[k].vertex, b->nruns);
                    exit(2);
                }
            b->total_exp += r->nexp;
            b->nruns++;
            break;
        }
        }
    }
    vps_free(&st);
    vpm_destroy(m);
    return 0;
}

/* --------------------------------------------------------------- reports */

typedef struct {
    bool quiet;
    double gaps, stall;
    uint64_t max_cycles;
    uint64_t idle_limit;
    const char *waves;
    const char *cover_log; /* --cover-log F: RTL events for tb/regress/cover.c */
} opts_t;

/* state of a run against the RTL (or against an output file) */
typedef struct {
    bench_t *b;
    const opts_t *o;
    uint64_t cycle;
    uint64_t commits;       /* records matched */
    size_t ov, ob;          /* next output vertex (index into outv) and beat */
    size_t *rspq;           /* RDCONST commands accepted, waiting for their response */
    size_t rsp_head, rsp_tail;
    size_t nrsp;            /* responses checked */
    int *owner;             /* per RTL thread (engine e's thread t at e * nthreads + t): run it holds (-1 free) */
    int nthreads;           /* per engine */
    int nengines;
    bool failed;
} sim_t;

static void fail_head(sim_t *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("vpcosim: FAIL at cycle %llu: ", (unsigned long long)s->cycle);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    s->failed = true;
}

static void fail_tail(const sim_t *s)
{
    printf("  program %s, input %s, seed %llu (rerun: --seed %llu)\n", s->b->prog_path, s->b->in_path,
           (unsigned long long)s->b->seed, (unsigned long long)s->b->seed);
}

static void print_lanes(const char *label, const uint32_t v[4], unsigned mask)
{
    printf("  %-9s", label);
    for (int i = 0; i < 4; i++)
        if (mask & (1u << i))
            printf(" %c=%08x (%.9g)", "xyzw"[i], (unsigned)v[i], as_double(v[i]));
        else
            printf(" %c=--------", "xyzw"[i]);
    printf("\n");
}

static void dis_word(const uc_word *w, char *buf, size_t sz)
{
    uc_insn in = uc_unpack(w);
    vpdis_insn(&in, buf, sz);
}

/* ------------------------------------------------------------ commit check */

typedef struct {
    uint16_t pc, next_pc;
    uint8_t dfile, didx, wrote;
    uint32_t value[4];
    uint8_t sdfile, sdidx, swrote; /* a paired word's SOP half */
    uint32_t svalue[4];
    uint8_t cc[4];
    int16_t a[2][4];
    uint8_t taken, done, end;
} rtl_commit;

static void decode_commit(const vpv_out *o, rtl_commit *c)
{
    c->pc = o->cm_pc;
    c->next_pc = o->cm_next_pc;
    c->dfile = o->cm_dfile;
    c->didx = o->cm_didx;
    c->wrote = o->cm_wrote;
    memcpy(c->value, o->cm_value, sizeof c->value);
    c->sdfile = o->cm_sdfile;
    c->sdidx = o->cm_sdidx;
    c->swrote = o->cm_swrote;
    memcpy(c->svalue, o->cm_svalue, sizeof c->svalue);
    for (int i = 0; i < 4; i++)
        c->cc[i] = (uint8_t)((o->cm_cc >> (2 * i)) & 3u);
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 4; i++) {
            unsigned bit = 40u * (unsigned)k + 10u * (unsigned)i;
            uint64_t lo = o->cm_a[bit / 32] >> (bit % 32);
            if (bit % 32 > 22)
                lo |= (uint64_t)o->cm_a[bit / 32 + 1] << (32 - bit % 32);
            int v = (int)(lo & 0x3FFu);
            c->a[k][i] = (int16_t)(v >= 512 ? v - 1024 : v);
        }
    c->taken = o->cm_taken;
    c->done = o->cm_done;
    c->end = o->cm_end;
}

static void print_commit(const char *who, const uc_program *p, unsigned pc, unsigned next_pc, unsigned dfile,
                         unsigned didx, unsigned wrote, const uint32_t value[4], const uint8_t cc[4],
                         const int16_t a[2][4], unsigned taken, unsigned done, unsigned end)
{
    char dis[VPDIS_INSN_MAX] = "(outside the program)";
    if (pc < p->count)
        dis_word(&p->words[pc], dis, sizeof dis);
    printf("  %s: pc=%03x %s\n", who, pc, dis);
    printf("    next_pc=%03x dfile=%u didx=%u wrote=%c%c%c%c taken=%u done=%u end=%s\n", next_pc, dfile, didx,
           wrote & 1 ? 'x' : '-', wrote & 2 ? 'y' : '-', wrote & 4 ? 'z' : '-', wrote & 8 ? 'w' : '-', taken, done,
           done ? vpm_end_name((vpm_end)end) : "-");
    for (int i = 0; i < 4; i++)
        printf("    value.%c = %08x (%.9g)%s\n", "xyzw"[i], (unsigned)value[i], as_double(value[i]),
               (wrote >> i) & 1 ? "" : "   [not written]");
    printf("    cc=%s,%s,%s,%s a0=%d,%d,%d,%d a1=%d,%d,%d,%d\n", cc_name(cc[0]), cc_name(cc[1]), cc_name(cc[2]),
           cc_name(cc[3]), a[0][0], a[0][1], a[0][2], a[0][3], a[1][0], a[1][1], a[1][2], a[1][3]);
}

/* The engine whose records of run r the reports name: a vertex's own, a
 * state run's engine 0. */
static int run_engine(const run_t *r) { return r->engine > 0 ? r->engine : 0; }

/* Records of run r matched: a vertex's on its engine; a state run runs on
 * every engine, so the fewest of any engine. */
static size_t run_seen(const sim_t *s, const run_t *r)
{
    if (!r->state)
        return r->seen[run_engine(r)];
    size_t n = r->seen[0];
    for (int e = 1; e < s->nengines; e++)
        if (r->seen[e] < n)
            n = r->seen[e];
    return n;
}

/* the commit record o of engine eng */
static bool check_commit(sim_t *s, const vpv_out *o, int eng)
{
    bench_t *b = s->b;
    rtl_commit c;
    decode_commit(o, &c);
    if (o->cm_vertex >= b->nruns) {
        fail_head(s, "commit record for vertex %u, which was never provoked (%zu runs)", (unsigned)o->cm_vertex,
                  b->nruns);
        print_commit("actual", &b->prog, c.pc, c.next_pc, c.dfile, c.didx, c.wrote, c.value, c.cc, c.a, c.taken,
                     c.done, c.end);
        fail_tail(s);
        return false;
    }
    run_t *r = &b->runs[o->cm_vertex];
    const int th = o->cm_thread;
    if (th >= s->nthreads) {
        fail_head(s, "commit record of vertex %u on thread %d (the engine has %d)", (unsigned)o->cm_vertex, th,
                  s->nthreads);
        fail_tail(s);
        return false;
    }
    if (!r->state && r->engine < 0) {
        r->engine = eng;
    } else if (!r->state && r->engine != eng) {
        fail_head(s, "vertex %u runs on engine %d and on engine %d (dealt twice)", (unsigned)o->cm_vertex, r->engine,
                  eng);
        fail_tail(s);
        return false;
    }
    int *owner = &s->owner[eng * s->nthreads + th];
    size_t *seen = &r->seen[eng];
    if (r->thread[eng] < 0) {
        if (*owner >= 0) {
            fail_head(s, "vertex %u starts on thread %d, which still runs vertex %d", (unsigned)o->cm_vertex, th,
                      *owner);
            fail_tail(s);
            return false;
        }
        r->thread[eng] = th;
        *owner = (int)o->cm_vertex;
    } else if (r->thread[eng] != th) {
        fail_head(s, "vertex %u moved from thread %d to thread %d", (unsigned)o->cm_vertex, r->thread[eng], th);
        fail_tail(s);
        return false;
    }
    if (*seen >= r->nexp) {
        fail_head(s, "vertex %u, thread %d: instruction %zu, but the model's program stopped after %zu",
                  (unsigned)o->cm_vertex, th, *seen + 1, r->nexp);
        print_commit("actual", &b->prog, c.pc, c.next_pc, c.dfile, c.didx, c.wrote, c.value, c.cc, c.a, c.taken,
                     c.done, c.end);
        fail_tail(s);
        return false;
    }
    const vpm_commit *e = &r->exp[*seen];
    char why[512] = "";
    size_t wl = 0;
#define WHY(...) (wl += (size_t)snprintf(why + wl, wl < sizeof why ? sizeof why - wl : 0, __VA_ARGS__))
    if (c.pc != e->pc)
        WHY(" pc");
    if (!e->done && c.next_pc != e->next_pc)
        WHY(" next_pc");
    if (c.dfile != e->dfile)
        WHY(" dfile");
    if (c.didx != e->didx)
        WHY(" didx");
    if (c.wrote != e->wrote)
        WHY(" wrote");
    if (e->dfile != UC_DFILE_NONE)
        for (int i = 0; i < 4; i++)
            if (((e->wrote >> i) & 1) && c.value[i] != e->value[i])
                WHY(" value.%c", "xyzw"[i]);
    if (c.sdfile != e->sdfile)
        WHY(" sdfile");
    if (c.sdidx != e->sdidx)
        WHY(" sdidx");
    if (c.swrote != e->swrote)
        WHY(" swrote");
    for (int i = 0; i < 4; i++)
        if (((e->swrote >> i) & 1) && c.svalue[i] != e->svalue[i])
            WHY(" svalue.%c", "xyzw"[i]);
    for (int i = 0; i < 4; i++)
        if (c.cc[i] != e->cc[i])
            WHY(" cc.%c", "xyzw"[i]);
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 4; i++)
            if (c.a[k][i] != e->a[k][i])
                WHY(" a%d.%c", k, "xyzw"[i]);
    if (c.taken != e->taken)
        WHY(" taken");
    if (c.done != e->done)
        WHY(" done");
    if (e->done && c.end != e->end)
        WHY(" end");
#undef WHY
    if (wl) {
        char dis[VPDIS_INSN_MAX];
        dis_word(&e->word, dis, sizeof dis);
        fail_head(s, "DIVERGENCE in vertex %u, thread %d, instruction %zu of the vertex, pc %03x: %s",
                  (unsigned)o->cm_vertex, th, *seen + 1, e->pc, dis);
        if (s->nengines > 1)
            printf("  on engine %d\n", eng);
        printf("  differs:%s\n", why);
        printf("  lanes (value written; hex and float):\n");
        for (int i = 0; i < 4; i++) {
            bool wr = (e->wrote >> i) & 1;
            printf("    %c expected %08x (%-14.9g) actual %08x (%-14.9g)%s%s\n", "xyzw"[i], (unsigned)e->value[i],
                   as_double(e->value[i]), (unsigned)c.value[i], as_double(c.value[i]), wr ? "" : "  [not written]",
                   wr && e->dfile != UC_DFILE_NONE && c.value[i] != e->value[i] ? "  <<" : "");
        }
        print_commit("expected (model)", &b->prog, e->pc, e->next_pc, e->dfile, e->didx, e->wrote, e->value, e->cc,
                     e->a, e->taken, e->done, e->end);
        print_commit("actual (RTL)", &b->prog, c.pc, c.next_pc, c.dfile, c.didx, c.wrote, c.value, c.cc, c.a,
                     c.taken, c.done, c.end);
        if (e->sdfile != UC_DFILE_NONE || c.sdfile != UC_DFILE_NONE) {
            printf("  SOP half: expected %s[%u] lanes %x, actual file %u [%u] lanes %x\n",
                   e->sdfile == UC_DFILE_OUT ? "o" : "R", e->sdidx, e->swrote, c.sdfile, c.sdidx, c.swrote);
            for (int i = 0; i < 4; i++)
                printf("    %c expected %08x actual %08x%s\n", "xyzw"[i], (unsigned)e->svalue[i],
                       (unsigned)c.svalue[i], (e->swrote >> i) & 1 ? "" : "  [not written]");
        }
        if (*seen > 0)
            printf("  previous instruction of this vertex: pc=%03x\n", r->exp[*seen - 1].pc);
        printf("  vertex %u was provoked by input line %u\n", (unsigned)o->cm_vertex, r->line);
        fail_tail(s);
        return false;
    }
    (*seen)++;
    s->commits++;
    if (e->done) {
        *owner = -1;
        if (r->state)
            r->t_done = s->cycle;
    }
    return true;
}

/* ------------------------------------------------------------ output check */

typedef struct {
    uint32_t vertex;
    unsigned idx;
    uint32_t data[4];
    unsigned last;
    uint32_t written;
    unsigned end;
    uint32_t count;
} beat_t;

static bool check_beat(sim_t *s, const beat_t *bt)
{
    bench_t *b = s->b;
    if (s->ov >= b->noutv) {
        fail_head(s, "output beat of vertex %u register o[%s] after all %zu vertices came out (duplicate or never "
                  "provoked)", (unsigned)bt->vertex, bt->idx < VPM_NOUT ? uc_out_name(bt->idx) : "?", b->noutv);
        fail_tail(s);
        return false;
    }
    run_t *r = &b->runs[b->outv[s->ov]];
    const uint32_t seq = (uint32_t)b->outv[s->ov];
    const uint32_t regs = r->vx.written | 1u;
    /* the ob-th register of regs */
    unsigned want = VPM_NOUT, k = 0, nregs = 0;
    for (unsigned i = 0; i < VPM_NOUT; i++)
        if (regs & (1u << i)) {
            if (k++ == s->ob)
                want = i;
            nregs++;
        }
    const bool want_last = s->ob + 1 == nregs;
    char why[256] = "";
    size_t wl = 0;
#define WHY(...) (wl += (size_t)snprintf(why + wl, wl < sizeof why ? sizeof why - wl : 0, __VA_ARGS__))
    if (bt->vertex != seq)
        WHY(" vertex (expected %u, got %u: vertices out of order, dropped or duplicated)", (unsigned)seq,
            (unsigned)bt->vertex);
    else if (bt->idx != want)
        WHY(" register (expected o[%s], got o[%s])", want < VPM_NOUT ? uc_out_name(want) : "?",
            bt->idx < VPM_NOUT ? uc_out_name(bt->idx) : "?");
    else {
        for (int i = 0; i < 4; i++)
            if (bt->data[i] != r->vx.out[want][i])
                WHY(" %c", "xyzw"[i]);
        if (bt->last != (unsigned)want_last)
            WHY(" last");
        if (bt->written != r->vx.written)
            WHY(" written (expected %06x, got %06x)", (unsigned)r->vx.written, (unsigned)bt->written);
        if (bt->end != (unsigned)r->vx.end)
            WHY(" end (expected %s, got %s)", vpm_end_name(r->vx.end), vpm_end_name((vpm_end)bt->end));
        if (bt->count != r->vx.executed)
            WHY(" count (expected %u, got %u)", (unsigned)r->vx.executed, (unsigned)bt->count);
    }
#undef WHY
    if (wl) {
        fail_head(s, "OUTPUT DIVERGENCE in vertex %u (output beat %zu), thread %d:%s", (unsigned)seq, s->ob,
                  r->thread[run_engine(r)], why);
        if (want < VPM_NOUT) {
            char name[16];
            snprintf(name, sizeof name, "o[%s]", uc_out_name(want));
            printf("  register %s (beat %zu of %u)\n", name, s->ob + 1, nregs);
            print_lanes("expected", r->vx.out[want], 0xF);
        }
        print_lanes("actual", bt->data, 0xF);
        printf("  vertex %u was provoked by input line %u\n", (unsigned)seq, r->line);
        fail_tail(s);
        return false;
    }
    if (want_last) {
        r->t_done = s->cycle;
        if (!s->o->quiet && s->nthreads > 0) /* a live RTL run */
            printf("vertex %u: thread %d, %u instructions, end=%s, %u registers, %llu cycles from provoke to "
                   "last beat\n",
                   (unsigned)seq, r->thread[run_engine(r)], (unsigned)r->vx.executed, vpm_end_name(r->vx.end), nregs,
                   (unsigned long long)(r->t_done - r->t_provoke));
        s->ov++;
        s->ob = 0;
    } else {
        s->ob++;
    }
    return true;
}

static bool check_rsp(sim_t *s, const uint32_t data[4])
{
    bench_t *b = s->b;
    if (s->rsp_head == s->rsp_tail) {
        fail_head(s, "response beat without a RDCONST command");
        print_lanes("actual", data, 0xF);
        fail_tail(s);
        return false;
    }
    const hcmd_t *h = &b->cmds[s->rspq[s->rsp_head]];
    if (memcmp(data, h->expect, sizeof h->expect) != 0) {
        fail_head(s, "RDCONST c[%u] after the state-program run of input line %u differs", h->addr, h->line);
        print_lanes("expected", h->expect, 0xF);
        print_lanes("actual", data, 0xF);
        fail_tail(s);
        return false;
    }
    s->rsp_head++;
    s->nrsp++;
    return true;
}

/* Everything expected arrived? (prints what is missing when report) */
static bool complete(sim_t *s, bool commits, bool report)
{
    bench_t *b = s->b;
    bool ok = s->ov == b->noutv && s->rsp_head == s->rsp_tail;
    size_t nrd = 0;
    for (size_t i = 0; i < b->ncmds; i++)
        nrd += b->cmds[i].cmd == CMD_RDCONST;
    ok = ok && s->nrsp == nrd;
    if (commits)
        ok = ok && s->commits == b->total_exp;
    if (!ok && report) {
        printf("  output vertices: %zu of %zu came out", s->ov, b->noutv);
        if (s->ov < b->noutv)
            printf(" (next: vertex %zu, beat %zu)", b->outv[s->ov], s->ob);
        printf("\n  responses: %zu of %zu\n", s->nrsp, nrd);
        if (commits) {
            printf("  commit records: %llu of %llu\n", (unsigned long long)s->commits,
                   (unsigned long long)b->total_exp);
            unsigned shown = 0;
            for (size_t i = 0; i < b->nruns && shown < 8; i++)
                if (run_seen(s, &b->runs[i]) != b->runs[i].nexp) {
                    const run_t *r = &b->runs[i];
                    const size_t seen = run_seen(s, r);
                    printf("    vertex %zu (thread %d): %zu of %zu records", i, r->thread[run_engine(r)], seen,
                           r->nexp);
                    if (seen < r->nexp)
                        printf(", next expected pc=%03x", r->exp[seen].pc);
                    printf("\n");
                    shown++;
                }
        }
    }
    return ok;
}

/* ------------------------------------------------------------ RTL run */

static int run_rtl(bench_t *b, const opts_t *o)
{
    const char *why = NULL;
    vpv *h = vpv_create(o->waves, (uint32_t)(b->seed ^ (b->seed >> 32)), &why);
    if (!h) {
        fprintf(stderr, "vpcosim: error: %s\n", why ? why : "cannot build the RTL model");
        return 2;
    }
    sim_t s;
    memset(&s, 0, sizeof s);
    s.b = b;
    s.o = o;
    s.nthreads = vpv_nthreads();
    s.nengines = vpv_nengines();
    if (s.nengines < 1 || s.nengines > MAX_ENGINES) {
        fprintf(stderr, "vpcosim: error: the RTL model has %d engines (the bench follows 1 to %d)\n", s.nengines,
                MAX_ENGINES);
        vpv_destroy(h);
        return 2;
    }
    const int nslots = s.nengines * s.nthreads;
    char eng[32] = ""; /* several engines: " NENGINES=n" after NTHREADS in the lines */
    if (s.nengines > 1)
        snprintf(eng, sizeof eng, " NENGINES=%d", s.nengines);
    s.owner = xrealloc(NULL, (size_t)nslots * sizeof *s.owner);
    for (int i = 0; i < nslots; i++)
        s.owner[i] = -1;
    /* a state run runs on every engine: its records come once from each */
    for (size_t i = 0; i < b->nruns; i++)
        if (b->runs[i].state)
            b->total_exp += (uint64_t)(s.nengines - 1) * b->runs[i].nexp;
    s.rspq = xrealloc(NULL, (b->ncmds + 1) * sizeof *s.rspq);

    uint64_t max_cycles = o->max_cycles;
    if (!max_cycles)
        max_cycles = 200000 + 64 * (b->total_exp + b->ncmds + 22 * b->noutv);
    if (!o->quiet)
        printf("vpcosim: %s on %s, NTHREADS=%d%s, %zu host commands, %zu runs, %llu instructions expected, seed %llu, "
               "gaps %.2f, stall %.2f%s%s\n",
               b->prog_path, b->in_path, s.nthreads, eng, b->ncmds, b->nruns, (unsigned long long)b->total_exp,
               (unsigned long long)b->seed, o->gaps, o->stall, o->waves ? ", waves " : "", o->waves ? o->waves : "");

    /* --cover-log (docs/coverage.md): "N nthreads"; per commit "c CYCLE THREAD VERTEX PC DONE INFLIGHT";
     * "o CYCLE" output valid but not ready; "h CYCLE" host command valid but not ready (several engines:
     * their threads one after the other, engine e's thread t as e * NTHREADS + t) */
    FILE *cov = o->cover_log ? fopen(o->cover_log, "w") : NULL;
    if (o->cover_log && !cov) {
        fprintf(stderr, "vpcosim: error: cannot write %s: %s\n", o->cover_log, strerror(errno));
        vpv_destroy(h);
        return 2;
    }
    if (cov)
        fprintf(cov, "N %d\n", nslots);
    size_t next = 0;          /* next command */
    bool presenting = false;  /* host_valid held for cmds[next] */
    uint64_t last_progress = 0, drain = 0, quiet_since = 0;
    vpv_in in;
    vpv_out out;
    int rc = 0;
    for (s.cycle = 0;; s.cycle++) {
        memset(&in, 0, sizeof in);
        const bool rst = s.cycle < RESET_CYCLES;
        in.rst_n = !rst;
        if (!rst && !presenting && next < b->ncmds)
            presenting = !chance(o->gaps);
        in.host_valid = presenting;
        if (presenting) {
            const hcmd_t *c = &b->cmds[next];
            in.host_cmd = c->cmd;
            in.host_addr = c->addr;
            in.host_n = c->n;
            memcpy(in.host_data, c->data, sizeof in.host_data);
        } else { /* nothing valid: junk on the lines */
            uint32_t j = rng32();
            in.host_cmd = (uint8_t)(j & 7);
            in.host_addr = (uint8_t)(j >> 8);
            in.host_n = (uint8_t)((j >> 16) & 7);
            for (int i = 0; i < 4; i++)
                in.host_data[i] = rng32();
        }
        in.out_ready = !rst && !chance(o->stall);
        in.rsp_ready = !rst && !chance(o->stall);
        vpv_set_inputs(h, &in);
        vpv_get_outputs(h, &out);
        bool any_cm = false; /* a commit record from some engine */
        if (!rst) {
            /* every engine's commit-trace port (out's cm_* fields: engine 0's, then the others') */
            for (int e = 0; e < s.nengines && !rc; e++) {
                if (e)
                    vpv_get_commit(h, e, &out);
                if (!out.cm_valid)
                    continue;
                any_cm = true;
                if (cov) {
                    const int slot = e * s.nthreads + out.cm_thread % s.nthreads;
                    unsigned infl = s.owner[slot] < 0;
                    for (int i = 0; i < nslots; i++)
                        infl += s.owner[i] >= 0;
                    fprintf(cov, "c %llu %u %u %u %u %u\n", (unsigned long long)s.cycle, (unsigned)slot,
                            (unsigned)out.cm_vertex, (unsigned)out.cm_pc, (unsigned)out.cm_done, infl);
                }
                if (!check_commit(&s, &out, e))
                    rc = 1;
                else
                    last_progress = s.cycle;
            }
            if (rc)
                break;
            if (cov && out.out_valid && !in.out_ready)
                fprintf(cov, "o %llu\n", (unsigned long long)s.cycle);
            if (cov && in.host_valid && !out.host_ready)
                fprintf(cov, "h %llu\n", (unsigned long long)s.cycle);
            if (in.host_valid && out.host_ready) {
                hcmd_t *c = &b->cmds[next];
                if (c->cmd == CMD_RDCONST)
                    s.rspq[s.rsp_tail++] = next;
                if (c->run >= 0)
                    b->runs[c->run].t_provoke = s.cycle;
                next++;
                presenting = false;
                last_progress = s.cycle;
            }
            if (out.rsp_valid && in.rsp_ready) {
                if (!check_rsp(&s, out.rsp_data)) {
                    rc = 1;
                    break;
                }
                last_progress = s.cycle;
            }
            if (out.out_valid && in.out_ready) {
                beat_t bt = {out.out_vertex, out.out_idx, {0}, out.out_last, out.out_written, out.out_end,
                             out.out_count};
                memcpy(bt.data, out.out_data, sizeof bt.data);
                if (!check_beat(&s, &bt)) {
                    rc = 1;
                    break;
                }
                last_progress = s.cycle;
            }
        }
        vpv_tick(h);
        if (vpv_stopped(h)) {
            fail_head(&s, "the RTL stopped ($error, $stop or $finish; its message is above)");
            fail_tail(&s);
            rc = 1;
            break;
        }
        if (next == b->ncmds && complete(&s, true, false)) {
            /* everything arrived: a few more clocks must bring nothing new */
            if (++drain > DRAIN_CYCLES) {
                if (out.busy) {
                    fail_head(&s, "busy_o still high %d clocks after the last expected result", DRAIN_CYCLES);
                    fail_tail(&s);
                    rc = 1;
                }
                break;
            }
        }
        /* all sent, engine idle, yet something is missing: no need to wait for the watchdog */
        if (next < b->ncmds || out.busy || out.out_valid || out.rsp_valid || any_cm)
            quiet_since = s.cycle;
        if (s.cycle - quiet_since > 1000 && !complete(&s, true, false)) {
            fail_head(&s, "the engine is idle (busy_o low for 1000 clocks, all commands accepted) but results are "
                          "missing");
            complete(&s, true, true);
            fail_tail(&s);
            rc = 1;
            break;
        }
        if (s.cycle >= max_cycles || s.cycle - last_progress > o->idle_limit) {
            if (s.cycle >= max_cycles)
                fail_head(&s, "WATCHDOG: %llu cycles (--max-cycles) and the run is not complete",
                          (unsigned long long)max_cycles);
            else
                fail_head(&s, "WATCHDOG: nothing happened for %llu cycles (deadlock?)",
                          (unsigned long long)o->idle_limit);
            printf("  host commands: %zu of %zu accepted", next, b->ncmds);
            if (next < b->ncmds)
                printf("; waiting: %s addr %u (input line %u), host_ready_o=%u", cmd_names[b->cmds[next].cmd & 7],
                       b->cmds[next].addr, b->cmds[next].line, out.host_ready);
            printf("\n  busy_o=%u out_valid_o=%u rsp_valid_o=%u\n", out.busy, out.out_valid, out.rsp_valid);
            complete(&s, true, true);
            fail_tail(&s);
            rc = 1;
            break;
        }
    }
    vpv_get_outputs(h, &out);
    vpv_finish(h);
    vpv_destroy(h);
    if (rc == 0) {
        const double cyc = (double)s.cycle;
        /* of every engine's issue slots (perf_issued_o sums the engines') */
        const double use = out.perf_cycles ? 100.0 * (double)out.perf_issued / ((double)out.perf_cycles * s.nengines)
                                           : 0.0;
        printf("vpcosim: PASS %s %s NTHREADS=%d%s GPU=nv%d seed=%llu: %zu vertices, %zu state runs, %llu instructions "
               "compared, %llu cycles (%.1f cycles/vertex), issue-slot use %.1f%% (issued %llu of %llu cycles, "
               "idle while busy %llu)\n",
               b->prog_path, b->in_path, s.nthreads, eng, (int)b->gpu, (unsigned long long)b->seed, b->noutv,
               b->nruns - b->noutv, (unsigned long long)s.commits, (unsigned long long)s.cycle, b->nruns ? cyc / (double)b->nruns : 0.0,
               use, (unsigned long long)out.perf_issued, (unsigned long long)out.perf_cycles,
               (unsigned long long)out.perf_idle);
        if (out.perf_vin != b->noutv || out.perf_vout != b->noutv) {
            printf("vpcosim: FAIL: perf_vin_o=%llu perf_vout_o=%llu, expected %zu vertices in and out\n",
                   (unsigned long long)out.perf_vin, (unsigned long long)out.perf_vout, b->noutv);
            rc = 1;
        }
    }
    if (cov)
        fclose(cov);
    free(s.owner);
    free(s.rspq);
    return rc;
}

/* --------------------------------------------- other simulators' files */

static int dump_cmds(const bench_t *b, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "vpcosim: error: cannot write %s: %s\n", path, strerror(errno));
        return 2;
    }
    /* one command a line: cmd addr n data[127:0], all hex ($fscanf "%h %h %h %h") */
    for (size_t i = 0; i < b->ncmds; i++) {
        const hcmd_t *c = &b->cmds[i];
        fprintf(f, "%x %02x %x %08x%08x%08x%08x\n", c->cmd, c->addr, c->n, (unsigned)c->data[3],
                (unsigned)c->data[2], (unsigned)c->data[1], (unsigned)c->data[0]);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "vpcosim: error: cannot write %s\n", path);
        return 2;
    }
    return 0;
}

static bool parse_hex128(const char *s, uint32_t v[4])
{
    if (strlen(s) != 32)
        return false;
    for (int i = 0; i < 4; i++) {
        char part[9];
        memcpy(part, s + 8 * (3 - i), 8);
        part[8] = '\0';
        char *e;
        v[i] = (uint32_t)strtoul(part, &e, 16);
        if (*e)
            return false;
    }
    return true;
}

/* Lines of tb/rtl/tb_engine_iv.v:
 *   out VERTEX IDX DATA LAST WRITTEN END COUNT   (hex)
 *   rsp DATA
 *   done CYCLES ISSUED
 * anything else (simulator messages) is ignored. */
static int check_outputs(bench_t *b, const opts_t *o, const char *path)
{
    size_t len;
    char *text = vp_read_file(path, MAX_FILE, &len);
    if (!text) {
        fprintf(stderr, "vpcosim: error: cannot read %s: %s\n", path, strerror(errno));
        return 2;
    }
    sim_t s;
    memset(&s, 0, sizeof s);
    s.b = b;
    s.o = o;
    s.rspq = xrealloc(NULL, (b->ncmds + 1) * sizeof *s.rspq);
    for (size_t i = 0; i < b->ncmds; i++)
        if (b->cmds[i].cmd == CMD_RDCONST)
            s.rspq[s.rsp_tail++] = i;
    int rc = 0;
    bool done = false;
    unsigned long long cycles = 0, issued = 0;
    unsigned lineno = 0;
    char *save = NULL;
    for (char *ln = strtok_r(text, "\n", &save); ln && !rc; ln = strtok_r(NULL, "\n", &save)) {
        lineno++;
        char d[64];
        unsigned vtx, idx, last, wr, end, cnt;
        s.cycle = lineno; /* "cycle" in reports: line of the file */
        if (sscanf(ln, "out %x %x %40s %x %x %x %x", &vtx, &idx, d, &last, &wr, &end, &cnt) == 7) {
            beat_t bt = {vtx, idx, {0}, last, wr, end, cnt};
            if (!parse_hex128(d, bt.data)) {
                fprintf(stderr, "%s:%u: error: bad data '%s'\n", path, lineno, d);
                rc = 2;
            } else if (!check_beat(&s, &bt)) {
                rc = 1;
            }
        } else if (sscanf(ln, "rsp %40s", d) == 1) {
            uint32_t v[4];
            if (!parse_hex128(d, v)) {
                fprintf(stderr, "%s:%u: error: bad data '%s'\n", path, lineno, d);
                rc = 2;
            } else if (!check_rsp(&s, v)) {
                rc = 1;
            }
        } else if (sscanf(ln, "done %llu %llu", &cycles, &issued) == 2) {
            done = true;
        }
    }
    free(text);
    if (!rc && !done) {
        printf("vpcosim: FAIL: %s has no 'done' line (the simulation did not finish)\n", path);
        rc = 1;
    }
    if (!rc && !complete(&s, false, false)) {
        printf("vpcosim: FAIL: %s: results missing\n", path);
        complete(&s, false, true);
        fail_tail(&s);
        rc = 1;
    }
    if (!rc)
        printf("vpcosim: PASS (outputs of %s) %s %s: %zu vertices, %zu responses match the model, %llu cycles, "
               "%llu issued\n",
               path, b->prog_path, b->in_path, b->noutv, s.nrsp, cycles, issued);
    free(s.rspq);
    return rc;
}

/* ------------------------------------------------------------ self-test */

/*
 * --plant KIND: one wrong expectation, so a run that passes proves the check
 * is blind. commit: a written lane's value; cc: a condition code; output:
 * o[HPOS].x of the first vertex; rsp: the first RDCONST; extra: one more
 * output vertex expected than provoked; drop: one fewer.
 */
static int plant_error(bench_t *b, const char *kind)
{
    if (!strcmp(kind, "commit") || !strcmp(kind, "cc")) {
        for (size_t r = 0; r < b->nruns; r++)
            for (size_t k = 0; k < b->runs[r].nexp; k++) {
                vpm_commit *c = &b->runs[r].exp[k];
                if (kind[1] == 'c') {
                    c->cc[0] ^= 1;
                    return 0;
                }
                if (c->dfile != UC_DFILE_NONE && c->wrote) {
                    c->value[__builtin_ctz(c->wrote)] ^= 1;
                    return 0;
                }
            }
    } else if (!strcmp(kind, "output") && b->noutv) {
        b->runs[b->outv[0]].vx.out[UC_OUT_HPOS][0] ^= 1;
        return 0;
    } else if (!strcmp(kind, "rsp")) {
        for (size_t i = 0; i < b->ncmds; i++)
            if (b->cmds[i].cmd == CMD_RDCONST) {
                b->cmds[i].expect[0] ^= 1;
                return 0;
            }
    } else if (!strcmp(kind, "extra") && b->noutv) {
        b->outv[b->noutv] = b->outv[b->noutv - 1];
        b->noutv++;
        return 0;
    } else if (!strcmp(kind, "drop") && b->noutv) {
        b->noutv--;
        return 0;
    }
    fprintf(stderr, "vpcosim: error: --plant %s: unknown kind or nothing to plant it in\n", kind);
    return 2;
}

/* ------------------------------------------------------------ main */

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vpcosim [options] PROGRAM INPUT\n"
            "Runs the vertex stream INPUT (docs/vpsim.md) through the RTL engine and the C\n"
            "golden model in lock step: every retired instruction (commit-trace port), every\n"
            "output vertex and every RDCONST response is compared. PROGRAM is program text\n"
            "or a vpasm image (.hex/.bin).\n"
            "\n"
            "  --seed S          random seed (default: from the clock; always printed)\n"
            "  --gpu G           nv20 or nv30: the model's numerics (default: the RTL's GPU\n"
            "                    parameter; with --dump-cmds, nv30); must match the RTL's\n"
            "  --gaps P          probability of an idle clock before each host command (0.25)\n"
            "  --stall P         probability that out_ready / rsp_ready is low in a clock (0.25)\n"
            "  --max-cycles N    watchdog on the clock count (default from the expected work)\n"
            "  --idle-limit N    watchdog on clocks without any progress (20000)\n"
            "  --waves F         write an FST waveform to F\n"
            "  --quiet           print only the summary (or the failure)\n"
            "  --dump-cmds F     write the host command sequence to F and stop (no RTL run)\n"
            "  --check-outputs F compare the vertices/responses another simulator printed into F\n"
            "  --cover-log F     write RTL events (commits, threads in flight, back-pressure) to F for\n"
            "                    the functional coverage (tb/regress/cover.c, docs/coverage.md)\n"
            "Exit status: 0 match, 1 divergence or failure, 2 usage or I/O error.\n");
}

static bool arg_double(const char *s, double *v)
{
    char *e;
    *v = strtod(s, &e);
    return *s && !*e && *v >= 0 && *v <= 1;
}

static bool arg_u64(const char *s, uint64_t *v)
{
    char *e;
    errno = 0;
    unsigned long long x = strtoull(s, &e, 0);
    if (!*s || *e || errno || *s == '-')
        return false;
    *v = x;
    return true;
}

int main(int argc, char **argv)
{
    opts_t o = {false, 0.25, 0.25, 0, 20000, NULL, NULL};
    const char *dump = NULL, *check = NULL, *plant = NULL;
    bench_t *b = calloc(1, sizeof *b);
    if (!b)
        return 2;
    bool have_seed = false;
    int npos = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const bool more = i + 1 < argc;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--quiet")) {
            o.quiet = true;
        } else if (!strcmp(a, "--gpu") && more) {
            if (vpm_gpu_parse(argv[++i], &b->gpu) != 0) {
                fprintf(stderr, "vpcosim: error: --gpu takes nv20 or nv30, not '%s'\n", argv[i]);
                return 2;
            }
        } else if (!strcmp(a, "--seed") && more && arg_u64(argv[i + 1], &b->seed)) {
            have_seed = true;
            i++;
        } else if (!strcmp(a, "--gaps") && more && arg_double(argv[i + 1], &o.gaps)) {
            i++;
        } else if (!strcmp(a, "--stall") && more && arg_double(argv[i + 1], &o.stall)) {
            i++;
        } else if (!strcmp(a, "--max-cycles") && more && arg_u64(argv[i + 1], &o.max_cycles)) {
            i++;
        } else if (!strcmp(a, "--idle-limit") && more && arg_u64(argv[i + 1], &o.idle_limit)) {
            i++;
        } else if (!strcmp(a, "--cover-log") && more) {
            o.cover_log = argv[++i];
        } else if (!strcmp(a, "--waves") && more) {
            o.waves = argv[++i];
        } else if (!strcmp(a, "--dump-cmds") && more) {
            dump = argv[++i];
        } else if (!strcmp(a, "--plant") && more) {
            plant = argv[++i];
        } else if (!strcmp(a, "--check-outputs") && more) {
            check = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "vpcosim: error: bad option or value '%s' (see vpcosim --help)\n", a);
            return 2;
        } else if (npos == 0) {
            b->prog_path = a;
            npos++;
        } else if (npos == 1) {
            b->in_path = a;
            npos++;
        } else {
            fprintf(stderr, "vpcosim: error: too many arguments (see vpcosim --help)\n");
            return 2;
        }
    }
    if (npos != 2) {
        fprintf(stderr, "vpcosim: error: need PROGRAM and INPUT (see vpcosim --help)\n");
        return 2;
    }
    if (vpv_gpu() && b->gpu && (int)b->gpu != vpv_gpu()) {
        fprintf(stderr, "vpcosim: error: --gpu nv%d, but this RTL model was built with GPU = %d\n", (int)b->gpu,
                vpv_gpu());
        return 2;
    }
    if (!b->gpu)
        b->gpu = vpv_gpu() ? (vpf_gpu)vpv_gpu() : VPF_GPU_NV30;
    if (!have_seed) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        b->seed = ((uint64_t)ts.tv_sec * 1000003u) ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 20);
        b->seed %= 1000000000u;
    }
    rng_state = (b->seed + 1) * 0x9E3779B97F4A7C15ull;
    if (!rng_state)
        rng_state = 1;
    int rc = prepare(b);
    if (rc == 0 && plant)
        rc = plant_error(b, plant);
    if (rc == 0) {
        if (dump)
            rc = dump_cmds(b, dump);
        else if (check)
            rc = check_outputs(b, &o, check);
        else
            rc = run_rtl(b, &o);
    }
    for (size_t i = 0; i < b->nruns; i++)
        free(b->runs[i].exp);
    free(b->runs);
    free(b->outv);
    free(b->cmds);
    free(b);
    return rc;
}

/*
 * vpbench: throughput of the golden model (instructions/s and vertices/s)
 * beside a plain host-float interpreter of the same decoded program, so the
 * cost of bit-exactness is a ratio measured in one run. The two are run
 * alternately ROUNDS times and the best round of each is reported, which
 * keeps the ratio stable on a noisy machine; times are the thread's CPU
 * time. The inputs of each vertex are made before the timed loops. The
 * program runs as written (vpasm_assemble: a "+" pair is one word; no
 * automatic pairing), and a paired word counts as one instruction. Not a
 * test: no assertion.
 *
 *   vpbench [--vertices N] [--rounds R] PROGRAM.vp
 */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vpasm.h"
#include "vpfile.h"
#include "vpmodel.h"
#include "vpwrite.h"

/* CPU time of this thread: throughput per core, not disturbed by other
 * processes taking the core away (they still share its caches) */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ---------------------------------------------- the plain float interpreter */

typedef struct {
    float c[256][4], v[16][4], mvp[4][4];
    float r[16][4], o[21][4];
    int a[2][4];
} fstate;

static void fload(const fstate *s, const uc_insn *in, int slot, float out[4])
{
    const uc_src *src = &in->src[slot];
    const float *reg;
    static const float zero[4] = {0, 0, 0, 0};
    switch (src->file) {
    case UC_SFILE_TEMP: reg = s->r[src->tidx]; break;
    case UC_SFILE_ATTR: reg = s->v[in->vidx]; break;
    case UC_SFILE_CONST: {
        int i = in->cidx + (in->crel ? s->a[in->arsel][in->arcomp] : 0);
        reg = i >= 0 && i < 256 ? s->c[i] : zero;
        break;
    }
    default: reg = s->mvp[in->cidx & 3]; break;
    }
    for (int i = 0; i < 4; i++) {
        float x = reg[(src->swz >> (2 * i)) & 3];
        if (src->neg) x = -x;
        if (src->abs) x = fabsf(x);
        if (src->nabs) x = -x;
        out[i] = x;
    }
}

/* The result of one arithmetic word (or one half of a paired word) into r;
 * false for the address unit's ops, which write A here and nothing else. */
static bool fcompute(fstate *s, const uc_insn *in, float r[4])
{
    float a[4] = {0}, b[4] = {0}, c[4] = {0};
    memset(r, 0, 4 * sizeof r[0]);
    if (in->vop) {
        int ns = uc_vop_nsrc(in->vop);
        if (ns > 0) fload(s, in, 0, a);
        if (ns > 1) fload(s, in, 1, b);
        if (ns > 2) fload(s, in, 2, c);
        switch (in->vop) {
        case UC_VOP_MOV: memcpy(r, a, sizeof a); break;
        case UC_VOP_MUL: for (int i = 0; i < 4; i++) r[i] = a[i] * b[i]; break;
        case UC_VOP_ADD: for (int i = 0; i < 4; i++) r[i] = a[i] + b[i]; break;
        case UC_VOP_SUB: for (int i = 0; i < 4; i++) r[i] = a[i] - b[i]; break;
        case UC_VOP_MAD: for (int i = 0; i < 4; i++) r[i] = a[i] * b[i] + c[i]; break;
        case UC_VOP_DP3: r[0] = r[1] = r[2] = r[3] = a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; break;
        case UC_VOP_DP4: r[0] = r[1] = r[2] = r[3] = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]; break;
        case UC_VOP_DPH: r[0] = r[1] = r[2] = r[3] = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + b[3]; break;
        case UC_VOP_DST: r[0] = 1; r[1] = a[1] * b[1]; r[2] = a[2]; r[3] = b[3]; break;
        case UC_VOP_MIN: for (int i = 0; i < 4; i++) r[i] = fminf(a[i], b[i]); break;
        case UC_VOP_MAX: for (int i = 0; i < 4; i++) r[i] = fmaxf(a[i], b[i]); break;
        case UC_VOP_SLT: for (int i = 0; i < 4; i++) r[i] = a[i] < b[i]; break;
        case UC_VOP_SGE: for (int i = 0; i < 4; i++) r[i] = a[i] >= b[i]; break;
        case UC_VOP_SEQ: for (int i = 0; i < 4; i++) r[i] = a[i] == b[i]; break;
        case UC_VOP_SGT: for (int i = 0; i < 4; i++) r[i] = a[i] > b[i]; break;
        case UC_VOP_SLE: for (int i = 0; i < 4; i++) r[i] = a[i] <= b[i]; break;
        case UC_VOP_SNE: for (int i = 0; i < 4; i++) r[i] = a[i] != b[i]; break;
        case UC_VOP_STR: for (int i = 0; i < 4; i++) r[i] = 1; break;
        case UC_VOP_SSG: for (int i = 0; i < 4; i++) r[i] = (float)((a[i] > 0) - (a[i] < 0)); break;
        case UC_VOP_FLR: for (int i = 0; i < 4; i++) r[i] = floorf(a[i]); break;
        case UC_VOP_FRC: for (int i = 0; i < 4; i++) r[i] = a[i] - floorf(a[i]); break;
        case UC_VOP_ABS: for (int i = 0; i < 4; i++) r[i] = fabsf(a[i]); break;
        case UC_VOP_ARL: case UC_VOP_ARR: case UC_VOP_ARA:
            for (int i = 0; i < 4; i++)
                if (in->wmask & (1u << i)) s->a[in->didx][i] = (int)floorf(a[i]);
            return false;
        default: break;
        }
        return true;
    }
    fload(s, in, 2, a);
    float x = a[0], v;
    switch (in->sop) {
    case UC_SOP_RCP: case UC_SOP_RCC: v = 1.0f / x; break;
    case UC_SOP_RSQ: v = 1.0f / sqrtf(fabsf(x)); break;
    case UC_SOP_EX2: case UC_SOP_EXP: v = exp2f(x); break;
    case UC_SOP_LG2: case UC_SOP_LOG: v = log2f(fabsf(x)); break;
    case UC_SOP_SIN: v = sinf(x); break;
    case UC_SOP_COS: v = cosf(x); break;
    default: /* LIT */
        r[0] = 1; r[1] = fmaxf(a[0], 0); r[3] = 1;
        r[2] = a[0] > 0 ? powf(fmaxf(a[1], 0), fminf(fmaxf(a[3], -127.99f), 127.99f)) : 0;
        return true;
    }
    r[0] = r[1] = r[2] = r[3] = v;
    return true;
}

static void fwrite_dst(fstate *s, const uc_insn *in, const float r[4])
{
    float *d = in->dfile == UC_DFILE_TEMP ? s->r[in->didx] : in->dfile == UC_DFILE_OUT ? s->o[in->didx]
               : in->dfile == UC_DFILE_CONST ? s->c[in->didx] : NULL;
    if (d)
        for (int i = 0; i < 4; i++)
            if (in->wmask & (1u << i)) d[i] = r[i];
}

/* A decoded program: the words, and the halves of the paired ones. */
typedef struct {
    const uc_insn *w;
    const uc_insn (*half)[2]; /* [pc][0] the vector half, [1] the special-function half */
    const bool *paired;
} fprog;

/* Runs one vertex; returns words executed (a paired word is one). Flow
 * control: BRA/CAL/RET taken always when the mask is TR, which is all the
 * benchmark programs use. */
static unsigned frun(fstate *s, const fprog *prog, unsigned entry)
{
    memset(s->r, 0, sizeof s->r);
    memset(s->o, 0, sizeof s->o);
    memset(s->a, 0, sizeof s->a);
    for (int i = 0; i < 21; i++) s->o[i][3] = 1.0f;
    unsigned pc = entry, n = 0, stack[4], depth = 0;
    for (;;) {
        const uc_insn *in = &prog->w[pc];
        unsigned next = pc + 1;
        if (n++ == 65536)
            return n - 1; /* the engine's watchdog: this interpreter takes every branch, so loops never end */
        if (in->sop == UC_SOP_BRA || in->sop == UC_SOP_CAL || in->sop == UC_SOP_RET) {
            if (in->sop == UC_SOP_RET) {
                if (!depth) return n;
                next = stack[--depth];
            } else {
                if (in->sop == UC_SOP_CAL) {
                    if (depth == 4) return n;
                    stack[depth++] = pc + 1;
                }
                if (in->target == UC_TARGET_EXIT) return n;
                next = in->target;
            }
            pc = next;
            continue;
        }
        float r[4];
        if (prog->paired[pc]) {
            /* both halves read the registers as they were before the word */
            float rs[4];
            (void)fcompute(s, &prog->half[pc][1], rs);
            if (fcompute(s, &prog->half[pc][0], r))
                fwrite_dst(s, &prog->half[pc][0], r);
            fwrite_dst(s, &prog->half[pc][1], rs);
        } else if (fcompute(s, in, r)) {
            fwrite_dst(s, in, r);
        }
        if (in->end) return n;
        pc = next;
    }
}

/* ------------------------------------------------------------------ main */

static int run(int argc, char **argv)
{
    long nv = 200000, rounds = 5;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: vpbench [--vertices N] [--rounds R] PROGRAM.vp\n"
                   "Prints golden-model throughput beside a plain host-float interpreter.\n");
            return 0;
        } else if (!strcmp(argv[i], "--vertices") && i + 1 < argc) {
            nv = strtol(argv[++i], NULL, 10);
        } else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) {
            rounds = strtol(argv[++i], NULL, 10);
        } else if (argv[i][0] != '-' && !path) {
            path = argv[i];
        } else {
            fprintf(stderr, "vpbench: error: bad argument '%s' (see --help)\n", argv[i]);
            return 2;
        }
    }
    if (!path || nv < 1 || rounds < 1) {
        fprintf(stderr, "vpbench: error: need a program, N >= 1, R >= 1 (see --help)\n");
        return 2;
    }
    size_t len;
    char *text = vp_read_file(path, VP_MAX_PROGRAM_FILE, &len);
    if (!text) {
        char why[96];
        fprintf(stderr, "vpbench: error: cannot read %s: %s\n", path,
                vp_read_error(errno, VP_MAX_PROGRAM_FILE, why, sizeof why));
        return 2;
    }
    static vpasm_output o;
    vpasm_error e;
    int arc = vpasm_assemble(text, len, &o, &e);
    free(text);
    if (arc) {
        fprintf(stderr, "%s:%u:%u: error: %s\n", path, e.line, e.col, e.msg);
        return 1;
    }
    if (o.prog.env == UC_ENV_VSP10) {
        fprintf(stderr, "vpbench: error: state programs are not benchmarked\n");
        return 1;
    }
    vpm *m = vpm_create();
    char err[160];
    if (!m || vpm_load(m, &o.prog, err, sizeof err)) {
        fprintf(stderr, "vpbench: error: %s\n", m ? err : "no memory");
        return 1;
    }
    static uc_insn dec[UC_MAX_WORDS], halves[UC_MAX_WORDS][2];
    static bool paired[UC_MAX_WORDS];
    for (unsigned i = 0; i < o.prog.count; i++) {
        dec[i] = uc_unpack(&o.prog.words[i]);
        paired[i] = uc_paired(&dec[i]);
        halves[i][0] = uc_vop_half(&dec[i]);
        halves[i][1] = uc_sop_half(&dec[i]);
    }
    const fprog fp = {dec, (const uc_insn(*)[2])halves, paired};
    static fstate fs;
    /* same deterministic inputs for both: small values, attributes vary per vertex */
    for (unsigned i = 0; i < 256; i++)
        for (unsigned k = 0; k < 4; k++) {
            float x = (float)((i * 7 + k * 3) % 17) / 16.0f - 0.4f;
            uint32_t b;
            memcpy(&b, &x, sizeof b);
            fs.c[i][k] = x;
            uint32_t row[4];
            vpm_get_const(m, i, row);
            row[k] = b;
            vpm_set_const(m, i, row);
        }
    /* the attributes of a vertex depend on v % 13 (v[1..15]) and v % 7 (v[0]);
     * made once here, so the timed loops hold only the host writes and the run */
    static float fattr[13][16][4], fpos[7][4];
    static uint32_t battr[13][16][4], bpos[7][4];
    for (unsigned k = 0; k < 13; k++)
        for (unsigned a = 0; a < 16; a++) {
            const float x[4] = {(float)k * 0.1f, 0.5f, (float)a * 0.01f, 1.0f};
            memcpy(fattr[k][a], x, sizeof x);
            memcpy(battr[k][a], x, sizeof x);
        }
    for (unsigned k = 0; k < 7; k++) {
        const float p[4] = {(float)k * 0.1f, 0.25f, 0.5f, 1.0f};
        memcpy(fpos[k], p, sizeof p);
        memcpy(bpos[k], p, sizeof p);
    }
    /* the batch path takes CHUNK vertices per call, their attributes
     * written into one array per call (the same host writes as above) */
    enum { CHUNK = 64 };
    static uint32_t cattr[CHUNK][16][4];
    static vpm_vertex cout[CHUNK];
    /* not timed: the batch path gives the per-vertex path's results */
    int same = 1;
    {
        const long nchk = nv < 1000 ? nv : 1000;
        for (long v0 = 0; v0 < nchk; v0 += CHUNK) {
            const unsigned k = (unsigned)(nchk - v0 < CHUNK ? nchk - v0 : CHUNK);
            for (unsigned i = 0; i < k; i++) {
                const long v = v0 + (long)i;
                memcpy(cattr[i], battr[v % 13], sizeof cattr[i]);
                memcpy(cattr[i][0], bpos[v % 7], sizeof cattr[i][0]);
            }
            vpm_run_batch(m, k, cattr, cout);
            for (unsigned i = 0; i < k; i++) {
                vpm_vertex vx;
                for (unsigned a = 0; a < 16; a++)
                    vpm_set_attr(m, a, 4, cattr[i][a]);
                vpm_run_vertex(m, &vx);
                if (memcmp(&vx, &cout[i], sizeof vx) != 0)
                    same = 0;
            }
        }
    }
    double best_m = 1e30, best_b = 1e30, best_f = 1e30;
    unsigned long long instr_m = 0, instr_b = 0, instr_f = 0;
    volatile float sink = 0;
    for (long r = 0; r < rounds; r++) {
        unsigned long long n = 0;
        double t0 = now();
        for (long v = 0; v < nv; v++) {
            const uint32_t(*av)[4] = battr[v % 13];
            for (unsigned a = 1; a < 16; a++)
                vpm_set_attr(m, a, 4, av[a]);
            vpm_set_attr(m, 0, 4, bpos[v % 7]);
            vpm_vertex vx;
            vpm_run_vertex(m, &vx);
            n += vx.executed;
        }
        double tm = now() - t0;
        instr_m = n;
        n = 0;
        t0 = now();
        for (long v0 = 0; v0 < nv; v0 += CHUNK) {
            const unsigned k = (unsigned)(nv - v0 < CHUNK ? nv - v0 : CHUNK);
            for (unsigned i = 0; i < k; i++) {
                const long v = v0 + (long)i;
                memcpy(cattr[i][1], battr[v % 13][1], 15 * sizeof cattr[i][1]);
                memcpy(cattr[i][0], bpos[v % 7], sizeof cattr[i][0]);
            }
            vpm_run_batch(m, k, cattr, cout);
            for (unsigned i = 0; i < k; i++)
                n += cout[i].executed;
        }
        double tb = now() - t0;
        instr_b = n;
        n = 0;
        t0 = now();
        for (long v = 0; v < nv; v++) {
            memcpy(fs.v[1], fattr[v % 13][1], 15 * sizeof fs.v[0]);
            memcpy(fs.v[0], fpos[v % 7], sizeof fs.v[0]);
            n += frun(&fs, &fp, o.prog.entry);
            sink += fs.o[0][0];
        }
        double tf = now() - t0;
        instr_f = n;
        if (tm < best_m) best_m = tm;
        if (tb < best_b) best_b = tb;
        if (tf < best_f) best_f = tf;
    }
    (void)sink;
    printf("program %s: %u words, %.1f instructions/vertex, %ld vertices x %ld rounds (best round)\n", path,
           o.prog.count, (double)instr_m / (double)nv, nv, rounds);
    printf("| interpreter | M instructions/s | M vertices/s |\n|---|---|---|\n");
    printf("| golden model, vpm_run_vertex (bit-exact) | %.1f | %.2f |\n", (double)instr_m / best_m / 1e6,
           (double)nv / best_m / 1e6);
    printf("| golden model, vpm_run_batch (bit-exact) | %.1f | %.2f |\n", (double)instr_b / best_b / 1e6,
           (double)nv / best_b / 1e6);
    bool flow = false;
    for (unsigned i = 0; i < o.prog.count; i++)
        flow |= dec[i].sop == UC_SOP_BRA || dec[i].sop == UC_SOP_CAL || dec[i].sop == UC_SOP_RET;
    if (flow) {
        /* frun takes every branch (it has no condition codes): its count and time mean nothing here */
        printf("| host float (not exact) | n/a | n/a |\n");
        printf("cost of bit-exactness: not measured (the plain interpreter has no condition codes, so it cannot "
               "run flow control); batch results %s\n",
               same ? "identical to per-vertex" : "DIFFER from per-vertex (bug)");
    } else {
        printf("| host float (not exact) | %.1f | %.2f |\n", (double)instr_f / best_f / 1e6,
               (double)nv / best_f / 1e6);
        printf("cost of bit-exactness: %.2fx per vertex, %.2fx batch; batch results %s\n", best_m / best_f,
               best_b / best_f, same ? "identical to per-vertex" : "DIFFER from per-vertex (bug)");
    }
    vpm_destroy(m);
    return 0;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "vpbench: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

/*
 * vpsim: runs a program on the C golden model over a vertex stream given in
 * the vpsim input format (docs/vpsim.md) and prints every output vertex in
 * hex and decimal; --trace prints one commit record per executed
 * instruction. See `vpsim --help`.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vpasm.h"
#include "vpdis.h"
#include "vpfile.h"
#include "vpload.h"
#include "vpmodel.h"
#include "vpout.h"
#include "vpstream.h"
#include "vpwrite.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vpsim [options] PROGRAM [INPUT]\n"
            "Runs PROGRAM (program text .vp/.vsp, or a vpasm image .hex/.bin) on the C golden\n"
            "model over the vertex stream INPUT (default: standard input; format in\n"
            "docs/vpsim.md) and prints each output vertex.\n"
            "\n"
            "  --gpu G       the chip whose numerics to compute: nv30 (GeForce FX, the\n"
            "                default) or nv20 (GeForce3, GeForce4 Ti, Xbox NV2A; no !!VP2.0)\n"
            "  --trace       print one commit record per executed instruction\n"
            "  --bench N     run the whole stream N times without printing and report the\n"
            "                model's speed on it (best round, CPU time of this thread);\n"
            "                vertices between parameter writes go through vpm_run_batch\n"
            "  -h, --help    this text\n"
            "\n"
            "Input lines (# starts a comment; values are decimal floats, inf, nan, or\n"
            "0x-prefixed binary32 bit patterns):\n"
            "  c[N] = x y z w        set program parameter N\n"
            "  mvp[R] = x y z w      set row R of the position-invariant matrix\n"
            "  v[N] = x [y [z [w]]]  set attribute N (missing components: 0,0,1);\n"
            "                        writing v[0] runs the program (a vertex, or the state program)\n"
            "Exit status: 0 success, 1 bad program or input, 2 usage or I/O error.\n");
}

static const char *cc_name(unsigned c)
{
    static const char *const n[] = {"EQ", "LT", "GT", "UN"};
    return n[c & 3];
}

static void trace_fn(void *user, const vpm_commit *c)
{
    (void)user;
    char dis[VPDIS_INSN_MAX];
    uc_insn in = uc_unpack(&c->word);
    vpdis_insn(&in, dis, sizeof dis);
    printf("commit v%u pc=%03x %-44s", (unsigned)c->vertex, c->pc, dis);
    if (c->dfile != UC_DFILE_NONE || in.ccu) {
        printf(" wrote=%c%c%c%c", c->wrote & 1 ? 'x' : '-', c->wrote & 2 ? 'y' : '-', c->wrote & 4 ? 'z' : '-',
               c->wrote & 8 ? 'w' : '-');
        if (c->dfile != UC_DFILE_NONE)
            printf(" %08x %08x %08x %08x", (unsigned)c->value[0], (unsigned)c->value[1], (unsigned)c->value[2],
                   (unsigned)c->value[3]);
    }
    if (uc_sop_flow(in.sop))
        printf(" %s", c->taken ? "taken" : "not-taken");
    printf(" cc=%s,%s,%s,%s a0=%d,%d,%d,%d a1=%d,%d,%d,%d", cc_name(c->cc[0]), cc_name(c->cc[1]), cc_name(c->cc[2]),
           cc_name(c->cc[3]), c->a[0][0], c->a[0][1], c->a[0][2], c->a[0][3], c->a[1][0], c->a[1][1], c->a[1][2],
           c->a[1][3]);
    if (c->done)
        printf(" end=%s", vpm_end_name((vpm_end)c->end));
    printf("\n");
}

/* Loads PROGRAM: an image (.hex/.bin, detected by content) or program text. */
static int load_program(const char *path, uc_program *p)
{
    char err[512];
    int rc = vp_load_program(path, VP_MAX_PROGRAM_FILE, p, err, sizeof err);
    if (rc == 2)
        fprintf(stderr, "vpsim: error: %s\n", err);
    else if (rc != 0)
        fprintf(stderr, "%s\n", err);
    return rc;
}

/* After a state-program run: every c[] the program can write. */
static void print_state(const uc_program *p, const vpm *m, unsigned n)
{
    bool seen[96];
    vpo_state_consts(p, seen);
    printf("state run %u\n", n);
    for (unsigned i = 0; i < 96; i++)
        if (seen[i]) {
            uint32_t c[4];
            vpm_get_const(m, i, c);
            vpo_write_const(stdout, i, c);
        }
}

/* After a vertex: every result register it wrote. */
static void print_vertex(const vpm_vertex *vx, unsigned n)
{
    vpo_write_vertex(stdout, n, (unsigned)vx->executed, vpm_end_name(vx->end));
    for (unsigned i = 0; i < VPM_NOUT; i++)
        if (vx->written & (1u << i))
            vpo_write_out(stdout, i, vx->out[i]);
}

/* CPU time of this thread */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/*
 * --bench: the stream's runs, each with the full attribute set it sees, so
 * the vertices between two parameter writes go to vpm_run_batch in one call
 * (the same results as vpm_run_vertex one by one, vpmodel.h). Only the model
 * calls are timed. Returns 0, or 2 when out of memory.
 */
static int run_bench(vpm *m, const uc_program *prog, const vps_stream *st, long rounds)
{
    const bool state = prog->env == UC_ENV_VSP10;
    uint32_t (*attr)[VPM_NATTR][4] = calloc(st->runs ? st->runs : 1, sizeof *attr);
    vpm_vertex *out = calloc(st->runs ? st->runs : 1, sizeof *out);
    if (!attr || !out) {
        free(attr);
        free(out);
        fprintf(stderr, "vpsim: error: out of memory\n");
        return 2;
    }
    uint32_t cur[VPM_NATTR][4];
    for (unsigned a = 0; a < VPM_NATTR; a++)
        vpm_get_attr(m, a, cur[a]);
    size_t r = 0;
    for (size_t i = 0; i < st->count; i++) {
        const vps_op *op = &st->ops[i];
        if (op->kind == VPS_ATTR)
            memcpy(cur[op->idx], op->v, sizeof cur[0]);
        else if (op->kind == VPS_RUN)
            memcpy(attr[r++], cur, sizeof cur);
    }
    double best = 1e30;
    unsigned long long instr = 0;
    for (long k = 0; k < rounds; k++) {
        unsigned long long n = 0;
        double t = 0;
        size_t first = 0; /* first run not yet made */
        r = 0;
        for (size_t i = 0; i <= st->count; i++) {
            const bool flush = i == st->count || st->ops[i].kind == VPS_CONST || st->ops[i].kind == VPS_MVP;
            if (flush && r > first) {
                const double t0 = cpu_now();
                if (state) {
                    for (size_t j = first; j < r; j++) {
                        vpm_end e;
                        vpm_run_state(m, attr[j][0], &e);
                    }
                } else {
                    vpm_run_batch(m, r - first, attr + first, out + first);
                }
                t += cpu_now() - t0;
                if (!state)
                    for (size_t j = first; j < r; j++)
                        n += out[j].executed;
                first = r;
            }
            if (i == st->count)
                break;
            const vps_op *op = &st->ops[i];
            if (op->kind == VPS_CONST)
                vpm_set_const(m, op->idx, op->v);
            else if (op->kind == VPS_MVP)
                vpm_set_mvp(m, op->idx, op->v);
            else if (op->kind == VPS_RUN)
                r++;
        }
        instr = n;
        if (t < best)
            best = t;
    }
    if (best <= 0)
        best = 1e-9;
    printf("vpsim: bench: %u runs x %ld rounds (best round, CPU time): ", st->runs, rounds);
    if (state)
        printf("%.3f M state runs/s\n", (double)st->runs / best / 1e6);
    else
        printf("%.1f M instructions/s, %.3f M vertices/s, %.2f instructions/vertex (%s)\n",
               (double)instr / best / 1e6, (double)st->runs / best / 1e6,
               st->runs ? (double)instr / (double)st->runs : 0.0,
               vpm_batch_blockwise(m) ? "block-wise batches" : "vertex by vertex");
    free(attr);
    free(out);
    return 0;
}

static int run(int argc, char **argv)
{
    const char *prog_path = NULL, *in_path = "-";
    bool trace = false;
    long bench = 0;
    vpf_gpu gpu = VPF_GPU_NV30;
    int npos = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--trace")) {
            trace = true;
        } else if (!strcmp(argv[i], "--gpu") || !strncmp(argv[i], "--gpu=", 6)) {
            const char *g = argv[i][5] == '=' ? argv[i] + 6 : i + 1 < argc ? argv[++i] : "";
            if (vpm_gpu_parse(g, &gpu) != 0) {
                fprintf(stderr, "vpsim: error: --gpu takes nv20 or nv30, not '%s' (see vpsim --help)\n", g);
                return 2;
            }
        } else if (!strcmp(argv[i], "--bench")) {
            char *end = NULL;
            bench = i + 1 < argc ? strtol(argv[++i], &end, 10) : 0;
            if (!end || *end || bench < 1 || bench > 1000000) {
                fprintf(stderr, "vpsim: error: --bench needs a round count 1-1000000 (see vpsim --help)\n");
                return 2;
            }
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "vpsim: error: unknown option '%s' (see vpsim --help)\n", argv[i]);
            return 2;
        } else if (npos == 0) {
            prog_path = argv[i];
            npos++;
        } else if (npos == 1) {
            in_path = argv[i];
            npos++;
        } else {
            fprintf(stderr, "vpsim: error: too many arguments (see vpsim --help)\n");
            return 2;
        }
    }
    if (!prog_path) {
        fprintf(stderr, "vpsim: error: no program given (see vpsim --help)\n");
        return 2;
    }
    static uc_program prog;
    int rc = load_program(prog_path, &prog);
    if (rc)
        return rc;
    vpm *m = vpm_create();
    char err[200];
    if (!m || vpm_set_gpu(m, gpu, err, sizeof err) != 0 || vpm_load(m, &prog, err, sizeof err) != 0) {
        fprintf(stderr, "%s: error: %s\n", prog_path, m ? err : "out of memory");
        vpm_destroy(m);
        return 1;
    }
    if (trace)
        vpm_set_trace(m, trace_fn, NULL);
    size_t len;
    char *input = vp_read_file(in_path, VP_MAX_DATA_FILE, &len);
    if (!input) {
        char why[96];
        fprintf(stderr, "vpsim: error: cannot read %s: %s\n", in_path,
                vp_read_error(errno, VP_MAX_DATA_FILE, why, sizeof why));
        vpm_destroy(m);
        return 2;
    }
    const char *iname = strcmp(in_path, "-") ? in_path : "<stdin>";
    const bool state = prog.env == UC_ENV_VSP10;
    vps_stream st = {0};
    vps_error perr;
    struct arbvp_output *arb = vp_load_arb_slots(prog_path, VP_MAX_PROGRAM_FILE);
    const int prc = vps_parse_bindings(input, len, arb ? vp_arb_binding : NULL, arb, &st, &perr);
    free(arb);
    unsigned nvert = 0;
    if (bench && !prc) {
        if (trace)
            fprintf(stderr, "vpsim: note: --trace is ignored with --bench\n");
        vpm_set_trace(m, NULL, NULL);
        rc = run_bench(m, &prog, &st, bench);
        vps_free(&st);
        free(input);
        vpm_destroy(m);
        return rc;
    }
    /* the operations before a bad line run, as a host would have run them */
    for (size_t i = 0; i < st.count && !ferror(stdout); i++) { /* (a failed write: reported at exit) */
        const vps_op *op = &st.ops[i];
        if (!vps_apply(m, op))
            continue;
        if (state) {
            vpm_end e;
            vpm_run_state(m, op->v, &e);
            print_state(&prog, m, nvert++);
        } else {
            vpm_vertex vx;
            vpm_run_vertex(m, &vx);
            print_vertex(&vx, nvert++);
        }
    }
    rc = 0;
    if (prc) {
        if (perr.line)
            fprintf(stderr, "%s:%u:%u: error: %s\n", iname, perr.line, perr.col, perr.msg);
        else
            fprintf(stderr, "vpsim: error: %s\n", perr.msg);
        rc = perr.line ? 1 : 2;
    }
    vps_free(&st);
    free(input);
    vpm_destroy(m);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "vpsim: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

/*
 * pair_check: the assembler's pairing changes no result (make pair-check,
 * tb/asm/pair_check.sh; docs/assembler.md "Pairing").
 *
 *   pair_check [--seed S] [--vertices N] [--table] [--min-pairs K] DIR|FILE...
 *
 * Every *.vp / *.vsp program below each DIR (and each FILE) that vpasm
 * accepts is assembled twice, with automatic pairing (VPASM_PAIR) and
 * without, and both are run on the C model (vpm_run_vertex, or
 * vpm_run_state for !!VSP1.0) on the same input: PROG.in beside the
 * program when there is one (vpstream), then N random vertices (or
 * state-program runs) over random parameters from SEED and the file's
 * position in the list. Every output vertex must be equal bit for bit
 * (all 21 results, the written results, how the program ended), and for a
 * state program every c[] after every run. A run that hits the watchdog
 * is not compared (pairing changes the instruction count it counts);
 * there is none unless a program loops for ever.
 *
 * Prints one line per DIR|FILE argument (programs, paired words, words
 * paired vs unpaired, vertices compared) and a total; --table prints every
 * program's words paired and unpaired. Exit status 1 when a result
 * differs, when a program assembles one way and not the other, or when
 * fewer than K paired words were made (--min-pairs, default 1).
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tbutil.h"
#include "vpasm.h"
#include "vpfile.h"
#include "vpmodel.h"
#include "vpstream.h"
#include "tbrng.h"


/* A value a program may meet: small integers, ordinary numbers of either
 * sign, zeros, ones, now and then an infinity, a NaN or a denormal. */
static uint32_t rnd_value(tb_rng *r)
{
    const uint32_t k = tb_rnd(r) % 16, m = tb_rnd(r) & 0x7FFFFFu, sign = (tb_rnd(r) & 1u) << 31;
    switch (k) {
    case 0: return sign; /* +-0 */
    case 1: return sign | 0x3F800000u; /* +-1 */
    case 2: return sign | 0x7F800000u; /* +-INF */
    case 3: return 0x7FC00000u | m; /* NaN */
    case 4: return sign | (m | 1u); /* denormal */
    case 5:
    case 6: { /* small integers, address-register material */
        const float f = (float)((int)(tb_rnd(r) % 80) - 40);
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        return u;
    }
    default: return sign | (uint32_t)(120 + tb_rnd(r) % 14) << 23 | m; /* about 2^-7 .. 2^6 */
    }
}

typedef struct {
    unsigned programs, refused, pairs, words_paired, words_unpaired, vertices, watchdog, differ;
} stats;

typedef struct {
    uint64_t seed;
    unsigned vertices;
    bool table;
    unsigned index; /* files seen so far (the random inputs' seed) */
    stats st;
} ctx;

/* Compares one run of both models; 1 when they differ (reported). */
static int compare_vertex(const char *path, unsigned k, const vpm_vertex *a, const vpm_vertex *b, ctx *c)
{
    if (a->end == VPM_END_WATCHDOG || b->end == VPM_END_WATCHDOG) {
        c->st.watchdog++;
        return 0;
    }
    c->st.vertices++;
    if (a->end != b->end || a->written != b->written || memcmp(a->out, b->out, sizeof a->out) != 0) {
        for (unsigned o = 0; o < VPM_NOUT; o++)
            for (unsigned l = 0; l < 4; l++)
                if (a->out[o][l] != b->out[o][l]) {
                    printf("pair-check: FAIL %s: vertex %u: o[%u].%c is %08x paired, %08x unpaired\n", path, k, o,
                           "xyzw"[l], (unsigned)a->out[o][l], (unsigned)b->out[o][l]);
                    return 1;
                }
        printf("pair-check: FAIL %s: vertex %u: ended %s / written %#x paired, %s / %#x unpaired\n", path, k,
               vpm_end_name(a->end), (unsigned)a->written, vpm_end_name(b->end), (unsigned)b->written);
        return 1;
    }
    return 0;
}

static int compare_state(const char *path, unsigned k, vpm *mp, vpm_end ea, vpm *mu, vpm_end eb, ctx *c)
{
    if (ea == VPM_END_WATCHDOG || eb == VPM_END_WATCHDOG) {
        c->st.watchdog++;
        return 0;
    }
    c->st.vertices++;
    if (ea != eb) {
        printf("pair-check: FAIL %s: state run %u ended %s paired, %s unpaired\n", path, k, vpm_end_name(ea),
               vpm_end_name(eb));
        return 1;
    }
    for (unsigned i = 0; i < VPM_NCONST; i++) {
        uint32_t a[4], b[4];
        vpm_get_const(mp, i, a);
        vpm_get_const(mu, i, b);
        for (unsigned l = 0; l < 4; l++)
            if (a[l] != b[l]) {
                printf("pair-check: FAIL %s: state run %u: c[%u].%c is %08x paired, %08x unpaired\n", path, k, i,
                       "xyzw"[l], (unsigned)a[l], (unsigned)b[l]);
                return 1;
            }
    }
    return 0;
}

/* The program's PROG.in run on both models; -1 when there is none. */
static int run_stream(const char *path, vpm *mp, vpm *mu, bool state, ctx *c)
{
    char in[4096];
    const char *dot = strrchr(path, '.');
    if (!dot || (size_t)(dot - path) + 4 >= sizeof in)
        return -1;
    snprintf(in, sizeof in, "%.*s.in", (int)(dot - path), path);
    size_t len;
    char *text = vp_read_file(in, TB_MAX_FILE, &len);
    if (!text)
        return -1;
    vps_stream s = {0};
    vps_error e;
    int bad = 0;
    if (vps_parse(text, len, &s, &e) != 0) {
        printf("pair-check: FAIL %s:%u:%u: %s\n", in, e.line, e.col, e.msg);
        bad = 1;
    }
    unsigned k = 0;
    for (size_t i = 0; i < s.count && !bad; i++) {
        const int ra = vps_apply(mp, &s.ops[i]);
        (void)vps_apply(mu, &s.ops[i]);
        if (!ra)
            continue;
        if (state) {
            vpm_end ea, eb;
            vpm_run_state(mp, s.ops[i].v, &ea);
            vpm_run_state(mu, s.ops[i].v, &eb);
            bad = compare_state(path, k, mp, ea, mu, eb, c);
        } else {
            vpm_vertex a, b;
            vpm_run_vertex(mp, &a);
            vpm_run_vertex(mu, &b);
            bad = compare_vertex(path, k, &a, &b, c);
        }
        k++;
    }
    vps_free(&s);
    free(text);
    return bad;
}

/* Random parameters, matrix and vertices (or state-program runs). */
static int run_random(const char *path, vpm *mp, vpm *mu, bool state, ctx *c)
{
    tb_rng r = {(c->seed ^ 0x9E3779B97F4A7C15ull) * (2u * c->index + 1u) + c->index};
    for (unsigned i = 0; i < 16; i++)
        (void)tb_rnd(&r);
    uint32_t v[4];
    for (unsigned i = 0; i < VPM_NCONST; i++) {
        for (unsigned l = 0; l < 4; l++)
            v[l] = rnd_value(&r);
        vpm_set_const(mp, i, v);
        vpm_set_const(mu, i, v);
    }
    for (unsigned row = 0; row < 4; row++) {
        for (unsigned l = 0; l < 4; l++)
            v[l] = rnd_value(&r);
        vpm_set_mvp(mp, row, v);
        vpm_set_mvp(mu, row, v);
    }
    for (unsigned k = 0; k < c->vertices; k++) {
        for (unsigned a = VPM_NATTR; a-- > 0;) { /* v[0] last, as a host writes it */
            for (unsigned l = 0; l < 4; l++)
                v[l] = rnd_value(&r);
            vpm_set_attr(mp, a, 4, v);
            vpm_set_attr(mu, a, 4, v);
        }
        if (state) {
            vpm_end ea, eb;
            vpm_run_state(mp, v, &ea);
            vpm_run_state(mu, v, &eb);
            if (compare_state(path, k, mp, ea, mu, eb, c))
                return 1;
        } else {
            vpm_vertex a, b;
            vpm_run_vertex(mp, &a);
            vpm_run_vertex(mu, &b);
            if (compare_vertex(path, k, &a, &b, c))
                return 1;
        }
    }
    return 0;
}

static void check_file(const char *path, ctx *c)
{
    c->index++;
    size_t len;
    char *text = vp_read_file(path, TB_MAX_FILE, &len);
    if (!text) {
        printf("pair-check: FAIL %s: cannot read\n", path);
        c->st.differ++;
        return;
    }
    static vpasm_output op, ou;
    vpasm_error ep, eu;
    const int rp = vpasm_assemble_ex(text, len, VPASM_PAIR, &op, &ep);
    const int ru = vpasm_assemble_ex(text, len, 0, &ou, &eu);
    free(text);
    if (rp != 0 || ru != 0) {
        if ((rp != 0) != (ru != 0)) {
            printf("pair-check: FAIL %s: assembles %s only: %s\n", path, rp == 0 ? "paired" : "unpaired",
                   rp == 0 ? eu.msg : ep.msg);
            c->st.differ++;
        } else {
            c->st.refused++;
        }
        return;
    }
    c->st.programs++;
    c->st.pairs += op.npairs;
    c->st.words_paired += op.prog.count;
    c->st.words_unpaired += ou.prog.count;
    if (c->table)
        printf("pair-check: %-60s %3u instructions, %3u words paired, %3u unpaired (%u pairs)\n", path, ou.ninstr,
               op.prog.count, ou.prog.count, op.npairs);
    if (op.prog.count + op.npairs != ou.prog.count) {
        printf("pair-check: FAIL %s: %u words with %u pairs paired, %u unpaired\n", path, op.prog.count, op.npairs,
               ou.prog.count);
        c->st.differ++;
        return;
    }
    vpm *mp = vpm_create(), *mu = vpm_create();
    char err[200];
    int bad = 0;
    if (!mp || !mu) {
        printf("pair-check: FAIL out of memory\n");
        bad = 1;
    } else if (vpm_load(mp, &op.prog, err, sizeof err) != 0 || vpm_load(mu, &ou.prog, err, sizeof err) != 0) {
        printf("pair-check: FAIL %s: the model refuses it: %s\n", path, err);
        bad = 1;
    } else {
        const bool state = op.prog.env == UC_ENV_VSP10;
        bad = run_stream(path, mp, mu, state, c);
        if (bad <= 0)
            bad = run_random(path, mp, mu, state, c);
    }
    if (bad)
        c->st.differ++;
    vpm_destroy(mp);
    vpm_destroy(mu);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

typedef struct {
    char **names;
    size_t n, cap;
} namelist;

static void collect(const char *path, const char *name, void *user)
{
    (void)name;
    namelist *l = user;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 256;
        char **nn = realloc(l->names, cap * sizeof *nn);
        if (!nn)
            return;
        l->names = nn;
        l->cap = cap;
    }
    size_t len = strlen(path) + 1;
    char *copy = malloc(len);
    if (!copy)
        return;
    memcpy(copy, path, len);
    l->names[l->n++] = copy;
}

int main(int argc, char **argv)
{
    ctx c;
    memset(&c, 0, sizeof c);
    c.seed = 1;
    c.vertices = 8;
    unsigned min_pairs = 1;
    stats total;
    memset(&total, 0, sizeof total);
    int nargs = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            c.seed = strtoull(argv[++i], NULL, 0);
        } else if (!strcmp(argv[i], "--vertices") && i + 1 < argc) {
            c.vertices = (unsigned)strtoul(argv[++i], NULL, 0);
        } else if (!strcmp(argv[i], "--min-pairs") && i + 1 < argc) {
            min_pairs = (unsigned)strtoul(argv[++i], NULL, 0);
        } else if (!strcmp(argv[i], "--table")) {
            c.table = true;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: pair_check [--seed S] [--vertices N] [--table] [--min-pairs K] DIR|FILE...\n");
            return 2;
        } else {
            argv[++nargs] = argv[i];
        }
    }
    for (int a = 1; a <= nargs; a++) {
        memset(&c.st, 0, sizeof c.st);
        struct stat sb;
        if (stat(argv[a], &sb) != 0) {
            printf("pair-check: FAIL %s: not found\n", argv[a]);
            total.differ++;
            continue;
        }
        if (S_ISDIR(sb.st_mode)) {
            namelist l = {NULL, 0, 0};
            tb_walk_programs(argv[a], collect, &l);
            qsort(l.names, l.n, sizeof *l.names, by_name);
            for (size_t i = 0; i < l.n; i++) {
                check_file(l.names[i], &c);
                free(l.names[i]);
            }
            free(l.names);
        } else {
            check_file(argv[a], &c);
        }
        const stats *s = &c.st;
        char wd[64] = "";
        if (s->watchdog)
            snprintf(wd, sizeof wd, " (%u runs that hit the watchdog not compared)", s->watchdog);
        printf("pair-check: %s: %u programs (%u refused by vpasm), %u paired words: %u words paired, %u unpaired; "
               "%u runs equal%s\n",
               argv[a], s->programs, s->refused, s->pairs, s->words_paired, s->words_unpaired, s->vertices, wd);
        total.programs += s->programs;
        total.refused += s->refused;
        total.pairs += s->pairs;
        total.words_paired += s->words_paired;
        total.words_unpaired += s->words_unpaired;
        total.vertices += s->vertices;
        total.watchdog += s->watchdog;
        total.differ += s->differ;
    }
    const bool few = total.pairs < min_pairs;
    if (few)
        printf("pair-check: FAIL only %u paired words (at least %u expected): the pairer pairs nothing\n", total.pairs,
               min_pairs);
    printf("pair-check: %s: %u programs, %u paired words (%u words paired vs %u unpaired), %u runs compared, %u "
           "differ (seed %llu)\n",
           total.differ || few ? "FAIL" : "ok", total.programs, total.pairs, total.words_paired, total.words_unpaired,
           total.vertices, total.differ, (unsigned long long)c.seed);
    return total.differ || few ? 1 : 0;
}

/*
 * test_oracle: streams every reference vector of the NV20/NV30 oracle
 * (../shared/oracle, its README says what each file is) through the C
 * library (vpfloat.h, sfu.h) and compares every result word, bit for bit.
 *
 *   test_oracle [--verbose] [--max-errors N] [ORACLE_DIR [VARIANT/OP ...]]
 *
 * ORACLE_DIR defaults to $VP_ORACLE (the Makefile sets it to
 * $(SHARED)/oracle).
 * Without VARIANT/OP it runs every file of the three variants (nv20,
 * nv30-vp1, nv30-vp2) and fails if a file it expects is missing or holds no
 * vector. Prints one line per file with --verbose, and a last line
 *   test_oracle: N vectors in F files, all equal
 * or the first differences (file:line, operands, expected, got) and
 *   test_oracle: N of M vectors differ
 * Exit status 0 when all are equal, 1 otherwise, 2 on a usage or I/O error.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfu.h"
#include "vpfloat.h"

typedef struct {
    const char *dir;  /* folder under the oracle */
    vpf_mode mode;
} variant;

static const variant variants[] = {
    {"nv20", VPF_NV20},
    {"nv30-vp1", VPF_NV30_VP1},
    {"nv30-vp2", VPF_NV30_VP2},
};

/* nin operand words, nout result words */
typedef struct {
    const char *name;
    unsigned nin, nout;
    int vp2_only;
} opdesc;

static const opdesc ops[] = {
    {"MUL", 2, 1, 0}, {"ADD", 2, 1, 0}, {"MAD", 3, 1, 0}, {"DP3", 6, 1, 0}, {"DP4", 8, 1, 0},
    {"DPH", 7, 1, 0}, {"DST", 4, 4, 0}, {"MIN", 2, 1, 0}, {"MAX", 2, 1, 0}, {"SLT", 2, 1, 0},
    {"SGE", 2, 1, 0}, {"SEQ", 2, 1, 1}, {"SNE", 2, 1, 1}, {"SGT", 2, 1, 1}, {"SLE", 2, 1, 1},
    {"SFL", 2, 1, 1}, {"STR", 2, 1, 1}, {"SSG", 1, 1, 1}, {"FLR", 1, 1, 1}, {"FRC", 1, 1, 1},
    {"RCP", 1, 1, 0}, {"RCC", 1, 1, 0}, {"RSQ", 1, 1, 0}, {"EXP", 1, 4, 0}, {"LOG", 1, 4, 0},
    {"LIT", 3, 4, 0}, {"EX2", 1, 1, 1}, {"LG2", 1, 1, 1}, {"SIN", 1, 1, 1}, {"COS", 1, 1, 1},
};

#define NOPS (sizeof ops / sizeof ops[0])

/* the instruction as the hardware composes it (docs/numerics.md) */
static void run(const char *op, const uint32_t *x, uint32_t *r, vpf_mode m)
{
    if (!strcmp(op, "MUL")) r[0] = vpf_mul(x[0], x[1], m);
    else if (!strcmp(op, "ADD")) r[0] = vpf_add(x[0], x[1], m);
    else if (!strcmp(op, "MAD")) r[0] = vpf_mad(x[0], x[1], x[2], m);
    else if (!strcmp(op, "DP3")) {
        const uint32_t a[4] = {x[0], x[1], x[2], 0}, b[4] = {x[3], x[4], x[5], 0};
        r[0] = vpf_dp3(a, b, m);
    } else if (!strcmp(op, "DP4")) {
        r[0] = vpf_dp4(x, x + 4, m);
    } else if (!strcmp(op, "DPH")) {
        const uint32_t a[4] = {x[0], x[1], x[2], 0}, b[4] = {x[3], x[4], x[5], x[6]};
        r[0] = vpf_dph(a, b, m);
    } else if (!strcmp(op, "DST")) {
        const uint32_t a[4] = {0, x[0], x[1], 0}, b[4] = {0, x[2], 0, x[3]};
        vpf_dst(a, b, r, m);
    } else if (!strcmp(op, "MIN")) r[0] = vpf_min(x[0], x[1], m);
    else if (!strcmp(op, "MAX")) r[0] = vpf_max(x[0], x[1], m);
    else if (!strcmp(op, "SLT")) r[0] = vpf_slt(x[0], x[1], m);
    else if (!strcmp(op, "SGE")) r[0] = vpf_sge(x[0], x[1], m);
    else if (!strcmp(op, "SEQ")) r[0] = vpf_seq(x[0], x[1], m);
    else if (!strcmp(op, "SNE")) r[0] = vpf_sne(x[0], x[1], m);
    else if (!strcmp(op, "SGT")) r[0] = vpf_sgt(x[0], x[1], m);
    else if (!strcmp(op, "SLE")) r[0] = vpf_sle(x[0], x[1], m);
    else if (!strcmp(op, "SFL")) r[0] = VPF_PZERO;
    else if (!strcmp(op, "STR")) r[0] = VPF_ONE;
    else if (!strcmp(op, "SSG")) r[0] = vpf_ssg(x[0], m);
    else if (!strcmp(op, "FLR")) r[0] = vpf_flr(x[0], m);
    else if (!strcmp(op, "FRC")) r[0] = vpf_frc(x[0], m);
    else if (!strcmp(op, "RCP")) r[0] = sfu_rcp(x[0], m);
    else if (!strcmp(op, "RCC")) r[0] = sfu_rcc(x[0], m);
    else if (!strcmp(op, "RSQ")) r[0] = sfu_rsq(x[0], m);
    else if (!strcmp(op, "EXP")) sfu_exp(x[0], r, m);
    else if (!strcmp(op, "LOG")) sfu_log(x[0], r, m);
    else if (!strcmp(op, "LIT")) {
        const uint32_t a[4] = {x[0], x[1], 0, x[2]};
        sfu_lit(a, r, m);
    } else if (!strcmp(op, "EX2")) r[0] = sfu_ex2(x[0], m);
    else if (!strcmp(op, "LG2")) r[0] = sfu_lg2(x[0], m);
    else if (!strcmp(op, "SIN")) r[0] = sfu_sin(x[0], m);
    else if (!strcmp(op, "COS")) r[0] = sfu_cos(x[0], m);
}

/* reads up to n hex words; returns how many, and where parsing stopped */
static unsigned words(const char **p, uint32_t *w, unsigned n)
{
    unsigned k = 0;
    while (k < n) {
        while (**p == ' ' || **p == '\t')
            (*p)++;
        char *end;
        errno = 0;
        const unsigned long v = strtoul(*p, &end, 16);
        if (end - *p != 8 || errno || v > 0xFFFFFFFFul)
            break;
        w[k++] = (uint32_t)v;
        *p = end;
    }
    return k;
}

typedef struct {
    unsigned long vectors, bad, files;
    unsigned shown, max_errors;
    int quiet;
} tally;

/* 0 ok, 1 differences, 2 I/O or format error */
static int run_file(const char *root, const variant *v, const opdesc *o, tally *t)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s/%s/%s.txt", root, v->dir, o->name) >= (int)sizeof path) {
        fprintf(stderr, "test_oracle: %s: path too long\n", root);
        return 2;
    }
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "test_oracle: %s: %s\n", path, strerror(errno));
        return 2;
    }
    char line[512];
    unsigned long lineno = 0, n = 0, bad = 0;
    int rc = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        uint32_t x[8], want[4], got[4] = {0, 0, 0, 0};
        const char *p = line;
        const unsigned nin = words(&p, x, o->nin);
        while (*p == ' ')
            p++;
        const int arrow = p[0] == '-' && p[1] == '>';
        if (arrow)
            p += 2;
        const unsigned nout = arrow ? words(&p, want, o->nout) : 0;
        if (nin != o->nin || !arrow || nout != o->nout) {
            fprintf(stderr, "%s:%lu: error: expected %u operand words, '->' and %u result words\n", path, lineno,
                    o->nin, o->nout);
            rc = 2;
            break;
        }
        run(o->name, x, got, v->mode);
        n++;
        if (memcmp(got, want, sizeof(uint32_t) * o->nout)) {
            bad++;
            if (t->shown < t->max_errors) {
                t->shown++;
                fprintf(stderr, "%s:%lu: %s %s:", path, lineno, v->dir, o->name);
                for (unsigned i = 0; i < o->nin; i++)
                    fprintf(stderr, " %08X", x[i]);
                fprintf(stderr, " -> expected");
                for (unsigned i = 0; i < o->nout; i++)
                    fprintf(stderr, " %08X", want[i]);
                fprintf(stderr, ", got");
                for (unsigned i = 0; i < o->nout; i++)
                    fprintf(stderr, " %08X", got[i]);
                fprintf(stderr, "\n");
            }
        }
    }
    if (ferror(f)) {
        fprintf(stderr, "test_oracle: %s: read error\n", path);
        rc = 2;
    }
    fclose(f);
    if (!rc && n == 0) {
        fprintf(stderr, "test_oracle: %s: no vector\n", path);
        rc = 2;
    }
    if (!t->quiet)
        printf("  %-9s %-4s %6lu vectors, %lu differ\n", v->dir, o->name, n, bad);
    t->vectors += n;
    t->bad += bad;
    t->files++;
    return rc ? rc : bad ? 1 : 0;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: test_oracle [--verbose] [--max-errors N] [ORACLE_DIR [VARIANT/OP ...]]\n"
               "Runs the NV20/NV30 reference vectors through the C library (every file,\n"
               "or the named ones, e.g. nv20/RSQ) and compares every result bit.\n"
               "ORACLE_DIR defaults to $VP_ORACLE.\n");
}

int main(int argc, char **argv)
{
    tally t = {0, 0, 0, 0, 10, 1};
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--quiet")) {
            t.quiet = 1;
        } else if (!strcmp(argv[i], "--verbose")) {
            t.quiet = 0;
        } else if (!strcmp(argv[i], "--max-errors") && i + 1 < argc) {
            t.max_errors = (unsigned)strtoul(argv[++i], NULL, 10);
        } else {
            fprintf(stderr, "test_oracle: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    const char *root = i < argc ? argv[i++] : getenv("VP_ORACLE");
    if (!root || !*root) {
        fprintf(stderr, "test_oracle: no ORACLE_DIR given and VP_ORACLE is not set\n");
        usage(stderr);
        return 2;
    }
    int worst = 0;
    if (i == argc) {
        for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
            for (size_t o = 0; o < NOPS; o++) {
                if (ops[o].vp2_only && variants[v].mode != VPF_NV30_VP2)
                    continue;
                const int rc = run_file(root, &variants[v], &ops[o], &t);
                worst = rc > worst ? rc : worst;
            }
    } else {
        for (; i < argc; i++) {
            const char *slash = strchr(argv[i], '/');
            const variant *v = NULL;
            const opdesc *o = NULL;
            for (size_t k = 0; slash && k < sizeof variants / sizeof variants[0]; k++)
                if (strlen(variants[k].dir) == (size_t)(slash - argv[i]) &&
                    !strncmp(variants[k].dir, argv[i], (size_t)(slash - argv[i])))
                    v = &variants[k];
            for (size_t k = 0; slash && k < NOPS; k++)
                if (!strcmp(ops[k].name, slash + 1))
                    o = &ops[k];
            if (!v || !o) {
                fprintf(stderr, "test_oracle: '%s' is not VARIANT/OP (e.g. nv30-vp2/SIN)\n", argv[i]);
                return 2;
            }
            const int rc = run_file(root, v, o, &t);
            worst = rc > worst ? rc : worst;
        }
    }
    if (worst == 2)
        printf("test_oracle: error reading the oracle (above)\n");
    else if (t.bad)
        printf("test_oracle: %lu of %lu vectors in %lu files differ\n", t.bad, t.vectors, t.files);
    else
        printf("test_oracle: %lu vectors in %lu files, all equal\n", t.vectors, t.files);
    return worst;
}

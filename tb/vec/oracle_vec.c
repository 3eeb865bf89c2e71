/*
 * oracle_vec: turns the NV20/NV30 reference vectors (the shared oracle
 * files, $(SHARED)/oracle/{nv20,nv30-vp1,nv30-vp2}/OP.txt, format in their
 * README: "a b -> r" hex words, '#' comment lines) of the vector-unit
 * instructions into the line format of the vector-unit bench
 * (tb/vec/tb_vu.v, the format tb/vec/vu_vectors.c also writes):
 *   UNIT OP MODE A B C AREG EXPECT          (all hex, UNIT 0 = vp_vu)
 * MODE is the vpf_mode: 0 NV20, 1 NV30 running VP1.x, 2 NV30 running
 * VP2.0 (the bench sets in_vp2_i for 2). 128-bit fields print lane 3
 * first.
 *
 *   oracle_vec --oracle DIR --gpu 20|30 [-o FILE] [--map FILE]
 *              [--lanes 1|4] [--corrupt K]
 *
 * --gpu 20 reads nv20/, --gpu 30 nv30-vp1/ and nv30-vp2/; every file of
 * the instructions below must be there (a missing one is an error, not a
 * smaller run). Per-component instructions (MUL ADD MAD MIN MAX SLT SGE
 * SEQ SNE SGT SLE SFL STR SSG FLR FRC) take four vectors a line, one per
 * lane; with --lanes 4 (the default) each group of four is written four
 * times, rotated, so that every vector passes through every lane (lane 0
 * has the four-addend sum, lanes 1..3 two-addend ones); a last group
 * short of four is filled with the file's first vectors. DP3, DP4, DPH
 * and DST take one vector a line; the source components the instruction
 * does not read (DP3's w, DPH's a.w, DST's a.x a.w b.x b.z, C of all but
 * MAD, B of SSG FLR FRC) hold pseudo-random filler, which must not
 * change the result.
 * --map FILE writes, for each output line, the oracle file and the line
 * numbers of its lanes (for the bench's mismatch messages).
 * --corrupt K flips bit 0 of the expected value of output line K (from
 * 0): the bench must then fail (self-test).
 * On stderr: one line with the number of vectors and files read.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ucode_fields.h" /* UC_VOP_*, generated from tools/ucode.def */

/* shape of an oracle line: source words, result words */
enum { SH_LANE1, SH_LANE2, SH_LANE3, SH_DP3, SH_DP4, SH_DPH, SH_DST };

struct opdef {
    const char *name;
    unsigned op;
    int shape;
    int vp2_only; /* only in nv30-vp2/ */
};

static const struct opdef ops[] = {
    {"MUL", UC_VOP_MUL, SH_LANE2, 0}, {"ADD", UC_VOP_ADD, SH_LANE2, 0}, {"MAD", UC_VOP_MAD, SH_LANE3, 0},
    {"DP3", UC_VOP_DP3, SH_DP3, 0},   {"DP4", UC_VOP_DP4, SH_DP4, 0},   {"DPH", UC_VOP_DPH, SH_DPH, 0},
    {"DST", UC_VOP_DST, SH_DST, 0},   {"MIN", UC_VOP_MIN, SH_LANE2, 0}, {"MAX", UC_VOP_MAX, SH_LANE2, 0},
    {"SLT", UC_VOP_SLT, SH_LANE2, 0}, {"SGE", UC_VOP_SGE, SH_LANE2, 0}, {"SEQ", UC_VOP_SEQ, SH_LANE2, 1},
    {"SNE", UC_VOP_SNE, SH_LANE2, 1}, {"SGT", UC_VOP_SGT, SH_LANE2, 1}, {"SLE", UC_VOP_SLE, SH_LANE2, 1},
    {"SFL", UC_VOP_SFL, SH_LANE2, 1}, {"STR", UC_VOP_STR, SH_LANE2, 1}, {"SSG", UC_VOP_SSG, SH_LANE1, 1},
    {"FLR", UC_VOP_FLR, SH_LANE1, 1}, {"FRC", UC_VOP_FRC, SH_LANE1, 1},
};
#define NOPS (sizeof ops / sizeof ops[0])

static int nsrc(int shape)
{
    static const int n[] = {1, 2, 3, 6, 8, 7, 4};
    return n[shape];
}
static int nres(int shape) { return shape == SH_DST ? 4 : 1; }

/* ------------------------------------------------------------ filler */
static uint64_t rng = 0x6F7261636C65ull;
static uint32_t filler(void) /* splitmix64 */
{
    uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)((z ^ (z >> 31)) >> 32);
}

/* ------------------------------------------------------------ reading */
struct vec {
    uint32_t w[12]; /* sources then results */
    unsigned line;  /* line number in the oracle file */
};

static const char *prog = "oracle_vec";

/* reads every vector of one file; exits on a malformed line */
static struct vec *read_file(const char *path, int shape, size_t *count)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot open %s: %s\n", prog, path, strerror(errno));
        exit(2);
    }
    size_t cap = 1024, n = 0;
    struct vec *v = malloc(cap * sizeof *v);
    char buf[512];
    unsigned ln = 0;
    const int ns = nsrc(shape), nr = nres(shape);
    while (fgets(buf, sizeof buf, f)) {
        ln++;
        char *p = buf;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '#' || *p == '\n' || *p == '\r' || *p == 0)
            continue;
        if (n == cap)
            v = realloc(v, (cap *= 2) * sizeof *v);
        if (!v) {
            fprintf(stderr, "%s: out of memory\n", prog);
            exit(2);
        }
        struct vec *x = &v[n];
        x->line = ln;
        for (int k = 0; k < ns + nr; k++) {
            if (k == ns) { /* the arrow */
                while (*p == ' ' || *p == '\t')
                    p++;
                if (p[0] != '-' || p[1] != '>')
                    goto bad;
                p += 2;
            }
            char *end;
            errno = 0;
            unsigned long w = strtoul(p, &end, 16);
            if (end == p || end - p > 10 || errno || w > 0xFFFFFFFFul)
                goto bad;
            x->w[k] = (uint32_t)w;
            p = end;
        }
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (*p)
            goto bad;
        n++;
        continue;
    bad:
        fprintf(stderr, "%s: %s:%u: not a vector of %d source and %d result words: %s", prog, path, ln, ns,
                nr, buf);
        exit(2);
    }
    fclose(f);
    if (n == 0) {
        fprintf(stderr, "%s: %s holds no vector\n", prog, path);
        exit(2);
    }
    *count = n;
    return v;
}

/* ------------------------------------------------------------ writing */
static FILE *out, *map;
static unsigned long nlines, corrupt = (unsigned long)-1;

/* one bench line; s[k][i] is source k of lane i, r[i] the expected lane i */
static void emit(unsigned op, int mode, uint32_t s[3][4], uint32_t r[4], const char *file,
                 const unsigned lines[4])
{
    if (nlines == corrupt)
        r[0] ^= 1u;
    fprintf(out, "0 %02x %x", op, mode);
    for (int k = 0; k < 3; k++)
        fprintf(out, " %08" PRIx32 "%08" PRIx32 "%08" PRIx32 "%08" PRIx32, s[k][3], s[k][2], s[k][1], s[k][0]);
    fprintf(out, " 0000000000 %08" PRIx32 "%08" PRIx32 "%08" PRIx32 "%08" PRIx32 "\n", r[3], r[2], r[1], r[0]);
    if (map)
        fprintf(map, "%lu %s:%u,%u,%u,%u\n", nlines + 1, file, lines[0], lines[1], lines[2], lines[3]);
    nlines++;
}

static void fill(uint32_t s[3][4])
{
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < 4; i++)
            s[k][i] = filler();
}

static void convert(const struct opdef *d, int mode, const char *file, const struct vec *v, size_t n,
                    int lanes)
{
    uint32_t s[3][4], r[4];
    unsigned ln[4];
    if (d->shape <= SH_LANE3) {
        const int ns = nsrc(d->shape);
        for (size_t g = 0; g < n; g += 4)
            for (int rot = 0; rot < lanes; rot++) {
                fill(s);
                for (int i = 0; i < 4; i++) {
                    const struct vec *x = &v[(g + (size_t)((i + rot) % 4)) % n];
                    for (int k = 0; k < ns; k++)
                        s[k][i] = x->w[k];
                    r[i] = x->w[ns];
                    ln[i] = x->line;
                }
                emit(d->op, mode, s, r, file, ln);
            }
        return;
    }
    for (size_t j = 0; j < n; j++) {
        const uint32_t *w = v[j].w;
        fill(s);
        ln[0] = ln[1] = ln[2] = ln[3] = v[j].line;
        switch (d->shape) {
        case SH_DP3: /* a.xyz b.xyz -> r */
            for (int i = 0; i < 3; i++) {
                s[0][i] = w[i];
                s[1][i] = w[3 + i];
            }
            r[0] = r[1] = r[2] = r[3] = w[6];
            break;
        case SH_DP4: /* a.xyzw b.xyzw -> r */
            for (int i = 0; i < 4; i++) {
                s[0][i] = w[i];
                s[1][i] = w[4 + i];
            }
            r[0] = r[1] = r[2] = r[3] = w[8];
            break;
        case SH_DPH: /* a.xyz b.xyzw -> r */
            for (int i = 0; i < 3; i++)
                s[0][i] = w[i];
            for (int i = 0; i < 4; i++)
                s[1][i] = w[3 + i];
            r[0] = r[1] = r[2] = r[3] = w[7];
            break;
        default: /* DST: a.y a.z b.y b.w -> r.xyzw */
            s[0][1] = w[0];
            s[0][2] = w[1];
            s[1][1] = w[2];
            s[1][3] = w[3];
            for (int i = 0; i < 4; i++)
                r[i] = w[4 + i];
            break;
        }
        emit(d->op, mode, s, r, file, ln);
    }
}

int main(int argc, char **argv)
{
    const char *dir = NULL, *outp = NULL, *mapp = NULL;
    int gpu = 0, lanes = 4;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--oracle") && i + 1 < argc)
            dir = argv[++i];
        else if (!strcmp(argv[i], "--gpu") && i + 1 < argc)
            gpu = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-o") && i + 1 < argc)
            outp = argv[++i];
        else if (!strcmp(argv[i], "--map") && i + 1 < argc)
            mapp = argv[++i];
        else if (!strcmp(argv[i], "--lanes") && i + 1 < argc)
            lanes = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--corrupt") && i + 1 < argc)
            corrupt = strtoul(argv[++i], NULL, 0);
        else {
            fprintf(stderr, "usage: oracle_vec --oracle DIR --gpu 20|30 [-o FILE] [--map FILE] [--lanes 1|4] "
                            "[--corrupt K]\n");
            return 2;
        }
    }
    if (!dir || (gpu != 20 && gpu != 30) || (lanes != 1 && lanes != 4)) {
        fprintf(stderr, "%s: need --oracle DIR and --gpu 20 or 30 (--lanes 1 or 4)\n", prog);
        return 2;
    }
    out = outp ? fopen(outp, "w") : stdout;
    if (!out) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, outp, strerror(errno));
        return 2;
    }
    if (mapp && !(map = fopen(mapp, "w"))) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, mapp, strerror(errno));
        return 2;
    }
    static const struct {
        const char *sub;
        int mode, gpu, vp2;
    } variants[] = {{"nv20", 0, 20, 0}, {"nv30-vp1", 1, 30, 0}, {"nv30-vp2", 2, 30, 1}};
    unsigned long nvec = 0, nfiles = 0;
    char used[64] = "";
    for (size_t vi = 0; vi < 3; vi++) {
        if (variants[vi].gpu != gpu)
            continue;
        strcat(used, *used ? " + " : "");
        strcat(used, variants[vi].sub);
        for (size_t o = 0; o < NOPS; o++) {
            if (ops[o].vp2_only && !variants[vi].vp2)
                continue;
            char path[4096], file[64];
            snprintf(file, sizeof file, "%s/%s.txt", variants[vi].sub, ops[o].name);
            snprintf(path, sizeof path, "%s/%s", dir, file);
            size_t n;
            struct vec *v = read_file(path, ops[o].shape, &n);
            convert(&ops[o], variants[vi].mode, file, v, n, ops[o].shape <= SH_LANE3 ? lanes : 1);
            free(v);
            nvec += n;
            nfiles++;
        }
    }
    if ((outp && fclose(out) != 0) || (map && fclose(map) != 0)) {
        fprintf(stderr, "%s: write error\n", prog);
        return 2;
    }
    fprintf(stderr, "%s: GPU %d: %lu vectors (%s, %lu files), %lu bench lines%s\n", prog, gpu, nvec, used, nfiles,
            nlines, lanes == 4 ? " (each per-component vector in all four lanes)" : "");
    return 0;
}

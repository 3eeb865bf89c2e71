/*
 * sfu_vectors: vectors for the special-function unit's bench (rtl/vp_sfu.v,
 * tb/vec/tb_sfu.v), from two sources:
 *
 *   --oracle DIR --gpu 20|30   every vector of the reference files that
 *       concern the unit (DIR/{nv20,nv30-vp1,nv30-vp2}/OP.txt, the format of
 *       DIR/README.md: "a [b c] -> r [r r r]" hex words): GPU 20 reads nv20/
 *       RCP RCC RSQ EXP LOG LIT; GPU 30 reads nv30-vp1/ (those six) and
 *       nv30-vp2/ (those and EX2 LG2 SIN COS). The files' lines are taken in
 *       turn (one of each file, then the next of each), so that consecutive
 *       vectors mix operations and modes.
 *   --sweep FUNC --gpu 30   every fraction (2^23) of one datapath at the
 *       exponents that select its paths, expected from the C library, written
 *       in order as they are made (a soak run: OUT may be a FIFO): rcp (RCP,
 *       RCC), rsq (both exponent parities), lg2 (exponents 126, 127), ex2
 *       ([1, 2), (-2, -1]), sincos (SIN at [4, 8), COS at small exponents)
 *   --random N [--seed S] --gpu 20|30   N operands per operation and mode,
 *       from classes that reach the datapaths' edges (powers of two, seed and
 *       table index edges, special values, the clamp and overflow edges) and
 *       uniformly random bit patterns, with the expected results of the C
 *       library (cmodel/sfu.c: sfu_rcp ... sfu_lit in the vpf_mode of the
 *       vector); GPU 20: mode NV20, GPU 30: NV30 VP1 and VP2 (EX2, LG2, SIN,
 *       COS too). Shuffled.
 *
 * Output (OUT, one vector a line, hex): "OP MODE SOURCE EXPECTED", OP the
 * UC_SOP_* code, MODE the vpf_mode (0 NV20, 1 NV30 VP1, 2 NV30 VP2),
 * SOURCE and EXPECTED 128 bits, lane w first (the bench reads them with
 * $fscanf "%h"). A scalar operation's operand is lane x, its result in all
 * four lanes; the lanes an operation does not read hold random bits (the
 * unit must ignore them; LIT does not read lane z).
 *
 *   sfu_vectors --gpu G (--oracle DIR | --random N [--seed S] | --sweep FUNC)
 *               [--limit N] [--plant-bad] OUT
 *     --limit N    write only the first N vectors
 *     --plant-bad  flip bit 0 of lane x of one expected result (a known-bad
 *                  list: the bench must fail)
 * Prints one line: the source, the vector count, and for --oracle the files.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sfu.h"
#include "ucode_fields.h"
#include "vpfloat.h"

typedef struct {
    uint8_t op, mode;
    uint32_t s[4], r[4];
} vec;

static vec *vecs;
static size_t nvec, capvec;
static uint64_t rng_state;

static uint64_t rnd64(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint32_t rnd32(void) { return (uint32_t)(rnd64() >> 32); }

static vec *new_vec(void)
{
    if (nvec == capvec) {
        capvec = capvec ? 2 * capvec : 65536;
        vec *n = realloc(vecs, capvec * sizeof *vecs);
        if (!n) { fprintf(stderr, "sfu_vectors: out of memory\n"); exit(2); }
        vecs = n;
    }
    return &vecs[nvec++];
}

/* ------------------------------------------------------------ oracle files */

typedef struct {
    const char *name;
    unsigned op;
    int nin;      /* source words: 1 (x) or 3 (x y w) */
    int nout;     /* result words: 1 (scalar) or 4 */
} opfile;

static const opfile OPS[] = {
    {"RCP", UC_SOP_RCP, 1, 1}, {"RCC", UC_SOP_RCC, 1, 1}, {"RSQ", UC_SOP_RSQ, 1, 1},
    {"EXP", UC_SOP_EXP, 1, 4}, {"LOG", UC_SOP_LOG, 1, 4}, {"LIT", UC_SOP_LIT, 3, 4},
    {"EX2", UC_SOP_EX2, 1, 1}, {"LG2", UC_SOP_LG2, 1, 1}, {"SIN", UC_SOP_SIN, 1, 1},
    {"COS", UC_SOP_COS, 1, 1},
};

typedef struct {
    FILE *f;
    char path[4096];
    const opfile *op;
    unsigned mode;
    long line, count;
} ofile;

/* reads the next vector of of into v; 0 at the end; exits on a bad line */
static int oracle_next(ofile *of, vec *v)
{
    char buf[512];
    while (fgets(buf, sizeof buf, of->f)) {
        of->line++;
        char *p = buf;
        while (*p == ' ' || *p == '\t') p++;
        if (*p == '#' || *p == '\n' || *p == '\0') continue;
        uint32_t in[3] = {0, 0, 0}, out[4] = {0, 0, 0, 0};
        char *end;
        for (int i = 0; i < of->op->nin; i++) {
            while (*p == ' ') p++;
            unsigned long w = strtoul(p, &end, 16);
            if (end == p || end - p != 8) goto bad;
            in[i] = (uint32_t)w;
            p = end;
        }
        while (*p == ' ') p++;
        if (p[0] != '-' || p[1] != '>') goto bad;
        p += 2;
        for (int i = 0; i < of->op->nout; i++) {
            while (*p == ' ') p++;
            unsigned long w = strtoul(p, &end, 16);
            if (end == p || end - p != 8) goto bad;
            out[i] = (uint32_t)w;
            p = end;
        }
        while (*p == ' ' || *p == '\r') p++;
        if (*p != '\n' && *p != '\0') goto bad;
        v->op = (uint8_t)of->op->op;
        v->mode = (uint8_t)of->mode;
        v->s[0] = in[0];
        v->s[1] = of->op->nin == 3 ? in[1] : rnd32();
        v->s[2] = rnd32();
        v->s[3] = of->op->nin == 3 ? in[2] : rnd32();
        for (int i = 0; i < 4; i++) v->r[i] = of->op->nout == 4 ? out[i] : out[0];
        of->count++;
        return 1;
    }
    return 0;
bad:
    fprintf(stderr, "sfu_vectors: %s:%ld: not a vector line: %s", of->path, of->line, buf);
    exit(2);
}

static int load_oracle(const char *dir, int gpu, char *files, size_t fsz)
{
    static const struct { const char *sub; unsigned mode; int nops; } V20[] = {{"nv20", VPF_NV20, 6}},
        V30[] = {{"nv30-vp1", VPF_NV30_VP1, 6}, {"nv30-vp2", VPF_NV30_VP2, 10}};
    const int nv = gpu == 20 ? 1 : 2;
    ofile of[16];
    int nf = 0;
    for (int k = 0; k < nv; k++) {
        const char *sub = gpu == 20 ? V20[k].sub : V30[k].sub;
        unsigned mode = gpu == 20 ? V20[k].mode : V30[k].mode;
        int nops = gpu == 20 ? V20[k].nops : V30[k].nops;
        for (int o = 0; o < nops; o++) {
            ofile *f = &of[nf++];
            memset(f, 0, sizeof *f);
            snprintf(f->path, sizeof f->path, "%s/%s/%s.txt", dir, sub, OPS[o].name);
            f->op = &OPS[o];
            f->mode = mode;
            f->f = fopen(f->path, "r");
            if (!f->f) { perror(f->path); exit(2); }
        }
    }
    /* one line of each file in turn */
    for (int live = nf; live > 0;) {
        live = 0;
        for (int i = 0; i < nf; i++) {
            if (!of[i].f) continue;
            vec v;
            if (oracle_next(&of[i], &v)) { *new_vec() = v; live++; }
            else { fclose(of[i].f); of[i].f = NULL; }
        }
    }
    size_t used = 0;
    files[0] = '\0';
    for (int i = 0; i < nf; i++) {
        if (of[i].count == 0) { fprintf(stderr, "sfu_vectors: %s: no vectors\n", of[i].path); exit(2); }
        used += (size_t)snprintf(files + used, fsz - used, "%s%s %ld", i ? ", " : "",
                                 of[i].path + strlen(dir) + 1, of[i].count);
        if (used >= fsz) used = fsz - 1;
    }
    return nf;
}

/* ------------------------------------------------------- random vectors */

static void ref_sfu(unsigned op, const uint32_t s[4], vpf_mode md, uint32_t r[4])
{
    uint32_t x = s[0], v;
    switch (op) {
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

static int gpu_sel;

static void emit4(unsigned op, const uint32_t s[4])
{
    /* every mode of the GPU; EX2..COS only on NV30 */
    const int vp2_only = op == UC_SOP_EX2 || op == UC_SOP_LG2 || op == UC_SOP_SIN || op == UC_SOP_COS;
    if (gpu_sel == 20 && vp2_only) return;
    for (int m = 0; m < 3; m++) {
        if ((gpu_sel == 20) != (m == VPF_NV20)) continue;
        vec *v = new_vec();
        v->op = (uint8_t)op;
        v->mode = (uint8_t)m;
        memcpy(v->s, s, sizeof v->s);
        ref_sfu(op, s, (vpf_mode)m, v->r);
    }
}

static void emit1(unsigned op, uint32_t x)
{
    uint32_t s[4] = {x, rnd32(), rnd32(), rnd32()};
    emit4(op, s);
}

static uint32_t fbits(int sign, unsigned e, uint32_t frac)
{
    return ((uint32_t)(sign != 0) << 31) | ((e & 0xFFu) << 23) | (frac & 0x7FFFFFu);
}

static const unsigned SCALAR_OPS[] = {UC_SOP_RCP, UC_SOP_RCC, UC_SOP_RSQ, UC_SOP_EX2, UC_SOP_LG2,
                                      UC_SOP_SIN, UC_SOP_COS, UC_SOP_EXP, UC_SOP_LOG};
#define NSCALAR (sizeof SCALAR_OPS / sizeof SCALAR_OPS[0])

static void gen_random(long n)
{
    static const uint32_t sp[] = {
        0x00000000u, 0x00000001u, 0x007FFFFFu, 0x00800000u, 0x00800001u, 0x3F800000u, 0x3F800001u,
        0x3F7FFFFFu, 0x3FC00000u, 0x40000000u, 0x3F000000u, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u,
        0x7FC00000u, 0x7FFFFFFFu, 0x1F800000u, 0x5F800000u, 0x42FE0000u, 0x43000000u, 0x40490FDBu,
    };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
        for (size_t o = 0; o < NSCALAR; o++) {
            emit1(SCALAR_OPS[o], sp[i]);
            emit1(SCALAR_OPS[o], sp[i] | 0x80000000u);
        }
    /* every exponent, both signs, zero and random fractions */
    for (unsigned e = 0; e < 256; e++)
        for (size_t o = 0; o < NSCALAR; o++) {
            emit1(SCALAR_OPS[o], fbits((int)(rnd32() & 1u), e, 0));
            emit1(SCALAR_OPS[o], fbits((int)(rnd32() & 1u), e, rnd32()));
        }
    /* the seed and table indices at their edges */
    for (uint32_t i = 0; i < 128; i++) {
        uint32_t f = i << 16;
        emit1(UC_SOP_RCP, fbits(0, 1 + rnd32() % 254, f | (rnd32() & 0x1FFFFu)));
        emit1(UC_SOP_RSQ, fbits(0, 1 + rnd32() % 254, f));
        emit1(UC_SOP_RSQ, fbits(0, 1 + rnd32() % 254, f - 1));
        emit1(UC_SOP_LG2, fbits(0, 120 + rnd32() % 16, f));
        emit1(UC_SOP_LG2, fbits(0, 126 + rnd32() % 2, f - 1));
        emit1(UC_SOP_LOG, fbits(0, 120 + rnd32() % 16, f | (rnd32() & 0xFFFFu)));
    }
    for (long i = 0; i < n; i++) {
        for (size_t o = 0; o < NSCALAR; o++) {
            emit1(SCALAR_OPS[o], rnd32());
            uint32_t x;
            switch (SCALAR_OPS[o]) {
            case UC_SOP_EX2: case UC_SOP_EXP: x = fbits((int)(rnd32() & 1u), 90 + rnd32() % 45, rnd32()); break;
            case UC_SOP_SIN: case UC_SOP_COS: x = fbits((int)(rnd32() & 1u), 96 + rnd32() % 40, rnd32()); break;
            case UC_SOP_LG2: case UC_SOP_LOG: x = fbits((int)(rnd32() % 8 == 0), 120 + rnd32() % 16, rnd32()); break;
            default: x = fbits((int)(rnd32() & 1u), 1 + rnd32() % 254, rnd32()); break;
            }
            emit1(SCALAR_OPS[o], x);
        }
        uint32_t s[4] = {rnd32(), rnd32(), rnd32(), rnd32()};
        emit4(UC_SOP_LIT, s);
        uint32_t t[4] = {rnd32() & 0x7FFFFFFFu, fbits(0, 100 + rnd32() % 60, rnd32()), rnd32(),
                         fbits((int)(rnd32() & 1u), 100 + rnd32() % 45, rnd32())};
        emit4(UC_SOP_LIT, t);
    }
    /* shuffle (Fisher-Yates): consecutive vectors mix operations and modes */
    for (size_t i = nvec - 1; i > 0; i--) {
        size_t j = (size_t)(rnd64() % (i + 1));
        vec tv = vecs[i];
        vecs[i] = vecs[j];
        vecs[j] = tv;
    }
}

/* --sweep: every fraction, written as made */
static void sweep_one(FILE *f, unsigned op, vpf_mode m, uint32_t x)
{
    uint32_t s[4] = {x, rnd32(), rnd32(), rnd32()}, r[4];
    ref_sfu(op, s, m, r);
    fprintf(f, "%02X %u %08X%08X%08X%08X %08X%08X%08X%08X\n", op, (unsigned)m,
            s[3], s[2], s[1], s[0], r[3], r[2], r[1], r[0]);
}

static int sweep(const char *fn, FILE *f)
{
    const vpf_mode m1 = VPF_NV30_VP1, m2 = VPF_NV30_VP2;
    for (uint32_t fx = 0; fx < 0x800000u; fx++) {
        if (!strcmp(fn, "rcp")) {
            sweep_one(f, UC_SOP_RCP, m1, fbits(0, 1 + (fx * 7u) % 254, fx));
            sweep_one(f, UC_SOP_RCC, m2, fbits(1, 1 + (fx * 11u) % 254, fx));
        } else if (!strcmp(fn, "rsq")) {
            sweep_one(f, UC_SOP_RSQ, (fx & 1u) ? m1 : m2, fbits(0, 127, fx));
            sweep_one(f, UC_SOP_RSQ, (fx & 1u) ? m2 : m1, fbits(0, 126, fx));
        } else if (!strcmp(fn, "lg2")) {
            sweep_one(f, UC_SOP_LG2, m2, fbits(0, 127, fx));
            sweep_one(f, UC_SOP_LG2, m2, fbits(0, 126, fx));
        } else if (!strcmp(fn, "ex2")) {
            sweep_one(f, UC_SOP_EX2, m2, fbits(0, 127, fx));
            sweep_one(f, UC_SOP_EX2, m2, fbits(1, 127, fx));
        } else if (!strcmp(fn, "sincos")) {
            sweep_one(f, UC_SOP_SIN, m2, fbits((int)(fx & 1u), 129, fx));
            sweep_one(f, UC_SOP_COS, m2, fbits((int)(fx & 2u), 100 + fx % 60, fx));
        } else {
            return 0;
        }
    }
    return 1;
}

static void usage(void)
{
    fprintf(stderr, "usage: sfu_vectors --gpu 20|30 (--oracle DIR | --random N [--seed S] | --sweep FUNC) [--limit N] [--plant-bad] OUT\n");
    exit(2);
}

int main(int argc, char **argv)
{
    uint64_t seed = (uint64_t)time(NULL);
    long nrand = -1, limit = -1;
    int plant = 0;
    const char *out = NULL, *odir = NULL, *sweep_fn = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--random") && i + 1 < argc) nrand = strtol(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--oracle") && i + 1 < argc) odir = argv[++i];
        else if (!strcmp(argv[i], "--sweep") && i + 1 < argc) sweep_fn = argv[++i];
        else if (!strcmp(argv[i], "--gpu") && i + 1 < argc) gpu_sel = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--limit") && i + 1 < argc) limit = strtol(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--plant-bad")) plant = 1;
        else if (argv[i][0] == '-' || out) usage();
        else out = argv[i];
    }
    if (!out || (gpu_sel != 20 && gpu_sel != 30) || (odir != NULL) + (nrand >= 0) + (sweep_fn != NULL) != 1) usage();
    rng_state = seed;
    if (sweep_fn) {
        if (gpu_sel != 30) usage();
        FILE *sf = fopen(out, "w");
        if (!sf) { perror(out); return 2; }
        if (!sweep(sweep_fn, sf)) { fprintf(stderr, "sfu_vectors: unknown sweep '%s'\n", sweep_fn); return 2; }
        if (fclose(sf) != 0) { perror(out); return 2; }
        printf("sfu_vectors: GPU 30: sweep %s: %u vectors -> %s\n", sweep_fn, 2u * 0x800000u, out);
        return 0;
    }

    static char files[8192];
    int nf = 0;
    if (odir) nf = load_oracle(odir, gpu_sel, files, sizeof files);
    else gen_random(nrand);

    size_t n = nvec;
    if (limit >= 0 && (size_t)limit < n) n = (size_t)limit;
    if (plant && n > 0) {
        vecs[n / 2].r[0] ^= 1u;
        fprintf(stderr, "sfu_vectors: planted a wrong expected value in vector %zu (lane x bit 0)\n", n / 2);
    }
    FILE *f = fopen(out, "w");
    if (!f) { perror(out); return 2; }
    for (size_t i = 0; i < n; i++) {
        const vec *v = &vecs[i];
        fprintf(f, "%02X %u %08X%08X%08X%08X %08X%08X%08X%08X\n", v->op, v->mode,
                v->s[3], v->s[2], v->s[1], v->s[0], v->r[3], v->r[2], v->r[1], v->r[0]);
    }
    if (fclose(f) != 0) { perror(out); return 2; }
    if (odir)
        printf("sfu_vectors: GPU %d: %zu vectors (%d files: %s) -> %s\n", gpu_sel, n, nf, files, out);
    else
        printf("sfu_vectors: GPU %d: seed %llu, %zu vectors (of %zu) -> %s\n", gpu_sel,
               (unsigned long long)seed, n, nvec, out);
    free(vecs);
    return 0;
}

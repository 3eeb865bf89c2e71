/*
 * sfugen: generates the special-function unit's tables and constants
 * (docs/numerics.md section 3) as a C header and as $readmemh files.
 *
 *   sfugen --c cmodel/sfu_tables.h --hex rtl/sfu_tables
 *
 * Every value is computed with exact integer arithmetic or with 128-bit
 * fixed point (120 fraction bits; series for exp, atanh, sin, arctan), never
 * with libm, so the output is bit-identical on every host. Values are then
 * rounded to nearest into their table format. The seeds (16 bits) use
 * IEEE double division and square root, which are correctly rounded and so
 * also host-independent.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

#define QB 120
static const u128 ONE = (u128)1 << QB;

/* (a*b) >> QB for values below 16 (so the product stays below 2^128) */
static u128 fmul(u128 a, u128 b)
{
    uint64_t a0 = (uint64_t)a, a1 = (uint64_t)(a >> 64), b0 = (uint64_t)b, b1 = (uint64_t)(b >> 64);
    u128 p00 = (u128)a0 * b0, p01 = (u128)a0 * b1, p10 = (u128)a1 * b0, p11 = (u128)a1 * b1;
    u128 mid = (p00 >> 64) + (uint64_t)p01 + (uint64_t)p10;
    u128 lo = ((u128)(uint64_t)mid << 64) | (uint64_t)p00;
    u128 hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    return (hi << (128 - QB)) | (lo >> QB);
}

/* (a << QB) / b, restoring division; values below 64 */
static u128 fdiv(u128 a, u128 b)
{
    u128 q = a / b, rem = a % b;
    for (int i = 0; i < QB; i++) {
        rem <<= 1;
        q <<= 1;
        if (rem >= b) { rem -= b; q |= 1; }
    }
    return q;
}

static u128 fexp(u128 z) /* e^z, 0 <= z < 1 */
{
    u128 sum = ONE, term = ONE;
    for (unsigned k = 1; term; k++) {
        term = fmul(term, z) / k;
        sum += term;
    }
    return sum;
}

static u128 fln2(void) /* sum 1/(k 2^k) */
{
    u128 sum = 0;
    for (unsigned k = 1; k < QB + 8; k++) sum += (ONE >> k) / k;
    return sum;
}

static u128 fatanh(u128 w) /* w^1/1 + w^3/3 + ..., 0 <= w < 0.5 */
{
    u128 sum = 0, p = w, w2 = fmul(w, w);
    for (unsigned k = 1; p; k += 2) {
        sum += p / k;
        p = fmul(p, w2);
    }
    return sum;
}

static u128 facot_int(unsigned n) /* atan(1/n) */
{
    u128 sum = 0, p = ONE / n;
    for (unsigned k = 1; p; k += 2) {
        if ((k >> 1) & 1u) sum -= p / k; else sum += p / k;
        p /= (u128)n * n;
    }
    return sum;
}

static u128 fpi(void) /* Machin: 16 atan(1/5) - 4 atan(1/239) */
{
    return 16 * facot_int(5) - 4 * facot_int(239);
}

static u128 fsin(u128 z) /* 0 <= z <= pi/2 */
{
    u128 sum = z, term = z, z2 = fmul(z, z);
    for (unsigned k = 1; term; k++) {
        term = fmul(term, z2) / ((u128)(2 * k) * (2 * k + 1));
        if (k & 1u) sum -= term; else sum += term;
    }
    return sum;
}

/* round a QB value to Q2.62 */
static uint64_t to_q62(u128 v)
{
    return (uint64_t)((v + ((u128)1 << (QB - 63))) >> (QB - 62));
}

/* ---- the tables ---- */
enum { RCP_N = 1024, RSQ_N = 1024, EX2_N = 256, LG2_J0 = 192, LG2_N = 192, SIN_N = 257 };
static uint16_t rcp_seed[RCP_N], rsq_seed[RSQ_N], lg2_r[LG2_N];
static uint64_t ex2_tab[EX2_N], sin_tab[SIN_N];
static int64_t lg2_l[LG2_N];

typedef struct { const char *name, *comment; uint64_t v; } konst;
enum { NCONST = 11 };
static konst consts[NCONST];

static void compute(void)
{
    for (int i = 0; i < RCP_N; i++)
        rcp_seed[i] = (uint16_t)lround(65536.0 / (1.0 + (i + 0.5) / 1024.0));
    for (int i = 0; i < RSQ_N; i++) {
        double mm = i < 512 ? 1.0 + (i + 0.5) / 512.0 : 2.0 * (1.0 + (i - 512 + 0.5) / 512.0);
        rsq_seed[i] = (uint16_t)lround(65536.0 / sqrt(mm));
    }
    const u128 ln2 = fln2();
    for (int j = 0; j < EX2_N; j++) ex2_tab[j] = to_q62(fexp(fmul(ln2, (u128)j << (QB - 8))));
    for (int k = 0; k < LG2_N; k++) {
        unsigned j = (unsigned)(k + LG2_J0);
        /* r = round(4096 / ((j + 0.5)/256)) = round(2^21 / (2j+1)) */
        unsigned r = (j == 255 || j == 256) ? 4096u : (unsigned)((2u * (1u << 21) + (2 * j + 1)) / (2 * (2 * j + 1)));
        lg2_r[k] = (uint16_t)r;
        /* -log2(r/4096) = -2 atanh((r-4096)/(r+4096)) / ln2 */
        unsigned num = r > 4096 ? r - 4096 : 4096 - r;
        u128 w = fdiv((u128)num, (u128)r + 4096u);
        uint64_t mag = to_q62(fdiv(2 * fatanh(w), ln2));
        lg2_l[k] = r > 4096 ? -(int64_t)mag : (int64_t)mag;
    }
    const u128 pi = fpi();
    for (int j = 0; j < SIN_N; j++) sin_tab[j] = to_q62(fsin(pi / 512 * (unsigned)j));
    /* exact sin(pi/2) = 1 (the series gives it to 2^-118) */
    sin_tab[256] = (uint64_t)1 << 62;

    int n = 0;
    u128 t = ONE;
    static const char *cn[4] = { "SFU_EX2_C1", "SFU_EX2_C2", "SFU_EX2_C3", "SFU_EX2_C4" };
    for (unsigned k = 1; k <= 4; k++) {
        t = fmul(t, ln2) / k;
        consts[n++] = (konst){ cn[k - 1], "ln2^k/k!, Q2.62", to_q62(t) };
    }
    static const char *dn[5] = { "SFU_LG2_D1", "SFU_LG2_D2", "SFU_LG2_D3", "SFU_LG2_D4", "SFU_LG2_D5" };
    for (unsigned k = 1; k <= 5; k++)
        consts[n++] = (konst){ dn[k - 1], "1/(k ln2) magnitude, Q2.62 (sign (-1)^(k+1) applied in sfu.c)", to_q62(fdiv(ONE, ln2 * k)) };
    /* K = round(2^66 / (2 pi)) */
    u128 inv2pi = fdiv(ONE, 2 * pi);
    consts[n++] = (konst){ "SFU_INV2PI_66", "round(2^66/(2 pi))", (uint64_t)((inv2pi + ((u128)1 << 53)) >> 54) };
    consts[n++] = (konst){ "SFU_PIO2", "pi/2, Q2.62", to_q62(pi / 2) };
    if (n != NCONST) { fprintf(stderr, "sfugen: constant count\n"); exit(2); }
}

/* ---- output ---- */

static FILE *open_out(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); exit(1); }
    return f;
}

static void close_out(FILE *f, const char *path)
{
    if (ferror(f) || fclose(f)) { fprintf(stderr, "sfugen: write error on %s\n", path); exit(1); }
}

static void c_array(FILE *f, const char *type, const char *name, const char *what, int n, int digits,
                    uint64_t (*get)(int))
{
    fprintf(f, "/* %s */\nstatic const %s %s[%d] = {", what, type, name, n);
    int per = digits <= 4 ? 8 : 3;
    for (int i = 0; i < n; i++) {
        if (i % per == 0) fprintf(f, "\n   ");
        if (digits <= 4) fprintf(f, " 0x%0*llXu,", digits, (unsigned long long)get(i));
        else if (strcmp(type, "int64_t") == 0) fprintf(f, " (int64_t)0x%016llXull,", (unsigned long long)get(i));
        else fprintf(f, " 0x%016llXull,", (unsigned long long)get(i));
    }
    fprintf(f, "\n};\n\n");
}

static void hex_file(const char *dir, const char *name, const char *what, int n, int digits, uint64_t (*get)(int))
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.hex", dir, name);
    FILE *f = open_out(path);
    fprintf(f, "// %s: %s; %d entries, %d bits. Generated by tools/sfugen.c (make sfu-tables).\n",
            name, what, n, digits * 4);
    for (int i = 0; i < n; i++) fprintf(f, "%0*llX\n", digits, (unsigned long long)get(i));
    close_out(f, path);
}

static uint64_t g_rcp(int i) { return rcp_seed[i]; }
static uint64_t g_rsq(int i) { return rsq_seed[i]; }
static uint64_t g_ex2(int i) { return ex2_tab[i]; }
static uint64_t g_lg2r(int i) { return lg2_r[i]; }
static uint64_t g_lg2l(int i) { return (uint64_t)lg2_l[i]; }
static uint64_t g_sin(int i) { return sin_tab[i]; }
static uint64_t g_const(int i) { return consts[i].v; }

static const struct {
    const char *type, *cname, *hname, *what;
    int n, digits;
    uint64_t (*get)(int);
} TABLES[] = {
    { "uint16_t", "sfu_rcp_seed", "rcp_seed", "RCP seed: round(2^16/m), m = midpoint of [1+i/1024, 1+(i+1)/1024)", RCP_N, 4, g_rcp },
    { "uint16_t", "sfu_rsq_seed", "rsq_seed", "RSQ seed: round(2^16/sqrt(m)), i<512: m in [1,2), i>=512: m in [2,4), 512 intervals each", RSQ_N, 4, g_rsq },
    { "uint64_t", "sfu_ex2_tab", "ex2", "EX2: 2^(j/256), Q2.62", EX2_N, 16, g_ex2 },
    { "uint16_t", "sfu_lg2_r", "lg2_r", "LG2 reducer: round(2^12/c), c = (j+0.5)/256, j = 192+index; 4096 for j = 255, 256", LG2_N, 4, g_lg2r },
    { "int64_t", "sfu_lg2_l", "lg2_l", "LG2: -log2(r/2^12), signed Q2.62 (two's complement)", LG2_N, 16, g_lg2l },
    { "uint64_t", "sfu_sin_tab", "sin", "SIN: sin(j*pi/512), Q2.62, j = 0..256", SIN_N, 16, g_sin },
};
#define NTABLES (sizeof TABLES / sizeof TABLES[0])

static void write_c(const char *path)
{
    FILE *f = open_out(path);
    fprintf(f, "/*\n * Special-function unit tables and constants (docs/numerics.md section 3).\n"
               " * GENERATED by tools/sfugen.c: do not edit; run `make sfu-tables`.\n"
               " * The same values are in rtl/sfu_tables/NAME.hex for $readmemh.\n */\n"
               "#ifndef VP_SFU_TABLES_H\n#define VP_SFU_TABLES_H\n\n#include <stdint.h>\n\n");
    fprintf(f, "#define SFU_RCP_SEED_N %d\n#define SFU_RSQ_SEED_N %d\n#define SFU_EX2_N %d\n"
               "#define SFU_LG2_J0 %d\n#define SFU_LG2_N %d\n#define SFU_SIN_N %d\n\n",
            RCP_N, RSQ_N, EX2_N, LG2_J0, LG2_N, SIN_N);
    for (int i = 0; i < NCONST; i++)
        fprintf(f, "#define %-14s 0x%016llXull /* %s */\n", consts[i].name, (unsigned long long)consts[i].v, consts[i].comment);
    fprintf(f, "\n");
    for (size_t t = 0; t < NTABLES; t++)
        c_array(f, TABLES[t].type, TABLES[t].cname, TABLES[t].what, TABLES[t].n, TABLES[t].digits, TABLES[t].get);
    fprintf(f, "#endif\n");
    close_out(f, path);
}

static void write_hex(const char *dir)
{
    for (size_t t = 0; t < NTABLES; t++)
        hex_file(dir, TABLES[t].hname, TABLES[t].what, TABLES[t].n, TABLES[t].digits, TABLES[t].get);
    char path[1024];
    snprintf(path, sizeof path, "%s/consts.hex", dir);
    FILE *f = open_out(path);
    fprintf(f, "// consts: SFU constants, %d entries, 64 bits, in this order. Generated by tools/sfugen.c.\n", NCONST);
    for (int i = 0; i < NCONST; i++)
        fprintf(f, "%016llX // %s: %s\n", (unsigned long long)g_const(i), consts[i].name, consts[i].comment);
    close_out(f, path);
}

int main(int argc, char **argv)
{
    const char *cpath = NULL, *hexdir = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--c") && i + 1 < argc) cpath = argv[++i];
        else if (!strcmp(argv[i], "--hex") && i + 1 < argc) hexdir = argv[++i];
        else {
            fprintf(stderr, "usage: sfugen [--c FILE.h] [--hex DIR]\n");
            return 2;
        }
    }
    if (!cpath && !hexdir) {
        fprintf(stderr, "usage: sfugen [--c FILE.h] [--hex DIR]\n");
        return 2;
    }
    compute();
    if (cpath) write_c(cpath);
    if (hexdir) write_hex(hexdir);
    return 0;
}

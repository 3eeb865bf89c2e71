/*
 * accuracy: how far the hardware's approximations (cmodel/sfu.c,
 * cmodel/vpfloat.c: what NV20 and NV30 compute) are from the exact
 * functions, per chip, beside the bound the specifications give. The exact
 * value is libm's in double precision on the operand.
 *
 *   accuracy [--full] [--gpu nv20|nv30]
 *
 * For each function: the domain the specification states its bound on,
 * the inputs measured (every float of the domain with --full, else an even
 * stride of about 2^21 of them), the largest absolute error (as 2^-k),
 * where it peaks, the largest error in ulps of the exact result, and the
 * bound. The arithmetic rows (ADD, MAD, DP4) compare with IEEE binary32
 * round toward zero, which the VP1 specification asks for, on uniformly
 * random normal operands (seed 1).
 *
 * The table states facts; it never fails: the hardware is the contract
 * (docs/numerics.md), so a row over its bound is a property of the chip,
 * printed as "OVER". Exit status 0, or 2 on a usage error or when standard
 * output cannot be written.
 */
#include <errno.h>
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sfu.h"
#include "vpfloat.h"
#include "vpwrite.h"

static double dbl(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return (double)f;
}

static uint32_t bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

typedef struct {
    const char *name, *domain;
    uint32_t lo, hi;         /* bit patterns [lo, hi) of positive floats */
    double bound;            /* absolute error bound of the spec */
    int nv30_only;
    int ulps;                /* a relative bound makes sense: print ulps */
    uint32_t (*fn)(uint32_t, vpf_mode);
    double (*exact)(double);
} func;

static uint32_t f_expz(uint32_t a, vpf_mode m)
{
    uint32_t r[4];
    sfu_exp(a, r, m);
    return r[2];
}

static uint32_t f_logz(uint32_t a, vpf_mode m)
{
    uint32_t r[4];
    sfu_log(a, r, m);
    return r[2];
}

static double e_rcp(double x) { return 1.0 / x; }
static double e_rsq(double x) { return 1.0 / sqrt(x); }
static double e_ex2(double x) { return exp2(x); }
static double e_lg2(double x) { return log2(x); }

static double ulp_of(double y)
{
    int e;
    frexp(fabs(y), &e);
    return ldexp(1.0, e - 24);
}

static void measure(const func *f, vpf_mode m, int full)
{
    const uint32_t n = f->hi - f->lo, step = full || n <= (1u << 21) ? 1u : n >> 21;
    double max_abs = 0, max_ulp = 0;
    uint32_t at = f->lo;
    uint64_t count = 0;
    for (uint32_t x = f->lo; x < f->hi && x >= f->lo; x += step) {
        const double y = f->exact(dbl(x)), r = dbl(f->fn(x, m));
        const double err = fabs(r - y), u = y != 0 ? err / ulp_of(y) : 0;
        if (err > max_abs) {
            max_abs = err;
            at = x;
        }
        if (u > max_ulp)
            max_ulp = u;
        count++;
        if (x > UINT32_MAX - step)
            break;
    }
    char ulps[32] = "-";
    if (f->ulps)
        snprintf(ulps, sizeof ulps, "%.2f", max_ulp);
    printf("| %-5s | %-12s | %10llu | 2^%-6.2f | %-13.9g | %7s | 2^%.0f | %s |\n", f->name, f->domain,
           (unsigned long long)count, max_abs > 0 ? log2(max_abs) : -INFINITY, dbl(at), ulps, log2(f->bound),
           max_abs < f->bound ? "within" : "**OVER**");
}

static uint32_t rnd32(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return (uint32_t)(*s >> 11);
}

/* a normal float with exponent in [-20, 20] and a random sign */
static uint32_t operand(uint64_t *s)
{
    const uint32_t r = rnd32(s);
    return (r & 0x807FFFFFu) | (uint32_t)(127 - 20 + (int)((r >> 23) % 41)) << 23;
}

/* The same instruction in IEEE binary32 arithmetic with every product and
 * sum rounded toward zero, left to right (the host's floats in FE_TOWARDZERO;
 * the operands keep every intermediate value normal). */
static uint32_t ieee_rz(int op, const uint32_t a[4], const uint32_t b[4])
{
    volatile float r;
    float x[4], y[4];
    for (int k = 0; k < 4; k++) {
        memcpy(&x[k], &a[k], sizeof(float));
        memcpy(&y[k], &b[k], sizeof(float));
    }
    const int old = fegetround();
    fesetround(FE_TOWARDZERO);
    if (op == 0) {
        r = x[0] + y[0];
    } else if (op == 1) {
        volatile float p = x[0] * y[0];
        r = p + x[1];
    } else {
        volatile float p0 = x[0] * y[0], p1 = x[1] * y[1], p2 = x[2] * y[2], p3 = x[3] * y[3];
        volatile float s = p0 + p1;
        s = s + p2;
        r = s + p3;
    }
    fesetround(old);
    return bits(r);
}

static void arith(vpf_mode m, unsigned count)
{
    static const char *const names[3] = {"ADD", "MAD", "DP4"};
    for (int op = 0; op < 3; op++) {
        uint64_t s = 1;
        unsigned differ = 0;
        double max_ulp = 0;
        for (unsigned i = 0; i < count; i++) {
            uint32_t a[4], b[4];
            for (int k = 0; k < 4; k++) {
                a[k] = operand(&s);
                b[k] = operand(&s);
            }
            const uint32_t got = op == 0 ? vpf_add(a[0], b[0], m)
                                 : op == 1 ? vpf_mad(a[0], b[0], a[1], m)
                                           : vpf_dp4(a, b, m);
            const uint32_t want = ieee_rz(op, a, b);
            if (got != want) {
                differ++;
                const double u = fabs(dbl(got) - dbl(want)) / ulp_of(dbl(want));
                if (u > max_ulp)
                    max_ulp = u;
            }
        }
        printf("| %-5s | %-12s | %10u | %.2f %% differ from IEEE binary32 rounded toward zero at each step; "
               "by at most %.0f ulp |\n",
               names[op], "random", count, 100.0 * differ / count, max_ulp);
    }
}

static void usage(FILE *f)
{
    fprintf(f, "usage: accuracy [--full] [--gpu nv20|nv30]\n"
               "Measures the NV20/NV30 approximations against libm, beside the spec's bounds.\n"
               "  --full        every float of each domain (minutes), not a stride of 2^21\n"
               "  --gpu G       one chip only (default: both)\n");
}

static int run(int argc, char **argv)
{
    int full = 0, only = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--full")) {
            full = 1;
        } else if (!strcmp(argv[i], "--gpu") && i + 1 < argc) {
            i++;
            only = !strcmp(argv[i], "nv20") ? 20 : !strcmp(argv[i], "nv30") ? 30 : -1;
            if (only < 0) {
                fprintf(stderr, "accuracy: error: --gpu takes nv20 or nv30, not '%s'\n", argv[i]);
                return 2;
            }
        } else {
            fprintf(stderr, "accuracy: error: unknown argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    const func fs[] = {
        {"RCP", "[1, 2)", bits(1.0f), bits(2.0f), 0x1p-22, 0, 1, sfu_rcp, e_rcp},
        {"RCC", "[1, 2)", bits(1.0f), bits(2.0f), 0x1p-22, 0, 1, sfu_rcc, e_rcp},
        {"RSQ", "[1, 4)", bits(1.0f), bits(4.0f), 0x1p-22, 0, 1, sfu_rsq, e_rsq},
        {"EXP.z", "[0, 1)", bits(0x1p-24f), bits(1.0f), 0x1p-11, 0, 0, f_expz, e_ex2},
        {"LOG.z", "[1, 2)", bits(1.0f), bits(2.0f), 0x1p-11, 0, 0, f_logz, e_lg2},
        {"EX2", "[0, 1)", bits(0x1p-24f), bits(1.0f), 0x1p-22, 1, 1, sfu_ex2, e_ex2},
        {"LG2", "[1, 2)", bits(1.0f), bits(2.0f), 0x1p-22, 1, 0, sfu_lg2, e_lg2},
        {"LG2", "[0.5, 1)", bits(0.5f), bits(1.0f), 0x1p-22, 1, 0, sfu_lg2, e_lg2},
        {"SIN", "[2^-24, 2pi)", bits(0x1p-24f), bits(6.2831853f), 0x1p-22, 1, 0, sfu_sin, sin},
        {"COS", "[2^-24, 2pi)", bits(0x1p-24f), bits(6.2831853f), 0x1p-22, 1, 0, sfu_cos, cos},
    };
    for (int g = 0; g < 2; g++) {
        const int gen = g ? 30 : 20;
        if (only && only != gen)
            continue;
        printf("\n### NV%d (%s)\n\n", gen, gen == 20 ? "GeForce3, GeForce4 Ti, Xbox NV2A" : "GeForce FX");
        printf("| op | domain | inputs | max abs error | at input | max ulp | spec bound | |\n");
        printf("|---|---|---:|---:|---:|---:|---:|---|\n");
        for (size_t i = 0; i < sizeof fs / sizeof fs[0]; i++) {
            if (fs[i].nv30_only && gen == 20)
                continue;
            measure(&fs[i], gen == 20 ? VPF_NV20 : fs[i].nv30_only ? VPF_NV30_VP2 : VPF_NV30_VP1, full);
        }
        arith(gen == 20 ? VPF_NV20 : VPF_NV30_VP1, full ? 4000000u : 400000u);
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "accuracy: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

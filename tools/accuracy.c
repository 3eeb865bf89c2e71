/*
 * accuracy: measures the special-function unit (cmodel/sfu.c) against
 * double-precision libm and prints a table: function, domain, inputs,
 * max absolute error, input with the largest ulp error, max ulps, bound.
 *
 *   accuracy          sampled: 2^24 evenly spaced bit patterns (seconds)
 *   accuracy --full   every one of the 2^32 inputs for RCP, RSQ, EX2, LG2,
 *                     every float in [0, 2 pi) for SIN and COS, every 16th
 *                     pattern for the RCC clamp and EXP.z / LOG.z
 *   -j N              worker processes (default: online CPUs, at most 8)
 *
 * "at input" is where the bounded metric peaks (max ulps, or max abs error).
 *
 * Error model (docs/numerics.md section 4): the reference y is computed in
 * double on the operand as the engine reads it (denormals as zero). A NaN or
 * infinite y, or one of magnitude >= 2^128, must
 * be matched exactly (by Inf); a finite y below 2^-126 must give 0 or
 * +-2^-126 (flush); an infinite result for a finite y counts as 2^128. One
 * ulp is 2^(floor(log2|y|) - 23). Exit status 1 if a bound is exceeded.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sfu.h"
#include "vpfloat.h"

enum { F_RCP, F_RSQ, F_EX2, F_LG2, F_SIN, F_COS, F_EXPZ, F_LOGZ, F_RCC, NF };

typedef struct {
    uint64_t n;          /* inputs compared */
    uint64_t bad;        /* special-value mismatches (NaN/Inf/flush/zero) */
    uint64_t not_rn;     /* normal results that differ from libm rounded to nearest */
    double max_ulp;
    double max_abs;
    uint32_t bad_in;     /* first such input */
    uint32_t ulp_in;
    uint32_t abs_in;
} stat;

static const char *const NAMES[NF] = { "RCP", "RSQ", "EX2", "LG2", "SIN", "COS", "EXP.z", "LOG.z", "RCC" };

static float f_of(uint32_t u) { float f; memcpy(&f, &u, sizeof f); return f; }

static void note_bad(stat *s, uint32_t in)
{
    if (!s->bad) s->bad_in = in;
    s->bad++;
}

/* 1/ulp of a normal |y|: 2^(23 - floor(log2|y|)), from the exponent bits */
static inline double inv_ulp(double ay)
{
    uint64_t yb, ib;
    memcpy(&yb, &ay, sizeof yb);
    ib = (uint64_t)(2 * 1023 + 23 - (int64_t)(yb >> 52)) << 52;
    double r;
    memcpy(&r, &ib, sizeof r);
    return r;
}

/* the rare cases of record(): NaN/Inf/overflow/flush references, or an
 * infinite result */
static void record_special(stat *s, uint32_t in, uint32_t r, double y)
{
    int rnan = vpf_isnan(r);
    if (isnan(y)) { if (!rnan) note_bad(s, in); return; }
    if (rnan) { note_bad(s, in); return; }
    double ay = fabs(y);
    if (isinf(y) || ay >= 0x1p128) { /* beyond binary32 even before rounding: must be Inf */
        if (!(vpf_isinf(r) && ((r >> 31) != 0) == (y < 0))) note_bad(s, in);
        return;
    }
    if (ay < 0x1p-126) { /* flush zone */
        uint32_t mag = r & 0x7FFFFFFFu;
        if (!(mag == 0 || mag == 0x00800000u)) note_bad(s, in);
        return;
    }
    /* infinite result for a finite reference: counts as 2^128 */
    double u = fabs(copysign(0x1p128, (r >> 31) ? -1.0 : 1.0) - y) * inv_ulp(ay);
    if (u > s->max_ulp) { s->max_ulp = u; s->ulp_in = in; }
}

/* compare result r (bits) with reference y for input in */
static inline void record(stat *s, uint32_t in, uint32_t r, double y)
{
    s->n++;
    double ay = fabs(y);
    if (ay >= 0x1p-126 && ay < 0x1p128 && (r & 0x7F800000u) != 0x7F800000u) { /* the common case */
        float rf = f_of(r);
        double err = fabs((double)rf - y);
        double u = err * inv_ulp(ay);
        if (u > s->max_ulp) { s->max_ulp = u; s->ulp_in = in; }
        if (err > s->max_abs) { s->max_abs = err; s->abs_in = in; }
        s->not_rn += (float)y != rf;
        return;
    }
    record_special(s, in, r, y);
}

static void merge(stat *a, const stat *b)
{
    if (b->bad && !a->bad) a->bad_in = b->bad_in;
    a->bad += b->bad;
    a->not_rn += b->not_rn;
    a->n += b->n;
    if (b->max_ulp > a->max_ulp) { a->max_ulp = b->max_ulp; a->ulp_in = b->ulp_in; }
    if (b->max_abs > a->max_abs) { a->max_abs = b->max_abs; a->abs_in = b->abs_in; }
}

static double ref_in(uint32_t x) { return (double)f_of(vpf_in(x)); }

/* the per-input work of the big sweep; `every16` adds the cheaper-bounded
 * checks (RCC clamp, EXP.z, LOG.z) on one input in 16 */
static void sweep_one(stat *st, uint32_t x, int every16)
{
    double d = ref_in(x);
    int neg = d < 0; /* negative, not -0: LG2 and RSQ (VP2) are NaN by definition */
    uint32_t rcp = sfu_rcp(x, VPF_VP2);
    record(&st[F_RCP], x, rcp, 1.0 / d);
    record(&st[F_RSQ], x, sfu_rsq(x, VPF_VP2), neg ? NAN : 1.0 / sqrt(d));
    record(&st[F_EX2], x, sfu_ex2(x, VPF_VP2), exp2(d));
    record(&st[F_LG2], x, sfu_lg2(x, VPF_VP2), neg ? NAN : log2(d));
    if (!every16) return;
    /* RCC must be exactly the clamp of RCP */
    uint32_t rcc = sfu_rcc(x, VPF_VP2), want = rcp;
    if (!vpf_isnan(rcp)) {
        uint32_t mag = rcp & 0x7FFFFFFFu;
        mag = mag < 0x1F800000u ? 0x1F800000u : mag > 0x5F800000u ? 0x5F800000u : mag;
        want = (rcp & 0x80000000u) | mag;
    }
    st[F_RCC].n++;
    if (rcc != want) note_bad(&st[F_RCC], x);
    if (!isnan(d) && !isinf(d)) {
        uint32_t o[4];
        if (d > -126.0 && d < 128.0) { /* EXP.z: error relative to 2^floor(x) */
            sfu_exp(x, o, VPF_VP2);
            double e = fabs((double)f_of(o[2]) - exp2(d)) / exp2(floor(d));
            stat *s = &st[F_EXPZ];
            s->n++;
            if (e > s->max_abs) { s->max_abs = e; s->abs_in = x; }
        }
        if (d != 0.0) { /* LOG.z: absolute error */
            sfu_log(x, o, VPF_VP2);
            double e = fabs((double)f_of(o[2]) - log2(fabs(d)));
            stat *s = &st[F_LOGZ];
            s->n++;
            if (e > s->max_abs) { s->max_abs = e; s->abs_in = x; }
        }
    }
}

static void sincos_one(stat *st, uint32_t x)
{
    double d = ref_in(x);
    record(&st[F_SIN], x, sfu_sin(x, VPF_VP2), sin(d));
    record(&st[F_COS], x, sfu_cos(x, VPF_VP2), cos(d));
}

#define TWO_PI_BITS 0x40C90FDBu /* float(2 pi) > 2 pi, so [0, 2 pi) ends just before it */

/* worker w of nw: every nw-th chunk of 2^16 inputs of each sweep, so the
 * cheap and the expensive parts of the input space are shared evenly */
#define CHUNK 65536u
static void work(int w, int nw, int full, stat *st)
{
    memset(st, 0, sizeof(stat) * NF);
    const uint64_t step = full ? 1 : 256, count = ((uint64_t)1 << 32) / step;
    for (uint64_t c0 = (uint64_t)w * CHUNK; c0 < count; c0 += (uint64_t)nw * CHUNK)
        for (uint64_t i = c0; i < c0 + CHUNK && i < count; i++) {
            uint32_t x = (uint32_t)(i * step + (full ? 0 : (i * 0x9E37u) % step)); /* sampled: jitter low bits */
            sweep_one(st, x, full ? (x & 15u) == 0 : 1);
        }
    const uint64_t sstep = full ? 1 : 64, scount = TWO_PI_BITS / sstep;
    for (uint64_t c0 = (uint64_t)w * CHUNK; c0 < scount; c0 += (uint64_t)nw * CHUNK)
        for (uint64_t i = c0; i < c0 + CHUNK && i < scount; i++) sincos_one(st, (uint32_t)(i * sstep));
}

typedef struct { const char *domain; double bound_ulp, bound_abs; } bound;

static const bound BOUNDS[NF] = {
    [F_RCP] = { "all 2^32", 1.0, 0 },
    [F_RSQ] = { "all 2^32", 1.0, 0 },
    [F_EX2] = { "all 2^32", 1.0, 0 },
    [F_LG2] = { "all 2^32", 1.0, 0 },
    [F_SIN] = { "[0, 2pi)", 0, 0x1p-22 },
    [F_COS] = { "[0, 2pi)", 0, 0x1p-22 },
    [F_EXPZ] = { "(-126,128)", 0, 0x1p-11 },
    [F_LOGZ] = { "x != 0", 0, 0x1p-11 },
    [F_RCC] = { "2^32 / 16", 0, 0 },
};

int main(int argc, char **argv)
{
    int full = 0;
    long nw = sysconf(_SC_NPROCESSORS_ONLN);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--full")) full = 1;
        else if (!strcmp(argv[i], "-j") && i + 1 < argc) nw = atol(argv[++i]);
        else { fprintf(stderr, "usage: accuracy [--full] [-j N]\n"); return 2; }
    }
    if (nw < 1) nw = 1;
    if (nw > 8) nw = 8;
    int fds[8];
    pid_t pids[8];
    for (int w = 0; w < nw; w++) {
        int p[2];
        if (pipe(p)) { perror("pipe"); return 2; }
        pid_t pid = fork();
        if (pid < 0) { perror("fork"); return 2; }
        if (pid == 0) {
            close(p[0]);
            stat st[NF];
            work(w, (int)nw, full, st);
            const char *b = (const char *)st;
            size_t left = sizeof st;
            while (left) {
                ssize_t k = write(p[1], b, left);
                if (k <= 0) _exit(3);
                b += k;
                left -= (size_t)k;
            }
            _exit(0);
        }
        close(p[1]);
        fds[w] = p[0];
        pids[w] = pid;
    }
    stat tot[NF];
    memset(tot, 0, sizeof tot);
    int failed = 0;
    for (int w = 0; w < nw; w++) {
        stat st[NF];
        char *b = (char *)st;
        size_t left = sizeof st;
        while (left) {
            ssize_t k = read(fds[w], b, left);
            if (k <= 0) { fprintf(stderr, "accuracy: worker %d died\n", w); return 2; }
            b += k;
            left -= (size_t)k;
        }
        close(fds[w]);
        int status;
        waitpid(pids[w], &status, 0);
        for (int f = 0; f < NF; f++) merge(&tot[f], &st[f]);
    }
    printf("SFU accuracy against double libm (%s sweep, %ld workers)\n\n", full ? "full" : "sampled", nw);
    printf("%-6s %-11s %11s %-11s %-26s %-9s %-9s %-10s %s\n", "func", "domain", "inputs", "max abs err", "at input", "max ulps", "!= RN", "bound", "result");
    for (int f = 0; f < NF; f++) {
        const stat *s = &tot[f];
        const bound *b = &BOUNDS[f];
        int ok = s->bad == 0 && s->n > 0;
        char bnd[32], at[48], ulps[32], abse[32], nrn[32];
        uint32_t in = s->ulp_in;
        snprintf(abse, sizeof abse, "-");
        if (b->bound_ulp > 0) {
            ok = ok && s->max_ulp <= b->bound_ulp;
            snprintf(bnd, sizeof bnd, "%g ulp", b->bound_ulp);
        } else if (b->bound_abs > 0) {
            ok = ok && s->max_abs < b->bound_abs;
            snprintf(bnd, sizeof bnd, "2^%d abs", (int)log2(b->bound_abs));
            snprintf(abse, sizeof abse, "%.3e", s->max_abs);
            in = s->abs_in;
        } else snprintf(bnd, sizeof bnd, "exact");
        if (f == F_RCC) snprintf(at, sizeof at, "-");
        else snprintf(at, sizeof at, "0x%08X (%.7g)", in, (double)f_of(in));
        if (f == F_EXPZ || f == F_LOGZ || f == F_RCC) snprintf(ulps, sizeof ulps, "-");
        else snprintf(ulps, sizeof ulps, "%.6f", s->max_ulp);
        if (f == F_EXPZ || f == F_LOGZ || f == F_RCC) snprintf(nrn, sizeof nrn, "-");
        else snprintf(nrn, sizeof nrn, "%llu", (unsigned long long)s->not_rn);
        printf("%-6s %-11s %11llu %-11s %-26s %-9s %-9s %-10s %s", NAMES[f], b->domain, (unsigned long long)s->n,
               abse, at, ulps, nrn, bnd, ok ? "ok" : "FAIL");
        if (s->bad) printf(" (%llu special-value mismatches, first 0x%08X)", (unsigned long long)s->bad, s->bad_in);
        printf("\n");
        failed |= !ok;
    }
    printf("\n!= RN: normal results that differ from the libm value rounded to nearest (0: correctly rounded).\n"
           "EXP.z error is relative to 2^floor(x); LOG.z error is absolute; RCC: result == clamp(RCP) exactly.\n");
    return failed;
}

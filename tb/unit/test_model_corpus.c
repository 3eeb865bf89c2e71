/*
 * Runs every program of the shared corpus (VP_CORPUS) and of programs/
 * (VP_PROGRAMS) on the golden model: once with all-zero inputs, then on
 * VERTICES vertices of seeded random attributes and constants (seed printed,
 * VP_SEED to reproduce). Every run must stop by itself within the watchdog
 * and, in the sanitizer build (`make unit-asan`), without a report.
 * Programs the assembler refuses are skipped here (test_asm_corpus checks
 * that they are refused).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbutil.h"
#include "vpfile.h"
#include "vpasm.h"
#include "vpmodel.h"

#define VERTICES 16

static uint64_t rng;
static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

/* Operand classes: small floats, special values, integers near the address clamps. */
static uint32_t rnd_value(void)
{
    static const uint32_t special[] = {0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u,
                                       0x00000001u, 0x3F800000u, 0xBF800000u, 0x43FF8000u, 0xC4000000u,
                                       0x7F7FFFFFu, 0x00800000u};
    switch (rnd() % 4) {
    case 0:
        return special[rnd() % (sizeof special / sizeof special[0])];
    case 1:
        return rnd();
    default: {
        /* a float in about [-8, 8) */
        uint32_t e = 124 + rnd() % 6;
        return (rnd() & 0x80000000u) | e << 23 | (rnd() & 0x7FFFFFu);
    }
    }
}

typedef struct {
    int programs, runs, failed;
} tally;

static void run_file(const char *path, const char *name, void *user)
{
    tally *t = user;
    (void)name;
    size_t len;
    char *text = vp_read_file(path, TB_MAX_FILE, &len);
    if (!text)
        return;
    static vpasm_output o;
    vpasm_error e;
    int rc = vpasm_assemble(text, len, &o, &e);
    free(text);
    if (rc != 0)
        return;
    vpm *m = vpm_create();
    char err[160];
    if (!m || vpm_load(m, &o.prog, err, sizeof err) != 0) {
        printf("FAIL %s: model refuses the assembler's output: %s\n", path, m ? err : "no memory");
        t->failed++;
        vpm_destroy(m);
        return;
    }
    t->programs++;
    for (int vtx = 0; vtx <= VERTICES; vtx++) {
        if (vtx > 0) {
            for (unsigned i = 0; i < VPM_NCONST; i++) {
                const uint32_t c[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
                vpm_set_const(m, i, c);
            }
            for (unsigned i = 0; i < VPM_NATTR; i++) {
                const uint32_t v[4] = {rnd_value(), rnd_value(), rnd_value(), rnd_value()};
                vpm_set_attr(m, i, 1 + rnd() % 4, v);
            }
        }
        t->runs++;
        if (o.prog.env == UC_ENV_VSP10) {
            uint32_t p[4];
            vpm_get_attr(m, 0, p);
            vpm_end end;
            if (vpm_run_state(m, p, &end) != 0) {
                printf("FAIL %s: state program did not run\n", path);
                t->failed++;
            }
        } else {
            vpm_vertex vx;
            if (vpm_run_vertex(m, &vx) != 0 || vx.executed == 0 || vx.executed > VPM_WATCHDOG) {
                printf("FAIL %s: vertex %d did not run properly\n", path, vtx);
                t->failed++;
            }
        }
    }
    vpm_destroy(m);
}

int main(void)
{
    const char *seed_s = getenv("VP_SEED");
    uint64_t seed = seed_s ? strtoull(seed_s, NULL, 0) : 0x5EEDull;
    rng = seed ? seed : 1;
    printf("test_model_corpus: seed %llu (VP_SEED=%llu reproduces)\n", (unsigned long long)seed,
           (unsigned long long)seed);
    const char *dirs[2] = {tb_corpus_dir(), tb_programs_dir()};
    int bad = 0;
    for (int i = 0; i < 2; i++) {
        tally t = {0, 0, 0};
        tb_walk_programs(dirs[i], run_file, &t);
        printf("%s: %d programs, %d runs, %d failed\n", dirs[i], t.programs, t.runs, t.failed);
        if (t.programs == 0) {
            printf("FAIL %s: no programs ran\n", dirs[i]);
            bad = 1;
        }
        bad |= t.failed != 0;
    }
    printf("test_model_corpus: %s\n", bad ? "FAILED" : "ok");
    return bad;
}

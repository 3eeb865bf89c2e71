/*
 * Assembles every program of the shared real-world corpus (VP_CORPUS,
 * default ../shared/corpus) and of programs/ (VP_PROGRAMS, default
 * programs): each must assemble, except the programs listed in `refused`
 * below, which must fail with the given message. Every image is written as
 * $readmemh text and as binary and read back unchanged.
 *
 * The test cannot pass vacuously: it fails when a folder holds no program,
 * and it checks its own comparison on a program it corrupts on purpose.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbutil.h"
#include "vpfile.h"
#include "vpasm.h"

typedef struct {
    const char *file; /* base name */
    const char *msg;  /* expected message */
} refusal;

/* Programs of the corpus that break a load rule (see its PROVENANCE.md). */
#define ARB_NV3                                                                                                \
    "OPTION NV_vertex_program3 is not supported: vertex texture fetch and the NV40 instructions (a vertex engine " \
    "without texture units)"
static const refusal refused[] = {
    {"mesa_vptest1_c_L59_797ea81d.vp", "the program never writes o[HPOS]"},
    /* !!ARBvp1.0 with vertex texture fetch (docs/arbvp.md) */
    {"wm5_NonlocalBlowup_DisplacementEffect_cpp_L199_84c5ea92.vp", ARB_NV3},
    {"wm5_RootFinderEffect_cpp_L145_84c5ea92.vp", ARB_NV3},
    {"wm5_VertexTextures_DisplacementEffect_cpp_L189_84c5ea92.vp", ARB_NV3},
};

typedef struct {
    int files, passed, failed, arb;
} tally;

static int image_round_trip(const uc_program *p)
{
    for (int fmt = 0; fmt < 2; fmt++) {
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        if (!f)
            return -1;
        if (fmt)
            uc_write_bin(f, p);
        else
            uc_write_hex(f, p);
        fclose(f);
        uc_program q;
        char err[128];
        int ok = uc_read_image((const uint8_t *)buf, len, &q, NULL, err, sizeof err) == 0 && q.count == p->count &&
                 q.env == p->env && q.entry == p->entry && q.pos_invariant == p->pos_invariant &&
                 memcmp(q.words, p->words, p->count * sizeof p->words[0]) == 0;
        free(buf);
        if (!ok)
            return -1;
    }
    return 0;
}

/* 0 when the outcome matches the expectation (expect_msg NULL = must assemble). */
static int quiet; /* self-check: report mismatches by return value only */

static int check_program(const char *path, const char *text, size_t len, const char *expect_msg)
{
    static vpasm_output out;
    vpasm_error err;
    int rc = vpasm_assemble(text, len, &out, &err);
    if (expect_msg) {
        if (rc == 0) {
            if (!quiet)
                printf("FAIL %s: assembled, but must be refused (%s)\n", path, expect_msg);
            return -1;
        }
        if (strcmp(err.msg, expect_msg) != 0) {
            printf("FAIL %s: refused with \"%s\", expected \"%s\"\n", path, err.msg, expect_msg);
            return -1;
        }
        return 0;
    }
    if (rc != 0) {
        if (!quiet)
            printf("FAIL %s:%u:%u: %s\n", path, err.line, err.col, err.msg);
        return -1;
    }
    if (image_round_trip(&out.prog) != 0) {
        printf("FAIL %s: image does not read back unchanged\n", path);
        return -1;
    }
    return 0;
}

static void visit(const char *path, const char *name, void *user)
{
    tally *t = user;
    size_t len;
    char *text = vp_read_file(path, TB_MAX_FILE, &len);
    if (!text) {
        printf("FAIL %s: cannot read\n", path);
        t->failed++;
        return;
    }
    /* !!ARBvp1.0 (issue 56, docs/arbvp.md): assembled too, and counted */
    if (len >= 5 && !strncmp(text, "!!ARB", 5))
        t->arb++;
    const char *expect = NULL;
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        if (!strcmp(name, refused[i].file))
            expect = refused[i].msg;
    t->files++;
    if (check_program(path, text, len, expect) == 0)
        t->passed++;
    else
        t->failed++;
    free(text);
}

int main(void)
{
    int bad = 0;
    const char *dirs[2] = {tb_corpus_dir(), tb_programs_dir()};
    for (int i = 0; i < 2; i++) {
        tally t = {0, 0, 0, 0};
        tb_walk_programs(dirs[i], visit, &t);
        printf("%s: %d programs, %d as expected, %d not", dirs[i], t.files, t.passed, t.failed);
        if (t.arb)
            printf(" (%d of them !!ARBvp1.0)", t.arb);
        printf("\n");
        if (t.files == 0) {
            printf("FAIL %s: no programs found (is the folder there?)\n", dirs[i]);
            bad = 1;
        }
        bad |= t.failed != 0;
    }
    /* self-check: the comparison reports a program that must be refused but assembles,
     * and a valid program damaged by one byte */
    static const char good[] = "!!VP1.0\nMOV o[HPOS], v[OPOS];\nEND\n";
    char broken[sizeof good];
    memcpy(broken, good, sizeof good);
    broken[9] = 'N'; /* "MOV" -> "MNV" */
    quiet = 1;
    if (check_program("self-check-refuse", good, strlen(good), "the program never writes o[HPOS]") == 0 ||
        check_program("self-check-broken", broken, strlen(broken), NULL) == 0) {
        printf("FAIL self-check: the comparison did not report a mismatch\n");
        bad = 1;
    } else {
        printf("self-check: a refused-but-assembling program and a damaged program are both reported\n");
    }
    quiet = 0;
    printf("test_asm_corpus: %s\n", bad ? "FAILED" : "ok");
    return bad;
}

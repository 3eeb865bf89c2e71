/*
 * test_tgsi: TGSI token streams (cmodel/tgsi.h, tgsi_dis.h).
 *
 *  1. Round trip: every program of programs/ (VP_PROGRAMS) and of the
 *     corpus (VP_CORPUS) that assembles is emitted as TGSI, written as bytes
 *     and as hex text, read back and loaded: the microcode must equal the
 *     assembler's (every word, env, entry, count, position invariance), the
 *     loaded program emitted again must give the same tokens, and the
 *     printer must print the stream.
 *  2. Cases in tb/tgsi/valid and tb/tgsi/invalid (root VP_TB_TGSI, default
 *     tb/tgsi): hex text streams with header comments
 *         # expect: ok | ok refused | token N: message
 *         # vp: one line of the program text the stream must equal (ok cases)
 *     An invalid case passes when tgsi_load (or the hex reader) reports that
 *     token index and that message exactly.
 *  3. Damaged streams: emitted streams with random token changes, cuts and
 *     insertions must be loaded or refused cleanly (error token within the
 *     stream, a message; an accepted program passes uc_check_program). The
 *     seed is printed; SEED=N reproduces a run, TGSI_MUTATIONS=N sets the count.
 *  4. Self-checks: a wrong expected message, a wrong token index and a
 *     program damaged by one bit must each be reported as a mismatch.
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tbutil.h"
#include "tgsi.h"
#include "tgsi_dis.h"
#include "ucode.h"
#include "vpasm.h"
#include "vpdis.h"
#include "vpfile.h"

static int quiet; /* self-checks: report by return value only */

static bool same_program(const uc_program *a, const uc_program *b, char *why, size_t sz)
{
    if (a->env != b->env || a->pos_invariant != b->pos_invariant || a->entry != b->entry || a->count != b->count) {
        snprintf(why, sz, "header differs: env %u/%u pi %u/%u entry %u/%u count %u/%u", a->env, b->env,
                 a->pos_invariant, b->pos_invariant, a->entry, b->entry, a->count, b->count);
        return false;
    }
    for (unsigned i = 0; i < a->count; i++)
        if (!uc_word_eq(&a->words[i], &b->words[i])) {
            char ha[33], hb[33];
            uc_word_hex(&a->words[i], ha);
            uc_word_hex(&b->words[i], hb);
            snprintf(why, sz, "word %u differs: %s, expected %s", i, ha, hb);
            return false;
        }
    return true;
}

/* ---- 1. round trip ---------------------------------------------------------- */

typedef struct {
    int files, passed, failed, skipped;
} tally;

/* 0 when text -> TGSI -> microcode equals text -> microcode. */
static int round_trip(const char *path, const uc_program *p)
{
    uint32_t *tok = NULL, *tok2 = NULL, *tok3 = NULL, *tok4 = NULL;
    size_t n = 0, n2 = 0, n3 = 0, n4 = 0;
    tgsi_error err;
    char why[200];
    int rc = -1;
    static tgsi_load_result res;
    char *bytes = NULL, *hex = NULL, *dis = NULL;
    size_t blen = 0, hlen = 0, dlen = 0;
    if (tgsi_emit(p, &tok, &n, &err) != 0) {
        if (!quiet)
            printf("FAIL %s: emit: %s\n", path, err.msg);
        goto out;
    }
    /* bytes and hex text read back to the same tokens */
    FILE *f = open_memstream(&bytes, &blen);
    if (!f || tgsi_write_bin(f, tok, n) != 0) {
        printf("FAIL %s: cannot write the stream\n", path);
        if (f)
            fclose(f);
        goto out;
    }
    fclose(f);
    f = open_memstream(&hex, &hlen);
    if (!f)
        goto out;
    fprintf(f, "# %s\n", path);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%08x%s", (unsigned)tok[i], i % 8 == 7 ? "\n" : " ");
    fclose(f);
    if (tgsi_from_bytes((const uint8_t *)bytes, blen, &tok2, &n2, &err) != 0 || n2 != n ||
        memcmp(tok, tok2, n * sizeof *tok) != 0 || tgsi_from_hex_text(hex, hlen, &tok3, &n3, &err) != 0 ||
        n3 != n || memcmp(tok, tok3, n * sizeof *tok) != 0 || !tgsi_looks_binary((const uint8_t *)bytes, blen)) {
        printf("FAIL %s: the stream does not read back from bytes and hex text\n", path);
        goto out;
    }
    if (tgsi_load(tok2, n2, &res, &err) != 0) {
        if (!quiet)
            printf("FAIL %s: load: token %zu: %s\n", path, err.token, err.msg);
        goto out;
    }
    if (res.exec_refused || res.env_inferred) {
        printf("FAIL %s: emitted stream loads as refused or with an inferred environment\n", path);
        goto out;
    }
    if (!same_program(&res.prog, p, why, sizeof why)) {
        if (!quiet)
            printf("FAIL %s: text -> TGSI -> microcode differs from text -> microcode: %s\n", path, why);
        goto out;
    }
    for (unsigned i = 0; i < res.prog.count; i++)
        if (res.insn_token[i] != TGSI_NO_TOKEN && (res.insn_token[i] >= n || (tok[res.insn_token[i]] & 15u) != 2u)) {
            printf("FAIL %s: word %u: insn_token %zu is not an INSTRUCTION\n", path, i, res.insn_token[i]);
            goto out;
        }
    if (tgsi_emit(&res.prog, &tok4, &n4, &err) != 0 || n4 != n || memcmp(tok, tok4, n * sizeof *tok) != 0) {
        printf("FAIL %s: emit(load(stream)) is not the same stream\n", path);
        goto out;
    }
    if (tgsi_dis_text(tok, n, &dis, &dlen, &err) != 0 || strlen(dis) != dlen || strstr(dis, "OPCODE") ||
        strstr(dis, "unknown")) {
        printf("FAIL %s: the printer refuses or garbles the stream (%s)\n", path, dis ? "text" : err.msg);
        goto out;
    }
    rc = 0;
out:
    free(tok);
    free(tok2);
    free(tok3);
    free(tok4);
    free(bytes);
    free(hex);
    free(dis);
    return rc;
}

static void visit(const char *path, const char *name, void *user)
{
    tally *t = user;
    (void)name;
    size_t len;
    char *text = vp_read_file(path, TB_MAX_FILE, &len);
    if (!text) {
        printf("FAIL %s: cannot read\n", path);
        t->failed++;
        return;
    }
    static vpasm_output out;
    vpasm_error e;
    t->files++;
    if (vpasm_assemble(text, len, &out, &e) != 0)
        t->skipped++; /* the corpus test checks which programs must be refused */
    else if (round_trip(path, &out.prog) == 0)
        t->passed++;
    else
        t->failed++;
    free(text);
}

/* ---- 2. cases ------------------------------------------------------------------- */

typedef struct {
    bool ok, refused;
    size_t token;
    unsigned at_line, at_col; /* "# at: L:C": where the error points in the text (0: not checked) */
    char msg[256];
    char vp[8192];
    size_t vplen;
} expectation;

static bool parse_header(const char *path, const char *s, size_t len, expectation *e)
{
    memset(e, 0, sizeof *e);
    bool have = false;
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && s[j] != '\n')
            j++;
        const char *line = s + i;
        size_t n = j - i;
        if (n && line[n - 1] == '\r')
            n--;
        if (n >= 10 && !memcmp(line, "# expect: ", 10)) {
            char v[300];
            size_t m = n - 10 < sizeof v - 1 ? n - 10 : sizeof v - 1;
            memcpy(v, line + 10, m);
            v[m] = '\0';
            have = true;
            if (!strcmp(v, "ok")) {
                e->ok = true;
            } else if (!strcmp(v, "ok refused")) {
                e->ok = e->refused = true;
            } else {
                int used = 0;
                if (sscanf(v, "token %zu: %n", &e->token, &used) != 1 || used == 0) {
                    printf("FAIL %s: bad expect line '%s'\n", path, v);
                    return false;
                }
                snprintf(e->msg, sizeof e->msg, "%s", v + used);
            }
        } else if (n >= 6 && !memcmp(line, "# at: ", 6)) {
            char v[40];
            size_t m = n - 6 < sizeof v - 1 ? n - 6 : sizeof v - 1;
            memcpy(v, line + 6, m);
            v[m] = '\0';
            if (sscanf(v, "%u:%u", &e->at_line, &e->at_col) != 2 || e->at_line == 0 || e->at_col == 0) {
                printf("FAIL %s: bad '# at:' line '%s'\n", path, v);
                return false;
            }
        } else if (n >= 5 && !memcmp(line, "# vp:", 5)) {
            const char *t = line + 5;
            size_t m = n - 5;
            if (m && *t == ' ')
                t++, m--;
            if (e->vplen + m + 2 < sizeof e->vp) {
                memcpy(e->vp + e->vplen, t, m);
                e->vplen += m;
                e->vp[e->vplen++] = '\n';
                e->vp[e->vplen] = '\0';
            }
        }
        i = j + 1;
    }
    if (!have)
        printf("FAIL %s: no '# expect:' line\n", path);
    return have;
}

/* 0 when the stream gives what e says. */
static int run_case(const char *path, const char *text, size_t len, const expectation *e)
{
    uint32_t *tok = NULL;
    size_t n = 0;
    tgsi_error err;
    memset(&err, 0, sizeof err);
    static tgsi_load_result res;
    tgsi_textpos *pos = NULL;
    size_t npos = 0;
    int rc = tgsi_from_hex_text_at(text, len, &tok, &n, &pos, &npos, &err);
    if (rc == 0)
        rc = tgsi_load(tok, n, &res, &err);
    const tgsi_textpos at = tgsi_text_place(pos, npos, err.token);
    free(pos);
    /* the printer must not crash on any case; it succeeds exactly when the walk does */
    char *dis = NULL;
    size_t dlen = 0;
    tgsi_error derr, werr;
    int drc = tok ? tgsi_dis_text(tok, n, &dis, &dlen, &derr) : -1;
    int wrc = tok ? tgsi_walk(tok, n, NULL, NULL, &werr) : -1;
    free(dis);
    free(tok);
    if (drc != wrc) {
        printf("FAIL %s: the printer (%d) and the walk (%d) disagree\n", path, drc, wrc);
        return -1;
    }
    if (e->ok) {
        if (rc != 0) {
            if (!quiet)
                printf("FAIL %s: refused (token %zu: %s), expected to load\n", path, err.token, err.msg);
            return -1;
        }
        if (res.exec_refused != e->refused) {
            if (!quiet)
                printf("FAIL %s: exec_refused is %d, expected %d\n", path, res.exec_refused, e->refused);
            return -1;
        }
        char why[200];
        if (!uc_check_program(&res.prog, why, sizeof why)) {
            printf("FAIL %s: loaded program fails uc_check_program: %s\n", path, why);
            return -1;
        }
        if (e->vplen) {
            static vpasm_output out;
            vpasm_error ve;
            if (vpasm_assemble(e->vp, e->vplen, &out, &ve) != 0) {
                printf("FAIL %s: the '# vp:' program does not assemble: %u:%u %s\n", path, ve.line, ve.col, ve.msg);
                return -1;
            }
            if (!same_program(&res.prog, &out.prog, why, sizeof why)) {
                if (!quiet)
                    printf("FAIL %s: loaded program differs from the '# vp:' program: %s\n", path, why);
                return -1;
            }
        }
        return 0;
    }
    if (rc == 0) {
        if (!quiet)
            printf("FAIL %s: loaded, expected token %zu: %s\n", path, e->token, e->msg);
        return -1;
    }
    if (err.token != e->token || strcmp(err.msg, e->msg) != 0) {
        if (!quiet)
            printf("FAIL %s:\n   got: token %zu: %s\n  want: token %zu: %s\n", path, err.token, err.msg, e->token,
                   e->msg);
        return -1;
    }
    if (e->at_line && (at.line != e->at_line || at.col != e->at_col)) {
        if (!quiet)
            printf("FAIL %s: the error points at %u:%u, want %u:%u\n", path, at.line, at.col, e->at_line, e->at_col);
        return -1;
    }
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every .t file of dir; returns the number of cases (-1: no folder). */
static int run_dir(const char *dir, bool want_ok, int *bad)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    char *names[1024];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL && n < 1024) {
        size_t l = strlen(de->d_name);
        if (l > 2 && !strcmp(de->d_name + l - 2, ".t"))
            names[n++] = strdup(de->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_names);
    for (int i = 0; i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        size_t len;
        char *text = vp_read_file(path, TB_MAX_FILE, &len);
        expectation *e = malloc(sizeof *e);
        if (!text || !e || !parse_header(path, text, len, e)) {
            if (!text)
                printf("FAIL %s: cannot read\n", path);
            (*bad)++;
        } else if (e->ok != want_ok) {
            printf("FAIL %s: an %s case in %s\n", path, e->ok ? "ok" : "error", dir);
            (*bad)++;
        } else if (run_case(path, text, len, e) != 0) {
            (*bad)++;
        }
        free(e);
        free(text);
        free(names[i]);
    }
    return n;
}

/* ---- 3. damaged streams ----------------------------------------------------------- */

static uint64_t rng_state;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 11);
}

typedef struct {
    uint32_t *tok[64];
    size_t n[64];
    int count;
} seedset;

static void collect(const char *path, const char *name, void *user)
{
    seedset *s = user;
    (void)name;
    if (s->count >= 64)
        return;
    size_t len;
    char *text = vp_read_file(path, TB_MAX_FILE, &len);
    static vpasm_output out;
    vpasm_error e;
    tgsi_error te;
    if (text && vpasm_assemble(text, len, &out, &e) == 0 &&
        tgsi_emit(&out.prog, &s->tok[s->count], &s->n[s->count], &te) == 0)
        s->count++;
    free(text);
}

static int damage_test(unsigned long seed, long count)
{
    seedset s;
    memset(&s, 0, sizeof s);
    tb_walk_programs(tb_programs_dir(), collect, &s);
    if (s.count == 0) {
        printf("FAIL damage: no seed programs\n");
        return 1;
    }
    rng_state = seed * 2654435761u + 1;
    static tgsi_load_result res;
    long loaded = 0, refused = 0;
    int bad = 0;
    uint32_t buf[8192];
    for (long it = 0; it < count && !bad; it++) {
        int k = (int)(rnd() % (unsigned)s.count);
        size_t n = s.n[k] < 8000 ? s.n[k] : 8000;
        memcpy(buf, s.tok[k], n * sizeof buf[0]);
        int edits = 1 + (int)(rnd() % 3);
        for (int m = 0; m < edits && n > 0; m++) {
            size_t at = rnd() % n;
            switch (rnd() % 6) {
            case 0: buf[at] ^= 1u << (rnd() % 32); break;
            case 1: buf[at] = rnd(); break;
            case 2: n = at; break; /* cut */
            case 3:
                if (n < 8000) { /* insert */
                    memmove(buf + at + 1, buf + at, (n - at) * sizeof buf[0]);
                    buf[at] = rnd() & 0x800FFFFFu;
                    n++;
                }
                break;
            case 4: buf[at] = (buf[at] & ~0xFF0u) | (rnd() % 8) << 4; break; /* Size field */
            default: buf[at] ^= 0x80000000u; break;                          /* Extended bit */
            }
        }
        tgsi_error err;
        memset(&err, 0, sizeof err);
        err.msg[0] = '\0';
        if (tgsi_load(buf, n, &res, &err) == 0) {
            char why[200];
            loaded++;
            if (!uc_check_program(&res.prog, why, sizeof why) || vpdis_check(&res.prog, why, sizeof why) != 0) {
                printf("FAIL damage seed %lu iteration %ld: loaded a program that is not valid: %s\n", seed, it, why);
                bad = 1;
            }
        } else {
            refused++;
            if (err.token > n || err.msg[0] == '\0' || !memchr(err.msg, '\0', sizeof err.msg)) {
                printf("FAIL damage seed %lu iteration %ld: error at token %zu of %zu: '%s'\n", seed, it, err.token, n,
                       err.msg);
                bad = 1;
            }
        }
        char *dis = NULL;
        size_t dlen = 0;
        if (tgsi_dis_text(buf, n, &dis, &dlen, &err) == 0 && strlen(dis) != dlen) {
            printf("FAIL damage seed %lu iteration %ld: printer length\n", seed, it);
            bad = 1;
        }
        free(dis);
    }
    printf("damaged streams (SEED=%lu): %ld runs, %ld loaded, %ld refused\n", seed, count, loaded, refused);
    for (int i = 0; i < s.count; i++)
        free(s.tok[i]);
    return bad;
}

/* ---- main ------------------------------------------------------------------------- */

/* ---- paired words: TGSI gets the two halves ------------------------------------- */

/* Emits the first program (with "+" pairs) and loads the stream: 0 when it
 * loads as the second program, which has no pairs; want_err: the emit
 * must be refused with a message containing it. */
static int pair_case(const char *paired, const char *split, const char *want_err)
{
    static vpasm_output a, b;
    vpasm_error e;
    tgsi_error err;
    uint32_t *tok = NULL;
    size_t n = 0;
    static tgsi_load_result res;
    char why[200];
    if (vpasm_assemble(paired, strlen(paired), &a, &e) != 0 || a.npairs == 0) {
        printf("FAIL pair case does not assemble into pairs: %s\n%s", e.msg, paired);
        return 1;
    }
    const int rc = tgsi_emit(&a.prog, &tok, &n, &err);
    if (want_err) {
        free(tok);
        if (rc == 0 || !strstr(err.msg, want_err)) {
            printf("FAIL pair case: emit %s, want the error \"%s\"\n%s", rc == 0 ? "accepted it" : err.msg, want_err,
                   paired);
            return 1;
        }
        return 0;
    }
    int bad = rc != 0 || tgsi_load(tok, n, &res, &err) != 0 || vpasm_assemble(split, strlen(split), &b, &e) != 0 ||
              !same_program(&res.prog, &b.prog, why, sizeof why);
    if (bad)
        printf("FAIL pair case: the stream does not load as the split program (%s)\n%s", err.msg, paired);
    free(tok);
    return bad;
}

static int test_pairs(void)
{
    int bad = 0;
    /* independent halves: the vector half first; targets and the entry move with the words */
    bad |= pair_case("!!VP2.0\nl: RCP R1.x, R0.y; + ADD R2.yzw, R0, c[1];\nmain: MOV R3, v[1];\n"
                     "+ LG2 o[TEX0].x, v[1].y;\nBRA l (GT.x);\nMOV o[HPOS], R2;\nEND\n",
                     "!!VP2.0\nl: ADD R2.yzw, R0, c[1]; RCP R1.x, R0.y;\nmain: MOV R3, v[1];\n"
                     "LG2 o[TEX0].x, v[1].y;\nBRA l (GT.x);\nMOV o[HPOS], R2;\nEND\n",
                     NULL);
    /* the special-function half reads what the vector half writes: it goes first */
    bad |= pair_case("!!VP1.0\nMOV R2.yzw, v[0];\n+ RCP R1.x, R2.y;\nMOV o[HPOS], R2;\nEND\n",
                     "!!VP1.0\nRCP R1.x, R2.y;\nMOV R2.yzw, v[0];\nMOV o[HPOS], R2;\nEND\n", NULL);
    /* each half reads what the other writes: no order gives the word's result */
    bad |= pair_case("!!VP1.0\nMOV R2.yzw, R1.x;\n+ RCP R1.x, R2.y;\nMOV o[HPOS], R2;\nEND\n", NULL,
                     "each read what the other writes");
    /* a pair last: END on the second instruction */
    bad |= pair_case("!!VP1.0\nMOV o[HPOS], v[0];\n+ RSQ R1.x, v[0].w;\nEND\n",
                     "!!VP1.0\nMOV o[HPOS], v[0];\nRSQ R1.x, v[0].w;\nEND\n", NULL);
    printf("pairs: a paired word is written as its two instructions (the vector half first unless the other reads "
           "its result; refused when each reads the other's)%s\n",
           bad ? ": FAIL" : "");
    return bad;
}

int main(void)
{
    int bad = test_pairs();
    const char *dirs[2] = {tb_programs_dir(), tb_corpus_dir()};
    for (int i = 0; i < 2; i++) {
        tally t = {0, 0, 0, 0};
        tb_walk_programs(dirs[i], visit, &t);
        printf("%s: %d programs, %d round-trip through TGSI, %d fail, %d do not assemble\n", dirs[i], t.files,
               t.passed, t.failed, t.skipped);
        if (t.passed == 0) {
            printf("FAIL %s: no program round-tripped (is the folder there?)\n", dirs[i]);
            bad = 1;
        }
        bad |= t.failed != 0;
    }

    const char *root = getenv("VP_TB_TGSI") ? getenv("VP_TB_TGSI") : "tb/tgsi";
    char dir[4096];
    int nbad = 0;
    snprintf(dir, sizeof dir, "%s/valid", root);
    int nvalid = run_dir(dir, true, &nbad);
    snprintf(dir, sizeof dir, "%s/invalid", root);
    int ninvalid = run_dir(dir, false, &nbad);
    printf("%s: %d valid and %d invalid cases, %d fail\n", root, nvalid, ninvalid, nbad);
    if (nvalid < 10 || ninvalid < 40) {
        printf("FAIL %s: expected at least 10 valid and 40 invalid cases\n", root);
        bad = 1;
    }
    bad |= nbad != 0;

    unsigned long seed = (unsigned long)time(NULL);
    if (getenv("SEED"))
        seed = strtoul(getenv("SEED"), NULL, 0);
    long count = getenv("TGSI_MUTATIONS") ? strtol(getenv("TGSI_MUTATIONS"), NULL, 0) : 100000;
    bad |= damage_test(seed, count);

    /* self-checks: each comparison must be able to fail */
    quiet = 1;
    static const char good[] = "# expect: ok\n"
                               "# vp: !!VP1.0\n# vp: MOV o[HPOS], v[0];\n# vp: END\n"
                               "00000101 00000802 00000001\n"
                               "00002020 00000000\n"         /* DCL IN[0] */
                               "00003020 00000000\n"         /* DCL OUT[0] */
                               "01401032 000000f3 00000e42\n" /* MOV OUT[0], IN[0] */
                               "00075012\n";                 /* END */
    expectation e;
    parse_header("self-check", good, strlen(good), &e);
    int good_ok = run_case("self-check-good", good, strlen(good), &e);
    expectation wrong = e;
    wrong.ok = false;
    wrong.token = 4;
    snprintf(wrong.msg, sizeof wrong.msg, "some error");
    expectation wrong_vp = e;
    wrong_vp.vplen = (size_t)snprintf(wrong_vp.vp, sizeof wrong_vp.vp, "!!VP1.1\nMOV o[HPOS], v[0];\nEND\n");
    static const char broken[] = "00000101 00000802 00000001 00002020 00000000 00003020 00000000\n"
                                 "01401032 000000f3 00000e43 00075012\n"; /* source file 3 (OUTPUT) at token 9 */
    expectation want_err;
    memset(&want_err, 0, sizeof want_err);
    want_err.token = 9;
    snprintf(want_err.msg, sizeof want_err.msg, "MOV cannot read the OUTPUT file (wrong on purpose)");
    expectation want_tok = want_err;
    want_tok.token = 10;
    snprintf(want_tok.msg, sizeof want_tok.msg, "MOV cannot read the OUTPUT file");
    expectation right = want_tok;
    right.token = 9;
    right.at_line = 2; /* token 9, the third of line 2 */
    right.at_col = 19;
    expectation wrong_at = right;
    wrong_at.at_col = 10;
    vpasm_output *o = malloc(sizeof *o);
    vpasm_error ve;
    int rt_damaged = -1;
    if (o && vpasm_assemble("!!VP1.0\nMOV o[HPOS], v[0];\nEND\n", 31, o, &ve) == 0) {
        uc_program damaged = o->prog;
        damaged.words[0].w[1] ^= 1u << 3; /* the loaded stream must no longer equal this */
        rt_damaged = round_trip("self-check-damaged", &damaged);
    }
    free(o);
    if (good_ok != 0 || run_case("self-check-wrong", good, strlen(good), &wrong) == 0 ||
        run_case("self-check-wrong-vp", good, strlen(good), &wrong_vp) == 0 ||
        run_case("self-check-wrong-msg", broken, strlen(broken), &want_err) == 0 ||
        run_case("self-check-wrong-token", broken, strlen(broken), &want_tok) == 0 ||
        run_case("self-check-right", broken, strlen(broken), &right) != 0 ||
        run_case("self-check-wrong-place", broken, strlen(broken), &wrong_at) == 0 || rt_damaged == 0) {
        printf("FAIL self-check: a comparison did not report a planted mismatch (good %d, damaged %d)\n", good_ok,
               rt_damaged);
        bad = 1;
    } else {
        printf("self-check: wrong status, program, message, token index and place in the text, and a damaged program are "
               "reported\n");
    }
    quiet = 0;
    printf("test_tgsi: %s\n", bad ? "FAILED" : "ok");
    return bad;
}

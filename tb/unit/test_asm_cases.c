/*
 * test_asm_cases: table-driven test of the assembler's load-time errors.
 *
 * Every .t file in tb/asm/invalid and tb/asm/valid (root from $VP_TB_ASM, default
 * "tb/asm") holds header lines and, after a line "---", the program text
 * verbatim to the end of the file:
 *
 *   # expect: LINE:COL POSITION message text      (or "# expect: ok")
 *   # why: the rule of the specification the case exercises
 *   # known-bug: what the assembler does wrong     (optional)
 *   ---
 *   !!VP1.0 ...
 *
 * A case passes when vpasm_assemble reports exactly that line, column,
 * PROGRAM_ERROR_POSITION_NV offset and message (or succeeds for "ok", with
 * microcode that uc_check_program accepts). A case marked known-bug that
 * does not match is counted as XFAIL (not a failure); one that matches is
 * XPASS, a failure, so stale markers get removed. Cases too large for a
 * file (instruction limits) are generated here. A self-check first proves
 * that the comparison reports a wrong expectation as a mismatch.
 *
 * Usage: test_asm_cases              run the suite
 *        test_asm_cases --show FILE  print the assembler's result for the
 *                                    program (a .t file's program part, or
 *                                    a raw program file) as an expect line
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ucode.h"
#include "tbbuf.h"
#include "tbutil.h"
#include "vpfile.h"
#include "vpasm.h"

typedef struct {
    bool ok;              /* "# expect: ok" */
    unsigned line, col;   /* otherwise the error */
    size_t offset;
    char msg[512];
    bool known_bug;
    char known_bug_text[512];
} expectation;

static int passed, failed, xfailed;

/* ---------------------------------------------------------------- files */


/* Byte offset of the program part (after the "---\n" line), or -1. */
static long program_start(const char *s, size_t len)
{
    if (len >= 4 && memcmp(s, "---\n", 4) == 0)
        return 4;
    for (size_t i = 0; i + 5 <= len; i++)
        if (memcmp(s + i, "\n---\n", 5) == 0)
            return (long)(i + 5);
    return -1;
}

static void copy_trimmed(char *dst, size_t sz, const char *s, size_t n)
{
    while (n && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    if (n >= sz)
        n = sz - 1;
    memcpy(dst, s, n);
    dst[n] = '\0';
}

/* Parses "ok" or "LINE:COL POSITION message". */
static bool parse_expect_value(const char *v, expectation *e)
{
    if (strcmp(v, "ok") == 0) {
        e->ok = true;
        return true;
    }
    unsigned line, col;
    unsigned long off;
    int used = 0;
    if (sscanf(v, "%u:%u %lu %n", &line, &col, &off, &used) != 3 || used == 0 || v[used] == '\0')
        return false;
    e->ok = false;
    e->line = line;
    e->col = col;
    e->offset = off;
    snprintf(e->msg, sizeof e->msg, "%s", v + used);
    return true;
}

/* Reads the header (everything before "---"). Returns false with why. */
static bool parse_header(const char *s, size_t hlen, expectation *e, char *why, size_t whysz)
{
    memset(e, 0, sizeof *e);
    int nexpect = 0;
    size_t i = 0;
    while (i < hlen) {
        size_t j = i;
        while (j < hlen && s[j] != '\n')
            j++;
        char line[512];
        copy_trimmed(line, sizeof line, s + i, j - i);
        i = j + 1;
        if (line[0] == '\0')
            continue;
        if (line[0] != '#') {
            snprintf(why, whysz, "header line does not start with '#': %.60s", line);
            return false;
        }
        const char *kv = line + 1;
        while (*kv == ' ')
            kv++;
        const char *colon = strchr(kv, ':');
        if (!colon) {
            snprintf(why, whysz, "header line without 'key:': %.60s", line);
            return false;
        }
        size_t klen = (size_t)(colon - kv);
        char val[512];
        copy_trimmed(val, sizeof val, colon + 1, strlen(colon + 1));
        if (klen == 6 && memcmp(kv, "expect", 6) == 0) {
            nexpect++;
            if (!parse_expect_value(val, e)) {
                snprintf(why, whysz, "bad expect line (want 'ok' or 'LINE:COL POSITION message'): %.60s", val);
                return false;
            }
        } else if (klen == 9 && memcmp(kv, "known-bug", 9) == 0) {
            e->known_bug = true;
            snprintf(e->known_bug_text, sizeof e->known_bug_text, "%s", val);
        } else if (!((klen == 3 && memcmp(kv, "why", 3) == 0) || (klen == 4 && memcmp(kv, "note", 4) == 0))) {
            snprintf(why, whysz, "unknown header key '%.*s' (expect, why, note, known-bug)", (int)klen, kv);
            return false;
        }
    }
    if (nexpect != 1) {
        snprintf(why, whysz, "%d expect lines (need exactly one)", nexpect);
        return false;
    }
    return true;
}

/* ----------------------------------------------------------- comparison */

static void describe_actual(int rc, const vpasm_error *err, char *buf, size_t sz)
{
    if (rc == 0)
        snprintf(buf, sz, "ok");
    else
        snprintf(buf, sz, "%u:%u %zu %s", err->line, err->col, err->offset, err->msg);
}

static void describe_expected(const expectation *e, char *buf, size_t sz)
{
    if (e->ok)
        snprintf(buf, sz, "ok");
    else
        snprintf(buf, sz, "%u:%u %zu %s", e->line, e->col, e->offset, e->msg);
}

/* Line and column of a byte offset, counted as the assembler counts
 * (a newline, or a carriage return not followed by a newline, ends a line). */
static void position_of(const char *text, size_t off, unsigned *line, unsigned *col)
{
    unsigned l = 1, c = 1;
    for (size_t i = 0; i < off; i++) {
        if (text[i] == '\n' || (text[i] == '\r' && text[i + 1] != '\n')) {
            l++;
            c = 1;
        } else {
            c++;
        }
    }
    *line = l;
    *col = c;
}

/*
 * The one comparison every case goes through. Returns true when the
 * assembler's result (rc, err, out) matches e exactly; otherwise writes
 * what differs into why. text/len are the program (for the sanity checks
 * that hold for any result).
 */
static bool compare(const expectation *e, const char *text, size_t len, int rc, const vpasm_error *err,
                    const vpasm_output *out, char *why, size_t whysz)
{
    char exp[700], act[400];
    describe_expected(e, exp, sizeof exp);
    describe_actual(rc, err, act, sizeof act);
    if (rc != 0 && rc != -1) {
        snprintf(why, whysz, "vpasm_assemble returned %d (not 0 or -1)", rc);
        return false;
    }
    if (rc == 0) {
        char r[160];
        if (!uc_check_program(&out->prog, r, sizeof r)) {
            snprintf(why, whysz, "assembled, but uc_check_program refuses the output: %s", r);
            return false;
        }
    } else {
        if (err->offset > len || err->line < 1 || err->col < 1) {
            snprintf(why, whysz, "impossible error position %u:%u %zu (length %zu)", err->line, err->col,
                     err->offset, len);
            return false;
        }
        if (err->offset < len) { /* a token error: line:col must be the offset's */
            unsigned l, c;
            position_of(text, err->offset, &l, &c);
            if (l != err->line || c != err->col) {
                snprintf(why, whysz, "line:col %u:%u does not match offset %zu (which is %u:%u)", err->line,
                         err->col, err->offset, l, c);
                return false;
            }
        }
    }
    bool same = e->ok ? rc == 0
                      : rc != 0 && err->line == e->line && err->col == e->col && err->offset == e->offset &&
                            strcmp(err->msg, e->msg) == 0;
    if (!same) {
        snprintf(why, whysz, "expected %s\n      actual   %s", exp, act);
        return false;
    }
    return true;
}

/* Runs one program against e and counts the result. */
static void run_case(const char *name, const expectation *e, const char *text, size_t len)
{
    static vpasm_output out; /* large: keep off the stack */
    vpasm_error err;
    memset(&err, 0, sizeof err);
    int rc = vpasm_assemble(text, len, &out, &err);
    char why[1400];
    bool match = compare(e, text, len, rc, &err, &out, why, sizeof why);
    if (e->known_bug) {
        if (match) {
            failed++;
            printf("XPASS %s: marked known-bug but the assembler now matches; remove the marker\n", name);
        } else {
            xfailed++;
            printf("XFAIL %s (known-bug: %s)\n      %s\n", name, e->known_bug_text, why);
        }
        return;
    }
    if (match) {
        passed++;
    } else {
        failed++;
        printf("FAIL  %s\n      %s\n", name, why);
    }
}

static void run_file(const char *path)
{
    size_t len;
    char *s = vp_read_file(path, TB_MAX_FILE, &len);
    if (!s) {
        failed++;
        printf("FAIL  %s: cannot read\n", path);
        return;
    }
    long ps = program_start(s, len);
    expectation e;
    char why[300];
    if (ps < 0) {
        failed++;
        printf("FAIL  %s: no '---' line before the program\n", path);
    } else if (!parse_header(s, (size_t)ps - 4, &e, why, sizeof why)) { /* without the "---" line */
        failed++;
        printf("FAIL  %s: %s\n", path, why);
    } else {
        size_t plen = len - (size_t)ps;
        /* exact-size copy so that reading past the program would be caught by sanitizers */
        char *prog = malloc(plen ? plen : 1);
        if (plen)
            memcpy(prog, s + ps, plen);
        run_case(path, &e, prog, plen);
        free(prog);
    }
    free(s);
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every *.t in dir (sorted); returns the number of files. */
static int run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        printf("FAIL  cannot open %s\n", dir);
        failed++;
        return 0;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t l = strlen(de->d_name);
        if (l < 3 || strcmp(de->d_name + l - 2, ".t") != 0)
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        size_t pl = strlen(dir) + l + 2;
        names[n] = malloc(pl);
        snprintf(names[n], pl, "%s/%s", dir, de->d_name);
        n++;
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_names);
    for (size_t i = 0; i < n; i++) {
        run_file(names[i]);
        free(names[i]);
    }
    free(names);
    return (int)n;
}

/* ------------------------------------------------------ generated cases */

/*
 * A program of header, optional position-invariant option and n
 * instructions, one a line. If n exceeds limit, the expected error is at
 * instruction limit+1 with msg; otherwise the program must load.
 */
static void limit_case(const char *name, const char *header, bool pi, int n, int limit, const char *msg)
{
    sbuf b = {0};
    sb_printf(&b, "%s", header);
    sb_printf(&b, "\n# generated by test_asm_cases: instruction limit\n");
    unsigned line = 3;
    if (pi) {
        sb_printf(&b, "OPTION NV_position_invariant;\n");
        line++;
    }
    bool vsp = strcmp(header, "!!VSP1.0") == 0;
    expectation e;
    memset(&e, 0, sizeof e);
    e.ok = n <= limit;
    for (int i = 0; i < n; i++) {
        if (i == limit) {
            e.line = line;
            e.col = 1;
            e.offset = b.n;
            snprintf(e.msg, sizeof e.msg, "%s", msg);
        }
        if (i == 0)
            sb_printf(&b, "%s", vsp ? "MOV c[0], v[0];\n" : pi ? "MOV o[COL0], v[COL0];\n" : "MOV o[HPOS], v[OPOS];\n");
        else
            sb_printf(&b, "ADD R0, R0, c[1];\n");
        line++;
    }
    sb_printf(&b, "END\n");
    char full[128];
    snprintf(full, sizeof full, "(generated) %s", name);
    run_case(full, &e, b.s, b.n);
    free(b.s);
}

/*
 * The limit counts words: nwords words, the last of them an explicit pair
 * ("+"), so one instruction more than words. Over the limit the error is
 * at the first instruction of word limit+1.
 */
static void pair_limit_case(const char *name, const char *header, int nwords, int limit, const char *msg)
{
    sbuf b = {0};
    sb_printf(&b, "%s\n# generated by test_asm_cases: the instruction limit counts words\n", header);
    expectation e;
    memset(&e, 0, sizeof e);
    e.ok = nwords <= limit;
    for (int i = 0; i < nwords; i++) {
        if (i == limit) {
            e.line = (unsigned)(3 + i);
            e.col = 1;
            e.offset = b.n;
            snprintf(e.msg, sizeof e.msg, "%s", msg);
        }
        sb_printf(&b, "%s", i == 0 ? "MOV o[HPOS], v[OPOS];\n" : "ADD R0, R0, c[1];\n");
    }
    sb_printf(&b, "+ RCP o[TEX0].x, R0.x;\nEND\n");
    char full[128];
    snprintf(full, sizeof full, "(generated) %s", name);
    run_case(full, &e, b.s, b.n);
    free(b.s);
}

/* With automatic pairing (VPASM_PAIR) a text of more instructions than the
 * limit loads when its words fit: 129 instructions (a MOV and 64
 * independent ADD, RCP couples) pair into 65 words; without pairing the
 * same text is refused. */
static void auto_pair_limit_case(void)
{
    sbuf b = {0};
    sb_printf(&b, "!!VP1.0\nMOV o[HPOS], v[OPOS];\n");
    for (int i = 0; i < 128; i++) /* 64 independent vector + special-function couples */
        sb_printf(&b, i % 2 ? "RCP o[TEX%d].x, v[1].x;\n" : "ADD R%d, v[1], c[1];\n", i % 2 ? (i / 2) % 8 : (i / 2) % 12);
    sb_printf(&b, "END\n");
    static vpasm_output out;
    vpasm_error err;
    const int rp = vpasm_assemble_ex(b.s, b.n, VPASM_PAIR, &out, &err);
    const unsigned words = out.prog.count;
    const int ru = vpasm_assemble(b.s, b.n, &out, &err);
    if (rp == 0 && words <= 128 && ru != 0 && strstr(err.msg, "more than 128 instructions")) {
        passed++;
    } else {
        failed++;
        printf("FAIL  (generated) vp10_129_instructions_paired: paired rc %d (%u words), unpaired rc %d (%s)\n", rp,
               words, ru, err.msg);
    }
    free(b.s);
}

static int generated_cases(void)
{
    int n = 0;
    n++;
    pair_limit_case("vp10_128_words_129_instructions", "!!VP1.0", 128, 128, "");
    n++;
    pair_limit_case("vp10_129_words_130_instructions", "!!VP1.0", 129, 128,
                    "more than 128 instructions (the !!VP1.0 limit)");
    n++;
    pair_limit_case("vp20_256_words_257_instructions", "!!VP2.0", 256, 256, "");
    n++;
    auto_pair_limit_case();
    n++;
    limit_case("vp10_128_instructions", "!!VP1.0", false, 128, 128, "");
    n++;
    limit_case("vp10_129_instructions", "!!VP1.0", false, 129, 128,
               "more than 128 instructions (the !!VP1.0 limit)");
    n++;
    limit_case("vp11_128_instructions", "!!VP1.1", false, 128, 128, "");
    n++;
    limit_case("vp11_129_instructions", "!!VP1.1", false, 129, 128,
               "more than 128 instructions (the !!VP1.1 limit)");
    n++;
    limit_case("vp11_pi_124_instructions", "!!VP1.1", true, 124, 124, "");
    n++;
    limit_case("vp11_pi_125_instructions", "!!VP1.1", true, 125, 124,
               "more than 124 instructions (the !!VP1.1 limit for position-invariant programs)");
    n++;
    limit_case("vsp_128_instructions", "!!VSP1.0", false, 128, 128, "");
    n++;
    limit_case("vsp_129_instructions", "!!VSP1.0", false, 129, 128,
               "more than 128 instructions (the !!VSP1.0 limit)");
    n++;
    limit_case("vp20_256_instructions", "!!VP2.0", false, 256, 256, "");
    n++;
    limit_case("vp20_257_instructions", "!!VP2.0", false, 257, 256,
               "more than 256 instructions (the !!VP2.0 limit)");
    n++;
    limit_case("vp20_pi_252_instructions", "!!VP2.0", true, 252, 252, "");
    n++;
    limit_case("vp20_pi_253_instructions", "!!VP2.0", true, 253, 252,
               "more than 252 instructions (the !!VP2.0 limit for position-invariant programs)");
    n++;
    limit_case("vp20_300_instructions", "!!VP2.0", false, 300, 256,
               "more than 256 instructions (the !!VP2.0 limit)");
    return n;
}

/* ----------------------------------------------------------- self-check */

/* Proves that compare() can fail: wrong expectations must be mismatches. */
static bool self_check(void)
{
    static const char bad[] = "!!VP1.0\nMOV o[HPOS], c[0], c[1];\nEND\n";
    static const char good[] = "!!VP1.0\nMOV o[HPOS], v[0];\nEND\n";
    static vpasm_output out;
    vpasm_error err;
    char why[1400];
    bool ok = true;

    int rc = vpasm_assemble(bad, sizeof bad - 1, &out, &err);
    expectation right;
    memset(&right, 0, sizeof right);
    right.line = 2;
    right.col = 18;
    right.offset = 25;
    snprintf(right.msg, sizeof right.msg, "expected ';' at the end of the instruction, found ','");
    if (!compare(&right, bad, sizeof bad - 1, rc, &err, &out, why, sizeof why)) {
        printf("self-check: the right expectation does not match: %s\n", why);
        ok = false;
    }
    expectation wrong[5];
    for (int i = 0; i < 5; i++)
        wrong[i] = right;
    wrong[0].line = 3;        /* wrong line */
    wrong[1].col = 17;        /* wrong column */
    wrong[2].offset = 26;     /* wrong PROGRAM_ERROR_POSITION_NV */
    wrong[3].msg[0] = 'E';    /* wrong message */
    wrong[4].ok = true;       /* "ok" for a program that does not load */
    for (int i = 0; i < 5; i++)
        if (compare(&wrong[i], bad, sizeof bad - 1, rc, &err, &out, why, sizeof why)) {
            printf("self-check: deliberately wrong expectation %d was not reported as a mismatch\n", i);
            ok = false;
        }
    rc = vpasm_assemble(good, sizeof good - 1, &out, &err);
    if (compare(&right, good, sizeof good - 1, rc, &err, &out, why, sizeof why)) {
        printf("self-check: an error expectation matched a program that loads\n");
        ok = false;
    }
    return ok;
}

/* ----------------------------------------------------------------- main */

static int show(const char *path)
{
    size_t len;
    char *s = vp_read_file(path, TB_MAX_FILE, &len);
    if (!s) {
        fprintf(stderr, "cannot read %s\n", path);
        return 2;
    }
    long ps = program_start(s, len);
    size_t start = (ps >= 0 && len > 2 && strncmp(path + strlen(path) - 2, ".t", 2) == 0) ? (size_t)ps : 0;
    static vpasm_output out;
    vpasm_error err;
    int rc = vpasm_assemble(s + start, len - start, &out, &err);
    char act[400];
    describe_actual(rc, &err, act, sizeof act);
    printf("# expect: %s\n", act);
    free(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--show") == 0) {
        int rc = 0;
        for (int i = 2; i < argc; i++)
            rc |= show(argv[i]);
        return rc;
    }
    if (!self_check()) {
        printf("test_asm_cases: self-check FAILED: the comparison cannot detect wrong expectations\n");
        printf("test_asm_cases: 0 passed, 1 failed\n");
        return 1;
    }
    const char *root = getenv("VP_TB_ASM");
    if (!root || !*root)
        root = "tb/asm";
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/invalid", root);
    int ninv = run_dir(dir);
    snprintf(dir, sizeof dir, "%s/valid", root);
    int nval = run_dir(dir);
    int ngen = generated_cases();
    printf("test_asm_cases: %d invalid and %d valid case files, %d generated; self-check ok\n", ninv, nval, ngen);
    printf("test_asm_cases: %d xfail (known assembler bugs, see the XFAIL lines)\n", xfailed);
    printf("test_asm_cases: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

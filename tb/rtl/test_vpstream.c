/*
 * test_vpstream: the vertex-stream reader (cmodel/vpstream) on valid streams
 * (every register kind, attribute names, component defaults, value forms,
 * comments, blank lines, CRLF) and on every error, with its line and column
 * and the operations kept before it. The last case plants a wrong
 * expectation and must be reported (the test can fail). Run by
 * `make vpstream-test` (mk/sim.mk, part of make test).
 */
#include <stdio.h>
#include <string.h>

#include "vpstream.h"

static int failures, checks, quiet;

#define CHECK(cond, ...)                                                                                              \
    do {                                                                                                              \
        checks++;                                                                                                     \
        if (!(cond)) {                                                                                                \
            failures++;                                                                                               \
            if (!quiet) {                                                                                             \
                printf("FAIL line %d: ", __LINE__);                                                                   \
                printf(__VA_ARGS__);                                                                                  \
                printf("\n");                                                                                         \
            }                                                                                                         \
        }                                                                                                             \
    } while (0)

typedef struct {
    vps_kind kind;
    unsigned idx, n;
    uint32_t v[4];
    unsigned line;
} want_op;

static void expect_ok(const char *text, const want_op *w, size_t nw)
{
    vps_stream s = {0};
    vps_error e;
    int rc = vps_parse(text, strlen(text), &s, &e);
    CHECK(rc == 0, "'%s' refused: %u:%u %s", text, e.line, e.col, e.msg);
    CHECK(s.count == nw, "'%s': %zu operations, expected %zu", text, s.count, nw);
    for (size_t i = 0; i < nw && i < s.count; i++) {
        const vps_op *o = &s.ops[i];
        CHECK(o->kind == w[i].kind && o->idx == w[i].idx && o->n == w[i].n && o->line == w[i].line &&
                  !memcmp(o->v, w[i].v, sizeof o->v),
              "'%s' op %zu: kind %d idx %u n %u line %u v %08x %08x %08x %08x", text, i, (int)o->kind, o->idx, o->n,
              o->line, (unsigned)o->v[0], (unsigned)o->v[1], (unsigned)o->v[2], (unsigned)o->v[3]);
    }
    vps_free(&s);
}

static void expect_err(const char *text, unsigned line, unsigned col, const char *msg_part, size_t kept)
{
    vps_stream s = {0};
    vps_error e;
    int rc = vps_parse(text, strlen(text), &s, &e);
    CHECK(rc == -1, "'%s' accepted", text);
    if (rc == -1) {
        CHECK(e.line == line && e.col == col, "'%s': error at %u:%u, expected %u:%u (%s)", text, e.line, e.col, line,
              col, e.msg);
        CHECK(strstr(e.msg, msg_part) != NULL, "'%s': message '%s' lacks '%s'", text, e.msg, msg_part);
    }
    CHECK(s.count == kept, "'%s': %zu operations kept, expected %zu", text, s.count, kept);
    vps_free(&s);
}

#define ONE 0x3F800000u

int main(void)
{
    /* every kind; names; defaults (x,0,0,1); hex, decimal, inf, nan; comments, CRLF, blanks */
    {
        const want_op w[] = {
            {VPS_CONST, 4, 4, {ONE, 0, 0, 0x40000000u}, 2},
            {VPS_MVP, 3, 4, {0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x80000000u}, 3},
            {VPS_ATTR, 2, 3, {0, 0, ONE, ONE}, 5},
            {VPS_ATTR, 15, 1, {0x3F000000u, 0, 0, ONE}, 6},
            {VPS_ATTR, 0, 2, {0x12345678u, 0xBF800000u, 0, ONE}, 7},
            {VPS_RUN, 0, 4, {0x12345678u, 0xBF800000u, 0, ONE}, 7},
            {VPS_CONST, 255, 4, {0, 0, 0, 0}, 8},
        };
        expect_ok("# comment\nc[4] = 1 0 0 2\nmvp[3]=inf -inf nan -0   # x\n\n  v[NRML] = 0 0 1\r\n"
                  "v[TEX7] = 0.5\nv[OPOS] = 0x12345678 -1\nc[255] = 0 0 0 0",
                  w, sizeof w / sizeof w[0]);
    }
    {
        const want_op w[] = {{VPS_ATTR, 6, 4, {ONE, ONE, ONE, ONE}, 1}, {VPS_ATTR, 7, 1, {ONE, 0, 0, ONE}, 2}};
        expect_ok("v[6] = 1 1 1 1\nv[7]=1\n", w, 2);
    }
    expect_ok("", NULL, 0);
    expect_ok("\n\n   # only comments\n\t\n", NULL, 0);

    /* every accepted value form (docs/vpsim.md), one value per line as v[1]'s x */
    {
        static const struct {
            const char *text;
            uint32_t bits;
        } ok[] = {
            {"1", ONE}, {"+1", ONE}, {"-1", 0xBF800000u}, {"1.", ONE}, {"1.000", ONE}, {".5", 0x3F000000u},
            {"-.5", 0xBF000000u}, {"0", 0}, {"00", 0}, {"+0", 0}, {"-0", 0x80000000u}, {"-0.0e0", 0x80000000u},
            {"1e0", ONE}, {"1E+0", ONE}, {"10e-1", ONE}, {"2.5e-1", 0x3E800000u}, {"0.1", 0x3DCCCCCDu},
            {"16777217", 0x4B800000u},                       /* round to nearest even */
            {"3.4028235e38", 0x7F7FFFFFu}, {"3.40282356e38", 0x7F7FFFFFu}, /* just below the overflow midpoint */
            {"-3.4028235e+38", 0xFF7FFFFFu}, {"1.17549435e-38", 0x00800000u},
            {"1e-40", 0x000116C2u}, {"1e-45", 0x00000001u}, /* underflow: the nearest subnormal */
            {"1e-46", 0}, {"-1e-50", 0x80000000u}, {"0e999999999999", 0}, /* or a signed zero */
            {"inf", 0x7F800000u}, {"+inf", 0x7F800000u}, {"-inf", 0xFF800000u},
            {"nan", 0x7FC00000u}, {"+nan", 0x7FC00000u}, {"-nan", 0xFFC00000u},
            {"0x3f800000", ONE}, {"0X3F800000", ONE}, {"0x0000abCd", 0x0000ABCDu}, {"0xffffffff", 0xFFFFFFFFu},
            {"0x00000000", 0}, {"1#comment", ONE}, {"\t1\t", ONE}, {"1\r", ONE},
        };
        for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
            char t[64];
            snprintf(t, sizeof t, "v[1] = %s", ok[i].text);
            const want_op w[] = {{VPS_ATTR, 1, 1, {ok[i].bits, 0, 0, ONE}, 1}};
            expect_ok(t, w, 1);
        }
        const want_op w4[] = {{VPS_CONST, 9, 4, {ONE, 0x7F800000u, ONE, 0xBF800000u}, 1}};
        expect_ok("c[9]=  1 \t inf  0x3f800000\t-1e0  ", w4, 1);
    }

    /* every refused value form: the column of the offending byte (or of the value) */
    expect_err("v[1] = 1.2.3", 1, 11, "bad number '1.2.3': unexpected '.' (values are separated by blanks)", 0);
    expect_err("v[1] = 1-2", 1, 9, "bad number '1-2': unexpected '-'", 0);
    expect_err("v[1] = 1+2", 1, 9, "bad number '1+2': unexpected '+'", 0);
    expect_err("v[1] = 1,2", 1, 9, "bad number '1,2': unexpected ','", 0);
    expect_err("v[1] = 1, 2", 1, 9, "bad number '1,': unexpected ','", 0);
    expect_err("v[1] = 1e5e2", 1, 11, "bad number '1e5e2': unexpected 'e'", 0);
    expect_err("v[1] = 1e5.0", 1, 11, "bad number '1e5.0': unexpected '.'", 0);
    expect_err("v[1] = 1f", 1, 9, "bad number '1f': unexpected 'f'", 0);
    expect_err("v[1] = 1e", 1, 9, "bad number '1e': the exponent has no digits", 0);
    expect_err("v[1] = 2 1e+", 1, 11, "bad number '1e+': the exponent has no digits", 0);
    expect_err("v[1] = .", 1, 8, "bad number '.': no digits", 0);
    expect_err("v[1] = -", 1, 8, "bad number '-': no digits", 0);
    expect_err("v[1] = -.e1", 1, 10, "bad value '-.e1': unexpected 'e'", 0);
    expect_err("v[1] = +-1", 1, 9, "bad value '+-1': unexpected '-'", 0);
    expect_err("v[1] = ,", 1, 8, "bad value ',': unexpected ','", 0);
    expect_err("v[1] = -0x3f800000", 1, 8, "bad value '-0x3f800000': a 0x bit pattern takes no sign", 0);
    expect_err("v[1] = +0x3f800000", 1, 8, "a 0x bit pattern takes no sign", 0);
    expect_err("v[1] = 0x 1", 1, 8, "bad bit pattern '0x': 0x takes exactly 8 hex digits, not 0", 0);
    expect_err("v[1] = 0x", 1, 8, "bad bit pattern '0x': 0x takes exactly 8 hex digits, not 0", 0);
    expect_err("v[1] = 0x3f80000", 1, 8, "0x takes exactly 8 hex digits, not 7", 0);
    expect_err("v[1] = 0x03f800000", 1, 8, "0x takes exactly 8 hex digits, not 9", 0);
    expect_err("v[1] = 0x3f80000g", 1, 17, "bad bit pattern '0x3f80000g': 'g' is not a hex digit", 0);
    expect_err("v[1] = 0x1p3", 1, 11, "bad bit pattern '0x1p3': 'p' is not a hex digit", 0);
    expect_err("v[1] = 0x1.8p1", 1, 11, "'.' is not a hex digit", 0);
    expect_err("v[1] = 0x3f800000,", 1, 18, "',' is not a hex digit", 0);
    expect_err("v[1] = 1e39", 1, 8, "number '1e39' is beyond binary32's range (largest 3.40282347e+38)", 0);
    expect_err("v[1] = -1e39", 1, 8, "number '-1e39' is beyond binary32's range", 0);
    expect_err("v[1] = 3.4028236e38", 1, 8, "beyond binary32's range", 0); /* above the overflow midpoint */
    expect_err("v[1] = 1e99999999999999999999", 1, 8, "beyond binary32's range", 0);
    expect_err("v[1] = infinity", 1, 8, "bad value 'infinity'", 0);
    expect_err("v[1] = INF", 1, 8, "bad value 'INF'", 0);
    expect_err("v[1] = NaN", 1, 8, "bad value 'NaN'", 0);
    expect_err("v[1] = nan(1)", 1, 8, "bad value 'nan(1)'", 0);
    expect_err("v[1] = -in", 1, 8, "bad value '-in'", 0);
    expect_err("v[1] = 1 2 3 4 \xff", 1, 16, "more than 4 values ('?' is a fifth)", 0);
    expect_err("v[1] = \x01", 1, 8, "bad value '?'", 0);
    expect_err("v[1] = 1\v2", 1, 9, "bad number '1?2': unexpected '?'", 0);
    expect_err("v[1] = 11111111111111111111111111111111111111111111111111x", 1, 58,
               "bad number '1111111111111111111111111111111111111111...': unexpected 'x'", 0);
    /* the reproducers of issue 57, after a good line that is kept */
    expect_err("v[1] = 1\nv[2] = 1.2.3 0 0 1", 2, 11, "unexpected '.'", 1);
    expect_err("v[1] = 1\nv[2] = 1-2", 2, 9, "unexpected '-'", 1);
    expect_err("v[1] = 1\nv[2] = -0x3f800000", 2, 8, "takes no sign", 1);
    expect_err("v[1] = 1\nv[2] = 0x 0x3f800000", 2, 8, "exactly 8 hex digits, not 0", 1);
    expect_err("v[1] = 1\nv[2] = 1e39", 2, 8, "beyond binary32's range", 1);

    /* errors: position and the operations before the bad line */
    expect_err("c[1] = 1 2 3 4\nc 4] = 1", 2, 1, "expected 'c[N]", 1);
    expect_err("  C[1] = 1 2 3 4", 1, 3, "expected 'c[N]", 0);
    expect_err("c[1] 1 2 3 4", 1, 1, "expected 'c[N]", 0);
    expect_err("c[1] = 1 2 3 x", 1, 14, "bad value 'x': a value is a decimal number, inf, nan or 0x and 8 hex digits", 0);
    expect_err("v[1] = 1 2 3 4 5", 1, 16, "more than 4 values ('5' is a fifth)", 0);
    expect_err("c[1] = 1 2 3", 1, 3, "needs an index in range and 4 values", 0);
    expect_err("c[256] = 1 2 3 4", 1, 3, "needs an index in range", 0);
    expect_err("mvp[4] = 1 2 3 4", 1, 5, "needs an index in range", 0);
    expect_err("c[NRML] = 1 2 3 4", 1, 3, "needs an index in range", 0);
    expect_err("v[16] = 1", 1, 3, "attribute 0-15", 0);
    expect_err("v[1] =", 1, 3, "1-4 values", 0);
    expect_err("v[FOO] = 1", 1, 3, "attribute 0-15", 0);
    expect_err("x[1] = 1", 1, 1, "unknown register kind 'x'", 0);
    expect_err("v[0] = 1\nv[0] = 0xFFFFFFFFF", 2, 8, "bad bit pattern '0xFFFFFFFFF': 0x takes exactly 8 hex digits, not 9", 2);
    {
        const char t[] = "v[0] = 1\nv[1] = 2\0 3\n";
        vps_stream s = {0};
        vps_error e;
        int rc = vps_parse(t, sizeof t - 1, &s, &e);
        CHECK(rc == -1 && e.line == 2 && e.col == 9 && s.count == 2, "NUL byte: rc %d at %u:%u, %zu kept", rc, e.line,
              e.col, s.count);
        vps_free(&s);
    }
    const int real_failures = failures;

    /* known-bad: a wrong expected column must be reported */
    quiet = 1;
    expect_err("c[1] = 1 2 3 x", 1, 13, "bad value", 0);
    quiet = 0;
    const int caught = failures > real_failures;
    failures = real_failures;
    if (!caught) {
        printf("FAIL self-check: a wrong expected position was not reported\n");
        failures++;
    }
    printf("test_vpstream: %d checks, %d failed%s\n", checks, failures, caught ? "; self-check: a wrong expectation is reported" : "");
    return failures ? 1 : 0;
}

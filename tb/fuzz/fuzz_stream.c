/*
 * Fuzz target: the vertex-stream reader (cmodel/vpstream, docs/vpsim.md
 * "Values") on arbitrary bytes.
 *
 * Properties checked on every input:
 *  - vps_parse returns 0 or -1 and never reads outside [text, text+len);
 *    an error names a byte of the input (line >= 1 and within the input,
 *    column within that line) with a terminated, non-empty message, and
 *    only the operations of the lines before it are kept;
 *  - every operation is well formed: index in range, 1-4 components (4 for
 *    c[] and mvp[]), the components not written 0, 0, 1; a RUN right
 *    after each v[0] write with the same values; runs counts them;
 *  - every accepted value is what an independent reading of its token
 *    gives: exactly 8 hex digits after 0x, [+-]inf / [+-]nan, or a token
 *    of digits, signs, '.' and e/E that strtof reads as a whole to a
 *    finite binary32; an error that blames a value blames a token that
 *    this reading refuses;
 *  - the operations printed back as a stream (0x bit patterns) read back
 *    to the same operations.
 * Built for libFuzzer or for tb/fuzz/driver.c (see mk/fuzz.mk).
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "fuzz_common.h"
#include "vpstream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* The independent reading of one value token t[0..n): true with *bits when it is a documented form. */
static bool oracle(const char *t, size_t n, uint32_t *bits)
{
    if (n == 10 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        uint32_t v = 0;
        for (size_t i = 2; i < 10; i++) {
            const char c = t[i];
            unsigned d;
            if (c >= '0' && c <= '9')
                d = (unsigned)(c - '0');
            else if (c >= 'a' && c <= 'f')
                d = (unsigned)(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                d = (unsigned)(c - 'A' + 10);
            else
                return false;
            v = v * 16u + d;
        }
        *bits = v;
        return true;
    }
    static const struct {
        const char *w;
        uint32_t bits;
    } words[] = {{"inf", 0x7F800000u}, {"+inf", 0x7F800000u}, {"-inf", 0xFF800000u},
                 {"nan", 0x7FC00000u}, {"+nan", 0x7FC00000u}, {"-nan", 0xFFC00000u}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (n == strlen(words[i].w) && !memcmp(t, words[i].w, n)) {
            *bits = words[i].bits;
            return true;
        }
    for (size_t i = 0; i < n; i++)
        if (!strchr("0123456789+-.eE", t[i]) || t[i] == '\0')
            return false;
    char *copy = malloc(n + 1);
    if (!copy)
        fuzz_fail("out of memory");
    memcpy(copy, t, n);
    copy[n] = '\0';
    char *end;
    const float f = strtof(copy, &end);
    const bool whole = end == copy + n;
    free(copy);
    if (!whole || !isfinite(f)) /* not all of it, or beyond binary32's range */
        return false;
    memcpy(bits, &f, sizeof f);
    return true;
}

/* Start and length (without '\n') of line ln (1-based) of the input; false if there is none. */
static bool find_line(const char *text, size_t size, unsigned ln, size_t *start, size_t *len)
{
    size_t p = 0;
    for (unsigned l = 1; l < ln; l++) {
        const char *nl = memchr(text + p, '\n', size - p);
        if (!nl)
            return false;
        p = (size_t)(nl - text) + 1;
    }
    if (p >= size)
        return false;
    const char *nl = memchr(text + p, '\n', size - p);
    *start = p;
    *len = nl ? (size_t)(nl - (text + p)) : size - p;
    return true;
}

/* The value part of a line: after the first '=', before a '#'. */
static void value_part(const char *ln, size_t n, size_t *a, size_t *b)
{
    const char *hash = memchr(ln, '#', n);
    *b = hash ? (size_t)(hash - ln) : n;
    const char *eq = memchr(ln, '=', *b);
    *a = eq ? (size_t)(eq - ln) + 1 : *b;
}

static void check_op_values(const char *text, size_t size, const vps_op *op)
{
    size_t ls, ll, a, b;
    if (!find_line(text, size, op->line, &ls, &ll))
        fuzz_fail("operation of line %u, which the input does not have", op->line);
    const char *ln = text + ls;
    value_part(ln, ll, &a, &b);
    unsigned k = 0;
    for (size_t i = a; i < b;) {
        if (blank(ln[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < b && !blank(ln[j]))
            j++;
        uint32_t bits;
        if (k >= op->n)
            fuzz_fail("line %u: %u values accepted, the line has more", op->line, op->n);
        if (!oracle(ln + i, j - i, &bits))
            fuzz_fail("line %u: accepted value '%.*s' is not a documented form", op->line, (int)(j - i), ln + i);
        if (bits != op->v[k])
            fuzz_fail("line %u: value '%.*s' read as %08x, expected %08x", op->line, (int)(j - i), ln + i,
                      (unsigned)op->v[k], (unsigned)bits);
        k++;
        i = j;
    }
    if (k != op->n)
        fuzz_fail("line %u: %u values accepted, the line has %u", op->line, op->n, k);
}

static void check_ops(const char *text, size_t size, const vps_stream *s, unsigned err_line)
{
    static const uint32_t def[4] = {0, 0, 0, 0x3F800000u};
    unsigned runs = 0, last_line = 0;
    for (size_t i = 0; i < s->count; i++) {
        const vps_op *o = &s->ops[i];
        if (o->line < 1 || o->line < last_line || (err_line && o->line >= err_line))
            fuzz_fail("op %zu: line %u (previous %u, error line %u)", i, o->line, last_line, err_line);
        last_line = o->line;
        switch (o->kind) {
        case VPS_CONST:
        case VPS_MVP:
            if (o->idx >= (o->kind == VPS_CONST ? 256u : 4u) || o->n != 4)
                fuzz_fail("op %zu: c[]/mvp[] index %u, %u values", i, o->idx, o->n);
            check_op_values(text, size, o);
            break;
        case VPS_ATTR:
            if (o->idx >= 16 || o->n < 1 || o->n > 4)
                fuzz_fail("op %zu: v[%u] with %u values", i, o->idx, o->n);
            for (unsigned k = o->n; k < 4; k++)
                if (o->v[k] != def[k])
                    fuzz_fail("op %zu: component %u not written but %08x", i, k, (unsigned)o->v[k]);
            check_op_values(text, size, o);
            if (o->idx == 0) {
                const vps_op *r = i + 1 < s->count ? &s->ops[i + 1] : NULL;
                if (!r || r->kind != VPS_RUN || r->line != o->line || r->n != 4 || memcmp(r->v, o->v, sizeof o->v))
                    fuzz_fail("op %zu: v[0] written without its RUN", i);
            }
            break;
        case VPS_RUN:
            runs++;
            if (i == 0 || s->ops[i - 1].kind != VPS_ATTR || s->ops[i - 1].idx != 0)
                fuzz_fail("op %zu: RUN not after a v[0] write", i);
            break;
        default:
            fuzz_fail("op %zu: kind %d", i, (int)o->kind);
        }
    }
    if (runs != s->runs)
        fuzz_fail("runs %u, %u RUN operations", s->runs, runs);
}

/* An error that blames a value: the token at its column must be refused by the oracle. */
static void check_value_error(const char *text, size_t size, const vps_error *e)
{
    const bool value_err = !strncmp(e->msg, "bad value", 9) || !strncmp(e->msg, "bad number", 10) ||
                           !strncmp(e->msg, "bad bit pattern", 15) || !strncmp(e->msg, "number '", 8);
    if (!value_err)
        return;
    size_t ls, ll, a, b;
    if (!find_line(text, size, e->line, &ls, &ll))
        return; /* checked by the caller */
    const char *ln = text + ls;
    value_part(ln, ll, &a, &b);
    size_t at = e->col - 1;
    if (at < a || at >= b || blank(ln[at]))
        fuzz_fail("value error at %u:%u outside the values: %s", e->line, e->col, e->msg);
    size_t i = at, j = at;
    while (i > a && !blank(ln[i - 1]))
        i--;
    while (j < b && !blank(ln[j]))
        j++;
    uint32_t bits;
    if (oracle(ln + i, j - i, &bits))
        fuzz_fail("value '%.*s' (%08x) refused: %u:%u %s", (int)(j - i), ln + i, (unsigned)bits, e->line, e->col,
                  e->msg);
}

/* The operations as a stream of bit patterns, read back. */
static void check_roundtrip(const vps_stream *s)
{
    size_t cap = 64 + s->count * 64, len = 0;
    char *t = malloc(cap);
    if (!t)
        fuzz_fail("out of memory");
    for (size_t i = 0; i < s->count; i++) {
        const vps_op *o = &s->ops[i];
        if (o->kind == VPS_RUN)
            continue;
        const char *k = o->kind == VPS_CONST ? "c" : o->kind == VPS_MVP ? "mvp" : "v";
        len += (size_t)snprintf(t + len, cap - len, "%s[%u] =", k, o->idx);
        for (unsigned c = 0; c < o->n; c++)
            len += (size_t)snprintf(t + len, cap - len, " 0x%08x", (unsigned)o->v[c]);
        len += (size_t)snprintf(t + len, cap - len, "\n");
    }
    vps_stream s2 = {0};
    vps_error e2;
    if (vps_parse(t, len, &s2, &e2) != 0)
        fuzz_fail("printed operations refused: %u:%u %s\n%s", e2.line, e2.col, e2.msg, t);
    if (s2.count != s->count || s2.runs != s->runs)
        fuzz_fail("printed operations read back as %zu (%u runs), not %zu (%u)", s2.count, s2.runs, s->count, s->runs);
    for (size_t i = 0; i < s->count; i++) {
        const vps_op *a = &s->ops[i], *b = &s2.ops[i];
        if (a->kind != b->kind || a->idx != b->idx || a->n != b->n || memcmp(a->v, b->v, sizeof a->v))
            fuzz_fail("operation %zu differs after printing and reading back", i);
    }
    vps_free(&s2);
    free(t);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    vps_stream s = {0};
    vps_error e;
    memset(&e, 0, sizeof e);
    const int rc = vps_parse(text, size, &s, &e);
    if (rc != 0 && rc != -1)
        fuzz_fail("vps_parse returned %d", rc);
    if (rc == -1) {
        if (memchr(e.msg, '\0', sizeof e.msg) == NULL || e.msg[0] == '\0')
            fuzz_fail("empty or unterminated error message");
        if (e.line == 0 && strcmp(e.msg, "out of memory"))
            fuzz_fail("error without a line: %s", e.msg);
        size_t ls, ll;
        if (e.line && !find_line(text, size, e.line, &ls, &ll))
            fuzz_fail("error on line %u, which the input does not have: %s", e.line, e.msg);
        if (e.line && (e.col < 1 || e.col > ll))
            fuzz_fail("error at %u:%u, the line has %zu bytes: %s", e.line, e.col, ll, e.msg);
        if (e.line)
            check_value_error(text, size, &e);
    }
    check_ops(text, size, &s, rc == -1 ? e.line : 0);
    check_roundtrip(&s);
    vps_free(&s);
    return 0;
}

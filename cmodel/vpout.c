/* vpout: see vpout.h. */
#include "vpout.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ucode.h"
#include "vptext.h"

typedef struct {
    const char *p, *end; /* the current line, without its newline */
    const char *start;   /* where the line starts (for columns) */
    unsigned line;
    vpo_error *err;
} cursor;

__attribute__((format(printf, 3, 4))) static int error_at(cursor *c, const char *at, const char *fmt, ...)
{
    c->err->line = c->line;
    c->err->col = (unsigned)(at - c->start) + 1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err->msg, sizeof c->err->msg, fmt, ap);
    va_end(ap);
    return -1;
}

static int starts(const cursor *c, const char *s)
{
    size_t n = strlen(s);
    return (size_t)(c->end - c->p) >= n && memcmp(c->p, s, n) == 0;
}

static void skip_blanks(cursor *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
        c->p++;
}

/* Decimal number of at most 9 digits. */
static int read_uint(cursor *c, uint32_t *v, const char *what)
{
    const char *s = c->p;
    uint32_t x = 0;
    int n = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9' && n < 10) {
        x = x * 10 + (uint32_t)(*c->p - '0');
        c->p++;
        n++;
    }
    if (n == 0)
        return error_at(c, s, "expected %s (a decimal number)", what);
    if (n > 9)
        return error_at(c, s, "%s is too large", what);
    *v = x;
    return 0;
}

/* "vertex N: I instructions, end=WORD" */
static int parse_header(cursor *c, size_t expect, vpo_vertex *vx)
{
    c->p += strlen("vertex");
    if (c->p >= c->end || *c->p != ' ')
        return error_at(c, c->p, "expected ' ' after 'vertex'");
    skip_blanks(c);
    const char *num = c->p;
    uint32_t n = 0;
    if (read_uint(c, &n, "a vertex number"))
        return -1;
    if (n != expect)
        return error_at(c, num, "vertex %u out of sequence (expected vertex %zu)", (unsigned)n, expect);
    if (c->p >= c->end || *c->p != ':')
        return error_at(c, c->p, "expected ':' after the vertex number");
    c->p++;
    skip_blanks(c);
    if (read_uint(c, &vx->executed, "the number of instructions"))
        return -1;
    if (!starts(c, " instructions"))
        return error_at(c, c->p, "expected ' instructions' after the instruction count");
    c->p += strlen(" instructions");
    if (starts(c, ", end=")) {
        c->p += strlen(", end=");
        const char *w = c->p;
        while (c->p < c->end && *c->p >= 'a' && *c->p <= 'z')
            c->p++;
        if (c->p == w)
            return error_at(c, w, "expected the reason the program ended after 'end='");
    }
    skip_blanks(c);
    if (c->p != c->end)
        return error_at(c, c->p, "unexpected text after the vertex header");
    return 0;
}

/* "  o[NAME] = xxxxxxxx xxxxxxxx xxxxxxxx xxxxxxxx  (...)" */
static int parse_result(cursor *c, vpo_vertex *vx)
{
    c->p += 2; /* "o[" */
    const char *name = c->p;
    while (c->p < c->end && *c->p != ']')
        c->p++;
    if (c->p >= c->end)
        return error_at(c, name, "expected ']' after the result register name");
    int idx = -1;
    for (unsigned i = 0; i < VPO_NOUT; i++) {
        const char *s = uc_out_name(i);
        if (s && strlen(s) == (size_t)(c->p - name) && memcmp(s, name, strlen(s)) == 0)
            idx = (int)i;
    }
    if (idx < 0)
        return error_at(c, name, "unknown result register o[%.*s]", (int)(c->p - name > 16 ? 16 : c->p - name), name);
    if (vx->written & (1u << idx))
        return error_at(c, name, "o[%s] appears twice in one vertex", uc_out_name((unsigned)idx));
    c->p++;
    skip_blanks(c);
    if (c->p >= c->end || *c->p != '=')
        return error_at(c, c->p, "expected '=' after o[%s]", uc_out_name((unsigned)idx));
    c->p++;
    for (int k = 0; k < 4; k++) {
        const char *s = c->p;
        skip_blanks(c);
        if (c->p == s)
            return error_at(c, c->p, "expected a space before component %d", k);
        uint32_t v = 0;
        const char *h = c->p;
        while (c->p < c->end && vpt_hexdigit(*c->p) >= 0 && c->p - h < 9) {
            v = v << 4 | (uint32_t)vpt_hexdigit(*c->p);
            c->p++;
        }
        if (c->p - h != 8 || (c->p < c->end && *c->p != ' ' && *c->p != '\t'))
            return error_at(c, h, "expected 8 hex digits (a binary32 bit pattern) for component %d", k);
        vx->out[idx][k] = v;
    }
    skip_blanks(c);
    if (c->p < c->end) { /* the decimals, for people: "(...)" */
        if (*c->p != '(' || c->end[-1] != ')')
            return error_at(c, c->p, "unexpected text after the four values");
    }
    vx->written |= 1u << idx;
    return 0;
}

int vpo_parse(const char *text, size_t len, vpo_list *l, vpo_error *err)
{
    cursor c = {0};
    c.err = err;
    const char *p = text, *end = text + len;
    vpo_vertex *cur = NULL;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *le = nl ? nl : end;
        c.line++;
        c.start = c.p = p;
        c.end = le > p && le[-1] == '\r' ? le - 1 : le;
        p = nl ? nl + 1 : end;
        const char *z = memchr(c.p, '\0', (size_t)(c.end - c.p));
        if (z)
            return error_at(&c, z, "NUL byte in the input");
        skip_blanks(&c);
        if (c.p == c.end || *c.p == '#' || starts(&c, "commit "))
            continue;
        if (starts(&c, "vertex")) {
            if (c.p != c.start)
                return error_at(&c, c.p, "a vertex header starts at the first column");
            if (l->count == l->cap) {
                size_t ncap = l->cap ? l->cap * 2 : 256;
                vpo_vertex *nv = realloc(l->v, ncap * sizeof *nv);
                if (!nv) {
                    err->line = 0;
                    err->col = 0;
                    snprintf(err->msg, sizeof err->msg, "out of memory");
                    return -1;
                }
                l->v = nv;
                l->cap = ncap;
            }
            cur = &l->v[l->count];
            memset(cur, 0, sizeof *cur);
            if (parse_header(&c, l->count, cur))
                return -1;
            l->count++;
            continue;
        }
        if (starts(&c, "o[")) {
            if (c.p == c.start)
                return error_at(&c, c.p, "a result line is indented (it belongs to a vertex block)");
            if (!cur)
                return error_at(&c, c.p, "result register before the first 'vertex' line");
            if (parse_result(&c, cur))
                return -1;
            continue;
        }
        if (starts(&c, "state run"))
            return error_at(&c, c.p, "state-program output (it has no vertices)");
        return error_at(&c, c.p, "not a line of vpsim output (expected 'vertex N: ...' or '  o[NAME] = ...')");
    }
    return 0;
}

void vpo_free(vpo_list *l)
{
    free(l->v);
    l->v = NULL;
    l->count = l->cap = 0;
}

/* ---- writers ---------------------------------------------------------------- */

static double as_double(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return (double)f;
}

void vpo_write_vertex(FILE *f, unsigned n, unsigned executed, const char *end_name)
{
    fprintf(f, "vertex %u: %u instructions, end=%s\n", n, executed, end_name);
}

void vpo_write_reg(FILE *f, const char *name, const uint32_t v[4])
{
    fprintf(f, "  %-8s = %08x %08x %08x %08x  (%.9g %.9g %.9g %.9g)\n", name, (unsigned)v[0], (unsigned)v[1],
            (unsigned)v[2], (unsigned)v[3], as_double(v[0]), as_double(v[1]), as_double(v[2]), as_double(v[3]));
}

void vpo_write_out(FILE *f, unsigned idx, const uint32_t v[4])
{
    char name[16];
    snprintf(name, sizeof name, "o[%s]", uc_out_name(idx));
    vpo_write_reg(f, name, v);
}

void vpo_write_const(FILE *f, unsigned idx, const uint32_t v[4])
{
    char name[16];
    snprintf(name, sizeof name, "c[%u]", idx);
    vpo_write_reg(f, name, v);
}

unsigned vpo_state_consts(const uc_program *p, bool seen[96])
{
    unsigned n = 0;
    memset(seen, 0, 96 * sizeof seen[0]);
    for (unsigned i = 0; i < p->count; i++) {
        const uc_insn in = uc_unpack(&p->words[i]);
        if (in.dfile == UC_DFILE_CONST && in.didx < 96 && !seen[in.didx]) {
            seen[in.didx] = true;
            n++;
        }
    }
    return n;
}

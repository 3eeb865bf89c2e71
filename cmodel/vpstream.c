/*
 * vpstream: reader of the vpsim vertex-stream format (see vpstream.h and
 * docs/vpsim.md). One line at a time: "kind[index] = values", '#' starts a
 * comment. Values are read with strtof (decimal, inf, nan) or as 0x
 * binary32 bit patterns.
 */
#include "vpstream.h"

#include "vpmodel.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ONE 0x3F800000u

static const char *const attr_names[16] = {"OPOS", "WGHT", "NRML", "COL0", "COL1", "FOGC", "6", "7",
                                           "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7"};

const char *vps_attr_name(unsigned idx) { return idx < 16 ? attr_names[idx] : NULL; }

void vps_free(vps_stream *s)
{
    if (!s)
        return;
    free(s->ops);
    s->ops = NULL;
    s->count = s->cap = 0;
    s->runs = 0;
}

static int seterr(vps_error *err, unsigned line, unsigned col, const char *fmt, ...)
{
    if (err) {
        err->line = line;
        err->col = col;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static int push(vps_stream *s, const vps_op *op)
{
    if (s->count == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        vps_op *n = realloc(s->ops, cap * sizeof *n);
        if (!n)
            return -1;
        s->ops = n;
        s->cap = cap;
    }
    s->ops[s->count++] = *op;
    if (op->kind == VPS_RUN)
        s->runs++;
    return 0;
}

/* One value at *s (blanks before it skipped): 0x bit pattern or strtof. */
static bool parse_value(const char **s, uint32_t *out)
{
    const char *p = *s;
    while (*p == ' ' || *p == '\t')
        p++;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        char *e;
        errno = 0;
        unsigned long v = strtoul(p + 2, &e, 16);
        if (e == p + 2 || errno || v > 0xFFFFFFFFul)
            return false;
        *out = (uint32_t)v;
        *s = e;
        return true;
    }
    char *e;
    float f = strtof(p, &e);
    if (e == p)
        return false;
    memcpy(out, &f, sizeof f);
    *s = e;
    return true;
}

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
static bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* One line without its newline, NUL-terminated in ln. */
static int parse_line(char *ln, unsigned line, vps_stream *st, vps_error *err)
{
    char *hash = strchr(ln, '#');
    if (hash)
        *hash = '\0';
    const char *s = ln;
    while (blank(*s))
        s++;
    if (!*s)
        return 0;
#define COL(p) ((unsigned)((p) - ln) + 1u)
    /* kind[index] = */
    const char *k0 = s;
    while (*s >= 'a' && *s <= 'z')
        s++;
    size_t klen = (size_t)(s - k0);
    const char *i0 = s + 1;
    const char *i1 = i0;
    if (*s == '[')
        while ((*i1 >= 'A' && *i1 <= 'Z') || (*i1 >= '0' && *i1 <= '9'))
            i1++;
    size_t ilen = (size_t)(i1 - i0);
    if (klen == 0 || klen > 7 || *s != '[' || ilen == 0 || ilen > 15 || *i1 != ']')
        return seterr(err, line, COL(k0), "expected 'c[N] = ...', 'mvp[R] = ...' or 'v[N] = ...'");
    const char *eq = i1 + 1;
    while (space(*eq))
        eq++;
    if (*eq != '=')
        return seterr(err, line, COL(k0), "expected 'c[N] = ...', 'mvp[R] = ...' or 'v[N] = ...'");
    char kind[8], idxs[16];
    memcpy(kind, k0, klen);
    kind[klen] = '\0';
    memcpy(idxs, i0, ilen);
    idxs[ilen] = '\0';
    const bool is_c = !strcmp(kind, "c"), is_mvp = !strcmp(kind, "mvp"), is_v = !strcmp(kind, "v");
    char *end;
    errno = 0;
    long idx = strtol(idxs, &end, 10);
    if (*end || errno) {
        idx = -1;
        for (int a = 0; a < 16 && is_v; a++)
            if (!strcmp(idxs, attr_names[a]))
                idx = a;
    }
    /* values */
    s = eq + 1;
    vps_op op;
    memset(&op, 0, sizeof op);
    op.line = line;
    unsigned n = 0;
    while (n < 4 && parse_value(&s, &op.v[n]))
        n++;
    while (blank(*s))
        s++;
    if (*s)
        return seterr(err, line, COL(s), "cannot read value '%s'", s);
    if (is_c || is_mvp) {
        long lim = is_c ? 256 : 4;
        if (n != 4 || idx < 0 || idx >= lim)
            return seterr(err, line, COL(i0), "%s[%s] needs an index in range and 4 values", kind, idxs);
        op.kind = is_c ? VPS_CONST : VPS_MVP;
        op.idx = (unsigned)idx;
        op.n = 4;
        return push(st, &op) ? seterr(err, 0, 0, "out of memory") : 0;
    }
    if (is_v) {
        if (idx < 0 || idx >= 16 || n == 0)
            return seterr(err, line, COL(i0), "v[%s] needs an attribute 0-15 and 1-4 values", idxs);
        static const uint32_t def[4] = {0, 0, 0, ONE};
        for (unsigned i = n; i < 4; i++)
            op.v[i] = def[i];
        op.kind = VPS_ATTR;
        op.idx = (unsigned)idx;
        op.n = n;
        if (push(st, &op))
            return seterr(err, 0, 0, "out of memory");
        if (idx == 0) {
            op.kind = VPS_RUN;
            op.n = 4;
            if (push(st, &op))
                return seterr(err, 0, 0, "out of memory");
        }
        return 0;
    }
    return seterr(err, line, COL(k0), "unknown register kind '%s'", kind);
#undef COL
}

int vps_parse(const char *text, size_t len, vps_stream *s, vps_error *err)
{
    char *buf = malloc(len + 1); /* one line at a time, NUL-terminated */
    if (!buf)
        return seterr(err, 0, 0, "out of memory");
    unsigned line = 0;
    int rc = 0;
    size_t pos = 0;
    while (pos < len && rc == 0) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t ll = nl ? (size_t)(nl - (text + pos)) : len - pos;
        line++;
        memcpy(buf, text + pos, ll);
        buf[ll] = '\0';
        const char *z = memchr(buf, '\0', ll);
        if (z)
            rc = seterr(err, line, (unsigned)(z - buf) + 1u, "NUL byte in the input");
        else
            rc = parse_line(buf, line, s, err);
        pos += ll + (nl ? 1 : 0);
    }
    free(buf);
    return rc;
}

int vps_apply(struct vpm *m, const vps_op *op)
{
    switch (op->kind) {
    case VPS_CONST: vpm_set_const(m, op->idx, op->v); return 0;
    case VPS_MVP: vpm_set_mvp(m, op->idx, op->v); return 0;
    case VPS_ATTR: vpm_set_attr(m, op->idx, op->n, op->v); return 0;
    case VPS_RUN: break;
    }
    return 1;
}

/*
 * vpstream: reader of the vpsim vertex-stream format (see vpstream.h and
 * docs/vpsim.md). One line at a time: "kind[index] = values", '#' starts a
 * comment. A value is a blank-separated token that must be one of the
 * documented forms as a whole: a decimal number (optional sign, digits with
 * at most one '.', optional exponent), the words inf and nan (optional
 * sign), or 0x and exactly 8 hex digits (a binary32 bit pattern, no sign).
 * Anything else, and a decimal beyond binary32's range, is an error.
 */
#include "vpstream.h"

#include "vpmodel.h"

#include <errno.h>
#include <float.h>
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

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
static bool digit(char c) { return c >= '0' && c <= '9'; }
static bool hexdigit(char c) { return digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static unsigned hexval(char c) { return digit(c) ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10); }

/* c as shown in a message: printable ASCII, else '?'. */
static char pc(char c) { return (c >= 0x20 && c < 0x7F) ? c : '?'; }

/* t[0..n) for a message: at most 40 bytes, other than printable ASCII as '?'. */
static void show(const char *t, size_t n, char *out, size_t sz)
{
    size_t k = 0;
    for (size_t i = 0; i < n && k + 4 < sz && i < 40; i++)
        out[k++] = pc(t[i]);
    if (n > 40 && k + 4 < sz)
        for (int i = 0; i < 3; i++)
            out[k++] = '.';
    out[k] = '\0';
}

/* A value token t[0..n) (n >= 1, t[n] is a blank or NUL). Returns 0 with
 * *out, or -1 with why and *at (offset of the offending byte in t). */
static int read_value(const char *t, size_t n, uint32_t *out, size_t *at, char *why, size_t wsz)
{
    char tok[48];
    show(t, n, tok, sizeof tok);
    *at = 0;
    const bool neg = t[0] == '-', sign = neg || t[0] == '+';
    const size_t i = sign ? 1 : 0;
    /* 0x bit pattern: exactly 8 hex digits, no sign */
    if (n >= i + 2 && t[i] == '0' && (t[i + 1] == 'x' || t[i + 1] == 'X')) {
        if (sign) {
            snprintf(why, wsz, "bad value '%s': a 0x bit pattern takes no sign (the sign is its top bit: -1 is 0xbf800000)",
                     tok);
            return -1;
        }
        size_t k = i + 2;
        while (k < n && hexdigit(t[k]))
            k++;
        if (k < n) {
            *at = k;
            snprintf(why, wsz, "bad bit pattern '%s': '%c' is not a hex digit", tok, pc(t[k]));
            return -1;
        }
        if (n != i + 10) {
            snprintf(why, wsz, "bad bit pattern '%s': 0x takes exactly 8 hex digits, not %zu", tok, n - i - 2);
            return -1;
        }
        uint32_t v = 0;
        for (k = i + 2; k < n; k++)
            v = v << 4 | hexval(t[k]);
        *out = v;
        return 0;
    }
    /* the words inf and nan */
    if (i < n && ((t[i] | 0x20) >= 'a' && (t[i] | 0x20) <= 'z')) {
        const uint32_t s = neg ? 0x80000000u : 0u;
        if (n - i == 3 && !memcmp(t + i, "inf", 3)) {
            *out = s | 0x7F800000u;
            return 0;
        }
        if (n - i == 3 && !memcmp(t + i, "nan", 3)) {
            *out = s | 0x7FC00000u;
            return 0;
        }
        snprintf(why, wsz, "bad value '%s': a value is a decimal number, inf, nan or 0x and 8 hex digits", tok);
        return -1;
    }
    /* decimal: digits with at most one '.' (at least one digit), then e, sign, digits */
    size_t k = i, d = 0;
    while (k < n && digit(t[k]))
        k++, d++;
    if (k < n && t[k] == '.')
        for (k++; k < n && digit(t[k]); k++)
            d++;
    if (d == 0) {
        *at = k < n ? k : 0;
        if (k < n)
            snprintf(why, wsz, "bad value '%s': unexpected '%c' (a value is a decimal number, inf, nan or 0x and 8 hex digits)",
                     tok, pc(t[k]));
        else
            snprintf(why, wsz, "bad number '%s': no digits", tok);
        return -1;
    }
    if (k < n && (t[k] == 'e' || t[k] == 'E')) {
        const size_t e0 = k++;
        if (k < n && (t[k] == '+' || t[k] == '-'))
            k++;
        size_t ed = 0;
        while (k < n && digit(t[k]))
            k++, ed++;
        if (ed == 0) {
            *at = e0;
            snprintf(why, wsz, "bad number '%s': the exponent has no digits", tok);
            return -1;
        }
    }
    if (k < n) {
        *at = k;
        snprintf(why, wsz, "bad number '%s': unexpected '%c' (values are separated by blanks)", tok,
                 pc(t[k]));
        return -1;
    }
    /* the token is a decimal that strtof reads whole (the byte after it is a
     * blank or NUL): correctly rounded to binary32; an underflow gives a
     * subnormal or a signed zero, an overflow an error */
    const float f = strtof(t, NULL);
    if (f > FLT_MAX || f < -FLT_MAX) {
        snprintf(why, wsz, "number '%s' is beyond binary32's range (largest 3.40282347e+38): write inf or a 0x bit pattern",
                 tok);
        return -1;
    }
    memcpy(out, &f, sizeof f);
    return 0;
}

static bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* One line without its newline, NUL-terminated in ln; fn/user name bindings (may be NULL). */
static int parse_line(char *ln, unsigned line, vps_stream *st, vps_error *err, vps_binding_fn fn, void *user)
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
    /* a binding by name (state.*, program.env[n], program.local[n]): its
     * slot in the loaded !!ARBvp1.0 program (docs/arbvp.md) */
    int slot = -3;
    const char *bname = s;
    if (!strncmp(s, "state.", 6) || !strncmp(s, "program.", 8)) {
        const char *e = strchr(s, '=');
        if (!e)
            return seterr(err, line, COL(s), "expected '=' after the binding");
        const char *ne = e;
        while (ne > s && space(ne[-1]))
            ne--;
        if (!fn)
            return seterr(err, line, COL(s), "a binding by name needs an !!ARBvp1.0 program (write c[N] = ...)");
        char why[160];
        slot = fn(user, s, (size_t)(ne - s), why, sizeof why);
        if (slot < -1)
            return seterr(err, line, COL(s), "not a binding: %s", why);
        s = e; /* the values follow '=' */
    }
    /* kind[index] = */
    const char *k0 = s;
    while (slot == -3 && *s >= 'a' && *s <= 'z')
        s++;
    size_t klen = (size_t)(s - k0);
    const char *i0 = s + 1;
    const char *i1 = i0;
    if (*s == '[')
        while ((*i1 >= 'A' && *i1 <= 'Z') || (*i1 >= '0' && *i1 <= '9'))
            i1++;
    size_t ilen = (size_t)(i1 - i0);
    if (slot == -3 && (klen == 0 || klen > 7 || *s != '[' || ilen == 0 || ilen > 15 || *i1 != ']'))
        return seterr(err, line, COL(k0), "expected 'c[N] = ...', 'mvp[R] = ...' or 'v[N] = ...'");
    const char *eq = slot == -3 ? i1 + 1 : s;
    while (space(*eq))
        eq++;
    if (*eq != '=')
        return seterr(err, line, COL(k0), "expected 'c[N] = ...', 'mvp[R] = ...' or 'v[N] = ...'");
    char kind[8] = "c", idxs[16] = "0";
    if (slot == -3) {
        memcpy(kind, k0, klen);
        kind[klen] = '\0';
        memcpy(idxs, i0, ilen);
        idxs[ilen] = '\0';
    }
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
    for (;;) {
        while (blank(*s))
            s++;
        if (!*s)
            break;
        const char *t = s;
        while (*s && !blank(*s))
            s++;
        char why[sizeof err->msg];
        size_t at;
        if (n == 4) {
            char tok[48];
            show(t, (size_t)(s - t), tok, sizeof tok);
            return seterr(err, line, COL(t), "more than 4 values ('%s' is a fifth)", tok);
        }
        if (read_value(t, (size_t)(s - t), &op.v[n], &at, why, sizeof why))
            return seterr(err, line, COL(t + at), "%s", why);
        n++;
    }
    if (slot != -3) {
        if (n != 4)
            return seterr(err, line, COL(bname), "a binding needs 4 values");
        if (slot < 0)
            return 0; /* a binding the program does not read: nothing to write */
        op.kind = VPS_CONST;
        op.idx = (unsigned)slot;
        op.n = 4;
        return push(st, &op) ? seterr(err, 0, 0, "out of memory") : 0;
    }
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
    return vps_parse_bindings(text, len, NULL, NULL, s, err);
}

int vps_parse_bindings(const char *text, size_t len, vps_binding_fn fn, void *user, vps_stream *s, vps_error *err)
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
            rc = parse_line(buf, line, s, err, fn, user);
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

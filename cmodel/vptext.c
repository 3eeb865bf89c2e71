/* vptext: text helpers (vptext.h). */
#include "vptext.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void vpt_fixed(vptext *t, char *buf, size_t sz)
{
    t->buf = buf;
    t->len = 0;
    t->cap = sz;
    t->oom = false;
    t->fixed = true;
    if (sz)
        buf[0] = '\0';
}

void vpt_put(vptext *t, const char *s)
{
    size_t n = strlen(s);
    if (t->oom)
        return;
    if (t->fixed && (!t->buf || t->cap == 0)) {
        t->oom = true;
        return;
    }
    if (t->len + n + 1 > t->cap) {
        if (t->fixed) { /* what fits, then nothing more */
            n = t->cap - t->len - 1;
            t->oom = true;
        } else {
            size_t cap = t->cap ? t->cap : 4096;
            while (t->len + n + 1 > cap)
                cap *= 2;
            char *nb = realloc(t->buf, cap);
            if (!nb) {
                t->oom = true;
                return;
            }
            t->buf = nb;
            t->cap = cap;
        }
    }
    memcpy(t->buf + t->len, s, n);
    t->len += n;
    t->buf[t->len] = '\0';
}

void vpt_vprintf(vptext *t, const char *fmt, va_list ap)
{
    char tmp[256];
    va_list aq;
    va_copy(aq, ap);
    const int n = vsnprintf(tmp, sizeof tmp, fmt, aq);
    va_end(aq);
    if (n < 0) {
        t->oom = true;
        return;
    }
    if ((size_t)n < sizeof tmp) {
        vpt_put(t, tmp);
        return;
    }
    char *big = malloc((size_t)n + 1); /* longer than tmp: the whole text */
    if (!big) {
        t->oom = true;
        return;
    }
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    vpt_put(t, big);
    free(big);
}

void vpt_printf(vptext *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vpt_vprintf(t, fmt, ap);
    va_end(ap);
}

void vpt_verrf(char *err, size_t sz, const char *fmt, va_list ap)
{
    if (err && sz)
        vsnprintf(err, sz, fmt, ap);
}

int vpt_errf(char *err, size_t sz, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vpt_verrf(err, sz, fmt, ap);
    va_end(ap);
    return -1;
}

int vpt_hexdigit(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

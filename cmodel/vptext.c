/* vptext: growing text buffer (vptext.h). */
#include "vptext.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void vpt_put(vptext *t, const char *s)
{
    const size_t n = strlen(s);
    if (t->oom)
        return;
    if (t->len + n + 1 > t->cap) {
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
    memcpy(t->buf + t->len, s, n + 1);
    t->len += n;
}

void vpt_printf(vptext *t, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    vpt_put(t, tmp);
}

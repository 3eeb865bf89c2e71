/* tbbuf: see tbbuf.h. The buffer is the library's vptext (cmodel/vptext.h);
 * this adds only the test tools' policy: out of memory ends the program. */
#include "tbbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "vptext.h"

void sb_printf(sbuf *b, const char *fmt, ...)
{
    vptext t = {b->s, b->n, b->cap, false, false};
    va_list ap;
    va_start(ap, fmt);
    vpt_vprintf(&t, fmt, ap);
    va_end(ap);
    if (t.oom) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    b->s = t.buf;
    b->n = t.len;
    b->cap = t.cap;
}

void sb_clear(sbuf *b)
{
    b->n = 0;
    if (b->s)
        b->s[0] = '\0';
}

/*
 * tbbuf: a growing text buffer for the test generators (tb/rtl/gen_directed,
 * tb/regress/vpgen, the unit tests): the library's vptext (cmodel/vptext.h)
 * with the tools' policy that out of memory ends the program with status 2
 * (these are command-line test tools, not library code).
 */
#ifndef VP_TBBUF_H
#define VP_TBBUF_H

#include <stddef.h>

typedef struct {
    char *s;       /* NUL-terminated text, or NULL while empty */
    size_t n, cap; /* length, allocated size */
} sbuf;

/* Appends printf-style text. */
void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Empties the buffer (keeps the allocation). */
void sb_clear(sbuf *b);

#endif

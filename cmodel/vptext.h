/*
 * vptext: the library's text helpers, each written once.
 *  - vptext, a NUL-terminated text buffer for the printers (vpdis,
 *    tgsi_dis) and the test generators (tb/lib/tbbuf): growing, or fixed
 *    in a caller's array (vpt_fixed) where the text is cut to fit. Running
 *    out of memory or of room is remembered (oom) and later appends do
 *    nothing, so a printer checks once at the end and returns an error;
 *    nothing is printed and nothing exits.
 *  - vpt_errf: a message into a caller's error buffer (char *, size), the
 *    error convention of ucode, vpdis and vpmodel.
 *  - vpt_hexdigit: the value of a hex digit (image, TGSI and output text).
 */
#ifndef VP_VPTEXT_H
#define VP_VPTEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    char *buf;  /* the text (NUL-terminated), or NULL while an empty growing buffer */
    size_t len; /* its length */
    size_t cap; /* bytes allocated (growing) or of the caller's array (fixed) */
    bool oom;   /* an append did not fit (out of memory, or past a fixed array's end);
                 * buf holds what came before, cut to fit in a fixed array */
    bool fixed; /* buf is the caller's array (vpt_fixed); it never grows */
} vptext;

#if defined(__GNUC__)
#define VPTEXT_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define VPTEXT_PRINTF(a, b)
#endif

/* An empty growing buffer is {NULL, 0, 0, false, false}; the caller frees
 * buf. This makes t the empty text in the caller's array buf of sz bytes
 * (sz > 0). */
void vpt_fixed(vptext *t, char *buf, size_t sz);
/* Appends s. */
void vpt_put(vptext *t, const char *s);
/* Appends printf-style text. */
void vpt_printf(vptext *t, const char *fmt, ...) VPTEXT_PRINTF(2, 3);
void vpt_vprintf(vptext *t, const char *fmt, va_list ap) VPTEXT_PRINTF(2, 0);

/* Writes the message into err (when err is not NULL and sz > 0; cut to
 * fit, always terminated). Returns -1, so `return vpt_errf(...)` reports
 * a failure. */
int vpt_errf(char *err, size_t sz, const char *fmt, ...) VPTEXT_PRINTF(3, 4);
void vpt_verrf(char *err, size_t sz, const char *fmt, va_list ap) VPTEXT_PRINTF(3, 0);

/* 0-15 for a hex digit (either case), else -1. */
int vpt_hexdigit(int c);

#endif

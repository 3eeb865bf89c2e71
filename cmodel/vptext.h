/*
 * vptext: a growing, NUL-terminated text buffer for the library's printers
 * (vpdis, tgsi_dis). Running out of memory is remembered (oom) and later
 * appends do nothing, so a printer checks once at the end and returns an
 * error; nothing is printed and nothing exits.
 */
#ifndef VP_VPTEXT_H
#define VP_VPTEXT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    char *buf;      /* the text (NUL-terminated), or NULL while empty */
    size_t len, cap;
    bool oom;       /* an append failed to allocate; buf holds what came before */
} vptext;

#if defined(__GNUC__)
#define VPTEXT_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define VPTEXT_PRINTF(a, b)
#endif

/* Appends s. */
void vpt_put(vptext *t, const char *s);
/* Appends printf-style text (at most 255 bytes per call). */
void vpt_printf(vptext *t, const char *fmt, ...) VPTEXT_PRINTF(2, 3);

#endif

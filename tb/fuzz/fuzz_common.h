/*
 * Shared helpers of the fuzz targets (tb/fuzz/fuzz_*.c): the failure hook
 * and the checks that more than one target uses. A failed check prints
 * what was violated and aborts, which both engines (libFuzzer and the
 * gcc fallback driver, tb/fuzz/driver.c) record as a crash with its input.
 */
#ifndef VP_FUZZ_COMMON_H
#define VP_FUZZ_COMMON_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ucode.h"

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2), noreturn))
#endif
static void fuzz_fail(const char *fmt, ...);
static void fuzz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("FUZZ CHECK FAILED: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

/* Round-trip checks through the disassembler are on unless VP_FUZZ_ROUNDTRIP=0. */
static inline bool fuzz_roundtrip_enabled(void)
{
    static int cached = -1;
    if (cached < 0) {
        const char *e = getenv("VP_FUZZ_ROUNDTRIP");
        cached = !(e && strcmp(e, "0") == 0);
    }
    return cached != 0;
}

/* Same program image: environment, flags, entry, count and every word. */
static inline bool fuzz_same_program(const uc_program *a, const uc_program *b, char *why, size_t sz)
{
    if (a->env != b->env || a->pos_invariant != b->pos_invariant || a->entry != b->entry || a->count != b->count) {
        snprintf(why, sz, "header differs: env %u/%u pi %u/%u entry %u/%u count %u/%u", a->env, b->env,
                 a->pos_invariant, b->pos_invariant, a->entry, b->entry, a->count, b->count);
        return false;
    }
    for (unsigned i = 0; i < a->count && i < UC_MAX_WORDS; i++)
        if (!uc_word_eq(&a->words[i], &b->words[i])) {
            snprintf(why, sz, "word %u differs", i);
            return false;
        }
    return true;
}

#endif

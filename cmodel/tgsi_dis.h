/*
 * tgsi_dis: a TGSI token stream (tgsi.h) as readable text, one line per
 * body token (property, declaration, immediate, instruction, skipped
 * unknown token), each led by its token index so that the loader's
 * "token N" errors can be found. The form is described in docs/tgsi.md.
 *
 * Every stream that tgsi_walk accepts is printed, including ones the
 * engine cannot run (other processors, opcodes it lacks, newer minor
 * versions); a stream tgsi_walk refuses gives its error and no text.
 */
#ifndef VP_TGSI_DIS_H
#define VP_TGSI_DIS_H

#include <stddef.h>
#include <stdint.h>

#include "tgsi.h"

/* Text into a malloc'ed NUL-terminated buffer (*text, length *len) for the
 * caller to free. 0, or -1 with err filled and *text NULL. */
int tgsi_dis_text(const uint32_t *tok, size_t n, char **text, size_t *len, tgsi_error *err);

#endif

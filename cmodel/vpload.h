/*
 * vpload: reads a program file the way every tool accepts one: program
 * text (it starts with "!!") is assembled as vpasm does by default (pairs
 * made: docs/assembler.md), anything else is read as a vpasm
 * image (.hex or .bin, told apart by content).
 */
#ifndef VP_VPLOAD_H
#define VP_VPLOAD_H

#include <stddef.h>

#include "ucode.h"

/* Returns 0 with *p filled; 1 when the program is refused (err holds
 * "PATH:LINE:COL: error: ..." or "PATH: error: ..."); 2 when the file cannot
 * be read or memory runs out (err holds "cannot read PATH: reason"). Files
 * larger than max bytes are refused as unreadable. */
int vp_load_program(const char *path, size_t max, uc_program *p, char *err, size_t errsz);

/* For an !!ARBvp1.0 program file: its constant slots (arbvp.h), so that an
 * input stream may name the program's bindings (vps_parse_bindings,
 * docs/vpsim.md "Bindings by name"); NULL for any other file, or when it
 * does not assemble (vp_load_program reports that). Free it with free(). */
struct arbvp_output *vp_load_arb_slots(const char *path, size_t max);

/* A vps_binding_fn (vpstream.h) over such slots: user is the arbvp_output. */
int vp_arb_binding(void *user, const char *name, size_t len, char *why, size_t whysz);

#endif

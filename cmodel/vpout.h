/*
 * vpout: reads vpsim's output format (docs/vpsim.md, "Output") back into
 * output vertices: one block per vertex,
 *
 *   vertex N: I instructions, end=E
 *     o[NAME]  = xxxxxxxx xxxxxxxx xxxxxxxx xxxxxxxx  (decimals)
 *
 * for the tools that consume what the model (or a bench printing the same
 * blocks) computed, such as vprender. The hex bit patterns are the values;
 * the decimals in brackets are ignored. `commit` trace lines, blank lines
 * and lines starting with '#' are skipped; anything else is an error, and
 * so are vertex numbers out of sequence (0, 1, 2, ...), a result register
 * named twice in one vertex and state-program output ("state run N").
 *
 * The writers below print the same format (vpsim, vphost) to a stream the
 * caller gives. No globals; the reader prints nothing: errors come back with
 * line and column.
 */
#ifndef VP_VPOUT_H
#define VP_VPOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ucode.h"

#define VPO_NOUT 21 /* o[HPOS] .. o[CLP5], numbered as UC_OUT_* */

typedef struct {
    uint32_t out[VPO_NOUT][4]; /* binary32 bit patterns; 0 where not written */
    uint32_t written;          /* bit i: o[i] present in the block */
    uint32_t executed;         /* "I instructions" */
} vpo_vertex;

typedef struct {
    vpo_vertex *v;
    size_t count;
    size_t cap;
} vpo_list;

typedef struct {
    unsigned line, col; /* 1-based; columns count bytes; line 0: out of memory */
    char msg[160];
} vpo_error;

/*
 * Reads text[0..len) into l (initialise it with {0}; free it with
 * vpo_free). Returns 0, or -1 with err filled; the vertices before the
 * error are in l either way.
 */
int vpo_parse(const char *text, size_t len, vpo_list *l, vpo_error *err);
void vpo_free(vpo_list *l);

/* "vertex N: I instructions, end=E" */
void vpo_write_vertex(FILE *f, unsigned n, unsigned executed, const char *end_name);
/* "  NAME     = xxxxxxxx xxxxxxxx xxxxxxxx xxxxxxxx  (decimals)" */
void vpo_write_reg(FILE *f, const char *name, const uint32_t v[4]);
/* vpo_write_reg with the name o[HPOS].. (idx as UC_OUT_*) or c[idx] */
void vpo_write_out(FILE *f, unsigned idx, const uint32_t v[4]);
void vpo_write_const(FILE *f, unsigned idx, const uint32_t v[4]);
/* The c[] a state program can write (seen[i] for c[i]), the registers
 * printed after each state run; returns how many. */
unsigned vpo_state_consts(const uc_program *p, bool seen[96]);

#endif

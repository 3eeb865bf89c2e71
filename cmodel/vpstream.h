/*
 * vpstream: the vertex-stream input format of vpsim (docs/vpsim.md) read
 * into a list of host operations, the way a host drives the engine:
 * parameter writes, position-invariant matrix writes, attribute writes with
 * their component count, and the run that writing v[0] starts (a vertex, or
 * a state-program run). vpsim and the RTL lock-step bench (tb/rtl) both
 * read their input with it.
 *
 * No globals; nothing is printed: errors come back with line and column.
 */
#ifndef VP_VPSTREAM_H
#define VP_VPSTREAM_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    VPS_CONST = 0, /* c[idx] = v (4 values) */
    VPS_MVP,       /* row idx (0-3) of the position-invariant matrix = v */
    VPS_ATTR,      /* attribute v[idx] = n values (v[] holds them, the rest as 0,0,1) */
    VPS_RUN        /* v[0] was written just before: run a vertex or the state program;
                      v[] holds the full attribute 0 (the state program's v[0]) */
} vps_kind;

typedef struct {
    vps_kind kind;
    unsigned idx;    /* c[] index 0-255, matrix row 0-3, attribute 0-15; 0 for RUN */
    unsigned n;      /* components written: 4 for CONST/MVP/RUN, 1-4 for ATTR */
    uint32_t v[4];   /* binary32 bit patterns; ATTR: components past n are 0, 0, 1 */
    unsigned line;   /* input line of the write */
} vps_op;

typedef struct {
    vps_op *ops;
    size_t count;
    size_t cap;
    unsigned runs;   /* number of VPS_RUN operations */
} vps_stream;

typedef struct {
    unsigned line, col; /* 1-based; columns count bytes */
    char msg[200];
} vps_error;

/*
 * Reads text[0..len) into s (initialise it with {0}; free it with
 * vps_free). Returns 0, or -1 with err filled on the first bad line; the
 * operations of the lines before it are in s either way (a host that runs
 * them as they come sees exactly that prefix), and on running out of
 * memory (err->line 0).
 */
int vps_parse(const char *text, size_t len, vps_stream *s, vps_error *err);
void vps_free(vps_stream *s);

/*
 * The same, where a line may also name a parameter binding of an
 * !!ARBvp1.0 program instead of c[N]: "state.light[0].diffuse = 1 1 1 1",
 * "program.env[3] = ...", "state.matrix.mvp.row[1] = ..." (4 values).
 * fn gives the binding's slot (>= 0), -1 for a binding the program does not
 * read (the line writes nothing), or < -1 for no binding (why filled; the
 * line is an error). arbvp_binding_slot (arbvp.h) is such a function for an
 * assembled program. fn NULL: a named line is an error.
 */
typedef int (*vps_binding_fn)(void *user, const char *name, size_t len, char *why, size_t whysz);
int vps_parse_bindings(const char *text, size_t len, vps_binding_fn fn, void *user, vps_stream *s, vps_error *err);

struct vpm;
/* Gives one host operation to the model as a host would: CONST, MVP and
 * ATTR go to vpm_set_const/_mvp/_attr and 0 is returned; a RUN is left to
 * the caller (a vertex or a state-program run) and 1 is returned. */
int vps_apply(struct vpm *m, const vps_op *op);

/* "OPOS", "WGHT", ... for attribute 0-15 ("6" and "7" for the unnamed ones), or NULL. */
const char *vps_attr_name(unsigned idx);

#endif

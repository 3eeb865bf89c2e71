/*
 * vpmodel: the C golden model of the vertex engine. It executes microcode
 * (ucode.h) exactly as the RTL must: every written register bit, every
 * condition code and every output vertex is the definition the RTL is
 * compared against.
 *
 * Architectural state follows NV_vertex_program2 section 2.14: 256 program
 * parameters c[] (VP1 programs see c[0..95]), 16 attributes v[] holding the
 * current values, the 4-row position-invariant matrix, and per vertex:
 * temporaries (0,0,0,0), results (0,0,0,1), CC all EQ, A0/A1 (0,0,0,0), a
 * 4-deep call stack and an instruction counter.
 *
 * No globals; all errors are returned. Values are binary32 bit patterns.
 */
#ifndef VP_VPMODEL_H
#define VP_VPMODEL_H

#include <stddef.h>
#include <stdint.h>

#include "ucode.h"
#include "vpfloat.h"

#define VPM_NCONST 256
#define VPM_NATTR 16
#define VPM_NOUT 21
#define VPM_NTEMP 16
#define VPM_STACK 4
#define VPM_WATCHDOG 65536u

/* Why a program stopped. */
typedef enum {
    VPM_END_LAST = 0,     /* executed the last instruction (not a taken branch), or
                           * returned to after it (a CAL that was the last word) */
    VPM_END_EXIT,         /* taken branch or call to the end of the program */
    VPM_END_RET,          /* RET with an empty call stack */
    VPM_END_OVERFLOW,     /* CAL with four entries on the stack (abnormal) */
    VPM_END_WATCHDOG      /* 65536 instructions executed (abnormal) */
} vpm_end;

/* One retired instruction, as the commit-trace port reports it. */
typedef struct {
    uint32_t vertex;      /* vertex (or state-program run) sequence number */
    uint16_t pc;          /* address of the instruction */
    uint16_t next_pc;     /* address executed next (meaningless when done) */
    uc_word word;
    uint8_t dfile, didx;  /* destination (UC_DFILE_*) */
    uint8_t wrote;        /* components actually written (write mask AND CC mask) */
    uint32_t value[4];    /* destination register after the write (all four lanes; A: sign-extended) */
    uint8_t sdfile, sdidx; /* a paired word's SOP half: its destination (UC_DFILE_TEMP/OUT; NONE unpaired) */
    uint8_t swrote;       /* its components written (its write mask) */
    uint32_t svalue[4];   /* its destination register after the word */
    uint8_t cc[4];        /* condition code after (UC_CC_*) */
    int16_t a[2][4];      /* A0, A1 after */
    uint8_t taken;        /* BRA/CAL/RET condition held */
    uint8_t done;         /* the program stopped after this instruction */
    uint8_t end;          /* vpm_end when done */
} vpm_commit;

typedef void (*vpm_commit_fn)(void *user, const vpm_commit *c);

/* Results of one vertex. */
typedef struct {
    uint32_t out[VPM_NOUT][4]; /* o[HPOS] .. o[CLP5] */
    uint32_t written;          /* bit i: o[i] written by this vertex */
    uint32_t executed;         /* instructions executed */
    vpm_end end;
} vpm_vertex;

typedef struct vpm vpm;

/* A model computes the numerics of NV30 (GeForce FX) unless told NV20
 * (GeForce3, GeForce4 Ti, Xbox NV2A); docs/numerics.md. */
vpm *vpm_create(void);
void vpm_destroy(vpm *m);

/* The chip generation: VPF_GPU_NV20 or VPF_GPU_NV30. 0, or -1 with err for
 * an unknown value or a loaded !!VP2.0 program on NV20 (NV20 has no VP2). */
int vpm_set_gpu(vpm *m, vpf_gpu g, char *err, size_t errsz);
vpf_gpu vpm_gpu(const vpm *m);
/* "nv20" or "nv30" to a generation: 0, or -1 for anything else */
int vpm_gpu_parse(const char *s, vpf_gpu *g);

/* Loads a program (uc_check_program must accept it; NV20 refuses !!VP2.0).
 * 0 or -1 with err. */
int vpm_load(vpm *m, const uc_program *p, char *err, size_t errsz);
const uc_program *vpm_program(const vpm *m);

/* The program memory is UC_MAX_WORDS words: the loaded program's, and at
 * every other address the blank word (uc_blank_word: END alone), which the
 * RTL's program memory holds where the host never wrote.
 *
 * Where runs start: the host's START (and a STATE's pc). vpm_load sets it
 * to the program's entry; any address 0..UC_MAX_WORDS-1 may be given, and
 * a run that starts at a blank word executes one instruction, writes
 * nothing and ends (VPM_END_LAST). 0, or -1 for an address out of range. */
int vpm_set_entry(vpm *m, unsigned pc);
unsigned vpm_entry(const vpm *m);

/* Host state. Return 0, or -1 for an index out of range. */
int vpm_set_const(vpm *m, unsigned idx, const uint32_t v[4]);
int vpm_get_const(const vpm *m, unsigned idx, uint32_t v[4]);
int vpm_set_mvp(vpm *m, unsigned row, const uint32_t v[4]);
/* Sets attribute idx from n (1-4) components; the rest become (.,0,0,1). */
int vpm_set_attr(vpm *m, unsigned idx, unsigned n, const uint32_t *v);
int vpm_get_attr(const vpm *m, unsigned idx, uint32_t v[4]);

void vpm_set_trace(vpm *m, vpm_commit_fn fn, void *user);

/* Runs the loaded vertex program on the current attributes. -1 if the
 * loaded program is a state program or none is loaded. */
int vpm_run_vertex(vpm *m, vpm_vertex *out);
/* Runs the loaded vertex program on n vertices, vertex i with the
 * attributes attr[i] (all VPM_NATTR, four components each), results in
 * out[i]: exactly what, for each i in order, vpm_set_attr(m, a, 4,
 * attr[i][a]) for every a and vpm_run_vertex(m, &out[i]) give - the same
 * results, the same commit records, the same state afterwards (v[] holds
 * attr[n-1]). A program without flow control (BRA/CAL/RET) runs on blocks
 * of vertices, one instruction at a time over the block, unless a trace
 * is attached; others run vertex by vertex. -1 as vpm_run_vertex. */
int vpm_run_batch(vpm *m, size_t n, const uint32_t (*attr)[VPM_NATTR][4], vpm_vertex *out);
/* 1 if vpm_run_batch runs the loaded program block-wise (when untraced). */
int vpm_batch_blockwise(const vpm *m);
/* Runs the loaded state program with v[0] = params; it writes c[]. */
int vpm_run_state(vpm *m, const uint32_t params[4], vpm_end *end);

const char *vpm_end_name(vpm_end e);

#endif

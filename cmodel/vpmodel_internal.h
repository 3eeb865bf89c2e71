/*
 * vpmodel_internal: the golden model's state and pre-decoded program,
 * shared by its two interpreters; not part of the API (that is
 * vpmodel.h). vpmodel.c decodes a program once at load time and runs it
 * vertex by vertex (vpm_run_vertex, vpm_run_state); vpbatch.c runs blocks
 * of vertices one instruction at a time (vpm_run_batch) and hands the words
 * it does not cover to vpmodel.c's per-vertex handlers (dinsn.exec).
 */
#ifndef VP_VPMODEL_INTERNAL_H
#define VP_VPMODEL_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "ucode.h"
#include "vpfloat.h"
#include "vpmodel.h"

#define F32_ONE 0x3F800000u  /* binary32 1.0 */
#define F32_SIGN 0x80000000u /* binary32 sign bit */

/* Rows of the register file. */
enum {
    RF_TEMP = 0,                    /* R0-R15: per run */
    RF_OUT = RF_TEMP + VPM_NTEMP,   /* o[HPOS]..o[CLP5]: per run */
    RF_ATTR = RF_OUT + VPM_NOUT,    /* v[0..15] */
    RF_CONST = RF_ATTR + VPM_NATTR, /* c[0..255] */
    RF_MVP = RF_CONST + VPM_NCONST, /* position-invariant matrix rows */
    RF_ZERO = RF_MVP + 4,           /* what a c[] read out of range gives */
    RF_SINK = RF_ZERO + 1,          /* destination of CC-only writes */
    RF_ROWS = RF_SINK + 1
};

/* Per-invocation state other than R and o[] (which are rows of reg). */
typedef struct {
    uint32_t written; /* bit i: o[i] written */
    uint8_t wrote;    /* components the last instruction wrote */
    uint8_t taken;    /* flow: the condition held */
    uint8_t stop;     /* flow: the program ends (end says why) */
    uint8_t end;
    uint16_t next;    /* flow: the address executed next */
    uint8_t cc[4];
    int16_t a[2][4];
    uint16_t stack[VPM_STACK];
    unsigned depth;
    uint32_t count;
} thread;

typedef uint32_t (*f2_fn)(uint32_t, uint32_t, vpf_mode);
typedef uint32_t (*f1_fn)(uint32_t, vpf_mode);
typedef int32_t (*fa_fn)(uint32_t, vpf_mode);

/* One source operand: x = ((row[lane] ^ neg) & absmask) ^ nabs. */
typedef struct {
    uint16_t row;    /* register row, unless rel */
    uint8_t rel;     /* c[A + CIDX]: the row is computed at run time */
    uint8_t plain;   /* identity swizzle, no modifier, not relative: read in place */
    uint8_t lane[4]; /* swizzle */
    uint32_t neg, absmask, nabs;
} dsrc;

struct dinsn;
struct bctx;
typedef void (*exec_fn)(vpm *m, thread *t, const struct dinsn *d);
typedef void (*bexec_fn)(struct bctx *c, const struct dinsn *d);

/* What a word does: decode (vpmodel.c) picks its per-vertex handler by
 * this, the batch planner (vpbatch.c) its block handler. */
typedef enum {
    XK_MOV, XK_MUL, XK_ADD, XK_SUB, XK_MAD, XK_F2, XK_F1, XK_DP3, XK_DP4, XK_DPH,
    XK_DST, XK_ONE, XK_ZERO, XK_SFU1, XK_EXP, XK_LOG, XK_LIT, XK_ADDR, XK_FLOW, XK_COUNT
} vpm_xk;

/* One pre-decoded word. */
typedef struct dinsn {
    exec_fn exec;    /* fetch, execute, write back (flow: decide the next address) */
    exec_fn vexec;   /* a paired word: the vector half's handler (exec runs the pair) */
    bexec_fn bexec;  /* the same for a block of vertices (vpm_run_batch, vpbatch.c) */
    bexec_fn bvexec; /* a paired word run block-wise (b_pair): the vector half's */
    uint32_t lmask[4]; /* write mask as lanes of all ones or zeros */
    uint32_t outbit; /* bit of `written` a write sets (o[] destinations), or 0 */
    uint16_t drow;   /* destination row (vector and scalar results) */
    uint16_t pc;     /* this word's address */
    uint16_t target;
    int16_t cidx;    /* relative constants: offset, and the end of the readable c[] */
    int16_t climit;
    uint8_t wmask;
    uint8_t lane1;   /* the one component the write mask selects, or 4 */
    uint8_t ccany;   /* cctest or ccu: the general write-back */
    uint8_t cctest;  /* the CC rule can fail: evaluate the mask */
    uint8_t ccu;
    uint8_t ccr;
    uint8_t ccl[4];  /* CC component tested for lane i */
    uint8_t flow;    /* BRA/CAL/RET */
    uint8_t end;
    uint8_t slow;    /* flow or end: the sequencer looks at this word */
    uint8_t op;      /* UC_VOP_* or UC_SOP_* of flow words */
    uint8_t dfile, didx; /* as in the word (commit record; A index for the address unit) */
    uint8_t arsel, arcomp;
    uint8_t md;      /* vpf_mode */
    uint8_t nsrc;    /* sources the operation reads (s[0..nsrc-1]) */
    uint8_t xk;      /* vpm_xk: the operation, which picks exec and bexec */
    uint8_t paired;  /* the word's SOP half is vpm.co[pc] */
    union {
        f2_fn f2;
        f1_fn f1;
        fa_fn fa;
    } fn;
    dsrc s[3];       /* sources as the operation numbers them (SFU: s[0] is source 2) */
} dinsn;

typedef struct bwork bwork;

struct vpm {
    uint32_t reg[RF_ROWS][4];
    dinsn code[UC_MAX_WORDS]; /* the program, decoded once at load time */
    dinsn co[UC_MAX_WORDS];   /* the SOP halves of paired words (code[pc].paired) */
    uc_program prog;    /* words past prog.count: code[] holds the blank word */
    uint16_t entry;     /* where runs start (vpm_set_entry) */
    bool loaded;
    vpf_gpu gpu;        /* the chip whose numerics the model computes */
    bool batch;         /* vpm_run_batch may run the program block-wise (no flow control) */
    bool beach;         /* some words run per vertex in a block (b_each) */
    uint64_t brows;     /* per-run rows (R, o[]) the program names: reset per block */
    uint32_t battr;     /* v[] rows the program reads */
    bwork *bw;          /* vpm_run_batch's work space, made on first use */
    vpm_commit_fn trace;
    void *trace_user;
    uint32_t seq; /* vertex / state-run sequence number */
};

/* At load (vpm_load): whether the program can run block-wise, each word's
 * block handler, the per-run rows to reset and the v[] rows to load
 * (vpbatch.c). */
void vpm_batch_plan(vpm *m);
/* The word at pc: the program's, or the blank word past it. */
uc_word vpm_word(const vpm *m, unsigned pc);

#endif

/*
 * vpdis: microcode back to canonical program text (see vpdis.h and
 * docs/vpdis.md for the text form).
 *
 * A program is first laid out as text: the words of the position-invariant
 * block (if any) are dropped, every other word becomes one instruction
 * line (a paired word two: its vector half, then "+ " and its
 * special-function half), and each branch target becomes a label "L<address>" at the text
 * position that the assembler resolves back to that address. The entry
 * point of a VP2 program becomes the label "main". Everything is built in
 * memory and written out only when the whole program could be printed.
 */
#include "vpdis.h"
#include "vptext.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* ---- one instruction ---------------------------------------------------- */

static const char comp_letter[4] = {'x', 'y', 'z', 'w'};

/* "" for .xyzw, ".c" when replicated, else ".abcd". Also the CC swizzle. */
static void put_swizzle(vptext *b, uint8_t swz)
{
    if (swz == UC_SWZ_IDENTITY)
        return;
    char s[6] = {'.', 0, 0, 0, 0, 0};
    if (uc_swz_replicated(swz)) {
        s[1] = comp_letter[swz & 3u];
    } else {
        for (unsigned i = 0; i < 4; i++)
            s[1 + i] = comp_letter[(swz >> (2 * i)) & 3u];
    }
    vpt_put(b, s);
}

static void put_wmask(vptext *b, unsigned wmask)
{
    if (wmask == 0xF)
        return;
    if (wmask == 0) {
        vpt_put(b, ".?"); /* not a valid word: there is no empty mask */
        return;
    }
    char s[6] = {'.', 0, 0, 0, 0, 0};
    size_t n = 1;
    for (unsigned i = 0; i < 4; i++)
        if (wmask & (1u << i))
            s[n++] = comp_letter[i];
    vpt_put(b, s);
}

static void put_ccmask(vptext *b, const uc_insn *in)
{
    if (in->ccr == UC_CCR_TR && in->ccs == UC_SWZ_IDENTITY)
        return;
    const char *rule = uc_ccr_name(in->ccr);
    vpt_printf(b, " (%s", rule ? rule : "?");
    put_swizzle(b, in->ccs);
    vpt_put(b, ")");
}

static void put_const(vptext *b, const uc_insn *in)
{
    if (!in->crel) {
        vpt_printf(b, "c[%d]", (int)in->cidx);
        return;
    }
    vpt_printf(b, "c[A%u.%c", (unsigned)in->arsel & 1u, comp_letter[in->arcomp & 3u]);
    if (in->cidx > 0)
        vpt_printf(b, "+%d", (int)in->cidx);
    else if (in->cidx < 0)
        vpt_printf(b, "-%d", -(int)in->cidx);
    vpt_put(b, "]");
}

static void put_src(vptext *b, const uc_insn *in, unsigned s)
{
    const uc_src *src = &in->src[s];
    if (src->nabs && !src->abs)
        vpt_put(b, "?nabs"); /* not a valid word */
    if (src->abs) {
        if (src->nabs)
            vpt_put(b, "-");
        vpt_put(b, "|");
    }
    if (src->neg)
        vpt_put(b, "-");
    switch (src->file) {
    case UC_SFILE_TEMP:
        vpt_printf(b, "R%u", (unsigned)src->tidx);
        break;
    case UC_SFILE_ATTR:
        vpt_printf(b, "v[%u]", (unsigned)in->vidx);
        break;
    case UC_SFILE_CONST:
        put_const(b, in);
        break;
    default: /* MVP: only in the position-invariant block, which has no text */
        vpt_printf(b, "MVP[%d]", (int)in->cidx);
        break;
    }
    put_swizzle(b, src->swz);
    if (src->abs)
        vpt_put(b, "|");
}

static void put_dst(vptext *b, const uc_insn *in)
{
    switch (in->dfile) {
    case UC_DFILE_NONE:
        vpt_put(b, "CC");
        break;
    case UC_DFILE_TEMP:
        vpt_printf(b, "R%u", (unsigned)in->didx);
        break;
    case UC_DFILE_OUT: {
        const char *n = uc_out_name(in->didx);
        if (n)
            vpt_printf(b, "o[%s]", n);
        else
            vpt_printf(b, "o[?%u]", (unsigned)in->didx);
        break;
    }
    case UC_DFILE_CONST:
        vpt_printf(b, "c[%u]", (unsigned)in->didx);
        break;
    case UC_DFILE_ADDR:
        vpt_printf(b, "A%u", (unsigned)in->didx);
        break;
    default:
        vpt_printf(b, "?dst%u[%u]", (unsigned)in->dfile, (unsigned)in->didx);
        break;
    }
    put_wmask(b, in->wmask);
    put_ccmask(b, in);
}

static void put_target(vptext *b, unsigned target)
{
    if (target == UC_TARGET_EXIT)
        vpt_put(b, VPDIS_EXIT_LABEL);
    else
        vpt_printf(b, "L%u", target);
}

static void put_half(vptext *b, const uc_insn *in)
{
    const bool vector = in->vop != UC_VOP_NOP;
    const unsigned op = vector ? in->vop : in->sop;
    const char *name = vector ? uc_vop_name(op) : uc_sop_name(op);
    if (name)
        vpt_put(b, name);
    else
        vpt_printf(b, "?%s%u", vector ? "vop" : "sop", op);
    if (in->ccu)
        vpt_put(b, "C");

    if (!vector && uc_sop_flow(in->sop)) {
        if (in->sop != UC_SOP_RET) {
            vpt_put(b, " ");
            put_target(b, in->target);
        }
        put_ccmask(b, in);
        return;
    }
    if (!vector && in->sop == UC_SOP_NOP)
        return; /* no operation at all: not a valid word */
    vpt_put(b, " ");
    put_dst(b, in);
    if (in->vop == UC_VOP_ARA) {
        vpt_printf(b, ", A%u", (unsigned)in->arsel & 1u);
        return;
    }
    if (vector) {
        int n = uc_vop_nsrc(in->vop);
        for (int s = 0; s < n && s < 3; s++) {
            vpt_put(b, ", ");
            put_src(b, in, (unsigned)s);
        }
    } else {
        vpt_put(b, ", ");
        put_src(b, in, 2);
    }
}

/* A paired word as its two halves, "V; + S" (the program text prints the
 * halves on two lines). */
static void put_insn(vptext *b, const uc_insn *in)
{
    if (!uc_paired(in)) {
        put_half(b, in);
        return;
    }
    const uc_insn v = uc_vop_half(in), s = uc_sop_half(in);
    put_half(b, &v);
    vpt_put(b, "; + ");
    put_half(b, &s);
}

void vpdis_insn(const uc_insn *in, char *buf, size_t sz)
{
    vptext b;
    if (!buf || !sz)
        return;
    vpt_fixed(&b, buf, sz);
    if (in)
        put_insn(&b, in);
}

void vpdis_word(const uc_word *w, char *buf, size_t sz)
{
    uc_insn in = uc_unpack(w);
    vpdis_insn(&in, buf, sz);
}

/* ---- program layout ----------------------------------------------------- */

typedef struct {
    unsigned nuser;                   /* instruction lines */
    unsigned main_pos;                /* text position of "main:"; > nuser: none */
    uint16_t phys[UC_MAX_WORDS];      /* word address of each instruction line */
    bool target[UC_MAX_WORDS];        /* word address is a branch/call target */
    bool exit_target;                 /* some branch goes to TARGET_EXIT */
    uint16_t target_pos[UC_MAX_WORDS]; /* text position of each target's label */
} layout;

static bool in_block(const uc_program *p, unsigned addr)
{
    return p->pos_invariant && addr >= p->entry && addr < p->entry + UC_PI_WORDS;
}

/*
 * The assembler puts the position-invariant block where "main:" is (at the
 * start without one) and resolves a label to the instruction line after
 * it, shifted past the block when that line is at or after "main". So a
 * label can name any user word but no word of the block, and the block
 * always has a user instruction after it unless it is the whole program.
 */
static int make_layout(const uc_program *p, layout *l, char *err, size_t errsz)
{
    char why[160];
    memset(l, 0, sizeof *l);
    if (!uc_check_program(p, why, sizeof why))
        return vpt_errf(err, errsz, "invalid program: %s", why);
    if (p->env != UC_ENV_VP20 && p->entry != 0)
        return vpt_errf(err, errsz, "entry point %u: only a VP2 program (label main) can start after word 0",
                    (unsigned)p->entry);
    if (p->pos_invariant && p->entry != 0 && p->entry + UC_PI_WORDS == p->count)
        return vpt_errf(err, errsz, "position-invariant block at the end of the program: label main must be "
                                "followed by an instruction");
    if (p->pos_invariant && p->env != UC_ENV_VP20 && p->count == UC_PI_WORDS)
        return vpt_errf(err, errsz, "no instructions besides the position-invariant block: a %s program needs one",
                    uc_env_header(p->env));

    for (unsigned i = 0; i < p->count; i++) {
        if (in_block(p, i))
            continue;
        l->phys[l->nuser++] = (uint16_t)i;
        uc_insn in = uc_unpack(&p->words[i]);
        if (in.sop != UC_SOP_BRA && in.sop != UC_SOP_CAL)
            continue;
        if (in.target == UC_TARGET_EXIT) {
            l->exit_target = true;
            continue;
        }
        if (in_block(p, in.target))
            return vpt_errf(err, errsz, "word %u: %s into the position-invariant block (word %u) has no text form", i,
                        uc_sop_name(in.sop), (unsigned)in.target);
        l->target[in.target] = true;
        l->target_pos[in.target] =
            (uint16_t)(p->pos_invariant && in.target > p->entry ? in.target - UC_PI_WORDS : in.target);
    }
    l->main_pos = UC_MAX_WORDS + 1;
    if (p->env == UC_ENV_VP20 && p->entry != 0)
        l->main_pos = p->entry; /* with PI, the block's address, also the line after it */
    return 0;
}

/* ---- program text --------------------------------------------------------- */

static void put_label(vptext *d, const char *name)
{
    vpt_put(d, name);
    vpt_put(d, ":\n");
}

static void put_labels_at(vptext *d, const uc_program *p, const layout *l, unsigned pos)
{
    char name[16];
    for (unsigned t = 0; t < p->count; t++) {
        if (!l->target[t] || l->target_pos[t] != pos)
            continue;
        snprintf(name, sizeof name, "L%u", t);
        put_label(d, name);
    }
    if (pos == l->main_pos)
        put_label(d, "main");
    if (pos == l->nuser && l->exit_target)
        put_label(d, VPDIS_EXIT_LABEL);
}

#define WORDS_COLUMN 48 /* --words comments start here (or after one space) */

/* One text line: indent, the instruction, ';', then with VPDIS_WORDS the
 * comment "# ADDR " and `what`. */
static void put_text_line(vptext *d, const char *lead, const uc_insn *in, bool words, unsigned addr,
                          const char *what)
{
    char txt[VPDIS_INSN_MAX], line[VPDIS_INSN_MAX + 16];
    vpdis_insn(in, txt, sizeof txt);
    int n = snprintf(line, sizeof line, "%s%s;", lead, txt);
    vpt_put(d, line);
    if (words) {
        char com[WORDS_COLUMN + 96];
        int pad = n < WORDS_COLUMN ? WORDS_COLUMN - n : 1;
        snprintf(com, sizeof com, "%*s# %03u %s", pad, "", addr, what);
        vpt_put(d, com);
    }
    vpt_put(d, "\n");
}

/* The lines of one word: a paired word is its vector half, then its
 * special-function half on a line of its own that starts with "+" (issued
 * with the line above); with VPDIS_WORDS both carry the word's address,
 * the first the word in hex. */
static void put_line(vptext *d, const char *lead, const uc_program *p, unsigned addr, bool words, const char *what)
{
    char hex[33], com[96];
    uc_word_hex(&p->words[addr], hex);
    snprintf(com, sizeof com, "%s%s", hex, what);
    const uc_insn in = uc_unpack(&p->words[addr]);
    if (!uc_paired(&in)) {
        put_text_line(d, lead, &in, words, addr, com);
        return;
    }
    const uc_insn v = uc_vop_half(&in), s = uc_sop_half(&in);
    put_text_line(d, lead, &v, words, addr, com);
    put_text_line(d, "  + ", &s, words, addr, "(the same word)");
}

static void put_block_comments(vptext *d, const uc_program *p)
{
    for (unsigned k = 0; k < UC_PI_WORDS; k++)
        put_line(d, "#   ", p, p->entry + k, true, " (position-invariant block)");
}

int vpdis_program_text(const uc_program *p, uint32_t flags, char **text, size_t *len, char *err, size_t errsz)
{
    if (!text || !len)
        return vpt_errf(err, errsz, "no output buffer");
    *text = NULL;
    *len = 0;
    if (!p)
        return vpt_errf(err, errsz, "no program");
    layout *l = malloc(sizeof *l);
    if (!l)
        return vpt_errf(err, errsz, "out of memory");
    if (make_layout(p, l, err, errsz) != 0) {
        free(l);
        return -1;
    }
    const bool words = (flags & VPDIS_WORDS) != 0;
    vptext d = {NULL, 0, 0, false, false};
    vpt_put(&d, uc_env_header(p->env));
    vpt_put(&d, "\n");
    if (p->pos_invariant)
        vpt_put(&d, "OPTION NV_position_invariant;\n");
    for (unsigned pos = 0; pos <= l->nuser; pos++) {
        put_labels_at(&d, p, l, pos);
        if (words && p->pos_invariant && pos == p->entry)
            put_block_comments(&d, p);
        if (pos == l->nuser)
            break;
        put_line(&d, "    ", p, l->phys[pos], words, "");
    }
    vpt_put(&d, "END\n");
    free(l);
    if (d.oom) {
        free(d.buf);
        return vpt_errf(err, errsz, "out of memory");
    }
    *text = d.buf;
    *len = d.len;
    return 0;
}

int vpdis_check(const uc_program *p, char *err, size_t errsz)
{
    if (!p)
        return vpt_errf(err, errsz, "no program");
    layout *l = malloc(sizeof *l);
    if (!l)
        return vpt_errf(err, errsz, "out of memory");
    int r = make_layout(p, l, err, errsz);
    free(l);
    return r;
}

int vpdis_program_ex(const uc_program *p, FILE *out, uint32_t flags, char *err, size_t errsz)
{
    char *text;
    size_t len;
    if (!out)
        return vpt_errf(err, errsz, "no output stream");
    if (vpdis_program_text(p, flags, &text, &len, err, errsz) != 0)
        return -1;
    size_t n = fwrite(text, 1, len, out);
    free(text);
    if (n != len || fflush(out) != 0)
        return vpt_errf(err, errsz, "write error");
    return 0;
}

int vpdis_program(const uc_program *p, FILE *out, char *err, size_t errsz)
{
    return vpdis_program_ex(p, out, 0, err, errsz);
}

/*
 * vpasm: command-line assembler. Reads NV vertex program text and writes
 * the microcode image as $readmemh text (.hex), raw binary (.bin) and/or a
 * listing (.lst). See `vpasm --help`.
 *
 * TGSI (docs/tgsi.md): --emit=tgsi writes the program as a TGSI token
 * stream; --from=tgsi reads a token stream instead of program text and
 * lowers it to microcode (cmodel/tgsi.h).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbvp.h"
#include "tgsi.h"
#include "tgsi_dis.h"
#include "vpasm.h"
#include "vpdis.h"
#include "vpfile.h"
#include "vpwrite.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vpasm [options] FILE\n"
            "Assembles an NV vertex program (!!VP1.0, !!VP1.1, !!VP2.0, !!VSP1.0) or an ARB\n"
            "vertex program (!!ARBvp1.0, docs/arbvp.md) into microcode.\n"
            "FILE may be '-' for standard input.\n"
            "\n"
            "  -o FILE         write the image to FILE; the format follows the extension:\n"
            "                  .hex ($readmemh text), .bin (raw binary), .lst (listing)\n"
            "  --hex FILE      write $readmemh text\n"
            "  --bin FILE      write the raw binary image\n"
            "  --list FILE     write a listing (address, word, source line); '-' = stdout\n"
            "  --check         only check the program; write nothing\n"
            "  --gpu nv20|nv30 (!!ARBvp1.0) the chip to assemble for: nv30 (default) VP2.0\n"
            "                  words; nv20 VP1.1 words, NV20's instructions and limits (no FLR,\n"
            "                  FRC, EX2, LG2, POW or OPTION NV_vertex_program2; docs/arbvp.md)\n"
            "  --consts FILE   (!!ARBvp1.0) write the program parameter slots as vpsim input\n"
            "                  lines: c[k] = VALUES for each literal, a comment naming the\n"
            "                  binding of every other slot (docs/arbvp.md); '-' = stdout\n"
            "  --no-pair       no automatic pairing: one word per instruction, except that\n"
            "                  an instruction written '+ INSTR;' still shares the word of\n"
            "                  the one before (what vpdis prints; docs/assembler.md)\n"
            "  --tgsi FILE     write the program as a TGSI token stream (binary, docs/tgsi.md)\n"
            "  --emit=FORMAT   format of -o FILE and of standard output: hex (default),\n"
            "                  tgsi (binary TGSI token stream) or tgsi-text (readable TGSI)\n"
            "  --from=FORMAT   input format: vp (program text, default), tgsi (binary TGSI\n"
            "                  token stream) or tgsi-hex (tokens as hex text, '#' comments)\n"
            "  -h, --help      this text\n"
            "\n"
            "With no output option the $readmemh text goes to standard output.\n"
            "Pairing (co-issue): by default vpasm puts a vector instruction and a\n"
            "special-function instruction (RCP RCC RSQ EXP LOG LIT EX2 LG2 SIN COS) into\n"
            "one word when that gives exactly the result of running them one after the\n"
            "other, moving one of them within its basic block if it is independent of\n"
            "the instructions it crosses; '+ INSTR;' pairs INSTR with the instruction\n"
            "before it explicitly. The instruction limit counts words. The listing shows\n"
            "a pair as two lines with the same address, the second starting with '+'.\n"
            "TGSI has no pairs: --emit=tgsi writes a pair as its two instructions, and\n"
            "--from=tgsi input is never paired.\n"
            "\n"
            "Errors are printed as FILE:LINE:COLUMN: error: MESSAGE, followed by the byte\n"
            "offset that NV_vertex_program's PROGRAM_ERROR_POSITION_NV would report.\n"
            "TGSI input errors are printed as FILE: token N: error: MESSAGE (N counts\n"
            "tokens from 0, the VERSION token); in a hex text stream (--from=tgsi-hex)\n"
            "as FILE:LINE:COLUMN: error: token N: MESSAGE, where the token is.\n"
            "Exit status: 0 success, 1 the program does not assemble, 2 usage or I/O error,\n"
            "3 a TGSI stream of a newer minor version: loaded and checked but refused for\n"
            "execution, so no image or stream is written (only a --list listing).\n");
}

/* Prints source line `line` (counted as the assembler counts) and a caret under column col. */
static void show_line(const char *text, size_t len, unsigned line, unsigned col)
{
    size_t b = 0;
    for (unsigned l = 1; l < line && b < len; b++)
        if (text[b] == '\n' || (text[b] == '\r' && (b + 1 >= len || text[b + 1] != '\n')))
            l++;
    size_t e = b;
    while (e < len && text[e] != '\n' && text[e] != '\r')
        e++;
    if (e - b > 200)
        return;
    fputs("  ", stderr);
    for (size_t i = b; i < e; i++) {
        unsigned char c = (unsigned char)text[i];
        fputc(c == '\t' || (c >= 0x20 && c < 0x7f) ? c : '?', stderr);
    }
    fputs("\n  ", stderr);
    for (unsigned i = 1; i < col && b + i - 1 < e; i++)
        fputc(text[b + i - 1] == '\t' ? '\t' : ' ', stderr);
    fputs("^\n", stderr);
}

/* The source text of one instruction, from its opcode up to its ';'. */
static void put_source(FILE *f, const char *text, size_t len, size_t b)
{
    size_t e = b;
    while (e < len && text[e] != ';' && e - b < 400)
        e++;
    for (size_t k = b; k < e; k++) {
        unsigned char c = (unsigned char)text[k];
        fputc(c == '\n' || c == '\r' || c == '\t' ? ' ' : (c >= 0x20 && c < 0x7f ? c : '?'), f);
    }
    fputs(";\n", f);
}

static int write_listing(FILE *f, const char *name, const char *text, size_t len, const vpasm_output *o)
{
    const uc_program *p = &o->prog;
    fprintf(f, "; vpasm listing of %s: env=%s entry=%u words=%u%s; %u instructions, %u paired words\n", name,
            uc_env_name(p->env), p->entry, p->count, p->pos_invariant ? " position-invariant" : "", o->ninstr,
            o->npairs);
    fprintf(f, "; addr word                             line source ('+': in the word above)\n");
    for (unsigned i = 0; i < p->count; i++) {
        char h[33];
        uc_word_hex(&p->words[i], h);
        fprintf(f, "  %03x  %s ", i, h);
        if (!o->src_line[i]) {
            const uc_insn in = uc_unpack(&p->words[i]);
            fprintf(f, "   - %s\n", in.src[0].file == UC_SFILE_MVP
                                        ? "(position-invariant block: o[HPOS] = MVP * v[0])"
                                        : "(added: MOV o[HPOS], v[0]; the program never writes result.position)");
            continue;
        }
        fprintf(f, "%5u ", (unsigned)o->src_line[i]);
        put_source(f, text, len, o->src_offset[i]);
        if (o->pair_line[i]) {
            fprintf(f, "  %03x  %-32s %5u + ", i, "", (unsigned)o->pair_line[i]);
            put_source(f, text, len, o->pair_offset[i]);
        }
    }
    if (arbvp_is_arb(text, len)) {
        /* the constant layout a host fills (docs/arbvp.md) */
        arbvp_output *a = malloc(sizeof *a);
        if (!a || arbvp_assemble(text, len, VPASM_PAIR, a, NULL) != 0 || arbvp_write_consts(f, a) != 0) {
            free(a);
            return -1;
        }
        free(a);
    }
    return ferror(f) ? -1 : 0;
}

typedef enum { FMT_HEX, FMT_BIN, FMT_LIST, FMT_TGSI, FMT_TGSI_TEXT, FMT_CONSTS } fmt;

/* What was read: program text (text, len, o) or a TGSI stream (tg). */
typedef struct {
    const char *text;
    size_t len;
    const vpasm_output *o;
    const tgsi_load_result *tg; /* non-NULL for TGSI input */
    uint32_t flags;             /* VPASM_* the program was assembled with */
} source;

/* --consts FILE: the ARB program's parameter slots as vpsim input lines. */
static int write_consts(FILE *f, const source *in)
{
    arbvp_output *a = malloc(sizeof *a);
    const int rc = a && arbvp_assemble(in->text, in->len, in->flags, a, NULL) == 0 && arbvp_write_consts(f, a) == 0
                       ? 0
                       : -1;
    free(a);
    return rc;
}

/* Listing of a program loaded from TGSI: address, word, INSTRUCTION token, instruction. */
static int write_tgsi_listing(FILE *f, const char *name, const tgsi_load_result *r)
{
    const uc_program *p = &r->prog;
    fprintf(f, "; vpasm listing of %s (TGSI %u.%u%s): env=%s%s entry=%u words=%u%s\n", name, r->major, r->minor,
            r->exec_refused ? ", refused for execution" : "", uc_env_name(p->env),
            r->env_inferred ? " (inferred)" : "", p->entry, p->count, p->pos_invariant ? " position-invariant" : "");
    fprintf(f, "; addr word                             token instruction\n");
    for (unsigned i = 0; i < p->count; i++) {
        char h[33], txt[VPDIS_INSN_MAX];
        uc_word_hex(&p->words[i], h);
        if (r->insn_token[i] == TGSI_NO_TOKEN) {
            fprintf(f, "  %03x  %s     - (position-invariant block: o[HPOS] = MVP * v[0])\n", i, h);
            continue;
        }
        vpdis_word(&p->words[i], txt, sizeof txt);
        fprintf(f, "  %03x  %s %5zu %s;\n", i, h, r->insn_token[i], txt);
    }
    return ferror(f) ? -1 : 0;
}

static int write_tgsi(FILE *f, const uc_program *p, bool text)
{
    uint32_t *tok = NULL;
    size_t n = 0;
    tgsi_error err;
    if (tgsi_emit(p, &tok, &n, &err) != 0) {
        fprintf(stderr, "vpasm: error: cannot write TGSI: %s\n", err.msg);
        return -2;
    }
    int rc;
    if (text) {
        char *dis = NULL;
        size_t dlen = 0;
        rc = tgsi_dis_text(tok, n, &dis, &dlen, &err);
        if (rc == 0 && fwrite(dis, 1, dlen, f) != dlen)
            rc = -1;
        free(dis);
    } else {
        rc = tgsi_write_bin(f, tok, n);
    }
    free(tok);
    return rc;
}

typedef struct {
    const char *path;
    fmt kind;
} output;

static int write_one(FILE *f, fmt kind, const char *src, const source *in)
{
    const uc_program *prog = in->tg ? &in->tg->prog : &in->o->prog;
    return kind == FMT_CONSTS      ? write_consts(f, in)
           : kind == FMT_HEX       ? uc_write_hex(f, prog)
           : kind == FMT_BIN       ? uc_write_bin(f, prog)
           : kind == FMT_TGSI      ? write_tgsi(f, prog, false)
           : kind == FMT_TGSI_TEXT ? write_tgsi(f, prog, true)
           : in->tg                ? write_tgsi_listing(f, src, in->tg)
                                   : write_listing(f, src, in->text, in->len, in->o);
}

/*
 * Writes the outputs (only the listings when lists_only): each to a
 * temporary file (vpwrite.h), and all of them renamed into place only when
 * every one was written and closed; after a failure none is, and the files
 * already at the paths are untouched. Returns 0, 1 (the program has no TGSI
 * form: reported) or 2 (an I/O error, reported).
 */
static int write_all(const output *outs, int nout, bool lists_only, const char *src, const source *in)
{
    vpw_file w[8];
    int at[8]; /* w[k] writes outs[at[k]] */
    int n = 0, rc = 0;
    for (int i = 0; i < nout && !rc; i++) {
        if (lists_only && outs[i].kind != FMT_LIST)
            continue;
        const bool binary = outs[i].kind == FMT_BIN || outs[i].kind == FMT_TGSI;
        if (vpw_open(&w[n], outs[i].path, binary) != 0) {
            fprintf(stderr, "vpasm: error: cannot write %s: %s\n", outs[i].path, strerror(errno));
            rc = 2;
            break;
        }
        at[n] = i;
        const int wr = write_one(w[n].f, outs[i].kind, src, in);
        n++;
        if (wr == -2) { /* the program has no TGSI form: reported already */
            rc = 1;
        } else {
            const int cl = vpw_close(&w[n - 1]);
            if (cl != 0 || wr != 0) {
                fprintf(stderr, "vpasm: error: cannot write %s: %s\n", w[n - 1].std ? "<stdout>" : outs[i].path,
                        cl != 0 ? strerror(errno) : "write failed");
                rc = 2;
            }
        }
    }
    for (int i = 0; i < n; i++) {
        if (rc) {
            vpw_discard(&w[i]);
        } else if (vpw_commit(&w[i]) != 0) {
            fprintf(stderr, "vpasm: error: cannot write %s: %s\n", outs[at[i]].path, strerror(errno));
            rc = 2;
        }
    }
    if (rc == 2 && n > 1)
        fprintf(stderr, "vpasm: note: no output written (the files already there are unchanged)\n");
    return rc;
}

typedef enum { FROM_VP, FROM_TGSI, FROM_TGSI_HEX } from_fmt;

/* Reads and lowers a TGSI stream; 0, 1 (refused, reported) or 2 (out of memory). */
static int load_tgsi(const char *name, const char *data, size_t len, from_fmt from, tgsi_load_result *r)
{
    uint32_t *tok = NULL;
    size_t n = 0, npos = 0;
    tgsi_textpos *pos = NULL; /* hex text: where each token is, for the message */
    tgsi_error err;
    int rc = from == FROM_TGSI ? tgsi_from_bytes((const uint8_t *)data, len, &tok, &n, &err)
                               : tgsi_from_hex_text_at(data, len, &tok, &n, &pos, &npos, &err);
    if (rc == 0)
        rc = tgsi_load(tok, n, r, &err);
    free(tok);
    if (rc != 0) {
        char line[512];
        tgsi_error_line(line, sizeof line, name, &err, pos, npos);
        fprintf(stderr, "%s\n", line);
    }
    free(pos);
    return rc != 0 ? 1 : 0;
}

static int run(int argc, char **argv)
{
    const char *in = NULL;
    output outs[8];
    int nout = 0;
    int check = 0;
    uint32_t asm_flags = VPASM_PAIR;
    fmt emit = FMT_HEX;
    from_fmt from = FROM_VP;
    /* --emit and --from first: they decide how the other options are read */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strncmp(a, "--emit=", 7)) {
            if (!strcmp(a + 7, "hex")) emit = FMT_HEX;
            else if (!strcmp(a + 7, "tgsi")) emit = FMT_TGSI;
            else if (!strcmp(a + 7, "tgsi-text")) emit = FMT_TGSI_TEXT;
            else {
                fprintf(stderr, "vpasm: error: %s: unknown format (use hex, tgsi or tgsi-text)\n", a);
                return 2;
            }
        } else if (!strncmp(a, "--from=", 7)) {
            if (!strcmp(a + 7, "vp")) from = FROM_VP;
            else if (!strcmp(a + 7, "tgsi")) from = FROM_TGSI;
            else if (!strcmp(a + 7, "tgsi-hex")) from = FROM_TGSI_HEX;
            else {
                fprintf(stderr, "vpasm: error: %s: unknown format (use vp, tgsi or tgsi-hex)\n", a);
                return 2;
            }
        }
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--check")) {
            check = 1;
        } else if (!strcmp(a, "--no-pair")) {
            asm_flags &= ~VPASM_PAIR;
        } else if (!strcmp(a, "--gpu") && i + 1 < argc) {
            const char *g = argv[++i];
            if (!strcmp(g, "nv20")) {
                asm_flags |= ARBVP_NV20;
            } else if (!strcmp(g, "nv30")) {
                asm_flags &= ~ARBVP_NV20;
            } else {
                fprintf(stderr, "vpasm: error: --gpu takes nv20 or nv30, not '%s' (see vpasm --help)\n", g);
                return 2;
            }
        } else if (!strncmp(a, "--emit=", 7) || !strncmp(a, "--from=", 7)) {
            continue; /* read above */
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--hex") || !strcmp(a, "--bin") || !strcmp(a, "--list") ||
                    !strcmp(a, "--tgsi") || !strcmp(a, "--consts")) &&
                   i + 1 < argc) {
            if (nout == 8) {
                fprintf(stderr, "vpasm: error: too many outputs\n");
                return 2;
            }
            const char *path = argv[++i];
            fmt k = FMT_HEX;
            if (!strcmp(a, "--bin")) k = FMT_BIN;
            else if (!strcmp(a, "--list")) k = FMT_LIST;
            else if (!strcmp(a, "--tgsi")) k = FMT_TGSI;
            else if (!strcmp(a, "--consts")) k = FMT_CONSTS;
            else if (!strcmp(a, "-o") && emit != FMT_HEX) k = emit;
            else if (!strcmp(a, "-o")) {
                const char *dot = strrchr(path, '.');
                if (dot && !strcmp(dot, ".bin")) k = FMT_BIN;
                else if (dot && !strcmp(dot, ".lst")) k = FMT_LIST;
                else if (!dot || strcmp(dot, ".hex") != 0) {
                    fprintf(stderr, "vpasm: error: -o %s: unknown extension (use .hex, .bin or .lst)\n", path);
                    return 2;
                }
            }
            outs[nout].path = path;
            outs[nout].kind = k;
            nout++;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "vpasm: error: unknown option '%s' (see vpasm --help)\n", a);
            return 2;
        } else if (!in) {
            in = a;
        } else {
            fprintf(stderr, "vpasm: error: more than one input file (see vpasm --help)\n");
            return 2;
        }
    }
    if (!in) {
        fprintf(stderr, "vpasm: error: no input file (see vpasm --help)\n");
        return 2;
    }
    int nimage = 0; /* outputs other than --consts */
    for (int i = 0; i < nout; i++)
        nimage += outs[i].kind != FMT_CONSTS;
    if (nimage == 0) { /* the default: the image (or --emit's format) on standard output */
        if (nout == 8) {
            fprintf(stderr, "vpasm: error: too many outputs\n");
            return 2;
        }
        memmove(&outs[1], &outs[0], (size_t)nout * sizeof outs[0]); /* first, as before --consts */
        outs[0].path = "-";
        outs[0].kind = emit;
        nout++;
    }
    for (int i = 0; i < nout; i++) {
        if (vpw_same_file(outs[i].path, in)) {
            fprintf(stderr, "vpasm: error: output %s is the input file: refused (nothing written)\n", outs[i].path);
            return 2;
        }
        for (int j = 0; j < i; j++)
            if (strcmp(outs[i].path, "-") != 0 &&
                (!strcmp(outs[i].path, outs[j].path) || vpw_same_file(outs[i].path, outs[j].path))) {
                fprintf(stderr, "vpasm: error: output %s named twice: refused (nothing written)\n", outs[i].path);
                return 2;
            }
    }
    size_t len = 0;
    char *text = vp_read_file(in, VP_MAX_PROGRAM_FILE, &len);
    if (!text) {
        char why[96];
        fprintf(stderr, "vpasm: error: cannot read %s: %s\n", in,
                vp_read_error(errno, VP_MAX_PROGRAM_FILE, why, sizeof why));
        return 2;
    }
    const char *name = strcmp(in, "-") ? in : "<stdin>";
    for (int i = 0; i < nout; i++)
        if (!check && outs[i].kind == FMT_CONSTS && (from != FROM_VP || !arbvp_is_arb(text, len))) {
            fprintf(stderr, "vpasm: error: --consts: not an !!ARBvp1.0 program (NV programs name c[] themselves)\n");
            free(text);
            return 2;
        }
    if (from != FROM_VP) {
        tgsi_load_result *r = malloc(sizeof *r);
        if (!r) {
            free(text);
            fprintf(stderr, "vpasm: error: out of memory\n");
            return 2;
        }
        int rc = load_tgsi(name, text, len, from, r);
        if (rc == 0 && r->exec_refused) {
            /* a newer minor version: only a listing may be written */
            fprintf(stderr,
                    "%s: error: TGSI version %u.%u is newer than %u.%u: the stream loads but is refused for "
                    "execution; no image written\n",
                    name, r->major, r->minor, TGSI_MAJOR, TGSI_MINOR);
            source s = {NULL, 0, NULL, r, asm_flags};
            if (!check)
                rc = write_all(outs, nout, true, name, &s);
            rc = rc ? rc : 3;
        } else if (rc == 0 && !check) {
            source s = {NULL, 0, NULL, r, asm_flags};
            rc = write_all(outs, nout, false, name, &s);
        }
        free(r);
        free(text);
        return rc;
    }
    vpasm_output *o = malloc(sizeof *o);
    vpasm_error err;
    if (!o) {
        free(text);
        fprintf(stderr, "vpasm: error: out of memory\n");
        return 2;
    }
    int rc = 0;
    if (vpasm_assemble_ex(text, len, asm_flags, o, &err) != 0) {
        fprintf(stderr, "%s:%u:%u: error: %s [PROGRAM_ERROR_POSITION_%s=%zu]\n", name, err.line, err.col, err.msg,
                arbvp_is_arb(text, len) ? "ARB" : "NV", err.offset);
        show_line(text, len, err.line, err.col);
        rc = 1;
    } else if (!check) {
        source s = {text, len, o, NULL, asm_flags};
        rc = write_all(outs, nout, false, name, &s);
    }
    free(o);
    free(text);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    /* (a failed write to stdout in run() is reported there, with rc 2) */
    if (vpw_close_stdout() != 0 && rc == 0) {
        fprintf(stderr, "vpasm: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

/*
 * vpasm: command-line assembler. Reads NV vertex program text and writes
 * the microcode image as $readmemh text (.hex), raw binary (.bin) and/or a
 * listing (.lst). See `vpasm --help`.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vpasm.h"
#include "vpfile.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vpasm [options] FILE\n"
            "Assembles an NV vertex program (!!VP1.0, !!VP1.1, !!VP2.0, !!VSP1.0) into microcode.\n"
            "FILE may be '-' for standard input.\n"
            "\n"
            "  -o FILE         write the image to FILE; the format follows the extension:\n"
            "                  .hex ($readmemh text), .bin (raw binary), .lst (listing)\n"
            "  --hex FILE      write $readmemh text\n"
            "  --bin FILE      write the raw binary image\n"
            "  --list FILE     write a listing (address, word, source line); '-' = stdout\n"
            "  --check         only check the program; write nothing\n"
            "  -h, --help      this text\n"
            "\n"
            "With no output option the $readmemh text goes to standard output.\n"
            "Errors are printed as FILE:LINE:COLUMN: error: MESSAGE, followed by the byte\n"
            "offset that NV_vertex_program's PROGRAM_ERROR_POSITION_NV would report.\n"
            "Exit status: 0 success, 1 the program does not assemble, 2 usage or I/O error.\n");
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

static int write_listing(FILE *f, const char *name, const char *text, size_t len, const vpasm_output *o)
{
    const uc_program *p = &o->prog;
    fprintf(f, "; vpasm listing of %s: env=%s entry=%u words=%u%s\n", name, uc_env_name(p->env), p->entry, p->count,
            p->pos_invariant ? " position-invariant" : "");
    fprintf(f, "; addr word                             line source\n");
    for (unsigned i = 0; i < p->count; i++) {
        char h[33];
        uc_word_hex(&p->words[i], h);
        fprintf(f, "  %03x  %s ", i, h);
        if (!o->src_line[i]) {
            fprintf(f, "   - (position-invariant block: o[HPOS] = MVP * v[0])\n");
            continue;
        }
        fprintf(f, "%5u ", (unsigned)o->src_line[i]);
        size_t b = o->src_offset[i], e = b;
        int depth = 0;
        /* the instruction text up to its ';' */
        while (e < len && text[e] != ';' && depth < 400) {
            e++;
            depth++;
        }
        for (size_t k = b; k < e; k++) {
            unsigned char c = (unsigned char)text[k];
            fputc(c == '\n' || c == '\r' || c == '\t' ? ' ' : (c >= 0x20 && c < 0x7f ? c : '?'), f);
        }
        fputs(";\n", f);
    }
    return ferror(f) ? -1 : 0;
}

typedef enum { FMT_HEX, FMT_BIN, FMT_LIST } fmt;

static int write_out(const char *path, fmt kind, const char *src, const char *text, size_t len, const vpasm_output *o)
{
    FILE *f = strcmp(path, "-") ? fopen(path, kind == FMT_BIN ? "wb" : "w") : stdout;
    if (!f) {
        fprintf(stderr, "vpasm: error: cannot write %s: %s\n", path, strerror(errno));
        return 2;
    }
    int rc = kind == FMT_HEX ? uc_write_hex(f, &o->prog)
             : kind == FMT_BIN ? uc_write_bin(f, &o->prog)
                               : write_listing(f, src, text, len, o);
    if (f == stdout) {
        if (fflush(f) != 0)
            rc = -1;
    } else if (fclose(f) != 0) {
        rc = -1;
    }
    if (rc) {
        fprintf(stderr, "vpasm: error: write to %s failed\n", path);
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *in = NULL;
    struct { const char *path; fmt kind; } outs[8];
    int nout = 0;
    int check = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--check")) {
            check = 1;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--hex") || !strcmp(a, "--bin") || !strcmp(a, "--list")) &&
                   i + 1 < argc) {
            if (nout == 8) {
                fprintf(stderr, "vpasm: error: too many outputs\n");
                return 2;
            }
            const char *path = argv[++i];
            fmt k = FMT_HEX;
            if (!strcmp(a, "--bin")) k = FMT_BIN;
            else if (!strcmp(a, "--list")) k = FMT_LIST;
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
    size_t len = 0;
    char *text = vp_read_file(in, (size_t)1 << 30, &len); /* 1 GiB: refuse runaway input */
    if (!text) {
        fprintf(stderr, "vpasm: error: cannot read %s: %s\n", in, strerror(errno));
        return 2;
    }
    const char *name = strcmp(in, "-") ? in : "<stdin>";
    vpasm_output *o = malloc(sizeof *o);
    vpasm_error err;
    if (!o) {
        free(text);
        fprintf(stderr, "vpasm: error: out of memory\n");
        return 2;
    }
    int rc = 0;
    if (vpasm_assemble(text, len, o, &err) != 0) {
        fprintf(stderr, "%s:%u:%u: error: %s [PROGRAM_ERROR_POSITION_NV=%zu]\n", name, err.line, err.col, err.msg,
                err.offset);
        show_line(text, len, err.line, err.col);
        rc = 1;
    } else if (!check) {
        if (nout == 0) {
            outs[0].path = "-";
            outs[0].kind = FMT_HEX;
            nout = 1;
        }
        for (int i = 0; i < nout && !rc; i++)
            rc = write_out(outs[i].path, outs[i].kind, name, text, len, o);
    }
    free(o);
    free(text);
    return rc;
}

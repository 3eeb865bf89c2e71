/*
 * vpdis: command-line disassembler. Reads a program image (.hex or .bin,
 * as written by uc_write_hex/uc_write_bin) and prints its canonical
 * program text (docs/vpdis.md); assembling that text with vpasm gives the
 * same image back.
 *
 * A TGSI token stream (docs/tgsi.md; recognised by its VERSION token, or
 * forced with --tgsi / --tgsi-hex) is printed as readable TGSI text,
 * followed by a comment saying whether it loads as microcode.
 *
 * Exit status: 0 printed, 1 the input is not a valid image or not a
 * printable program, 2 usage or I/O error (as vpasm). Diagnostics go to stderr as
 * "FILE: error: ...".
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi.h"
#include "tgsi_dis.h"
#include "ucode.h"
#include "vpdis.h"
#include "vpfile.h"
#include "vptext.h"
#include "vpwrite.h"

static void usage(FILE *f)
{
    fputs("usage: vpdis [options] FILE\n"
          "Print the canonical program text of a microcode image (.hex or .bin).\n"
          "FILE may be '-' for standard input.\n"
          "\n"
          "options:\n"
          "  -w, --words     comment each instruction with its word address and hex word\n"
          "                  (the position-invariant block is listed as comments)\n"
          "  -o, --output F  write the text to F instead of standard output\n"
          "  --tgsi          the input is a binary TGSI token stream (found by itself when\n"
          "                  the file starts with a VERSION token); prints it as TGSI text\n"
          "  --tgsi-hex      the input is a TGSI token stream written as hex text\n"
          "  -h, --help      show this help\n"
          "\n"
          "A paired word (a vector and a special-function instruction issued in one\n"
          "clock) is printed as two lines, the second starting with '+':\n"
          "      DP4 o[HPOS].w, R6, c[7];\n"
          "    + LIT R1, R0;\n"
          "'vpasm --no-pair' assembles the text back into the same image (without\n"
          "--no-pair vpasm may pair more of the single instructions).\n"
          "\n"
          "Exit status: 0 printed, 1 not a valid image or not a printable program,\n"
          "2 usage or I/O error.\n",
          f);
}

/* TGSI text of a token stream and a closing comment on whether it loads;
 * 0, or 1 with the walk's error printed. *text is malloc'ed. */
static int tgsi_text(const char *name, const uint8_t *data, size_t len, int hex, char **text, size_t *tlen)
{
    uint32_t *tok = NULL;
    size_t n = 0, npos = 0;
    tgsi_textpos *pos = NULL; /* hex text: where each token is, for the message */
    tgsi_error err;
    int rc = hex ? tgsi_from_hex_text_at((const char *)data, len, &tok, &n, &pos, &npos, &err)
                 : tgsi_from_bytes(data, len, &tok, &n, &err);
    if (rc == 0)
        rc = tgsi_dis_text(tok, n, text, tlen, &err);
    if (rc != 0) {
        char line[512];
        tgsi_error_line(line, sizeof line, name, &err, pos, npos);
        fprintf(stderr, "%s\n", line);
        free(tok);
        free(pos);
        return 1;
    }
    free(pos);
    tgsi_load_result *r = malloc(sizeof *r);
    vptext all = {*text, *tlen, *tlen + 1, false, false}; /* the verdict goes after the text */
    if (!r)
        vpt_put(&all, "# not loaded: out of memory\n");
    else if (tgsi_load(tok, n, r, &err) != 0)
        vpt_printf(&all, "# does not load: token %zu: %s\n", err.token, err.msg);
    else
        vpt_printf(&all, "# loads as %s microcode%s: %u words%s\n", uc_env_name(r->prog.env),
                   r->env_inferred ? " (environment inferred)" : "", r->prog.count,
                   r->exec_refused ? ", refused for execution (newer minor version)" : "");
    free(r);
    free(tok);
    *text = all.buf;
    *tlen = all.len;
    if (all.oom) {
        fprintf(stderr, "%s: error: out of memory\n", name);
        free(*text);
        *text = NULL;
        return 1;
    }
    return 0;
}

static int run(int argc, char **argv)
{
    const char *path = NULL, *outpath = NULL;
    uint32_t flags = 0;
    int only_files = 0;
    int tgsi = 0; /* 1 binary, 2 hex text */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_files && (!strcmp(a, "-h") || !strcmp(a, "--help"))) {
            usage(stdout);
            return 0;
        } else if (!only_files && (!strcmp(a, "-w") || !strcmp(a, "--words"))) {
            flags |= VPDIS_WORDS;
        } else if (!only_files && (!strcmp(a, "-o") || !strcmp(a, "--output"))) {
            if (i + 1 >= argc) {
                fprintf(stderr, "vpdis: error: %s needs a file name\n", a);
                return 2;
            }
            outpath = argv[++i];
        } else if (!only_files && !strcmp(a, "--tgsi")) {
            tgsi = 1;
        } else if (!only_files && !strcmp(a, "--tgsi-hex")) {
            tgsi = 2;
        } else if (!only_files && !strcmp(a, "--")) {
            only_files = 1;
        } else if (!only_files && a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "vpdis: error: unknown option '%s' (see --help)\n", a);
            return 2;
        } else if (path) {
            fprintf(stderr, "vpdis: error: more than one input file ('%s' and '%s')\n", path, a);
            return 2;
        } else {
            path = a;
        }
    }
    if (!path) {
        usage(stderr);
        return 2;
    }

    const int from_stdin = !strcmp(path, "-");
    const char *name = from_stdin ? "<stdin>" : path;
    char err[256];
    size_t len = 0;
    if (outpath && vpw_same_file(outpath, path)) {
        fprintf(stderr, "vpdis: error: output %s is the input file: refused (nothing written)\n", outpath);
        return 2;
    }
    uint8_t *data = (uint8_t *)vp_read_file(path, VP_MAX_PROGRAM_FILE, &len);
    if (!data) {
        char why[96];
        fprintf(stderr, "%s: error: cannot read: %s\n", name,
                vp_read_error(errno, VP_MAX_PROGRAM_FILE, why, sizeof why));
        return 2;
    }

    char *text = NULL;
    size_t tlen = 0;
    if (tgsi || tgsi_looks_binary(data, len)) {
        int trc = tgsi_text(name, data, len, tgsi == 2, &text, &tlen);
        free(data);
        if (trc != 0)
            return trc;
    } else {
        uc_program *prog = malloc(sizeof *prog);
        if (!prog) {
            free(data);
            fprintf(stderr, "%s: error: out of memory\n", name);
            return 1;
        }
        uc_textpos at;
        int rc = uc_read_image(data, len, prog, &at, err, sizeof err);
        free(data);
        if (rc != 0) {
            if (at.line)
                fprintf(stderr, "%s:%u:%u: error: %s\n", name, at.line, at.col, err);
            else
                fprintf(stderr, "%s: error: %s\n", name, err);
            free(prog);
            return 1;
        }
        rc = vpdis_program_text(prog, flags, &text, &tlen, err, sizeof err);
        free(prog);
        if (rc != 0) {
            fprintf(stderr, "%s: error: %s\n", name, err);
            return 1;
        }
    }

    vpw_file out;
    if (vpw_open(&out, outpath ? outpath : "-", false) != 0) {
        fprintf(stderr, "%s: error: cannot create: %s\n", outpath, strerror(errno));
        free(text);
        return 2;
    }
    fwrite(text, 1, tlen, out.f); /* a short write sets the error flag: vpw_finish sees it */
    free(text);
    if (vpw_finish(&out) != 0) {
        fprintf(stderr, "%s: error: cannot write: %s\n", outpath ? outpath : "<stdout>", strerror(errno));
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    /* (a failed write to stdout in run() is reported there, with rc 2) */
    if (vpw_close_stdout() != 0 && rc == 0) {
        fprintf(stderr, "vpdis: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

/*
 * ucgen: turns tools/ucode.def (the microcode definition) into the C header,
 * the Verilog include and the field table of docs/microcode.md.
 *
 *   ucgen DEF --c OUT.h --v OUT.vh --md DOC.md
 *
 * The Markdown file is rewritten only between the marker lines
 * "<!-- ucgen:begin -->" and "<!-- ucgen:end -->". The definition is
 * checked before anything is written: fields must tile the word exactly
 * (no gap, no overlap), names must be unique and every enum value must fit
 * its field.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vpwrite.h"

#define MAXF 64
#define MAXE 256
#define NAMEL 32
#define DESCL 256

typedef struct {
    char name[NAMEL];
    int lsb, width;
    char desc[DESCL];
} field_t;

typedef struct {
    char set[NAMEL];
    char name[NAMEL];
    long value;
    char desc[DESCL];
} enum_t;

typedef struct {
    int word;
    field_t f[MAXF];
    int nf;
    enum_t e[MAXE];
    int ne;
} def_t;

static int fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: error: ", file, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return -1;
}

static const field_t *find_field(const def_t *d, const char *name)
{
    for (int i = 0; i < d->nf; i++)
        if (strcmp(d->f[i].name, name) == 0)
            return &d->f[i];
    return NULL;
}

static int is_ident(const char *s)
{
    if (!*s || !(isupper((unsigned char)*s)))
        return 0;
    for (; *s; s++)
        if (!isupper((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '_')
            return 0;
    return 1;
}

/* Copies the rest of the line after n whitespace-separated words. */
static void rest_after(const char *line, int n, char *out, size_t outsz)
{
    const char *p = line;
    for (int i = 0; i < n; i++) {
        while (*p && isspace((unsigned char)*p)) p++;
        while (*p && !isspace((unsigned char)*p)) p++;
    }
    while (*p && isspace((unsigned char)*p)) p++;
    size_t len = strlen(p);
    while (len && isspace((unsigned char)p[len - 1])) len--;
    if (len >= outsz) len = outsz - 1;
    memcpy(out, p, len);
    out[len] = '\0';
}

static int parse(const char *path, def_t *d)
{
    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "%s: error: %s\n", path, strerror(errno));
        return -1;
    }
    char line[1024];
    int ln = 0, rc = 0;
    memset(d, 0, sizeof *d);
    while (fgets(line, sizeof line, fp)) {
        ln++;
        char *hash = strchr(line, '#');
        if (hash) *hash = '\0';
        char kw[NAMEL] = "", a[NAMEL] = "", b[NAMEL] = "", c[NAMEL] = "";
        int n = sscanf(line, "%31s %31s %31s %31s", kw, a, b, c);
        if (n <= 0) continue;
        if (strcmp(kw, "word") == 0 && n == 2) {
            d->word = atoi(a);
        } else if (strcmp(kw, "field") == 0 && n == 4) {
            if (d->nf == MAXF) { rc = fail(path, ln, "too many fields"); break; }
            field_t *f = &d->f[d->nf++];
            snprintf(f->name, sizeof f->name, "%s", a);
            f->lsb = atoi(b);
            f->width = atoi(c);
            rest_after(line, 4, f->desc, sizeof f->desc);
            if (!is_ident(f->name)) rc = fail(path, ln, "bad field name '%s'", a);
            if (f->width < 1 || f->width > 32) rc = fail(path, ln, "field %s: width %d not in 1..32", a, f->width);
            if (find_field(d, f->name) != f) rc = fail(path, ln, "field %s defined twice", a);
        } else if (strcmp(kw, "enum") == 0 && n == 4) {
            if (d->ne == MAXE) { rc = fail(path, ln, "too many enum values"); break; }
            enum_t *e = &d->e[d->ne++];
            snprintf(e->set, sizeof e->set, "%s", a);
            e->value = strtol(b, NULL, 0);
            snprintf(e->name, sizeof e->name, "%s", c);
            rest_after(line, 4, e->desc, sizeof e->desc);
            if (!is_ident(e->set) || !is_ident(e->name)) rc = fail(path, ln, "bad enum name '%s %s'", a, c);
            for (int i = 0; i < d->ne - 1; i++) {
                if (strcmp(d->e[i].set, e->set) == 0 && strcmp(d->e[i].name, e->name) == 0)
                    rc = fail(path, ln, "enum %s_%s defined twice", a, c);
                if (strcmp(d->e[i].set, e->set) == 0 && d->e[i].value == e->value)
                    rc = fail(path, ln, "enum %s: value %ld used twice", a, e->value);
            }
            const field_t *f = find_field(d, e->set);
            if (f && (e->value < 0 || e->value >= (1L << f->width)))
                rc = fail(path, ln, "enum %s_%s = %ld does not fit the %d-bit field", a, c, e->value, f->width);
        } else {
            rc = fail(path, ln, "cannot parse this line");
        }
    }
    fclose(fp);
    if (rc) return rc;
    if (d->word <= 0 || d->word % 32) return fail(path, ln, "word width must be a positive multiple of 32");
    /* The fields must tile the word: every bit owned by exactly one field. */
    static unsigned char owner[1024];
    memset(owner, 0, sizeof owner);
    for (int i = 0; i < d->nf; i++) {
        const field_t *f = &d->f[i];
        if (f->lsb < 0 || f->lsb + f->width > d->word)
            return fail(path, 0, "field %s [%d +%d] outside the %d-bit word", f->name, f->lsb, f->width, d->word);
        for (int b = f->lsb; b < f->lsb + f->width; b++) {
            if (owner[b]) return fail(path, 0, "field %s overlaps field %s at bit %d", f->name, d->f[owner[b] - 1].name, b);
            owner[b] = (unsigned char)(i + 1);
        }
    }
    for (int b = 0; b < d->word; b++)
        if (!owner[b]) return fail(path, 0, "bit %d belongs to no field", b);
    return 0;
}

static void upper_to_lower(const char *in, char *out, size_t sz)
{
    size_t i = 0;
    for (; in[i] && i + 1 < sz; i++) out[i] = (char)tolower((unsigned char)in[i]);
    out[i] = '\0';
}

static int emit_c(const def_t *d, FILE *o)
{
    fprintf(o, "/* Generated by tools/ucgen from tools/ucode.def. Do not edit. */\n");
    fprintf(o, "#ifndef UCODE_FIELDS_H\n#define UCODE_FIELDS_H\n\n");
    fprintf(o, "#define UC_WORD_BITS %d\n#define UC_WORD_U32 %d\n\n", d->word, d->word / 32);
    for (int i = 0; i < d->nf; i++) {
        const field_t *f = &d->f[i];
        fprintf(o, "/* %s */\n", f->desc);
        fprintf(o, "#define UC_%s_LSB %d\n#define UC_%s_WIDTH %d\n", f->name, f->lsb, f->name, f->width);
    }
    fprintf(o, "\n/* X-macro list of all fields: X(NAME, LSB, WIDTH) */\n#define UC_FIELDS(X) \\\n");
    for (int i = 0; i < d->nf; i++)
        fprintf(o, "    X(%s, %d, %d)%s\n", d->f[i].name, d->f[i].lsb, d->f[i].width, i + 1 < d->nf ? " \\" : "");
    /* enum sets in order of first appearance */
    for (int i = 0; i < d->ne; i++) {
        int first = 1;
        for (int j = 0; j < i; j++)
            if (strcmp(d->e[j].set, d->e[i].set) == 0) first = 0;
        if (!first) continue;
        const char *set = d->e[i].set;
        long maxv = -1;
        fprintf(o, "\n/* values of %s */\nenum {\n", set);
        for (int j = i; j < d->ne; j++) {
            if (strcmp(d->e[j].set, set) != 0) continue;
            fprintf(o, "    UC_%s_%s = %ld, /* %s */\n", set, d->e[j].name, d->e[j].value, d->e[j].desc);
            if (d->e[j].value > maxv) maxv = d->e[j].value;
        }
        fprintf(o, "    UC_%s_COUNT = %ld\n};\n", set, maxv + 1);
        /* name table indexed by value; holes are NULL */
        char lower[NAMEL];
        upper_to_lower(set, lower, sizeof lower);
        fprintf(o, "#define UC_%s_NAMES_INIT {", set);
        for (long v = 0; v <= maxv; v++) {
            const char *nm = NULL;
            for (int j = i; j < d->ne; j++)
                if (!strcmp(d->e[j].set, set) && d->e[j].value == v) nm = d->e[j].name;
            if (nm) fprintf(o, "%s\"%s\"", v ? ", " : "", nm);
            else fprintf(o, "%sNULL", v ? ", " : "");
        }
        fprintf(o, "}\n");
    }
    fprintf(o, "\n#endif\n");
    return ferror(o) ? -1 : 0;
}

static int emit_v(const def_t *d, FILE *o)
{
    fprintf(o, "// Generated by tools/ucgen from tools/ucode.def. Do not edit.\n");
    fprintf(o, "`ifndef UCODE_FIELDS_VH\n`define UCODE_FIELDS_VH\n\n");
    fprintf(o, "`define UC_WORD_BITS %d\n\n", d->word);
    for (int i = 0; i < d->nf; i++) {
        const field_t *f = &d->f[i];
        fprintf(o, "// %s\n", f->desc);
        fprintf(o, "`define UC_%s_LSB %d\n`define UC_%s_MSB %d\n`define UC_%s_W %d\n", f->name, f->lsb, f->name,
                f->lsb + f->width - 1, f->name, f->width);
    }
    fprintf(o, "\n");
    for (int i = 0; i < d->ne; i++) {
        const enum_t *e = &d->e[i];
        const field_t *f = find_field(d, e->set);
        int w = f ? f->width : 2;
        if (!f) {
            /* a value set that is not a field (CC): width from its largest value */
            long maxv = 0;
            for (int j = 0; j < d->ne; j++)
                if (!strcmp(d->e[j].set, e->set) && d->e[j].value > maxv) maxv = d->e[j].value;
            w = 1;
            while ((1L << w) <= maxv) w++;
        }
        fprintf(o, "`define UC_%s_%s %d'd%ld // %s\n", e->set, e->name, w, e->value, e->desc);
    }
    fprintf(o, "\n`endif\n");
    return ferror(o) ? -1 : 0;
}

static void md_escape(FILE *o, const char *s)
{
    for (; *s; s++) {
        if (*s == '|') fputs("\\|", o);
        else fputc(*s, o);
    }
}

static int emit_md(const def_t *d, const char *path)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "%s: error: %s\n", path, strerror(errno));
        return -1;
    }
    char *buf = NULL;
    size_t cap = 0, len = 0;
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, in)) > 0) {
        if (len + n + 1 > cap) {
            cap = (len + n + 1) * 2;
            char *nb = realloc(buf, cap);
            if (!nb) { free(buf); fclose(in); return -1; }
            buf = nb;
        }
        memcpy(buf + len, chunk, n);
        len += n;
    }
    fclose(in);
    if (!buf) return fail(path, 0, "empty file");
    buf[len] = '\0';
    const char *b = strstr(buf, "<!-- ucgen:begin -->\n");
    const char *e = b ? strstr(b, "<!-- ucgen:end -->") : NULL;
    if (!b || !e) {
        free(buf);
        return fail(path, 0, "markers <!-- ucgen:begin --> / <!-- ucgen:end --> not found");
    }
    b += strlen("<!-- ucgen:begin -->\n");
    vpw_file w; /* a temporary file beside path, renamed over it when complete (vpwrite.h) */
    if (vpw_open(&w, path, false) != 0) { free(buf); return fail(path, 0, "%s", strerror(errno)); }
    FILE *o = w.f;
    fwrite(buf, 1, (size_t)(b - buf), o);
    fprintf(o, "| bits | field | description |\n|---|---|---|\n");
    for (int i = d->nf - 1; i >= 0; i--) {
        const field_t *f = &d->f[i];
        if (f->width == 1) fprintf(o, "| %d | %s | ", f->lsb, f->name);
        else fprintf(o, "| %d:%d | %s | ", f->lsb + f->width - 1, f->lsb, f->name);
        md_escape(o, f->desc);
        fprintf(o, " |\n");
    }
    for (int i = 0; i < d->ne; i++) {
        int first = 1;
        for (int j = 0; j < i; j++)
            if (!strcmp(d->e[j].set, d->e[i].set)) first = 0;
        if (!first) continue;
        fprintf(o, "\n**%s**: ", d->e[i].set);
        int k = 0;
        for (int j = i; j < d->ne; j++) {
            if (strcmp(d->e[j].set, d->e[i].set) != 0) continue;
            fprintf(o, "%s%ld `%s`", k++ ? ", " : "", d->e[j].value, d->e[j].name);
        }
        fprintf(o, "\n");
    }
    fputs(e, o);
    free(buf);
    if (vpw_finish(&w)) return fail(path, 0, "cannot write: %s", strerror(errno));
    return 0;
}

static int write_file(const char *path, const def_t *d, int (*fn)(const def_t *, FILE *))
{
    vpw_file w; /* a temporary file beside path, renamed over it when complete (vpwrite.h) */
    if (vpw_open(&w, path, false) != 0) {
        fprintf(stderr, "%s: error: %s\n", path, strerror(errno));
        return -1;
    }
    const int rc = fn(d, w.f); /* non-zero: a write failed (the error flag is set) */
    if (rc && vpw_close(&w) == 0)
        errno = EIO;
    if (rc || vpw_finish(&w) != 0) {
        fprintf(stderr, "%s: error: cannot write: %s\n", path, strerror(errno));
        vpw_discard(&w);
        return -1;
    }
    return 0;
}

static int run(int argc, char **argv)
{
    const char *def = NULL, *c = NULL, *v = NULL, *md = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: ucgen DEF [--c OUT.h] [--v OUT.vh] [--md DOC.md]\n"
                   "Checks the microcode definition DEF and writes the C header, the Verilog\n"
                   "include and the field table inside DOC.md (between ucgen markers).\n");
            return 0;
        } else if (!strcmp(argv[i], "--c") && i + 1 < argc) c = argv[++i];
        else if (!strcmp(argv[i], "--v") && i + 1 < argc) v = argv[++i];
        else if (!strcmp(argv[i], "--md") && i + 1 < argc) md = argv[++i];
        else if (argv[i][0] != '-' && !def) def = argv[i];
        else {
            fprintf(stderr, "ucgen: error: unexpected argument '%s' (see --help)\n", argv[i]);
            return 2;
        }
    }
    if (!def) {
        fprintf(stderr, "ucgen: error: no definition file given (see --help)\n");
        return 2;
    }
    static def_t d;
    if (parse(def, &d)) return 1;
    if (c && write_file(c, &d, emit_c)) return 1;
    if (v && write_file(v, &d, emit_v)) return 1;
    if (md && emit_md(&d, md)) return 1;
    return 0;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "ucgen: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

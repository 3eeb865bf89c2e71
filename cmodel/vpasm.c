/*
 * vpasm: NV_vertex_program / NV_vertex_program1_1 / NV_vertex_program2
 * assembler (see vpasm.h).
 *
 * One pass of a recursive-descent parser over a byte lexer. Every token
 * carries its byte offset, line and column, so each error names the exact
 * token. Rules that can only be decided after the whole text is read
 * (undefined labels, HPOS or c[] never written) report the program length
 * as PROGRAM_ERROR_POSITION_NV, as the specification requires.
 *
 * Decisions where the specification is loose (docs/assembler.md):
 *  - the header must be the first bytes of the text;
 *  - swizzle and mask letters may be split by white space ("R0.x y");
 *  - VP2 address-register writes accept a condition-code mask, as section
 *    2.14.2.2 says, although the grammar rule omits it;
 *  - VP1.1 accepts "+" signs (NV_vertex_program1_1), VP1.0 and VSP1.0 do not;
 *  - a position-invariant VP1.1 program may not use relative addressing at
 *    all (NV_vertex_program2 section 2.14.6.1);
 *  - label "main" must be followed by an instruction.
 */
#include "vpasm.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbvp.h"
#include "vppair.h"

/* ------------------------------------------------------------------ lexer */

typedef enum { T_EOF, T_IDENT, T_NUM, T_PUNCT, T_BAD } tkind;

typedef struct {
    tkind k;
    size_t off, len;
    unsigned line, col;
    long num; /* T_NUM value, saturated at 1e9 */
    char ch;  /* T_PUNCT character, T_BAD byte */
} token;

typedef struct {
    const char *s;
    size_t len, pos;
    unsigned line, col;
} lexer;

static void lex_advance_byte(lexer *lx)
{
    char c = lx->s[lx->pos++];
    if (c == '\n' || (c == '\r' && (lx->pos >= lx->len || lx->s[lx->pos] != '\n'))) {
        lx->line++;
        lx->col = 1;
    } else {
        lx->col++;
    }
}

static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static token lex(lexer *lx)
{
    /* white space and comments */
    while (lx->pos < lx->len) {
        char c = lx->s[lx->pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            lex_advance_byte(lx);
        } else if (c == '#') {
            while (lx->pos < lx->len && lx->s[lx->pos] != '\n' && lx->s[lx->pos] != '\r')
                lex_advance_byte(lx);
        } else {
            break;
        }
    }
    token t;
    memset(&t, 0, sizeof t);
    t.off = lx->pos;
    t.line = lx->line;
    t.col = lx->col;
    if (lx->pos >= lx->len) {
        t.k = T_EOF;
        return t;
    }
    char c = lx->s[lx->pos];
    if (is_alpha(c)) {
        t.k = T_IDENT;
        while (lx->pos < lx->len && (is_alpha(lx->s[lx->pos]) || is_digit(lx->s[lx->pos])))
            lex_advance_byte(lx);
    } else if (is_digit(c)) {
        t.k = T_NUM;
        while (lx->pos < lx->len && is_digit(lx->s[lx->pos])) {
            if (t.num < 1000000000L)
                t.num = t.num * 10 + (lx->s[lx->pos] - '0');
            lex_advance_byte(lx);
        }
    } else if (strchr("[](),;.:|+-", c) && c != '\0') {
        t.k = T_PUNCT;
        t.ch = c;
        lex_advance_byte(lx);
    } else {
        t.k = T_BAD;
        t.ch = c;
        lex_advance_byte(lx);
    }
    t.len = lx->pos - t.off;
    return t;
}

/* ----------------------------------------------------------------- parser */

typedef struct {
    const char *name; /* into the program text */
    size_t namelen;
    int index; /* instruction index the label precedes */
    token tok;
} label_def;

typedef struct {
    int insn; /* instruction whose TARGET refers to the label */
    token tok;
} label_ref;

/* Instructions: a word holds at most two, and no program more than 256 words. */
#define MAX_INSN (2 * UC_MAX_WORDS)

typedef struct {
    lexer lx;
    token cur;
    const char *text;
    size_t len;
    vpasm_error *err;
    bool failed;

    unsigned env;
    bool vp2, vsp, vp1; /* vp1: VP1.0, VP1.1 or VSP1.0 numerics and grammar */
    bool pi;            /* NV_position_invariant */
    unsigned limit;     /* user word limit */
    uint32_t flags;     /* VPASM_* */

    uc_insn insn[MAX_INSN];
    uint32_t line[MAX_INSN], offs[MAX_INSN];
    bool joined[MAX_INSN]; /* "+": the instruction shares the word of the one before */
    int n;
    unsigned nwords;       /* words the instructions take before automatic pairing */
    bool over;             /* (automatic pairing) nwords passed the limit at over_tok */
    token over_tok;
    bool hpos_written, const_written;
    token end_tok;

    label_def *labels; /* grows as needed */
    int nlabels, caplabels;
    int *lslot;        /* the labels by name: open addressing, label index + 1 (0: empty) */
    size_t nslot;      /* a power of two, more than twice nlabels (0: none yet) */
    label_ref refs[MAX_INSN];
    int nrefs;

    /* per-instruction operand uniqueness */
    bool have_c, have_v;
    uc_insn *cur_insn;
    token first_c, first_v;
} parser;

static void verr_at(parser *p, unsigned line, unsigned col, size_t off, const char *fmt, va_list ap)
{
    if (p->failed)
        return;
    p->failed = true;
    p->err->line = line;
    p->err->col = col;
    p->err->offset = off;
    vsnprintf(p->err->msg, sizeof p->err->msg, fmt, ap);
}

#if defined(__GNUC__)
#define PRINTF_LIKE(a, b) __attribute__((format(printf, a, b)))
#else
#define PRINTF_LIKE(a, b)
#endif

static bool err_tok(parser *p, const token *t, const char *fmt, ...) PRINTF_LIKE(3, 4);
static bool err_tok(parser *p, const token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr_at(p, t->line, t->col, t->off, fmt, ap);
    va_end(ap);
    return false;
}

/* An error found only after the whole text was read: shown at tok, reported at len. */
static bool err_late(parser *p, const token *t, const char *fmt, ...) PRINTF_LIKE(3, 4);
static bool err_late(parser *p, const token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr_at(p, t->line, t->col, p->len, fmt, ap);
    va_end(ap);
    return false;
}

static void next(parser *p) { p->cur = lex(&p->lx); }

/* Token text for messages: at most 24 bytes of it. */
#define TOKTXT(p, t) (int)((t)->len > 24 ? 24 : (t)->len), (p)->text + (t)->off

static token peek2(const parser *p)
{
    lexer copy = p->lx;
    return lex(&copy);
}

/* Printable description of a token for messages. */
static const char *tok_desc(const parser *p, const token *t, char *buf, size_t sz)
{
    switch (t->k) {
    case T_EOF:
        snprintf(buf, sz, "end of text");
        break;
    case T_BAD: {
        unsigned char c = (unsigned char)t->ch;
        if (c >= 0x20 && c < 0x7f)
            snprintf(buf, sz, "character '%c'", c);
        else
            snprintf(buf, sz, "byte 0x%02x", c);
        break;
    }
    case T_PUNCT:
        snprintf(buf, sz, "'%c'", t->ch);
        break;
    default: {
        size_t n = t->len > 40 ? 40 : t->len;
        snprintf(buf, sz, "'%.*s%s'", (int)n, p->text + t->off, t->len > 40 ? "..." : "");
        break;
    }
    }
    return buf;
}

static bool is_ident(const parser *p, const token *t, const char *word)
{
    size_t n = strlen(word);
    return t->k == T_IDENT && t->len == n && memcmp(p->text + t->off, word, n) == 0;
}

static bool is_punct(const token *t, char c) { return t->k == T_PUNCT && t->ch == c; }

static bool expect_punct(parser *p, char c, const char *what)
{
    if (is_punct(&p->cur, c)) {
        next(p);
        return true;
    }
    char b[64];
    if (p->cur.k == T_BAD)
        return err_tok(p, &p->cur, "invalid %s in program text", tok_desc(p, &p->cur, b, sizeof b));
    return err_tok(p, &p->cur, "expected '%c' %s, found %s", c, what, tok_desc(p, &p->cur, b, sizeof b));
}

static const char *env_hdr(const parser *p) { return uc_env_header(p->env); }

/* ---------------------------------------------------------------- opcodes */

typedef enum { C_ARL, C_VEC, C_SCA, C_BIN, C_TRI, C_BRA, C_RET, C_ARA } iclass;

/* availability bits */
#define A_VP10 1u
#define A_VP11 2u
#define A_VP2 4u
#define A_ALL (A_VP10 | A_VP11 | A_VP2)
#define A_11 (A_VP11 | A_VP2)

typedef struct {
    const char *name;
    iclass cls;
    uint8_t vop, sop;
    unsigned avail;
    bool ccform; /* has a C-suffixed form in VP2 */
} opdef;

static const opdef ops[] = {
    {"ARL", C_ARL, UC_VOP_ARL, 0, A_ALL, true},
    {"ARR", C_ARL, UC_VOP_ARR, 0, A_VP2, true},
    {"ARA", C_ARA, UC_VOP_ARA, 0, A_VP2, true},
    {"MOV", C_VEC, UC_VOP_MOV, 0, A_ALL, true},
    {"LIT", C_VEC, 0, UC_SOP_LIT, A_ALL, true},
    {"ABS", C_VEC, UC_VOP_ABS, 0, A_11, true},
    {"FLR", C_VEC, UC_VOP_FLR, 0, A_VP2, true},
    {"FRC", C_VEC, UC_VOP_FRC, 0, A_VP2, true},
    {"SSG", C_VEC, UC_VOP_SSG, 0, A_VP2, true},
    {"EXP", C_SCA, 0, UC_SOP_EXP, A_ALL, true},
    {"LOG", C_SCA, 0, UC_SOP_LOG, A_ALL, true},
    {"RCP", C_SCA, 0, UC_SOP_RCP, A_ALL, true},
    {"RSQ", C_SCA, 0, UC_SOP_RSQ, A_ALL, true},
    {"RCC", C_SCA, 0, UC_SOP_RCC, A_11, true},
    {"COS", C_SCA, 0, UC_SOP_COS, A_VP2, true},
    {"SIN", C_SCA, 0, UC_SOP_SIN, A_VP2, true},
    {"EX2", C_SCA, 0, UC_SOP_EX2, A_VP2, true},
    {"LG2", C_SCA, 0, UC_SOP_LG2, A_VP2, true},
    {"ADD", C_BIN, UC_VOP_ADD, 0, A_ALL, true},
    {"DP3", C_BIN, UC_VOP_DP3, 0, A_ALL, true},
    {"DP4", C_BIN, UC_VOP_DP4, 0, A_ALL, true},
    {"DST", C_BIN, UC_VOP_DST, 0, A_ALL, true},
    {"MAX", C_BIN, UC_VOP_MAX, 0, A_ALL, true},
    {"MIN", C_BIN, UC_VOP_MIN, 0, A_ALL, true},
    {"MUL", C_BIN, UC_VOP_MUL, 0, A_ALL, true},
    {"SGE", C_BIN, UC_VOP_SGE, 0, A_ALL, true},
    {"SLT", C_BIN, UC_VOP_SLT, 0, A_ALL, true},
    {"DPH", C_BIN, UC_VOP_DPH, 0, A_11, true},
    {"SUB", C_BIN, UC_VOP_SUB, 0, A_11, true},
    {"SEQ", C_BIN, UC_VOP_SEQ, 0, A_VP2, true},
    {"SFL", C_BIN, UC_VOP_SFL, 0, A_VP2, true},
    {"SGT", C_BIN, UC_VOP_SGT, 0, A_VP2, true},
    {"SLE", C_BIN, UC_VOP_SLE, 0, A_VP2, true},
    {"SNE", C_BIN, UC_VOP_SNE, 0, A_VP2, true},
    {"STR", C_BIN, UC_VOP_STR, 0, A_VP2, true},
    {"MAD", C_TRI, UC_VOP_MAD, 0, A_ALL, true},
    {"BRA", C_BRA, 0, UC_SOP_BRA, A_VP2, false},
    {"CAL", C_BRA, 0, UC_SOP_CAL, A_VP2, false},
    {"RET", C_RET, 0, UC_SOP_RET, A_VP2, false},
};

static const opdef *find_op(const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (strlen(ops[i].name) == n && memcmp(ops[i].name, s, n) == 0)
            return &ops[i];
    return NULL;
}

static unsigned avail_bit(const parser *p)
{
    return p->vp2 ? A_VP2 : (p->env == UC_ENV_VP11 ? A_VP11 : A_VP10);
}

static const char *avail_text(unsigned avail)
{
    return avail == A_VP2 ? "!!VP2.0" : "!!VP1.1 or !!VP2.0";
}

/* ------------------------------------------------------------ components */

static bool all_components(const parser *p, const token *t)
{
    for (size_t i = 0; i < t->len; i++)
        if (!strchr("xyzw", p->text[t->off + i]) || p->text[t->off + i] == '\0')
            return false;
    return true;
}

/* Reads component letters after a '.'. The letters may be split by white
 * space ("x y"), but only into identifiers made of x, y, z, w alone, so a
 * missing ',' or ';' before a register or opcode is reported as such.
 * Returns the number of letters (comps[] holds the first 5, 0..3), or -1. */
static int read_components(parser *p, int comps[5], token *first)
{
    int n = 0;
    *first = p->cur;
    if (p->cur.k != T_IDENT) {
        char b[64];
        err_tok(p, &p->cur, "expected component letters (x, y, z, w) after '.', found %s",
                tok_desc(p, &p->cur, b, sizeof b));
        return -1;
    }
    if (!all_components(p, &p->cur)) {
        const char *s = p->text + p->cur.off;
        size_t i = 0;
        while (i < p->cur.len && strchr("xyzw", s[i]) && s[i] != '\0')
            i++;
        if (i == 0) {
            char b[64];
            err_tok(p, &p->cur, "expected component letters (x, y, z, w) after '.', found %s",
                    tok_desc(p, &p->cur, b, sizeof b));
        } else {
            token t = p->cur;
            t.col += (unsigned)i;
            t.off += i;
            err_tok(p, &t, "'%c' is not a component (x, y, z, w)", s[i]);
        }
        return -1;
    }
    for (bool first_tok = true; p->cur.k == T_IDENT && all_components(p, &p->cur); first_tok = false) {
        if (!first_tok) {
            token after = peek2(p);
            if (is_punct(&after, ':'))
                break; /* "x:" starts a label: the instruction lacks its ';' */
        }
        const char *s = p->text + p->cur.off;
        for (size_t i = 0; i < p->cur.len; i++) {
            if (n < 5)
                comps[n] = (int)(strchr("xyzw", s[i]) - "xyzw");
            if (n < 1000)
                n++;
        }
        next(p);
    }
    return n;
}

static bool parse_swizzle(parser *p, uint8_t *swz, bool scalar)
{
    *swz = UC_SWZ_IDENTITY;
    if (!is_punct(&p->cur, '.')) {
        if (scalar) {
            char b[64];
            return err_tok(p, &p->cur, "scalar operand needs a component suffix (.x, .y, .z or .w), found %s",
                           tok_desc(p, &p->cur, b, sizeof b));
        }
        return true;
    }
    next(p);
    int c[5] = {0};
    token first;
    int n = read_components(p, c, &first);
    if (n < 0)
        return false;
    if (scalar && n != 1)
        return err_tok(p, &first, "scalar operand takes exactly one component, not %d", n);
    if (n == 1) {
        *swz = (uint8_t)(c[0] * 0x55);
        return true;
    }
    if (n != 4)
        return err_tok(p, &first, "swizzle must have 1 or 4 components, not %d", n);
    *swz = (uint8_t)(c[0] | c[1] << 2 | c[2] << 4 | c[3] << 6);
    return true;
}

static bool parse_write_mask(parser *p, uint8_t *mask)
{
    *mask = 0xF;
    if (!is_punct(&p->cur, '.'))
        return true;
    next(p);
    int c[5] = {0};
    token first;
    int n = read_components(p, c, &first);
    if (n < 0)
        return false;
    if (n > 4)
        return err_tok(p, &first, "write mask has more than 4 components");
    uint8_t m = 0;
    for (int i = 0; i < n; i++) {
        if (i && c[i] <= c[i - 1])
            return err_tok(p, &first, "write mask components must be distinct and in xyzw order");
        m |= (uint8_t)(1u << c[i]);
    }
    *mask = m;
    return true;
}

/* "(" rule swizzle ")" if present */
static bool parse_cc_mask(parser *p, uc_insn *in)
{
    if (!is_punct(&p->cur, '('))
        return true;
    if (!p->vp2)
        return err_tok(p, &p->cur, "condition-code masks require !!VP2.0 (this is a %s program)", env_hdr(p));
    next(p);
    static const char *const rules[] = {"TR", "FL", "EQ", "NE", "LT", "GE", "LE", "GT"};
    int r = -1;
    if (p->cur.k == T_IDENT)
        for (int i = 0; i < 8; i++)
            if (is_ident(p, &p->cur, rules[i]))
                r = i;
    if (r < 0) {
        char b[64];
        return err_tok(p, &p->cur, "expected a condition rule (EQ, GE, GT, LE, LT, NE, TR, FL), found %s",
                       tok_desc(p, &p->cur, b, sizeof b));
    }
    next(p);
    in->ccr = (uint8_t)r;
    if (!parse_swizzle(p, &in->ccs, false))
        return false;
    return expect_punct(p, ')', "to close the condition-code mask");
}

/* -------------------------------------------------------------- registers */

static const char *const attr_names[16] = {"OPOS", "WGHT", "NRML", "COL0", "COL1", "FOGC", NULL, NULL,
                                           "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7"};

/* Rn: returns index or -1 if the identifier is not of that form. */
static int temp_index(const parser *p, const token *t)
{
    const char *s = p->text + t->off;
    if (t->k != T_IDENT || t->len < 2 || s[0] != 'R')
        return -1;
    int v = 0;
    for (size_t i = 1; i < t->len; i++) {
        if (!is_digit(s[i]))
            return -1;
        if (v < 100000)
            v = v * 10 + (s[i] - '0');
    }
    if (t->len > 2 && s[1] == '0')
        return -1; /* "R01" is not a register name */
    return v;
}

static bool check_temp(parser *p, const token *t, int idx)
{
    if (idx > 15)
        return err_tok(p, t, "R%.*s does not exist (temporaries are R0-R%d)", (int)(t->len - 1 > 24 ? 24 : t->len - 1),
                       p->text + t->off + 1, p->vp2 ? 15 : 11);
    if (idx > 11 && !p->vp2)
        return err_tok(p, t, "R%d requires !!VP2.0 (a %s program has R0-R11)", idx, env_hdr(p));
    return true;
}

/* A0 / A1 */
static int addr_index(const parser *p, const token *t)
{
    if (is_ident(p, t, "A0"))
        return 0;
    if (is_ident(p, t, "A1"))
        return 1;
    return -1;
}

static bool parse_addr_reg(parser *p, uint8_t *idx)
{
    int a = addr_index(p, &p->cur);
    if (a < 0) {
        char b[64];
        return err_tok(p, &p->cur, "expected an address register (A0%s), found %s", p->vp2 ? " or A1" : "",
                       tok_desc(p, &p->cur, b, sizeof b));
    }
    if (a == 1 && !p->vp2)
        return err_tok(p, &p->cur, "A1 requires !!VP2.0 (a %s program has only A0)", env_hdr(p));
    *idx = (uint8_t)a;
    next(p);
    return true;
}

/* Records the c[] of a source and enforces one unique c[] per instruction. */
static bool note_const(parser *p, const token *at, int16_t cidx, uint8_t crel, uint8_t arsel, uint8_t arcomp)
{
    uc_insn *in = p->cur_insn;
    if (p->have_c) {
        if (in->cidx != cidx || in->crel != crel || in->arsel != arsel || in->arcomp != arcomp) {
            return err_tok(p, at,
                           "instruction reads a second, different program parameter (the first is at line %u column %u)",
                           p->first_c.line, p->first_c.col);
        }
        return true;
    }
    p->have_c = true;
    p->first_c = *at;
    in->cidx = cidx;
    in->crel = crel;
    in->arsel = arsel;
    in->arcomp = arcomp;
    return true;
}

/* c[ ... ] after the identifier 'c'; p->cur is '[' */
static bool parse_const_ref(parser *p, const token *ctok, uc_src *src)
{
    next(p); /* '[' */
    if (p->cur.k == T_NUM) {
        token nt = p->cur;
        long v = p->cur.num;
        long max = p->vp2 ? 255 : 95;
        if (v > max)
            return err_tok(p, &nt, "c[%.*s] does not exist (a %s program has c[0]-c[%ld])", TOKTXT(p, &nt), env_hdr(p),
                           max);
        next(p);
        if (!expect_punct(p, ']', "after the program parameter number"))
            return false;
        src->file = UC_SFILE_CONST;
        return note_const(p, ctok, (int16_t)v, 0, 0, 0);
    }
    token at = p->cur;
    uint8_t a = 0;
    if (!parse_addr_reg(p, &a))
        return false;
    if (p->pi && p->env == UC_ENV_VP11)
        return err_tok(p, &at, "position-invariant !!VP1.1 programs cannot use relative addressing");
    if (!expect_punct(p, '.', "and a component after the address register"))
        return false;
    token ct = p->cur;
    int c[5] = {0};
    token first;
    int n = read_components(p, c, &first);
    if (n < 0)
        return false;
    if (n != 1)
        return err_tok(p, &first, "relative addressing uses one address component, not %d", n);
    if (c[0] != 0 && !p->vp2)
        return err_tok(p, &ct, "A0.%c requires !!VP2.0 (a %s program uses A0.x only)", "xyzw"[c[0]], env_hdr(p));
    long off = 0;
    if (is_punct(&p->cur, '+') || is_punct(&p->cur, '-')) {
        bool neg = p->cur.ch == '-';
        next(p);
        if (p->cur.k != T_NUM) {
            char b[64];
            return err_tok(p, &p->cur, "expected an offset after '%c', found %s", neg ? '-' : '+',
                           tok_desc(p, &p->cur, b, sizeof b));
        }
        long lim = neg ? (p->vp2 ? 256 : 64) : (p->vp2 ? 255 : 63);
        if (p->cur.num > lim)
            return err_tok(p, &p->cur, "offset %c%.*s out of range (%s allows %c0..%ld)", neg ? '-' : '+',
                           TOKTXT(p, &p->cur), env_hdr(p), neg ? '-' : '+', lim);
        off = neg ? -p->cur.num : p->cur.num;
        next(p);
    }
    if (!expect_punct(p, ']', "to close the relative address"))
        return false;
    src->file = UC_SFILE_CONST;
    return note_const(p, ctok, (int16_t)off, 1, a, (uint8_t)c[0]);
}

/* v[ ... ] after the identifier 'v'; p->cur is '[' */
static bool parse_attr_ref(parser *p, const token *vtok, uc_src *src)
{
    next(p); /* '[' */
    int idx = -1;
    token it = p->cur;
    if (p->cur.k == T_NUM) {
        if (p->cur.num > 15)
            return err_tok(p, &it, "v[%.*s] does not exist (attributes are v[0]-v[15])", TOKTXT(p, &it));
        idx = (int)p->cur.num;
    } else if (p->cur.k == T_IDENT) {
        for (int i = 0; i < 16; i++)
            if (attr_names[i] && is_ident(p, &p->cur, attr_names[i]))
                idx = i;
        if (idx < 0) {
            char b[64];
            return err_tok(p, &it, "unknown vertex attribute %s", tok_desc(p, &it, b, sizeof b));
        }
    } else {
        char b[64];
        return err_tok(p, &it, "expected an attribute number or name, found %s", tok_desc(p, &it, b, sizeof b));
    }
    if (p->vsp && !(it.k == T_NUM && idx == 0))
        return err_tok(p, &it, "vertex state programs can read only v[0]");
    next(p);
    if (!expect_punct(p, ']', "after the attribute"))
        return false;
    src->file = UC_SFILE_ATTR;
    uc_insn *in = p->cur_insn;
    if (p->have_v && in->vidx != idx)
        return err_tok(p, vtok, "instruction reads a second, different vertex attribute (the first is at line %u column %u)",
                       p->first_v.line, p->first_v.col);
    if (!p->have_v) {
        p->have_v = true;
        p->first_v = *vtok;
        in->vidx = (uint8_t)idx;
    }
    return true;
}

/* srcRegister + swizzle/scalar suffix */
static bool parse_src_reg(parser *p, uc_src *src, bool scalar)
{
    token t = p->cur;
    char b[64];
    if (is_ident(p, &t, "c") || is_ident(p, &t, "v")) {
        next(p);
        if (!is_punct(&p->cur, '['))
            return err_tok(p, &p->cur, "expected '[' after '%c'", p->text[t.off]);
        if (p->text[t.off] == 'c') {
            if (!parse_const_ref(p, &t, src))
                return false;
        } else if (!parse_attr_ref(p, &t, src)) {
            return false;
        }
    } else {
        int r = temp_index(p, &t);
        if (r < 0) {
            if (is_ident(p, &t, "o"))
                return err_tok(p, &t, "vertex result registers o[] cannot be read");
            if (addr_index(p, &t) >= 0)
                return err_tok(p, &t, "address registers can be read only inside c[...] (or by ARA)");
            if (t.k == T_BAD)
                return err_tok(p, &t, "invalid %s in program text", tok_desc(p, &t, b, sizeof b));
            return err_tok(p, &t, "expected a source register (R0-R%d, c[...], v[...]), found %s", p->vp2 ? 15 : 11,
                           tok_desc(p, &t, b, sizeof b));
        }
        if (!check_temp(p, &t, r))
            return false;
        src->file = UC_SFILE_TEMP;
        src->tidx = (uint8_t)r;
        next(p);
    }
    return parse_swizzle(p, &src->swz, scalar);
}

/* vectorSrc / scalarSrc with sign and |abs| */
static bool parse_src(parser *p, uc_src *src, bool scalar)
{
    memset(src, 0, sizeof *src);
    bool outer_neg = false;
    if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+')) {
        if (p->cur.ch == '+' && (p->env == UC_ENV_VP10 || p->vsp))
            return err_tok(p, &p->cur, "'+' sign requires !!VP1.1 or !!VP2.0 (this is a %s program)", env_hdr(p));
        outer_neg = p->cur.ch == '-';
        next(p);
    }
    if (is_punct(&p->cur, '|')) {
        if (!p->vp2)
            return err_tok(p, &p->cur, "absolute value |...| requires !!VP2.0 (this is a %s program)", env_hdr(p));
        next(p);
        src->abs = 1;
        src->nabs = outer_neg;
        if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+')) {
            src->neg = p->cur.ch == '-';
            next(p);
        }
        if (!parse_src_reg(p, src, scalar))
            return false;
        return expect_punct(p, '|', "to close the absolute value");
    }
    src->neg = outer_neg;
    return parse_src_reg(p, src, scalar);
}

/* maskedDstReg */
static bool parse_dst(parser *p, uc_insn *in)
{
    token t = p->cur;
    char b[64];
    if (is_ident(p, &t, "o")) {
        if (p->vsp)
            return err_tok(p, &t, "vertex state programs cannot write vertex results o[]");
        next(p);
        if (!is_punct(&p->cur, '['))
            return err_tok(p, &p->cur, "expected '[' after 'o'");
        next(p);
        token nt = p->cur;
        int idx = -1;
        for (unsigned i = 0; i < UC_OUT_COUNT; i++)
            if (is_ident(p, &nt, uc_out_name(i)))
                idx = (int)i;
        if (idx < 0)
            return err_tok(p, &nt, "unknown vertex result register %s", tok_desc(p, &nt, b, sizeof b));
        if (idx >= UC_OUT_CLP0 && !p->vp2)
            return err_tok(p, &nt, "o[%s] requires !!VP2.0 (this is a %s program)", uc_out_name((unsigned)idx),
                           env_hdr(p));
        if (idx == UC_OUT_HPOS && p->pi)
            return err_tok(p, &nt, "a position-invariant program cannot write o[HPOS]");
        next(p);
        if (!expect_punct(p, ']', "after the result register name"))
            return false;
        in->dfile = UC_DFILE_OUT;
        in->didx = (uint8_t)idx;
        if (idx == UC_OUT_HPOS)
            p->hpos_written = true;
    } else if (is_ident(p, &t, "c")) {
        if (!p->vsp)
            return err_tok(p, &t, "only vertex state programs (!!VSP1.0) can write program parameters c[]");
        next(p);
        if (!is_punct(&p->cur, '['))
            return err_tok(p, &p->cur, "expected '[' after 'c'");
        next(p);
        if (p->cur.k != T_NUM)
            return err_tok(p, &p->cur, "vertex state programs write c[] with absolute addresses only");
        if (p->cur.num > 95)
            return err_tok(p, &p->cur, "c[%.*s] does not exist (a %s program has c[0]-c[95])", TOKTXT(p, &p->cur),
                           env_hdr(p));
        in->dfile = UC_DFILE_CONST;
        in->didx = (uint8_t)p->cur.num;
        next(p);
        if (!expect_punct(p, ']', "after the program parameter number"))
            return false;
        p->const_written = true;
    } else if (is_ident(p, &t, "CC")) {
        if (!p->vp2)
            return err_tok(p, &t, "the CC register requires !!VP2.0 (this is a %s program)", env_hdr(p));
        in->dfile = UC_DFILE_NONE;
        next(p);
    } else {
        int r = temp_index(p, &t);
        if (r < 0) {
            if (is_ident(p, &t, "v"))
                return err_tok(p, &t, "vertex attribute registers v[] cannot be written");
            if (addr_index(p, &t) >= 0)
                return err_tok(p, &t, "address registers are written only by ARL%s", p->vp2 ? ", ARR and ARA" : "");
            if (t.k == T_BAD)
                return err_tok(p, &t, "invalid %s in program text", tok_desc(p, &t, b, sizeof b));
            return err_tok(p, &t, "expected a destination register, found %s", tok_desc(p, &t, b, sizeof b));
        }
        if (!check_temp(p, &t, r))
            return false;
        in->dfile = UC_DFILE_TEMP;
        in->didx = (uint8_t)r;
        next(p);
    }
    if (!parse_write_mask(p, &in->wmask))
        return false;
    return parse_cc_mask(p, in);
}

static bool parse_masked_addr(parser *p, uc_insn *in)
{
    if (!parse_addr_reg(p, &in->didx))
        return false;
    in->dfile = UC_DFILE_ADDR;
    if (!p->vp2) {
        /* VP1: "A0" "." "x" exactly */
        if (!is_punct(&p->cur, '.'))
            return err_tok(p, &p->cur, "ARL in a %s program writes A0.x: expected '.x'", env_hdr(p));
        token mt;
        next(p);
        int c[5] = {0};
        int n = read_components(p, c, &mt);
        if (n < 0)
            return false;
        if (n != 1 || c[0] != 0)
            return err_tok(p, &mt, "a %s program can write only A0.x", env_hdr(p));
        in->wmask = 1;
        return true;
    }
    if (!parse_write_mask(p, &in->wmask))
        return false;
    return parse_cc_mask(p, in);
}

static bool expect_comma(parser *p)
{
    return expect_punct(p, ',', "between operands");
}

static bool parse_label_name(parser *p, token *out)
{
    if (p->cur.k != T_IDENT) {
        char b[64];
        return err_tok(p, &p->cur, "expected a label name, found %s", tok_desc(p, &p->cur, b, sizeof b));
    }
    *out = p->cur;
    next(p);
    return true;
}

/* One instruction; joined: it follows a "+" (shares the word of the one before). */
static bool parse_instruction(parser *p, bool joined)
{
    token optok = p->cur;
    char b[64];
    if (optok.k != T_IDENT) {
        if (optok.k == T_BAD)
            return err_tok(p, &optok, "invalid %s in program text", tok_desc(p, &optok, b, sizeof b));
        if (optok.k == T_EOF)
            return err_tok(p, &optok, "missing END at the end of the program");
        return err_tok(p, &optok, "expected an instruction, found %s", tok_desc(p, &optok, b, sizeof b));
    }
    const char *s = p->text + optok.off;
    const opdef *op = find_op(s, optok.len);
    bool ccu = false;
    if (!op && optok.len == 4 && s[3] == 'C') {
        op = find_op(s, 3);
        if (op && !op->ccform)
            return err_tok(p, &optok, "%s has no condition-code form", op->name);
        ccu = op != NULL;
    }
    if (!op) {
        bool lower = false;
        if (optok.len <= 8) {
            char up[9];
            for (size_t i = 0; i < optok.len; i++)
                up[i] = (char)(s[i] >= 'a' && s[i] <= 'z' ? s[i] - 'a' + 'A' : s[i]);
            up[optok.len] = '\0';
            bool differs = memcmp(up, s, optok.len) != 0;
            size_t n3 = optok.len == 4 && up[3] == 'C' ? 3 : optok.len;
            lower = differs && (find_op(up, optok.len) || find_op(up, n3) || !strcmp(up, "END") ||
                                !strcmp(up, "OPTION"));
        }
        if (is_ident(p, &optok, "OPTION"))
            return err_tok(p, &optok, p->vp1 && p->env != UC_ENV_VP11
                                          ? "OPTION requires !!VP1.1 or !!VP2.0 (this is a %s program)"
                                          : "OPTION must come before the first instruction%s",
                           p->vp1 && p->env != UC_ENV_VP11 ? env_hdr(p) : "");
        return err_tok(p, &optok, "unknown instruction %s%s", tok_desc(p, &optok, b, sizeof b),
                       lower ? " (opcodes are upper case)" : "");
    }
    if (!(op->avail & avail_bit(p)))
        return err_tok(p, &optok, "%s requires %s (this is a %s program)", op->name, avail_text(op->avail),
                       env_hdr(p));
    if (ccu && !p->vp2)
        return err_tok(p, &optok, "%.*s: condition-code updates require !!VP2.0 (this is a %s program)",
                       (int)optok.len, s, env_hdr(p));
    /* the limit counts words; automatic pairing may still bring the
     * program under it (decided in emit), but never past 2 x limit
     * instructions */
    if (!joined && p->nwords >= p->limit && !p->over) {
        p->over_tok = optok;
        p->over = true;
    }
    if ((p->over && !(p->flags & VPASM_PAIR)) || p->n >= 2 * (int)p->limit)
        return err_tok(p, p->over ? &p->over_tok : &optok, "more than %u instructions (the %s limit%s)", p->limit,
                       env_hdr(p), p->pi ? " for position-invariant programs" : "");

    uc_insn *in = &p->insn[p->n];
    memset(in, 0, sizeof *in);
    in->env = (uint8_t)p->env;
    in->vop = op->vop;
    in->sop = op->sop;
    in->ccu = ccu;
    in->ccr = UC_CCR_TR;
    in->ccs = UC_SWZ_IDENTITY;
    p->cur_insn = in;
    p->have_c = p->have_v = false;
    p->line[p->n] = optok.line;
    p->offs[p->n] = (uint32_t)optok.off;
    p->joined[p->n] = joined;
    next(p);

    bool ok = true;
    switch (op->cls) {
    case C_ARL:
        ok = parse_masked_addr(p, in) && expect_comma(p) && parse_src(p, &in->src[0], !p->vp2);
        break;
    case C_ARA: {
        ok = parse_masked_addr(p, in) && expect_comma(p) && parse_addr_reg(p, &in->arsel);
        if (ok && is_punct(&p->cur, '.'))
            ok = err_tok(p, &p->cur, "ARA reads a whole address register: no swizzle");
        break;
    }
    case C_VEC:
        ok = parse_dst(p, in) && expect_comma(p) && parse_src(p, &in->src[op->sop ? 2 : 0], false);
        break;
    case C_SCA:
        ok = parse_dst(p, in) && expect_comma(p) && parse_src(p, &in->src[2], true);
        break;
    case C_BIN:
        ok = parse_dst(p, in) && expect_comma(p) && parse_src(p, &in->src[0], false) && expect_comma(p) &&
             parse_src(p, &in->src[1], false);
        break;
    case C_TRI:
        ok = parse_dst(p, in) && expect_comma(p) && parse_src(p, &in->src[0], false) && expect_comma(p) &&
             parse_src(p, &in->src[1], false) && expect_comma(p) && parse_src(p, &in->src[2], false);
        break;
    case C_BRA: {
        token lt;
        ok = parse_label_name(p, &lt);
        if (ok) {
            p->refs[p->nrefs].insn = p->n;
            p->refs[p->nrefs].tok = lt;
            p->nrefs++;
            ok = parse_cc_mask(p, in);
        }
        break;
    }
    case C_RET:
        ok = parse_cc_mask(p, in);
        break;
    }
    if (!ok)
        return false;
    if (!expect_punct(p, ';', "at the end of the instruction"))
        return false;
    p->n++;
    if (!joined)
        p->nwords++;
    return true;
}

/* "+" INSTRUCTION: the instruction shares the word of the one before it
 * (co-issue). p->cur is the '+'. Only the word's shape is checked: in the
 * word both read the registers as they were before it. */
static bool parse_joined(parser *p)
{
    const token pt = p->cur;
    char b[64], why[200];
    if (p->n == 0)
        return err_tok(p, &pt, "'+' pairs an instruction with the one before it, and there is none");
    if (p->nlabels > 0 && p->labels[p->nlabels - 1].index == p->n)
        return err_tok(p, &pt, "'+' cannot follow a label (the label would point into the middle of a word)");
    if (p->joined[p->n - 1])
        return err_tok(p, &pt, "'+': the instruction before is paired already (a word holds two instructions)");
    next(p);
    if (p->cur.k == T_IDENT) {
        token t2 = peek2(p);
        if (is_punct(&t2, ':') || is_ident(p, &p->cur, "END"))
            return err_tok(p, &p->cur, "expected an instruction after '+', found %s", tok_desc(p, &p->cur, b, sizeof b));
    }
    if (!parse_instruction(p, true))
        return false;
    if (!vpp_fits(&p->insn[p->n - 2], &p->insn[p->n - 1], NULL, why, sizeof why))
        return err_tok(p, &pt, "'+': the two instructions cannot share a word: %s", why);
    return true;
}

/* FNV-1a of a label name: the slot where its search starts. */
static size_t label_hash(const char *name, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)name[i]) * 16777619u;
    return h;
}

/* The label's index, or -1: a hash-table look-up (constant time however
 * many labels the program has). */
static int find_label(const parser *p, const char *name, size_t n)
{
    if (!p->nslot)
        return -1;
    for (size_t i = label_hash(name, n) & (p->nslot - 1);; i = (i + 1) & (p->nslot - 1)) {
        const int k = p->lslot[i] - 1;
        if (k < 0)
            return -1;
        if (p->labels[k].namelen == n && memcmp(p->labels[k].name, name, n) == 0)
            return k;
    }
}

/* Enters label k (not yet in the table); false when out of memory. */
static bool index_label(parser *p, int k)
{
    if (2 * ((size_t)k + 1) >= p->nslot) { /* keep the table at most half full */
        const size_t ns = p->nslot ? 2 * p->nslot : 256;
        int *sl = calloc(ns, sizeof *sl);
        if (!sl)
            return false;
        free(p->lslot);
        p->lslot = sl;
        p->nslot = ns;
        for (int j = 0; j < k; j++) {
            size_t i = label_hash(p->labels[j].name, p->labels[j].namelen) & (ns - 1);
            while (sl[i])
                i = (i + 1) & (ns - 1);
            sl[i] = j + 1;
        }
    }
    size_t i = label_hash(p->labels[k].name, p->labels[k].namelen) & (p->nslot - 1);
    while (p->lslot[i])
        i = (i + 1) & (p->nslot - 1);
    p->lslot[i] = k + 1;
    return true;
}

static bool parse_label_def(parser *p)
{
    token lt = p->cur;
    if (!p->vp2)
        return err_tok(p, &lt, "labels require !!VP2.0 (this is a %s program)", env_hdr(p));
    const char *name = p->text + lt.off;
    int prev = find_label(p, name, lt.len);
    if (prev >= 0)
        return err_tok(p, &lt, "label '%.*s' is already defined at line %u", (int)lt.len, name,
                       p->labels[prev].tok.line);
    if (p->nlabels == p->caplabels) {
        int cap = p->caplabels ? 2 * p->caplabels : 64;
        label_def *nl = cap < (1 << 24) ? realloc(p->labels, (size_t)cap * sizeof *nl) : NULL;
        if (!nl)
            return err_tok(p, &lt, "out of memory for labels");
        p->labels = nl;
        p->caplabels = cap;
    }
    label_def *d = &p->labels[p->nlabels++];
    d->name = name;
    d->namelen = lt.len;
    d->index = p->n;
    d->tok = lt;
    if (!index_label(p, p->nlabels - 1))
        return err_tok(p, &lt, "out of memory for labels");
    next(p); /* name */
    next(p); /* ':' */
    return true;
}

static bool parse_header(parser *p)
{
    static const struct { const char *h; unsigned env; } hdrs[] = {
        {"!!VP1.0", UC_ENV_VP10}, {"!!VP1.1", UC_ENV_VP11}, {"!!VP2.0", UC_ENV_VP20}, {"!!VSP1.0", UC_ENV_VSP10}};
    for (size_t i = 0; i < 4; i++) {
        size_t n = strlen(hdrs[i].h);
        if (p->len >= n && memcmp(p->text, hdrs[i].h, n) == 0) {
            p->env = hdrs[i].env;
            for (size_t k = 0; k < n; k++)
                lex_advance_byte(&p->lx);
            return true;
        }
    }
    token t = {T_BAD, 0, 0, 1, 1, 0, 0};
    if (p->len >= 5 && memcmp(p->text, "!!ARB", 5) == 0)
        return err_tok(p, &t, "ARB programs are not supported: expected !!VP1.0, !!VP1.1, !!VP2.0 or !!VSP1.0");
    return err_tok(p, &t, "program must begin with !!VP1.0, !!VP1.1, !!VP2.0 or !!VSP1.0");
}

static bool parse_options(parser *p)
{
    while (is_ident(p, &p->cur, "OPTION")) {
        token ot = p->cur;
        if (p->env != UC_ENV_VP11 && p->env != UC_ENV_VP20)
            return err_tok(p, &ot, "OPTION requires !!VP1.1 or !!VP2.0 (this is a %s program)", env_hdr(p));
        next(p);
        if (!is_ident(p, &p->cur, "NV_position_invariant")) {
            char b[64];
            return err_tok(p, &p->cur, "unknown option %s (the only option is NV_position_invariant)",
                           tok_desc(p, &p->cur, b, sizeof b));
        }
        p->pi = true;
        next(p);
        if (!expect_punct(p, ';', "after the option"))
            return false;
    }
    return true;
}

static bool parse_program(parser *p)
{
    if (!parse_header(p))
        return false;
    p->vp2 = p->env == UC_ENV_VP20;
    p->vsp = p->env == UC_ENV_VSP10;
    p->vp1 = !p->vp2;
    next(p);
    if (!parse_options(p))
        return false;
    p->limit = (p->vp2 ? 256u : 128u) - (p->pi ? UC_PI_WORDS : 0u);
    for (;;) {
        if (is_ident(p, &p->cur, "END")) {
            p->end_tok = p->cur;
            next(p);
            break;
        }
        if (p->cur.k == T_IDENT) {
            token t2 = peek2(p);
            if (is_punct(&t2, ':')) {
                if (!parse_label_def(p))
                    return false;
                continue;
            }
        }
        if (is_punct(&p->cur, '+')) {
            if (!parse_joined(p))
                return false;
            continue;
        }
        if (!parse_instruction(p, false))
            return false;
    }
    if (p->cur.k != T_EOF) {
        char b[64];
        return err_tok(p, &p->cur, "unexpected %s after END (only comments may follow)",
                       tok_desc(p, &p->cur, b, sizeof b));
    }
    if (p->vp1 && !p->vsp && p->n == 0)
        return err_tok(p, &p->end_tok, "a %s program needs at least one instruction", env_hdr(p));
    if (p->vsp && p->n == 0)
        return err_tok(p, &p->end_tok, "a %s program needs at least one instruction", env_hdr(p));
    /* end-of-scan rules */
    for (int i = 0; i < p->nrefs; i++) {
        const label_ref *r = &p->refs[i];
        int d = find_label(p, p->text + r->tok.off, r->tok.len);
        if (d < 0)
            return err_late(p, &r->tok, "label '%.*s' is not defined", (int)r->tok.len, p->text + r->tok.off);
    }
    if (p->vsp && !p->const_written)
        return err_late(p, &p->end_tok, "a vertex state program must write at least one program parameter c[]");
    if (!p->vsp && !p->pi && !p->hpos_written)
        return err_late(p, &p->end_tok, "the program never writes o[HPOS]");
    return true;
}

/* ------------------------------------------------------------------ words */

/* Where the instructions went: the user words in order (the
 * position-invariant block not yet inserted), the word of each
 * instruction, and the first word at or after each instruction index
 * (labels name those). */
typedef struct {
    vpp_item item[MAX_INSN];
    unsigned nitem;
    uint16_t word_of[MAX_INSN];
    uint16_t word_before[MAX_INSN + 1];
} layout;

/* Pairs (with VPASM_PAIR) and appends the block items[from..nitem). */
static void close_block(const parser *p, layout *l, unsigned from)
{
    if (!(p->flags & VPASM_PAIR) || l->nitem - from < 2)
        return;
    l->nitem = from + vpp_pair_block(&l->item[from], l->nitem - from);
}

/*
 * The user words. Basic blocks end at every label and around every
 * BRA/CAL/RET; an explicit pair ("+") is one item; with VPASM_PAIR each
 * block goes through vpp_pair_block, so no instruction crosses a label, a
 * branch target or a flow instruction (the position-invariant block goes
 * at "main", a label too).
 */
static void lay_out(const parser *p, layout *l)
{
    bool *start = calloc((size_t)p->n + 1, sizeof *start);
    memset(l, 0, sizeof *l);
    if (start) {
        for (int i = 0; i < p->nlabels; i++)
            start[p->labels[i].index] = true;
        for (int i = 0; i < p->n; i++)
            if (uc_sop_flow(p->insn[i].sop))
                start[i] = start[i + 1] = true;
    }
    unsigned from = 0;
    for (int i = 0; i <= p->n; i++) {
        if (i == p->n || (start && start[i]) || !start) {
            close_block(p, l, from);
            from = l->nitem;
        }
        if (i == p->n)
            break;
        vpp_item *it = &l->item[l->nitem++];
        it->w = p->insn[i];
        it->first = (uint16_t)i;
        it->second = VPP_SINGLE;
        if (i + 1 < p->n && p->joined[i + 1]) {
            /* an explicit pair: checked when read; the vector half first */
            const bool v = p->insn[i].vop != UC_VOP_NOP;
            (void)vpp_fits(&p->insn[i], &p->insn[i + 1], &it->w, NULL, 0);
            it->first = (uint16_t)(v ? i : i + 1);
            it->second = (uint16_t)(v ? i + 1 : i);
            i++;
        }
    }
    /* the words of the instructions, and of the block starts */
    unsigned w = 0;
    for (unsigned k = 0; k < l->nitem; k++, w++) {
        l->word_of[l->item[k].first] = (uint16_t)w;
        if (l->item[k].second != VPP_SINGLE)
            l->word_of[l->item[k].second] = (uint16_t)w;
    }
    uint16_t first = (uint16_t)w; /* the first word of instruction i or later */
    l->word_before[p->n] = first;
    for (int i = p->n - 1; i >= 0; i--) {
        if (l->word_of[i] < first)
            first = l->word_of[i];
        l->word_before[i] = first;
    }
    free(start);
}

/* Builds the final image: the words, the position-invariant block, targets, END, entry. */
static bool emit(parser *p, vpasm_output *out)
{
    int mainl = find_label(p, "main", 4);
    int k = mainl >= 0 ? p->labels[mainl].index : 0; /* user index of the entry */
    if (k >= p->n && p->n > 0) {
        token t = p->labels[mainl].tok;
        return err_late(p, &t, "label 'main' must be followed by an instruction");
    }
    layout *l = malloc(sizeof *l);
    if (!l)
        return err_late(p, &p->end_tok, "out of memory");
    lay_out(p, l);
    if (l->nitem > p->limit) {
        bool r = err_tok(p, &p->over_tok, "more than %u instructions (the %s limit%s): %u words after pairing",
                         p->limit, env_hdr(p), p->pi ? " for position-invariant programs" : "", l->nitem);
        free(l);
        return r;
    }
    const unsigned shift = p->pi ? UC_PI_WORDS : 0;
    const unsigned ew = l->word_before[k]; /* user word of the entry */
    uc_program *pr = &out->prog;
    memset(out, 0, sizeof *out);
    pr->env = (uint8_t)p->env;
    pr->pos_invariant = p->pi;
    pr->entry = (uint16_t)ew;
    out->ninstr = (unsigned)p->n;
    unsigned w = 0;
    for (unsigned i = 0; i <= l->nitem; i++) {
        if (p->pi && i == ew) {
            for (unsigned r = 0; r < UC_PI_WORDS; r++, w++) {
                const uc_insn in = uc_pi_word(p->env, r);
                pr->words[w] = uc_pack(&in);
            }
        }
        if (i == l->nitem)
            break;
        const vpp_item *it = &l->item[i];
        pr->words[w] = uc_pack(&it->w);
        out->src_line[w] = p->line[it->first];
        out->src_offset[w] = p->offs[it->first];
        if (it->second != VPP_SINGLE) {
            out->pair_line[w] = p->line[it->second];
            out->pair_offset[w] = p->offs[it->second];
            out->npairs++;
        }
        w++;
    }
    pr->count = (uint16_t)w;
    /* branch targets: a label names the first word of the block after it */
    for (int i = 0; i < p->nrefs; i++) {
        const label_ref *r = &p->refs[i];
        int d = find_label(p, p->text + r->tok.off, r->tok.len);
        int ti = p->labels[d].index;
        unsigned tw = l->word_before[ti];
        unsigned target = ti >= p->n ? UC_TARGET_EXIT : tw + (tw >= ew ? shift : 0);
        unsigned wi = l->word_of[r->insn];
        wi += wi >= ew ? shift : 0;
        uc_set(&pr->words[wi], UC_TARGET_LSB, UC_TARGET_WIDTH, target);
    }
    free(l);
    uc_set(&pr->words[w - 1], UC_END_LSB, UC_END_WIDTH, 1);
    char why[160];
    if (!uc_check_program(pr, why, sizeof why)) {
        token t = p->end_tok;
        return err_late(p, &t, "internal error: assembler produced invalid microcode (%s)", why);
    }
    return true;
}

int vpasm_assemble(const char *text, size_t len, vpasm_output *out, vpasm_error *err)
{
    return vpasm_assemble_ex(text, len, 0, out, err);
}

int vpasm_assemble_ex(const char *text, size_t len, uint32_t flags, vpasm_output *out, vpasm_error *err)
{
    vpasm_error dummy;
    if (!err)
        err = &dummy;
    memset(err, 0, sizeof *err);
    if (arbvp_is_arb(text, len)) /* !!ARBvp1.0: its own front end (arbvp.h, docs/arbvp.md) */
        return arbvp_assemble_vp(text, len, flags, out, err);
    parser *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    p->text = text ? text : "";
    p->len = text ? len : 0;
    p->lx.s = p->text;
    p->lx.len = p->len;
    p->lx.line = 1;
    p->lx.col = 1;
    p->err = err;
    p->flags = flags;
    bool ok = parse_program(p) && emit(p, out);
    free(p->labels);
    free(p->lslot);
    free(p);
    return ok ? 0 : -1;
}

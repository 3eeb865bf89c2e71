/*
 * arbvp: !!ARBvp1.0 front end (see arbvp.h, docs/arbvp.md).
 *
 * Four steps: a recursive-descent parser over a byte lexer builds ARB
 * instructions on variables (temporaries are virtual registers, parameters
 * virtual vectors); the lowering gives each parameter vector a constant
 * slot on its first read (relatively addressed arrays first, as blocks)
 * and turns each instruction into VP2.0 words, copying a second distinct
 * v[] or c[] of a word into a temporary; a linear scan over the words
 * gives the virtual temporaries R0-R15; then the words are paired
 * (vppair.h) and packed.
 */
#include "arbvp.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vppair.h"

/* ------------------------------------------------------------------ limits */

#define MAX_TEMPS_DECL 32u   /* MAX_PROGRAM_TEMPORARIES_ARB (declarations) */
#define MAX_ADDR 2u          /* MAX_PROGRAM_ADDRESS_REGISTERS_ARB: A0, A1 */
#define MAX_ENV_LOCAL 1024   /* MAX_PROGRAM_ENV_PARAMETERS_ARB, MAX_PROGRAM_LOCAL_PARAMETERS_ARB: host-side values; only those read take a slot */
#define MAX_TEXUNITS 8       /* MAX_TEXTURE_UNITS */
#define MAX_LIGHTS 8
#define MAX_CLIP 6
#define MAX_PROGMAT 8        /* MAX_PROGRAM_MATRICES_ARB */
#define NREGS 16u            /* R0-R15 */
#define MAX_AINSN (2 * UC_MAX_WORDS) /* ARB instructions (pairing may fit 2 in a word) */
#define MAX_PVEC 4096        /* parameter vectors bound (declarations and uses) */
#define MAX_PARAMS 1024      /* MAX_PROGRAM_PARAMETERS_ARB: bindings of an array (slots: 256) */
#define MAX_VARS 1024
#define MAX_ARRAYS 256
#define MAX_LOW (4 * MAX_AINSN) /* words before pairing */
#define MAX_VTEMP (MAX_TEMPS_DECL + 4 * MAX_LOW)

/* ------------------------------------------------------------------- lexer */

typedef enum { T_EOF, T_IDENT, T_NUM, T_PUNCT, T_DOTDOT, T_BAD } tkind;

typedef struct {
    tkind k;
    size_t off, len;
    unsigned line, col;
    long num;   /* T_NUM integer value, saturated at 1e9 */
    bool isint; /* T_NUM: digits only */
    char ch;    /* T_PUNCT character, T_BAD byte */
} token;

typedef struct {
    const char *s;
    size_t len, pos;
    unsigned line, col;
} lexer;

static void lex_byte(lexer *lx)
{
    char c = lx->s[lx->pos++];
    if (c == '\n' || (c == '\r' && (lx->pos >= lx->len || lx->s[lx->pos] != '\n'))) {
        lx->line++;
        lx->col = 1;
    } else {
        lx->col++;
    }
}

static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static char at(const lexer *lx, size_t i) { return lx->pos + i < lx->len ? lx->s[lx->pos + i] : '\0'; }

static token lex(lexer *lx)
{
    while (lx->pos < lx->len) {
        char c = lx->s[lx->pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            lex_byte(lx);
        } else if (c == '#') {
            while (lx->pos < lx->len && lx->s[lx->pos] != '\n' && lx->s[lx->pos] != '\r')
                lex_byte(lx);
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
            lex_byte(lx);
    } else if (is_digit(c) || (c == '.' && is_digit(at(lx, 1)))) {
        /* <integer> or <floatConstant>; "0..3" is 0, "..", 3 */
        t.k = T_NUM;
        t.isint = true;
        while (is_digit(at(lx, 0))) {
            if (t.num < 1000000000L)
                t.num = t.num * 10 + (at(lx, 0) - '0');
            lex_byte(lx);
        }
        if (at(lx, 0) == '.' && at(lx, 1) != '.') {
            t.isint = false;
            lex_byte(lx);
            while (is_digit(at(lx, 0)))
                lex_byte(lx);
        }
        if ((at(lx, 0) == 'e' || at(lx, 0) == 'E') &&
            (is_digit(at(lx, 1)) || ((at(lx, 1) == '+' || at(lx, 1) == '-') && is_digit(at(lx, 2))))) {
            t.isint = false;
            lex_byte(lx);
            if (at(lx, 0) == '+' || at(lx, 0) == '-')
                lex_byte(lx);
            while (is_digit(at(lx, 0)))
                lex_byte(lx);
        }
    } else if (c == '.' && at(lx, 1) == '.') {
        t.k = T_DOTDOT;
        lex_byte(lx);
        lex_byte(lx);
    } else if (c != '\0' && strchr("[]{},;.=+-|():", c)) {
        t.k = T_PUNCT;
        t.ch = c;
        lex_byte(lx);
    } else {
        t.k = T_BAD;
        t.ch = c;
        lex_byte(lx);
    }
    t.len = lx->pos - t.off;
    return t;
}

/* ------------------------------------------------------- program contents */

/* ARB opcodes */
typedef enum {
    A_ABS, A_ADD, A_ARL, A_DP3, A_DP4, A_DPH, A_DST, A_EX2, A_EXP, A_FLR, A_FRC, A_LG2, A_LIT, A_LOG,
    A_MAD, A_MAX, A_MIN, A_MOV, A_MUL, A_POW, A_RCP, A_RSQ, A_SGE, A_SLT, A_SUB, A_SWZ, A_XPD,
    /* NV_vertex_program2_option */
    A_SSG, A_COS, A_SIN, A_RCC, A_SEQ, A_SFL, A_SGT, A_SLE, A_SNE, A_STR, A_ARR, A_ARA, A_BRA, A_CAL, A_RET
} aop;

typedef enum { K_VEC, K_SCA, K_BINSC, K_BIN, K_TRI, K_SWZ, K_ARL, K_ARR, K_ARA, K_BRA, K_RET } akind;

typedef struct {
    const char *name;
    aop op;
    akind kind;
    uint8_t vop, sop; /* the one word, when there is one */
    bool nvp2;        /* only with OPTION NV_vertex_program2 */
} opdef;

static const opdef ops[] = {
    {"ABS", A_ABS, K_VEC, UC_VOP_ABS, 0, false},  {"ADD", A_ADD, K_BIN, UC_VOP_ADD, 0, false},
    {"ARL", A_ARL, K_ARL, UC_VOP_ARL, 0, false},  {"DP3", A_DP3, K_BIN, UC_VOP_DP3, 0, false},
    {"DP4", A_DP4, K_BIN, UC_VOP_DP4, 0, false},  {"DPH", A_DPH, K_BIN, UC_VOP_DPH, 0, false},
    {"DST", A_DST, K_BIN, UC_VOP_DST, 0, false},  {"EX2", A_EX2, K_SCA, 0, UC_SOP_EX2, false},
    {"EXP", A_EXP, K_SCA, 0, UC_SOP_EXP, false},  {"FLR", A_FLR, K_VEC, UC_VOP_FLR, 0, false},
    {"FRC", A_FRC, K_VEC, UC_VOP_FRC, 0, false},  {"LG2", A_LG2, K_SCA, 0, UC_SOP_LG2, false},
    {"LIT", A_LIT, K_VEC, 0, UC_SOP_LIT, false},  {"LOG", A_LOG, K_SCA, 0, UC_SOP_LOG, false},
    {"MAD", A_MAD, K_TRI, UC_VOP_MAD, 0, false},  {"MAX", A_MAX, K_BIN, UC_VOP_MAX, 0, false},
    {"MIN", A_MIN, K_BIN, UC_VOP_MIN, 0, false},  {"MOV", A_MOV, K_VEC, UC_VOP_MOV, 0, false},
    {"MUL", A_MUL, K_BIN, UC_VOP_MUL, 0, false},  {"POW", A_POW, K_BINSC, 0, 0, false},
    {"RCP", A_RCP, K_SCA, 0, UC_SOP_RCP, false},  {"RSQ", A_RSQ, K_SCA, 0, UC_SOP_RSQ, false},
    {"SGE", A_SGE, K_BIN, UC_VOP_SGE, 0, false},  {"SLT", A_SLT, K_BIN, UC_VOP_SLT, 0, false},
    {"SUB", A_SUB, K_BIN, UC_VOP_SUB, 0, false},  {"SWZ", A_SWZ, K_SWZ, 0, 0, false},
    {"XPD", A_XPD, K_BIN, 0, 0, false},
    {"SSG", A_SSG, K_VEC, UC_VOP_SSG, 0, true},  {"COS", A_COS, K_SCA, 0, UC_SOP_COS, true},
    {"SIN", A_SIN, K_SCA, 0, UC_SOP_SIN, true},  {"RCC", A_RCC, K_SCA, 0, UC_SOP_RCC, true},
    {"SEQ", A_SEQ, K_BIN, UC_VOP_SEQ, 0, true},  {"SFL", A_SFL, K_BIN, UC_VOP_SFL, 0, true},
    {"SGT", A_SGT, K_BIN, UC_VOP_SGT, 0, true},  {"SLE", A_SLE, K_BIN, UC_VOP_SLE, 0, true},
    {"SNE", A_SNE, K_BIN, UC_VOP_SNE, 0, true},  {"STR", A_STR, K_BIN, UC_VOP_STR, 0, true},
    {"ARR", A_ARR, K_ARR, UC_VOP_ARR, 0, true},  {"ARA", A_ARA, K_ARA, UC_VOP_ARA, 0, true},
    {"BRA", A_BRA, K_BRA, 0, UC_SOP_BRA, true},  {"CAL", A_CAL, K_BRA, 0, UC_SOP_CAL, true},
    {"RET", A_RET, K_RET, 0, UC_SOP_RET, true},
};

/* Reserved words (2.14.2): the opcodes above and these. */
static const char *const reserved[] = {"ADDRESS", "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
                                       "program", "result", "state", "vertex"};

/* Instructions of other extensions, refused with the reason. */
static const struct {
    const char *name, *why;
} foreign[] = {
    {"TEX", "texture fetch (NV_vertex_program3): a vertex engine without texture units cannot run it"},
    {"TXB", "texture fetch (NV_vertex_program3): a vertex engine without texture units cannot run it"},
    {"TXD", "texture fetch: a vertex engine without texture units cannot run it"},
    {"TXF", "texture fetch: a vertex engine without texture units cannot run it"},
    {"TXL", "texture fetch (NV_vertex_program3): a vertex engine without texture units cannot run it"},
    {"TXP", "texture fetch (NV_vertex_program3): a vertex engine without texture units cannot run it"},
    {"TXQ", "texture query: a vertex engine without texture units cannot run it"},
    {"PUSHA", "an NV_vertex_program3 instruction (not supported)"},
    {"POPA", "an NV_vertex_program3 instruction (not supported)"},
};

typedef enum { V_ATTRIB, V_PARAM, V_PARAMARR, V_TEMP, V_ADDR, V_OUTPUT } vkind;

typedef struct {
    size_t off, len; /* name in the text */
    vkind k;
    int idx; /* ATTRIB: v[]; PARAM: vector; PARAMARR: array; TEMP: virtual temp; ADDRESS: A; OUTPUT: o[] */
    unsigned line;
} var;

/* A parameter vector: a binding (named) or a literal. */
typedef struct {
    bool literal;
    uint8_t kind; /* arbvp_slot_kind */
    uint32_t value[4];
    char name[ARBVP_NAME_MAX];
    int slot; /* -1 until read */
} pvec;

typedef struct {
    int first, n;  /* its vectors: first .. first+n-1 */
    bool relative; /* addressed relatively somewhere */
    int base;      /* first slot, once laid out */
    size_t name_off, name_len;
} parr;

typedef enum { AF_NONE = 0, AF_TEMP, AF_ATTR, AF_PARAM, AF_PARAMREL, AF_OUT, AF_ADDR } afile;

typedef struct {
    uint8_t file; /* afile */
    int idx;      /* temp, v[], vector, array (REL), o[], A */
    int off;      /* REL: offset */
    int areg;     /* REL: address register */
    int acomp;    /* REL: its component (NV_vertex_program2: any; else x) */
    uint8_t swz, neg;
    uint8_t abs;  /* NV_vertex_program2 |x|: then neg negates after the absolute value */
} aopnd;

typedef struct {
    const opdef *op;
    aopnd dst;
    uint8_t mask;
    aopnd src[3];
    int8_t ext[4]; /* SWZ: 0-3 component, 4 zero, 5 one */
    uint8_t extneg; /* SWZ: bit i negates component i */
    uint8_t ccu, ccr, ccs; /* NV_vertex_program2: C suffix, condition-code mask (TR.xyzw: none) */
    int label;      /* BRA/CAL: the label reference */
    uint32_t line, off;
} ainsn;

/* NV_vertex_program2 labels: a name space of their own */
typedef struct {
    size_t off, len;
    int ains;  /* the instruction it stands before */
    token tok;
} alabel;

typedef struct {
    lexer lx;
    token cur;
    const char *text;
    size_t len;
    vpasm_error *err;
    bool failed;
    uint32_t flags;
    bool pi;
    bool nvp2; /* OPTION NV_vertex_program2 */
    bool nv20; /* ARBVP_NV20: VP1.1 words (NV20's instruction set and limits) */
    alabel labels[MAX_AINSN];
    int nlabels;
    token label_refs[MAX_AINSN];
    int nrefs;

    var vars[MAX_VARS];
    int nvars;
    pvec *pv; /* MAX_PVEC */
    int npv;
    parr arr[MAX_ARRAYS];
    int narr;
    int ntemps_decl, naddr;
    int nvtemp;
    /* attribute aliasing (Table X.2.1): bound as conventional / generic */
    bool conv[16], gen[16];
    token conv_tok[16], gen_tok[16];

    ainsn *ins; /* MAX_AINSN */
    int nins;
    int ndecl_vtemp; /* virtual temporaries of TEMP declarations: 0 .. ndecl_vtemp-1 */
    token end_tok;
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

/* Decided after the whole text: shown at t, reported at the program length. */
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

/* The token after the current one (k = 1) or the one after that (k = 2). */
static token peek(const parser *p, int k)
{
    lexer copy = p->lx;
    token t = lex(&copy);
    if (k == 2)
        t = lex(&copy);
    return t;
}

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
    case T_DOTDOT:
        snprintf(buf, sz, "'..'");
        break;
    default: {
        size_t n = t->len > 40 ? 40 : t->len;
        snprintf(buf, sz, "'%.*s%s'", (int)n, p->text + t->off, t->len > 40 ? "..." : "");
        break;
    }
    }
    return buf;
}

static bool is_word(const parser *p, const token *t, const char *w)
{
    size_t n = strlen(w);
    return t->k == T_IDENT && t->len == n && memcmp(p->text + t->off, w, n) == 0;
}

static bool is_punct(const token *t, char c) { return t->k == T_PUNCT && t->ch == c; }

static bool expected(parser *p, const char *what)
{
    char b[64];
    if (p->cur.k == T_BAD)
        return err_tok(p, &p->cur, "invalid %s in program text", tok_desc(p, &p->cur, b, sizeof b));
    return err_tok(p, &p->cur, "expected %s, found %s", what, tok_desc(p, &p->cur, b, sizeof b));
}

static bool expect_punct(parser *p, char c, const char *what)
{
    if (is_punct(&p->cur, c)) {
        next(p);
        return true;
    }
    return expected(p, what);
}

/* The current token must be the word w; consumes it. */
static bool expect_word(parser *p, const char *w, const char *what)
{
    if (is_word(p, &p->cur, w)) {
        next(p);
        return true;
    }
    return expected(p, what);
}

/* At a "." followed by a word that is not one of the expected ones: the
 * error names that word; otherwise as expected(). */
static bool expected_word(parser *p, const char *what)
{
    if (is_punct(&p->cur, '.')) {
        token t = peek(p, 1);
        if (t.k == T_IDENT) {
            char b[64];
            return err_tok(p, &t, "expected %s, found %s", what, tok_desc(p, &t, b, sizeof b));
        }
    }
    return expected(p, what);
}

/* "." followed by one of the words (NULL-terminated): its index, the two
 * tokens consumed; -1 (nothing consumed) when the next two tokens are not. */
static int opt_dot_word(parser *p, const char *const *words)
{
    if (!is_punct(&p->cur, '.'))
        return -1;
    token t = peek(p, 1);
    for (int i = 0; words[i]; i++)
        if (is_word(p, &t, words[i])) {
            next(p);
            next(p);
            return i;
        }
    return -1;
}

/* An <integer> in [lo, hi]; what names it for messages. */
static bool parse_int(parser *p, long lo, long hi, long *v, const char *what)
{
    *v = 0;
    if (p->cur.k != T_NUM || !p->cur.isint) {
        char b[80];
        snprintf(b, sizeof b, "an integer (%s)", what);
        return expected(p, b);
    }
    if (p->cur.num < lo || p->cur.num > hi)
        return err_tok(p, &p->cur, "%s %.*s out of range (%ld to %ld)", what, (int)(p->cur.len > 12 ? 12 : p->cur.len),
                       p->text + p->cur.off, lo, hi);
    *v = p->cur.num;
    next(p);
    return true;
}

/* "[" integer "]" */
static bool parse_bracket_int(parser *p, long hi, long *v, const char *what)
{
    return expect_punct(p, '[', "'['") && parse_int(p, 0, hi, v, what) && expect_punct(p, ']', "']'");
}

/* optional "[" integer "]", default 0 */
static bool parse_opt_index(parser *p, long hi, long *v, const char *what)
{
    *v = 0;
    if (!is_punct(&p->cur, '['))
        return true;
    return parse_bracket_int(p, hi, v, what);
}

/* ------------------------------------------------------------- variables */

static int find_var(const parser *p, const token *t)
{
    for (int i = 0; i < p->nvars; i++)
        if (p->vars[i].len == t->len && memcmp(p->text + p->vars[i].off, p->text + t->off, t->len) == 0)
            return i;
    return -1;
}

static const opdef *find_op(const parser *p, const token *t)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (is_word(p, t, ops[i].name))
            return &ops[i];
    return NULL;
}

/* An opcode with NV_vertex_program2's "C" suffix (ADDC): the op, or NULL. */
static const opdef *find_op_cc(const parser *p, const token *t)
{
    if (t->k != T_IDENT || t->len < 2 || p->text[t->off + t->len - 1] != 'C')
        return NULL;
    token u = *t;
    u.len--;
    const opdef *op = find_op(p, &u);
    return op && op->kind != K_BRA && op->kind != K_RET ? op : NULL;
}

static bool is_reserved(const parser *p, const token *t)
{
    const opdef *op = find_op(p, t);
    if (op && (!op->nvp2 || p->nvp2))
        return true;
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
        if (is_word(p, t, reserved[i]))
            return true;
    return false;
}

/* <establishName>: a new identifier; the var is added with kind k, index idx. */
static bool new_var(parser *p, vkind k, int idx, int *out)
{
    token t = p->cur;
    char b[64];
    if (t.k != T_IDENT)
        return expected(p, "a variable name");
    if (is_reserved(p, &t))
        return err_tok(p, &t, "%s is a reserved word and cannot name a variable", tok_desc(p, &t, b, sizeof b));
    int prev = find_var(p, &t);
    if (prev >= 0)
        return err_tok(p, &t, "%s is already declared at line %u", tok_desc(p, &t, b, sizeof b), p->vars[prev].line);
    if (p->nvars >= MAX_VARS)
        return err_tok(p, &t, "more than %u variable names", MAX_VARS);
    var *v = &p->vars[p->nvars];
    v->off = t.off;
    v->len = t.len;
    v->k = k;
    v->idx = idx;
    v->line = t.line;
    if (out)
        *out = p->nvars;
    p->nvars++;
    next(p);
    return true;
}

static int new_pvec(parser *p, const token *at)
{
    if (p->npv >= MAX_PVEC) {
        err_tok(p, at, "more than %d parameter bindings", MAX_PVEC);
        return -1;
    }
    pvec *v = &p->pv[p->npv];
    memset(v, 0, sizeof *v);
    v->slot = -1;
    return p->npv++;
}

static int named_pvec(parser *p, const token *at, uint8_t kind, const char *name)
{
    int i = new_pvec(p, at);
    if (i >= 0) {
        p->pv[i].kind = kind;
        snprintf(p->pv[i].name, sizeof p->pv[i].name, "%s", name);
    }
    return i;
}

static uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static void literal_name(char *buf, size_t sz, const uint32_t v[4])
{
    snprintf(buf, sz, "{%.9g, %.9g, %.9g, %.9g}", (double)u2f(v[0]), (double)u2f(v[1]), (double)u2f(v[2]),
             (double)u2f(v[3]));
}

static int literal_pvec(parser *p, const token *at, const uint32_t v[4])
{
    int i = new_pvec(p, at);
    if (i >= 0) {
        p->pv[i].literal = true;
        p->pv[i].kind = ARBVP_SLOT_LITERAL;
        memcpy(p->pv[i].value, v, sizeof p->pv[i].value);
        literal_name(p->pv[i].name, sizeof p->pv[i].name, v);
    }
    return i;
}

/* ------------------------------------------------------------------ numbers */

/* <floatConstant> (or an integer) as binary32, rounded to nearest. */
static bool parse_float(parser *p, uint32_t *out)
{
    *out = 0;
    if (p->cur.k != T_NUM)
        return expected(p, "a number");
    char buf[128];
    size_t n = p->cur.len;
    char *s = n < sizeof buf ? buf : malloc(n + 1);
    if (!s)
        return err_tok(p, &p->cur, "out of memory");
    memcpy(s, p->text + p->cur.off, n);
    s[n] = '\0';
    *out = f2u(strtof(s, NULL));
    if (s != buf)
        free(s);
    next(p);
    return true;
}

/* <signedFloatConstant> */
static bool parse_signed_float(parser *p, uint32_t *out)
{
    bool neg = false;
    if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+')) {
        neg = p->cur.ch == '-';
        next(p);
    }
    if (!parse_float(p, out))
        return false;
    if (neg)
        *out ^= 0x80000000u;
    return true;
}

/* <paramConstVector>: "{" 1-4 signed constants "}"; missing y, z, w are 0, 0, 1 */
static bool parse_const_vector(parser *p, uint32_t v[4])
{
    v[0] = v[1] = v[2] = 0;
    v[3] = f2u(1.0f);
    next(p); /* '{' */
    for (int i = 0;; i++) {
        if (!parse_signed_float(p, &v[i]))
            return false;
        if (is_punct(&p->cur, '}'))
            break;
        if (i == 3)
            return expected(p, "'}' after four constants");
        if (!expect_punct(p, ',', "',' or '}' in the constant vector"))
            return false;
    }
    next(p);
    return true;
}

/* -------------------------------------------------------------- bindings */

static const char *const faces[] = {"front", "back", NULL};
static const char *const colors[] = {"primary", "secondary", NULL};

/* Records an attribute binding of v[idx] (conventional or generic) and
 * enforces Table X.2.1. */
static bool bind_attr(parser *p, const token *at, int idx, bool generic)
{
    bool *mine = generic ? p->gen : p->conv, *other = generic ? p->conv : p->gen;
    token *mt = generic ? p->gen_tok : p->conv_tok, *ot = generic ? p->conv_tok : p->gen_tok;
    if (other[idx])
        return err_tok(p, at,
                       "this binds v[%d], which the program bound as %s at line %u: a program may not bind both a "
                       "conventional attribute and the generic one it aliases (Table X.2.1)",
                       idx, generic ? "a conventional attribute" : "vertex.attrib[]", ot[idx].line);
    if (!mine[idx]) {
        mine[idx] = true;
        mt[idx] = *at;
    }
    return true;
}

/* <vtxAttribBinding> after "vertex": the v[] index. */
static bool parse_vertex_binding(parser *p, int *idx)
{
    token vt = p->cur;
    next(p); /* vertex */
    if (!expect_punct(p, '.', "'.' after 'vertex'"))
        return false;
    token it = p->cur;
    long n = 0;
    bool generic = false;
    if (is_word(p, &it, "position")) {
        next(p);
        *idx = 0;
    } else if (is_word(p, &it, "weight")) {
        next(p);
        if (!parse_opt_index(p, 0, &n, "vertex weight number (one vertex unit: ARB_vertex_blend is not offered)"))
            return false;
        *idx = 1;
    } else if (is_word(p, &it, "normal")) {
        next(p);
        *idx = 2;
    } else if (is_word(p, &it, "color")) {
        next(p);
        *idx = opt_dot_word(p, colors) == 1 ? 4 : 3;
    } else if (is_word(p, &it, "fogcoord")) {
        next(p);
        *idx = 5;
    } else if (is_word(p, &it, "texcoord")) {
        next(p);
        if (!parse_opt_index(p, MAX_TEXUNITS - 1, &n, "texture unit"))
            return false;
        *idx = 8 + (int)n;
    } else if (is_word(p, &it, "matrixindex")) {
        return err_tok(p, &it, "vertex.matrixindex needs ARB_matrix_palette, which the engine does not offer");
    } else if (is_word(p, &it, "attrib")) {
        next(p);
        if (!parse_bracket_int(p, 15, &n, "generic attribute number"))
            return false;
        *idx = (int)n;
        generic = true;
    } else {
        return expected(p, "a vertex attribute (position, weight, normal, color, fogcoord, texcoord, attrib)");
    }
    return bind_attr(p, &vt, *idx, generic);
}

/* <resultBinding> after "result": the o[] index. */
static bool parse_result_binding(parser *p, int *idx)
{
    next(p); /* result */
    if (!expect_punct(p, '.', "'.' after 'result'"))
        return false;
    token it = p->cur;
    long n = 0;
    if (is_word(p, &it, "position")) {
        next(p);
        *idx = UC_OUT_HPOS;
    } else if (is_word(p, &it, "color")) {
        next(p);
        int face = opt_dot_word(p, faces);
        int col = opt_dot_word(p, colors);
        *idx = (face == 1 ? UC_OUT_BFC0 : UC_OUT_COL0) + (col == 1 ? 1 : 0);
    } else if (is_word(p, &it, "fogcoord")) {
        next(p);
        *idx = UC_OUT_FOGC;
    } else if (is_word(p, &it, "pointsize")) {
        next(p);
        *idx = UC_OUT_PSIZ;
    } else if (is_word(p, &it, "texcoord")) {
        next(p);
        if (!parse_opt_index(p, MAX_TEXUNITS - 1, &n, "texture unit"))
            return false;
        *idx = UC_OUT_TEX0 + (int)n;
    } else if (is_word(p, &it, "clip")) {
        if (!p->nvp2)
            return err_tok(p, &it, "result.clip[n] needs OPTION NV_vertex_program2");
        next(p);
        if (!parse_bracket_int(p, MAX_CLIP - 1, &n, "clip distance number"))
            return false;
        *idx = UC_OUT_CLP0 + (int)n;
    } else {
        return expected(p, "a result (position, color, fogcoord, pointsize, texcoord)");
    }
    return true;
}

/* The names a state binding stands for: one, or (matrices in arrays) rows. */
typedef struct {
    int n;
    char name[4][ARBVP_NAME_MAX];
} names;

static const char *const mat_mods[] = {"inverse", "transpose", "invtrans", NULL};

/* "matrix" ... after "state."; multiple: rows a..b allowed (an array item). */
static bool parse_state_matrix(parser *p, bool multiple, names *out)
{
    next(p); /* matrix */
    if (!expect_punct(p, '.', "'.' after 'matrix'"))
        return false;
    char base[40];
    token mt = p->cur;
    long n = 0;
    if (is_word(p, &mt, "modelview")) {
        next(p);
        if (!parse_opt_index(p, 0, &n, "modelview matrix number (one vertex unit: ARB_vertex_blend is not offered)"))
            return false;
        snprintf(base, sizeof base, "modelview[%ld]", n);
    } else if (is_word(p, &mt, "projection") || is_word(p, &mt, "mvp")) {
        snprintf(base, sizeof base, "%.*s", (int)mt.len, p->text + mt.off);
        next(p);
    } else if (is_word(p, &mt, "texture")) {
        next(p);
        if (!parse_opt_index(p, MAX_TEXUNITS - 1, &n, "texture matrix number"))
            return false;
        snprintf(base, sizeof base, "texture[%ld]", n);
    } else if (is_word(p, &mt, "palette")) {
        return err_tok(p, &mt, "state.matrix.palette needs ARB_matrix_palette, which the engine does not offer");
    } else if (is_word(p, &mt, "program")) {
        next(p);
        if (!parse_bracket_int(p, MAX_PROGMAT - 1, &n, "program matrix number"))
            return false;
        snprintf(base, sizeof base, "program[%ld]", n);
    } else {
        return expected(p, "a matrix (modelview, projection, mvp, texture, palette, program)");
    }
    int mod = opt_dot_word(p, mat_mods);
    char full[64];
    snprintf(full, sizeof full, "state.matrix.%s%s%s", base, mod >= 0 ? "." : "", mod >= 0 ? mat_mods[mod] : "");
    long a = 0, b = 3;
    if (is_punct(&p->cur, '.')) {
        token t = peek(p, 1);
        if (is_word(p, &t, "row")) {
            next(p);
            next(p);
            if (!expect_punct(p, '[', "'[' after 'row'") || !parse_int(p, 0, 3, &a, "matrix row"))
                return false;
            b = a;
            if (p->cur.k == T_DOTDOT) {
                token dt = p->cur;
                if (!multiple)
                    return err_tok(p, &dt, "a row range binds several vectors: only an array (PARAM name[]) can hold it");
                next(p);
                token bt = p->cur;
                if (!parse_int(p, 0, 3, &b, "matrix row"))
                    return false;
                if (b < a)
                    return err_tok(p, &bt, "row range %ld..%ld: the first row is greater than the last", a, b);
            }
            if (!expect_punct(p, ']', "']' after the row"))
                return false;
        } else if (!multiple) {
            return err_tok(p, &mt, "%s is a matrix (four rows): name one row with .row[n], or bind it to an array",
                           full);
        }
    } else if (!multiple) {
        return err_tok(p, &mt, "%s is a matrix (four rows): name one row with .row[n], or bind it to an array", full);
    }
    out->n = (int)(b - a + 1);
    for (long r = a; r <= b; r++)
        snprintf(out->name[r - a], ARBVP_NAME_MAX, "%s.row[%ld]", full, r);
    return true;
}

/* state.* after "state": names of the vectors bound. */
static bool parse_state(parser *p, bool multiple, names *out)
{
    next(p); /* state */
    if (!expect_punct(p, '.', "'.' after 'state'"))
        return false;
    token it = p->cur;
    long n = 0;
    out->n = 1;
    char *nm = out->name[0];
    const size_t sz = ARBVP_NAME_MAX;
    if (is_word(p, &it, "material")) {
        static const char *const props[] = {"ambient", "diffuse", "specular", "emission", "shininess", NULL};
        next(p);
        int face = opt_dot_word(p, faces);
        int pr = opt_dot_word(p, props);
        if (pr < 0)
            return expected_word(p, "a material property (ambient, diffuse, specular, emission, shininess)");
        snprintf(nm, sz, "state.material.%s.%s", face == 1 ? "back" : "front", props[pr]);
    } else if (is_word(p, &it, "light")) {
        static const char *const props[] = {"ambient", "diffuse", "specular", "position", "attenuation", "spot",
                                            "half", NULL};
        next(p);
        if (!parse_bracket_int(p, MAX_LIGHTS - 1, &n, "light number"))
            return false;
        int pr = opt_dot_word(p, props);
        if (pr < 0)
            return expected_word(p, "a light property (ambient, diffuse, specular, position, attenuation, "
                                    "spot.direction, half)");
        if (pr == 5) {
            if (!expect_punct(p, '.', "'.direction' after 'spot'") || !expect_word(p, "direction", "'direction'"))
                return false;
            snprintf(nm, sz, "state.light[%ld].spot.direction", n);
        } else {
            snprintf(nm, sz, "state.light[%ld].%s", n, props[pr]);
        }
    } else if (is_word(p, &it, "lightmodel")) {
        static const char *const amb[] = {"ambient", NULL}, *const sc[] = {"scenecolor", NULL};
        next(p);
        if (opt_dot_word(p, amb) == 0) {
            snprintf(nm, sz, "state.lightmodel.ambient");
        } else {
            int face = opt_dot_word(p, faces);
            if (opt_dot_word(p, sc) < 0)
                return expected_word(p, "ambient or scenecolor after 'lightmodel.'");
            snprintf(nm, sz, "state.lightmodel.%s.scenecolor", face == 1 ? "back" : "front");
        }
    } else if (is_word(p, &it, "lightprod")) {
        static const char *const props[] = {"ambient", "diffuse", "specular", NULL};
        next(p);
        if (!parse_bracket_int(p, MAX_LIGHTS - 1, &n, "light number"))
            return false;
        int face = opt_dot_word(p, faces);
        int pr = opt_dot_word(p, props);
        if (pr < 0)
            return expected_word(p, "a light product (ambient, diffuse, specular)");
        snprintf(nm, sz, "state.lightprod[%ld].%s.%s", n, face == 1 ? "back" : "front", props[pr]);
    } else if (is_word(p, &it, "texgen")) {
        static const char *const types[] = {"eye", "object", NULL}, *const coords[] = {"s", "t", "r", "q", NULL};
        next(p);
        if (!parse_opt_index(p, MAX_TEXUNITS - 1, &n, "texture unit"))
            return false;
        int ty = opt_dot_word(p, types);
        if (ty < 0)
            return expected_word(p, "eye or object after 'texgen.'");
        int co = opt_dot_word(p, coords);
        if (co < 0)
            return expected_word(p, "a texgen coordinate (s, t, r, q)");
        snprintf(nm, sz, "state.texgen[%ld].%s.%s", n, types[ty], coords[co]);
    } else if (is_word(p, &it, "fog")) {
        static const char *const props[] = {"color", "params", NULL};
        next(p);
        int pr = opt_dot_word(p, props);
        if (pr < 0)
            return expected_word(p, "color or params after 'fog.'");
        snprintf(nm, sz, "state.fog.%s", props[pr]);
    } else if (is_word(p, &it, "clip")) {
        next(p);
        if (!parse_bracket_int(p, MAX_CLIP - 1, &n, "clip plane number"))
            return false;
        if (!expect_punct(p, '.', "'.plane'") || !expect_word(p, "plane", "'plane'"))
            return false;
        snprintf(nm, sz, "state.clip[%ld].plane", n);
    } else if (is_word(p, &it, "point")) {
        static const char *const props[] = {"size", "attenuation", NULL};
        next(p);
        int pr = opt_dot_word(p, props);
        if (pr < 0)
            return expected_word(p, "size or attenuation after 'point.'");
        snprintf(nm, sz, "state.point.%s", props[pr]);
    } else if (is_word(p, &it, "matrix")) {
        return parse_state_matrix(p, multiple, out);
    } else {
        return expected(p, "a GL state (material, light, lightmodel, lightprod, texgen, fog, clip, point, matrix)");
    }
    return true;
}

/* program.env[..] / program.local[..] after "program"; range allowed when
 * multiple. Sets *kind, *a, *b. */
static bool parse_program_param(parser *p, bool multiple, uint8_t *kind, long *a, long *b)
{
    *a = *b = 0;
    next(p); /* program */
    if (!expect_punct(p, '.', "'.' after 'program'"))
        return false;
    bool env = is_word(p, &p->cur, "env");
    if (!env && !is_word(p, &p->cur, "local"))
        return expected(p, "'env' or 'local' after 'program.'");
    *kind = env ? ARBVP_SLOT_ENV : ARBVP_SLOT_LOCAL;
    const long max = MAX_ENV_LOCAL - 1;
    const char *what = env ? "program environment parameter" : "program local parameter";
    next(p);
    if (!expect_punct(p, '[', "'['") || !parse_int(p, 0, max, a, what))
        return false;
    *b = *a;
    if (p->cur.k == T_DOTDOT) {
        token dt = p->cur;
        if (!multiple)
            return err_tok(p, &dt, "a parameter range binds several vectors: only an array (PARAM name[]) can hold it");
        next(p);
        token bt = p->cur;
        if (!parse_int(p, 0, max, b, what))
            return false;
        if (*b < *a)
            return err_tok(p, &bt, "range %ld..%ld: the first parameter is greater than the last", *a, *b);
    }
    return expect_punct(p, ']', "']'");
}

/* Binds one item of a PARAM declaration (single or array): appends the
 * vectors it names; returns how many, or -1. */
static int parse_param_item(parser *p, bool multiple)
{
    token t = p->cur;
    if (is_word(p, &t, "state")) {
        names nm;
        if (!parse_state(p, multiple, &nm))
            return -1;
        for (int i = 0; i < nm.n; i++)
            if (named_pvec(p, &t, ARBVP_SLOT_STATE, nm.name[i]) < 0)
                return -1;
        return nm.n;
    }
    if (is_word(p, &t, "program")) {
        uint8_t kind = 0;
        long a = 0, b = 0;
        if (!parse_program_param(p, multiple, &kind, &a, &b))
            return -1;
        for (long i = a; i <= b; i++) {
            char nm[ARBVP_NAME_MAX];
            snprintf(nm, sizeof nm, "program.%s[%ld]", kind == ARBVP_SLOT_ENV ? "env" : "local", i);
            if (named_pvec(p, &t, kind, nm) < 0)
                return -1;
        }
        return (int)(b - a + 1);
    }
    uint32_t v[4] = {0, 0, 0, 0};
    if (is_punct(&t, '{')) {
        if (!parse_const_vector(p, v))
            return -1;
    } else if (t.k == T_NUM || is_punct(&t, '-') || is_punct(&t, '+')) {
        if (!parse_signed_float(p, &v[0]))
            return -1;
        v[1] = v[2] = v[3] = v[0];
    } else {
        char b[64];
        if (is_word(p, &t, "vertex") || is_word(p, &t, "result"))
            err_tok(p, &t, "%s is not a program parameter (PARAM binds state, program.env/local or constants)",
                    tok_desc(p, &t, b, sizeof b));
        else
            expected(p, "a parameter binding (state.*, program.env[], program.local[] or a constant)");
        return -1;
    }
    return literal_pvec(p, &t, v) < 0 ? -1 : 1;
}

/* --------------------------------------------------------------- statements */

static bool parse_param_stmt(parser *p)
{
    next(p); /* PARAM */
    token nt = p->cur;
    if (nt.k != T_IDENT)
        return expected(p, "a parameter name");
    token after = peek(p, 1);
    if (!is_punct(&after, '[')) {
        /* single */
        int vi = 0;
        if (!new_var(p, V_PARAM, -1, &vi) || !expect_punct(p, '=', "'=' after the parameter name"))
            return false;
        int first = p->npv;
        int n = parse_param_item(p, false);
        if (n < 0)
            return false;
        p->vars[vi].idx = first;
        return true;
    }
    if (p->narr >= MAX_ARRAYS)
        return err_tok(p, &nt, "more than %d parameter arrays", MAX_ARRAYS);
    int vi = 0;
    if (!new_var(p, V_PARAMARR, p->narr, &vi))
        return false;
    next(p); /* '[' */
    long size = -1;
    token st = p->cur;
    if (!is_punct(&p->cur, ']')) {
        if (!parse_int(p, 1, MAX_PARAMS, &size, "array size"))
            return false;
    }
    if (!expect_punct(p, ']', "']' after the array size") || !expect_punct(p, '=', "'=' after the array") ||
        !expect_punct(p, '{', "'{' to start the array's bindings"))
        return false;
    parr *a = &p->arr[p->narr];
    memset(a, 0, sizeof *a);
    a->first = p->npv;
    a->base = -1;
    a->name_off = nt.off;
    a->name_len = nt.len;
    for (;;) {
        int n = parse_param_item(p, true);
        if (n < 0)
            return false;
        a->n += n;
        if (is_punct(&p->cur, '}'))
            break;
        if (!expect_punct(p, ',', "',' or '}' in the array's bindings"))
            return false;
    }
    next(p);
    if (size >= 0 && size != a->n)
        return err_tok(p, &st, "the array is declared with %ld entries but binds %d", size, a->n);
    if (a->n > MAX_PARAMS)
        return err_tok(p, &nt, "the array binds %d vectors (at most %d)", a->n, MAX_PARAMS);
    p->narr++;
    return true;
}

static bool parse_name_list(parser *p, vkind k)
{
    next(p); /* TEMP / ADDRESS */
    for (;;) {
        token t = p->cur;
        int idx;
        if (k == V_TEMP) {
            if (p->ntemps_decl >= (int)MAX_TEMPS_DECL)
                return err_tok(p, &t, "more than %u temporaries declared (MAX_PROGRAM_TEMPORARIES)", MAX_TEMPS_DECL);
            idx = p->nvtemp;
        } else {
            if (p->naddr >= (p->nv20 ? 1 : (int)MAX_ADDR))
                return err_tok(p, &t, "more than %d address registers declared (%s)", p->nv20 ? 1 : (int)MAX_ADDR,
                               p->nv20 ? "NV20 has A0 only" : "the engine has A0 and A1");
            idx = p->naddr;
        }
        if (!new_var(p, k, idx, NULL))
            return false;
        if (k == V_TEMP) {
            p->ntemps_decl++;
            p->nvtemp++;
        } else {
            p->naddr++;
        }
        if (!is_punct(&p->cur, ','))
            return true;
        next(p);
    }
}

static bool parse_attrib_stmt(parser *p)
{
    next(p); /* ATTRIB */
    int vi = 0;
    if (!new_var(p, V_ATTRIB, -1, &vi) || !expect_punct(p, '=', "'=' after the attribute name"))
        return false;
    if (!is_word(p, &p->cur, "vertex")) {
        char b[64];
        return err_tok(p, &p->cur, "%s is not a vertex attribute (ATTRIB binds vertex.*)",
                       tok_desc(p, &p->cur, b, sizeof b));
    }
    return parse_vertex_binding(p, &p->vars[vi].idx);
}

static bool parse_output_stmt(parser *p)
{
    next(p); /* OUTPUT */
    int vi = 0;
    if (!new_var(p, V_OUTPUT, -1, &vi) || !expect_punct(p, '=', "'=' after the output name"))
        return false;
    if (!is_word(p, &p->cur, "result")) {
        char b[64];
        return err_tok(p, &p->cur, "%s is not a result (OUTPUT binds result.*)", tok_desc(p, &p->cur, b, sizeof b));
    }
    return parse_result_binding(p, &p->vars[vi].idx);
}

static bool parse_alias_stmt(parser *p)
{
    next(p); /* ALIAS */
    int vi = 0;
    if (!new_var(p, V_TEMP, -1, &vi) || !expect_punct(p, '=', "'=' after the alias name"))
        return false;
    token t = p->cur;
    char b[64];
    if (t.k != T_IDENT)
        return expected(p, "a declared variable name");
    int target = find_var(p, &t);
    if (target < 0 || target == vi)
        return err_tok(p, &t, "%s is not declared", tok_desc(p, &t, b, sizeof b));
    p->vars[vi].k = p->vars[target].k;
    p->vars[vi].idx = p->vars[target].idx;
    next(p);
    return true;
}

/* ---------------------------------------------------------------- operands */

/* Reads component letters; n is 1..4 letters, c[] their indices. */
static bool parse_components(parser *p, int c[4], int *n, token *first)
{
    *n = 0;
    *first = p->cur;
    if (p->cur.k != T_IDENT || p->cur.len > 4)
        return expected(p, "component letters (x, y, z, w) after '.'");
    for (size_t i = 0; i < p->cur.len; i++) {
        const char ch = p->text[p->cur.off + i];
        const char *q = ch ? strchr("xyzw", ch) : NULL;
        if (!q) {
            token t = p->cur;
            t.off += i;
            t.col += (unsigned)i;
            return err_tok(p, &t, "'%c' is not a component (x, y, z, w)", ch);
        }
        c[i] = (int)(q - "xyzw");
    }
    *n = (int)p->cur.len;
    next(p);
    return true;
}

/* <swizzleSuffix> (scalar: <scalarSuffix>) */
static bool parse_suffix(parser *p, uint8_t *swz, bool scalar)
{
    *swz = UC_SWZ_IDENTITY;
    if (!is_punct(&p->cur, '.')) {
        if (scalar)
            return expected(p, "a scalar operand's component (.x, .y, .z or .w)");
        return true;
    }
    next(p);
    int c[4] = {0}, n = 0;
    token first;
    if (!parse_components(p, c, &n, &first))
        return false;
    if (scalar && n != 1)
        return err_tok(p, &first, "a scalar operand takes exactly one component, not %d", n);
    if (n == 1) {
        *swz = (uint8_t)(c[0] * 0x55);
        return true;
    }
    if (n != 4)
        return err_tok(p, &first, "a swizzle has 1 or 4 components, not %d", n);
    *swz = (uint8_t)(c[0] | c[1] << 2 | c[2] << 4 | c[3] << 6);
    return true;
}

/* An address register read: name ".x" (relative addressing). */
static bool parse_addr_use(parser *p, int *areg, int *acomp)
{
    *acomp = 0;
    token t = p->cur;
    char b[64];
    if (t.k != T_IDENT)
        return expected(p, "an address register or an array index");
    int vi = find_var(p, &t);
    if (vi < 0)
        return err_tok(p, &t, "%s is not declared", tok_desc(p, &t, b, sizeof b));
    if (p->vars[vi].k != V_ADDR)
        return err_tok(p, &t, "%s is not an address register", tok_desc(p, &t, b, sizeof b));
    *areg = p->vars[vi].idx;
    next(p);
    if (!is_punct(&p->cur, '.'))
        return expected(p, p->nvp2 ? "'.' and a component after the address register"
                                   : "'.x' after the address register (ARB_vertex_program reads its x component)");
    next(p);
    token ct = p->cur;
    if (p->nvp2) { /* NV_vertex_program2: <addrComponent> is any one component */
        if (ct.k != T_IDENT || ct.len != 1 || !strchr("xyzw", p->text[ct.off]) || p->text[ct.off] == '\0')
            return err_tok(p, &ct, "expected one component of the address register (x, y, z or w), found %s",
                           tok_desc(p, &ct, b, sizeof b));
        *acomp = (int)(strchr("xyzw", p->text[ct.off]) - "xyzw");
        next(p);
        return true;
    }
    if (!is_word(p, &ct, "x"))
        return err_tok(p, &ct, "only the x component of an address register can be read (found %s)",
                       tok_desc(p, &ct, b, sizeof b));
    next(p);
    return true;
}

/* Marks an array relatively addressed and enforces the one-binding rule:
 * no state vector twice in it, or in it and another relative array. */
static bool mark_relative(parser *p, int ai, const token *at)
{
    parr *a = &p->arr[ai];
    if (a->relative)
        return true;
    for (int i = 0; i < a->n; i++) {
        const pvec *v = &p->pv[a->first + i];
        if (v->literal)
            continue;
        for (int j = 0; j < i; j++)
            if (!strcmp(p->pv[a->first + j].name, v->name))
                return err_tok(p, at,
                               "%s is bound twice in array '%.*s', which is addressed relatively (a state vector may "
                               "have one binding in such arrays)",
                               v->name, (int)a->name_len, p->text + a->name_off);
        for (int k = 0; k < p->narr; k++) {
            if (k == ai || !p->arr[k].relative)
                continue;
            for (int j = 0; j < p->arr[k].n; j++)
                if (!strcmp(p->pv[p->arr[k].first + j].name, v->name))
                    return err_tok(p, at,
                                   "%s is bound in array '%.*s' and in '%.*s', both addressed relatively (a state "
                                   "vector may have one binding in such arrays)",
                                   v->name, (int)a->name_len, p->text + a->name_off, (int)p->arr[k].name_len,
                                   p->text + p->arr[k].name_off);
        }
    }
    a->relative = true;
    return true;
}

/* <srcReg>: sets file/idx (and the relative fields). */
static bool parse_src_reg(parser *p, aopnd *o)
{
    token t = p->cur;
    char b[64];
    if (is_word(p, &t, "vertex")) {
        o->file = AF_ATTR;
        return parse_vertex_binding(p, &o->idx);
    }
    if (is_word(p, &t, "result"))
        return err_tok(p, &t, "result registers are write-only: they cannot be read");
    if (is_word(p, &t, "state")) {
        names nm;
        if (!parse_state(p, false, &nm))
            return false;
        o->file = AF_PARAM;
        o->idx = named_pvec(p, &t, ARBVP_SLOT_STATE, nm.name[0]);
        return o->idx >= 0;
    }
    if (is_word(p, &t, "program")) {
        uint8_t kind = 0;
        long a = 0, bb = 0;
        if (!parse_program_param(p, false, &kind, &a, &bb))
            return false;
        char nm[ARBVP_NAME_MAX];
        snprintf(nm, sizeof nm, "program.%s[%ld]", kind == ARBVP_SLOT_ENV ? "env" : "local", a);
        o->file = AF_PARAM;
        o->idx = named_pvec(p, &t, kind, nm);
        return o->idx >= 0;
    }
    if (is_punct(&t, '{') || t.k == T_NUM) {
        uint32_t v[4] = {0, 0, 0, 0};
        if (is_punct(&t, '{')) {
            if (!parse_const_vector(p, v))
                return false;
        } else {
            if (!parse_float(p, &v[0]))
                return false;
            v[1] = v[2] = v[3] = v[0];
        }
        o->file = AF_PARAM;
        o->idx = literal_pvec(p, &t, v);
        return o->idx >= 0;
    }
    if (t.k != T_IDENT)
        return expected(p, "a source operand");
    int vi = find_var(p, &t);
    if (vi < 0)
        return err_tok(p, &t, "%s is not declared", tok_desc(p, &t, b, sizeof b));
    const var *v = &p->vars[vi];
    next(p);
    if (v->k != V_PARAMARR && is_punct(&p->cur, '['))
        return err_tok(p, &p->cur, "%s is not a parameter array: it takes no index", tok_desc(p, &t, b, sizeof b));
    switch (v->k) {
    case V_ATTRIB:
        o->file = AF_ATTR;
        o->idx = v->idx;
        break;
    case V_TEMP:
        o->file = AF_TEMP;
        o->idx = v->idx;
        break;
    case V_PARAM:
        o->file = AF_PARAM;
        o->idx = v->idx;
        break;
    case V_OUTPUT:
        return err_tok(p, &t, "%s is a result: results are write-only", tok_desc(p, &t, b, sizeof b));
    case V_ADDR:
        return err_tok(p, &t, "%s is an address register: only ARL writes it and only an array index reads it",
                       tok_desc(p, &t, b, sizeof b));
    case V_PARAMARR: {
        const parr *a = &p->arr[v->idx];
        if (!is_punct(&p->cur, '['))
            return err_tok(p, &t, "%s is an array: name an entry with [n] or [A0.x+n]", tok_desc(p, &t, b, sizeof b));
        next(p);
        if (p->cur.k == T_NUM) {
            token it = p->cur;
            long n = 0;
            if (!parse_int(p, 0, 1000000000L, &n, "array index"))
                return false;
            if (n >= a->n)
                return err_tok(p, &it, "index %ld is outside array %s (%d entries)", n, tok_desc(p, &t, b, sizeof b),
                               a->n);
            o->file = AF_PARAM;
            o->idx = a->first + (int)n;
        } else {
            token at = p->cur;
            int areg = 0, acomp = 0;
            if (!parse_addr_use(p, &areg, &acomp))
                return false;
            long off = 0;
            if (is_punct(&p->cur, '+') || is_punct(&p->cur, '-')) {
                const bool neg = p->cur.ch == '-';
                next(p);
                if (!parse_int(p, 0, neg ? 64 : 63, &off, neg ? "negative offset" : "offset"))
                    return false;
                if (neg)
                    off = -off;
            }
            if (!mark_relative(p, v->idx, &at))
                return false;
            o->file = AF_PARAMREL;
            o->idx = v->idx;
            o->off = (int)off;
            o->areg = areg;
            o->acomp = acomp;
        }
        return expect_punct(p, ']', "']' after the array index");
    }
    }
    return true;
}

/* <swizzleSrcReg> / <scalarSrcReg> */
static bool parse_src(parser *p, aopnd *o, bool scalar)
{
    memset(o, 0, sizeof *o);
    if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+')) {
        o->neg = p->cur.ch == '-';
        next(p);
    }
    if (is_punct(&p->cur, '|')) {
        if (!p->nvp2)
            return err_tok(p, &p->cur, "ARB_vertex_program has no absolute-value operand (|x|): use ABS (or OPTION "
                                       "NV_vertex_program2)");
        /* optSign "|" optSign operand "|": the sign inside is lost to the absolute value */
        next(p);
        if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+'))
            next(p);
        o->abs = 1;
        return parse_src_reg(p, o) && parse_suffix(p, &o->swz, scalar) &&
               expect_punct(p, '|', "'|' to close the absolute value");
    }
    return parse_src_reg(p, o) && parse_suffix(p, &o->swz, scalar);
}

/* <optionalMask>: "." and 1-4 components in xyzw order (none: xyzw) */
static bool parse_mask(parser *p, uint8_t *mask)
{
    *mask = 0xF;
    if (!is_punct(&p->cur, '.'))
        return true;
    next(p);
    int c[4] = {0}, n = 0;
    token first;
    if (!parse_components(p, c, &n, &first))
        return false;
    uint8_t m = 0;
    for (int i = 0; i < n; i++) {
        if (i && c[i] <= c[i - 1])
            return err_tok(p, &first, "a write mask's components must be distinct and in xyzw order");
        m |= (uint8_t)(1u << c[i]);
    }
    *mask = m;
    return true;
}

/* NV_vertex_program2 <ccMask>: "(" rule [swizzle] ")", if present */
static bool parse_cc_mask(parser *p, ainsn *in)
{
    in->ccr = UC_CCR_TR;
    in->ccs = UC_SWZ_IDENTITY;
    if (!is_punct(&p->cur, '('))
        return true;
    if (!p->nvp2)
        return err_tok(p, &p->cur, "condition-code masks need OPTION NV_vertex_program2");
    next(p);
    static const char *const rules[] = {"TR", "FL", "EQ", "NE", "LT", "GE", "LE", "GT"};
    int r = -1;
    for (int i = 0; i < 8; i++)
        if (is_word(p, &p->cur, rules[i]))
            r = i;
    if (r < 0)
        return expected(p, "a condition rule (EQ, GE, GT, LE, LT, NE, TR, FL)");
    next(p);
    in->ccr = (uint8_t)r;
    return parse_suffix(p, &in->ccs, false) && expect_punct(p, ')', "')' to close the condition-code mask");
}

/* <maskedDstReg> */
static bool parse_dst(parser *p, ainsn *in)
{
    token t = p->cur;
    char b[64];
    in->dst.file = AF_NONE;
    if (is_word(p, &t, "result")) {
        in->dst.file = AF_OUT;
        if (!parse_result_binding(p, &in->dst.idx))
            return false;
    } else if (t.k == T_IDENT) {
        int vi = find_var(p, &t);
        if (vi < 0) {
            if (is_reserved(p, &t))
                return err_tok(p, &t, "%s cannot be written (a destination is a temporary or a result)",
                               tok_desc(p, &t, b, sizeof b));
            return err_tok(p, &t, "%s is not declared", tok_desc(p, &t, b, sizeof b));
        }
        const var *v = &p->vars[vi];
        if (v->k == V_TEMP) {
            in->dst.file = AF_TEMP;
        } else if (v->k == V_OUTPUT) {
            in->dst.file = AF_OUT;
        } else {
            return err_tok(p, &t, "%s cannot be written (a destination is a temporary or a result)",
                           tok_desc(p, &t, b, sizeof b));
        }
        in->dst.idx = v->idx;
        next(p);
    } else {
        return expected(p, "a destination (a temporary or a result)");
    }
    if (in->dst.file == AF_OUT && in->dst.idx == UC_OUT_HPOS && p->pi)
        return err_tok(p, &t, "a program with OPTION ARB_position_invariant cannot write result.position");
    return parse_mask(p, &in->mask) && parse_cc_mask(p, in);
}

/* extended swizzle component: ["-"|"+"] ("0" | "1" | x | y | z | w) */
static bool parse_ext_comp(parser *p, ainsn *in, int i)
{
    if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+')) {
        if (p->cur.ch == '-')
            in->extneg |= (uint8_t)(1u << i);
        next(p);
    }
    token t = p->cur;
    if (t.k == T_NUM && t.isint && t.len == 1 && (t.num == 0 || t.num == 1)) {
        in->ext[i] = (int8_t)(4 + t.num);
        next(p);
        return true;
    }
    if (t.k == T_IDENT && t.len == 1) {
        const char ch = p->text[t.off];
        const char *q = ch ? strchr("xyzw", ch) : NULL;
        if (q) {
            in->ext[i] = (int8_t)(q - "xyzw");
            next(p);
            return true;
        }
    }
    return expected(p, "an extended swizzle selector (0, 1, x, y, z or w)");
}

/* An address register as a destination (ARL, ARR, ARA): its index and mask
 * ("." "x" in ARB; any mask and a condition-code mask with NV_vertex_program2). */
static bool parse_addr_dst(parser *p, ainsn *in)
{
    token at = p->cur;
    char b[64];
    int vi = at.k == T_IDENT ? find_var(p, &at) : -1;
    if (vi < 0 || p->vars[vi].k != V_ADDR) {
        if (at.k == T_IDENT && vi < 0)
            return err_tok(p, &at, "%s is not declared", tok_desc(p, &at, b, sizeof b));
        return err_tok(p, &at, "%.*s writes an address register, not %s", (int)strlen(in->op->name), in->op->name,
                       tok_desc(p, &at, b, sizeof b));
    }
    in->dst.file = AF_ADDR;
    in->dst.idx = p->vars[vi].idx;
    next(p);
    if (p->nvp2)
        return parse_mask(p, &in->mask) && parse_cc_mask(p, in);
    if (!is_punct(&p->cur, '.'))
        return expected(p, "'.x' after the address register (ARL writes its x component)");
    next(p);
    if (!is_word(p, &p->cur, "x"))
        return err_tok(p, &p->cur, "ARL writes the x component of an address register only (found %s)",
                       tok_desc(p, &p->cur, b, sizeof b));
    next(p);
    in->mask = 1;
    return true;
}

static bool parse_instruction(parser *p, const opdef *op, bool ccu)
{
    token ot = p->cur;
    if (p->nins >= MAX_AINSN)
        return err_tok(p, &ot, "more than %d instructions", MAX_AINSN);
    ainsn *in = &p->ins[p->nins];
    memset(in, 0, sizeof *in);
    in->op = op;
    in->ccu = ccu;
    in->ccr = UC_CCR_TR;
    in->ccs = UC_SWZ_IDENTITY;
    in->label = -1;
    in->line = ot.line;
    in->off = (uint32_t)ot.off;
    next(p);
    bool ok;
    switch (op->kind) {
    case K_ARL: /* NV_vertex_program2: a vector operand (<ARLop_src> ::= <instOperandV>) */
    case K_ARR:
        ok = parse_addr_dst(p, in) && expect_punct(p, ',', "','") &&
             parse_src(p, &in->src[0], op->kind == K_ARL && !p->nvp2);
        break;
    case K_ARA: {
        char b[64];
        ok = parse_addr_dst(p, in) && expect_punct(p, ',', "','");
        if (!ok)
            break;
        token at = p->cur;
        int vi = at.k == T_IDENT ? find_var(p, &at) : -1;
        if (vi < 0 || p->vars[vi].k != V_ADDR)
            return err_tok(p, &at, "ARA adds an address register, not %s", tok_desc(p, &at, b, sizeof b));
        in->src[0].file = AF_ADDR;
        in->src[0].idx = p->vars[vi].idx;
        next(p);
        if (is_punct(&p->cur, '.'))
            return err_tok(p, &p->cur, "ARA reads a whole address register: no swizzle");
        break;
    }
    case K_BRA:
        if (p->cur.k != T_IDENT)
            return expected(p, "a label");
        if (p->nrefs >= MAX_AINSN)
            return err_tok(p, &p->cur, "too many branches");
        in->label = p->nrefs;
        p->label_refs[p->nrefs++] = p->cur;
        next(p);
        ok = parse_cc_mask(p, in);
        break;
    case K_RET:
        ok = parse_cc_mask(p, in);
        break;
    case K_VEC:
        ok = parse_dst(p, in) && expect_punct(p, ',', "','") && parse_src(p, &in->src[0], false);
        break;
    case K_SCA:
        ok = parse_dst(p, in) && expect_punct(p, ',', "','") && parse_src(p, &in->src[0], true);
        break;
    case K_BINSC:
        ok = parse_dst(p, in) && expect_punct(p, ',', "','") && parse_src(p, &in->src[0], true) &&
             expect_punct(p, ',', "','") && parse_src(p, &in->src[1], true);
        break;
    case K_BIN:
        ok = parse_dst(p, in) && expect_punct(p, ',', "','") && parse_src(p, &in->src[0], false) &&
             expect_punct(p, ',', "','") && parse_src(p, &in->src[1], false);
        break;
    case K_TRI:
        ok = parse_dst(p, in) && expect_punct(p, ',', "','") && parse_src(p, &in->src[0], false) &&
             expect_punct(p, ',', "','") && parse_src(p, &in->src[1], false) && expect_punct(p, ',', "','") &&
             parse_src(p, &in->src[2], false);
        break;
    case K_SWZ:
        ok = parse_dst(p, in) && expect_punct(p, ',', "','");
        if (ok) {
            memset(&in->src[0], 0, sizeof in->src[0]);
            if (is_punct(&p->cur, '-') || is_punct(&p->cur, '+'))
                return err_tok(p, &p->cur, "SWZ takes its operand without a sign: negate in the extended swizzle");
            ok = parse_src_reg(p, &in->src[0]);
            in->src[0].swz = UC_SWZ_IDENTITY;
        }
        for (int i = 0; ok && i < 4; i++)
            ok = expect_punct(p, ',', i ? "',' and the next selector (SWZ takes four)" : "','") &&
                 parse_ext_comp(p, in, i);
        break;
    default:
        ok = false;
    }
    if (!ok)
        return false;
    p->nins++;
    return true;
}

static bool parse_options(parser *p)
{
    while (is_word(p, &p->cur, "OPTION")) {
        next(p);
        token t = p->cur;
        if (is_word(p, &t, "ARB_position_invariant")) {
            p->pi = true;
        } else if (is_word(p, &t, "NV_vertex_program2")) {
            if (p->nv20)
                return err_tok(p, &t, "OPTION NV_vertex_program2 needs NV30 (the NV20 target has VP1.1's instructions)");
            p->nvp2 = true;
        } else if (is_word(p, &t, "NV_vertex_program3")) {
            return err_tok(p, &t, "OPTION NV_vertex_program3 is not supported: vertex texture fetch and the NV40 "
                                  "instructions (a vertex engine without texture units)");
        } else if (is_word(p, &t, "ARB_fragment_program_shadow")) {
            return err_tok(p, &t, "OPTION ARB_fragment_program_shadow is not supported: shadow texture fetch (the "
                                  "engine has no texture units)");
        } else {
            char b[64];
            return err_tok(p, &t, "unknown option %s (the engine offers ARB_position_invariant)",
                           tok_desc(p, &t, b, sizeof b));
        }
        next(p);
        if (!expect_punct(p, ';', "';' after the option"))
            return false;
    }
    return true;
}

static bool parse_program(parser *p)
{
    static const char hdr[] = "!!ARBvp1.0";
    const size_t hn = sizeof hdr - 1;
    token t0 = {T_BAD, 0, 0, 1, 1, 0, false, 0};
    if (p->len < hn || memcmp(p->text, hdr, hn) != 0) {
        if (p->len >= 10 && memcmp(p->text, "!!ARBfp1.0", 10) == 0)
            return err_tok(p, &t0, "!!ARBfp1.0 is a fragment program: a vertex engine runs !!ARBvp1.0 programs");
        return err_tok(p, &t0, "an ARB program must begin with !!ARBvp1.0");
    }
    for (size_t k = 0; k < hn; k++)
        lex_byte(&p->lx);
    next(p);
    if (!parse_options(p))
        return false;
    for (;;) {
        token t = p->cur;
        char b[64];
        if (is_word(p, &t, "END")) {
            p->end_tok = t;
            next(p);
            break;
        }
        if (t.k == T_EOF)
            return err_tok(p, &t, "the program ends without END");
        if (t.k != T_IDENT)
            return expected(p, "an instruction or a declaration");
        bool ok;
        bool ccu = false;
        const opdef *op = find_op(p, &t);
        if (!op && p->nvp2 && (op = find_op_cc(p, &t)) != NULL)
            ccu = true;
        token after = peek(p, 1);
        if (is_punct(&after, ':')) {
            /* NV_vertex_program2 <branchLabel> ":" (labels have a name space of their own) */
            if (!p->nvp2)
                return err_tok(p, &t, "labels need OPTION NV_vertex_program2");
            for (int i = 0; i < p->nlabels; i++)
                if (p->labels[i].len == t.len && !memcmp(p->text + p->labels[i].off, p->text + t.off, t.len))
                    return err_tok(p, &t, "label %s is already defined at line %u", tok_desc(p, &t, b, sizeof b),
                                   p->labels[i].tok.line);
            if (p->nlabels >= MAX_AINSN)
                return err_tok(p, &t, "too many labels");
            alabel *l = &p->labels[p->nlabels++];
            l->off = t.off;
            l->len = t.len;
            l->ains = p->nins;
            l->tok = t;
            next(p);
            next(p);
            continue;
        }
        if (!op && !p->nvp2 && find_op_cc(p, &t))
            return err_tok(p, &t, "%s: the C suffix (a condition-code update) needs OPTION NV_vertex_program2",
                           tok_desc(p, &t, b, sizeof b));
        if (op && op->nvp2 && !p->nvp2) {
            return err_tok(p, &t, "%s is not an ARB_vertex_program instruction: it needs OPTION NV_vertex_program2",
                           op->name);
        } else if (op && p->nv20 &&
                   (op->op == A_FLR || op->op == A_FRC || op->op == A_EX2 || op->op == A_LG2 || op->op == A_POW)) {
            return err_tok(p, &t, "%s needs NV30: NV20's VP1.1 words have no %s", op->name,
                           op->op == A_POW ? "EX2 and LG2" : op->name);
        } else if (op) {
            ok = parse_instruction(p, op, ccu);
        } else if (is_word(p, &t, "PARAM")) {
            ok = parse_param_stmt(p);
        } else if (is_word(p, &t, "TEMP")) {
            ok = parse_name_list(p, V_TEMP);
        } else if (is_word(p, &t, "ADDRESS")) {
            ok = parse_name_list(p, V_ADDR);
        } else if (is_word(p, &t, "ATTRIB")) {
            ok = parse_attrib_stmt(p);
        } else if (is_word(p, &t, "OUTPUT")) {
            ok = parse_output_stmt(p);
        } else if (is_word(p, &t, "ALIAS")) {
            ok = parse_alias_stmt(p);
        } else if (is_word(p, &t, "OPTION")) {
            return err_tok(p, &t, "OPTION must come before every other statement");
        } else {
            for (size_t i = 0; i < sizeof foreign / sizeof foreign[0]; i++)
                if (is_word(p, &t, foreign[i].name))
                    return err_tok(p, &t, "%s is not an ARB_vertex_program instruction: %s", foreign[i].name,
                                   foreign[i].why);
            return err_tok(p, &t, "expected an instruction or a declaration, found %s", tok_desc(p, &t, b, sizeof b));
        }
        if (!ok)
            return false;
        if (!expect_punct(p, ';', "';' at the end of the statement"))
            return false;
    }
    if (p->cur.k != T_EOF) {
        char b[64];
        return err_tok(p, &p->cur, "unexpected %s after END (only comments may follow)",
                       tok_desc(p, &p->cur, b, sizeof b));
    }
    for (int r = 0; r < p->nrefs; r++) {
        const token *t = &p->label_refs[r];
        bool found = false;
        for (int i = 0; i < p->nlabels && !found; i++)
            found = p->labels[i].len == t->len && !memcmp(p->text + p->labels[i].off, p->text + t->off, t->len);
        if (!found)
            return err_late(p, t, "label '%.*s' is not defined", (int)(t->len > 40 ? 40 : t->len), p->text + t->off);
    }
    return true;
}

/* The label index of a reference, or of "main" (name NULL); -1 if none. */
static int find_label(const parser *p, const char *name, size_t len)
{
    for (int i = 0; i < p->nlabels; i++)
        if (p->labels[i].len == len && !memcmp(p->text + p->labels[i].off, name, len))
            return i;
    return -1;
}

/* ----------------------------------------------------------------- lowering */

/* A word before allocation: the uc_insn with its temporaries virtual. */
typedef struct {
    uc_insn w;
    int vd;    /* virtual temporary written (dfile TEMP), else -1 */
    int vs[3]; /* virtual temporary read by each source (file TEMP), else -1 */
    int ains;  /* the ARB instruction it comes from; -1: added */
    int label; /* BRA/CAL: the label reference (parser label_refs), else -1 */
} lword;

/* An operand after the layout. */
typedef struct {
    uint8_t file; /* UC_SFILE_TEMP (virtual), ATTR, CONST */
    int idx;      /* virtual temp, v[], cidx (absolute or offset) */
    uint8_t rel, arsel;
    uint8_t swz, neg;
    uint8_t abs; /* |x| (VP2's source modifier); then neg negates after it */
    uint8_t acomp; /* relative addressing: the address register's component */
} msrc;

typedef struct {
    parser *p;
    lword *w; /* MAX_LOW */
    int nw;
    arbvp_output *out;
    int cur_ains;
    uint8_t env;          /* UC_ENV_VP20, or VP11 for NV20 */
    unsigned slot_max;    /* c[] slots: 256, NV20 96 */
    unsigned nregs;       /* R registers: 16, NV20 12 */
    bool cc_on;           /* the next words are the instruction's own result: */
    uint8_t ccu, ccr, ccs; /* its C suffix and condition-code mask */
} lowerer;

static int new_vtemp(lowerer *L)
{
    if (L->p->nvtemp >= (int)MAX_VTEMP)
        return -1;
    return L->p->nvtemp++;
}

static bool slot_same(const arbvp_slot *s, const pvec *v)
{
    if (v->literal)
        return s->kind == ARBVP_SLOT_LITERAL && !memcmp(s->value, v->value, sizeof s->value);
    return s->kind != ARBVP_SLOT_LITERAL && !strcmp(s->name, v->name);
}

static int add_slot(lowerer *L, const pvec *v)
{
    arbvp_output *o = L->out;
    if (o->nslots >= L->slot_max)
        return -1;
    arbvp_slot *s = &o->slot[o->nslots];
    s->kind = v->kind;
    memcpy(s->value, v->value, sizeof s->value);
    snprintf(s->name, sizeof s->name, "%s", v->name);
    return (int)o->nslots++;
}

/* The slot of vector i: an equal slot if there is one, else a new one. */
static int slot_of(lowerer *L, int i)
{
    pvec *v = &L->p->pv[i];
    if (v->slot >= 0)
        return v->slot;
    for (unsigned k = 0; k < L->out->nslots; k++)
        if (slot_same(&L->out->slot[k], v))
            return v->slot = (int)k;
    return v->slot = add_slot(L, v);
}

static int literal_slot(lowerer *L, const uint32_t val[4])
{
    pvec v;
    memset(&v, 0, sizeof v);
    v.literal = true;
    v.kind = ARBVP_SLOT_LITERAL;
    memcpy(v.value, val, sizeof v.value);
    literal_name(v.name, sizeof v.name, val);
    for (unsigned k = 0; k < L->out->nslots; k++)
        if (slot_same(&L->out->slot[k], &v))
            return (int)k;
    return add_slot(L, &v);
}

static bool lower_fail(lowerer *L, const char *fmt, ...) PRINTF_LIKE(2, 3);
static bool lower_fail(lowerer *L, const char *fmt, ...)
{
    parser *p = L->p;
    token t = p->end_tok;
    if (L->cur_ains >= 0) {
        const ainsn *a = &p->ins[L->cur_ains];
        /* line and column of the instruction */
        lexer lx = {p->text, p->len, 0, 1, 1};
        while (lx.pos < a->off)
            lex_byte(&lx);
        t.line = lx.line;
        t.col = lx.col;
    }
    va_list ap;
    va_start(ap, fmt);
    verr_at(p, t.line, t.col, p->len, fmt, ap);
    va_end(ap);
    return false;
}

/* The operand of an ARB source after the layout. */
static bool resolve(lowerer *L, const aopnd *a, msrc *m)
{
    memset(m, 0, sizeof *m);
    m->swz = a->swz;
    m->neg = a->neg;
    m->abs = a->abs;
    switch (a->file) {
    case AF_TEMP:
        m->file = UC_SFILE_TEMP;
        m->idx = a->idx;
        return true;
    case AF_ATTR:
        m->file = UC_SFILE_ATTR;
        m->idx = a->idx;
        return true;
    case AF_PARAM:
        m->file = UC_SFILE_CONST;
        m->idx = slot_of(L, a->idx);
        if (m->idx < 0)
            return lower_fail(L, "more than %u program parameter slots (c[0]-c[%u])", L->slot_max, L->slot_max - 1);
        return true;
    case AF_PARAMREL: {
        const parr *ar = &L->p->arr[a->idx];
        m->file = UC_SFILE_CONST;
        m->idx = ar->base + a->off;
        m->rel = 1;
        m->arsel = (uint8_t)a->areg;
        m->acomp = (uint8_t)a->acomp;
        const int lo = L->env == UC_ENV_VP11 ? -64 : -256, hi = L->env == UC_ENV_VP11 ? 63 : 255;
        if (m->idx < lo || m->idx > hi)
            return lower_fail(L, "relative offset %d from c[%d] does not fit the word (%d to %d)", a->off, ar->base, lo, hi);
        return true;
    }
    default:
        return lower_fail(L, "internal error: bad operand");
    }
}

static bool append(lowerer *L, const lword *w)
{
    if (L->nw >= (int)MAX_LOW)
        return lower_fail(L, "the program lowers to more than %d words", (int)MAX_LOW);
    L->w[L->nw++] = *w;
    return true;
}

static void set_src(lword *w, int k, const msrc *m)
{
    uc_src *s = &w->w.src[k];
    s->file = m->file;
    s->swz = m->swz;
    s->neg = m->abs ? 0 : m->neg; /* |-x| is |x| */
    s->abs = m->abs;
    s->nabs = m->abs ? m->neg : 0;
    if (m->file == UC_SFILE_TEMP) {
        w->vs[k] = m->idx;
    } else if (m->file == UC_SFILE_ATTR) {
        w->w.vidx = (uint8_t)m->idx;
    } else {
        w->w.cidx = (int16_t)m->idx;
        w->w.crel = m->rel;
        w->w.arsel = m->arsel;
        w->w.arcomp = m->acomp;
    }
}

/* Destination of a word: dfile UC_DFILE_TEMP (idx virtual), OUT, ADDR. */
typedef struct {
    uint8_t dfile;
    int idx;
    uint8_t mask;
} mdst;

static bool emit(lowerer *L, uint8_t vop, uint8_t sop, mdst d, const msrc *src, const int *slots, int nsrc);

/* MOV t, m (m an attribute or a constant) into a new temporary; m then reads it. */
static bool through_temp(lowerer *L, msrc *m)
{
    int t = new_vtemp(L);
    if (t < 0)
        return lower_fail(L, "too many temporaries");
    msrc c = *m;
    c.swz = UC_SWZ_IDENTITY;
    c.neg = 0;
    c.abs = 0;
    const int s0 = 0;
    const bool cc = L->cc_on; /* the copy is not the instruction's result */
    L->cc_on = false;
    const bool ok = emit(L, UC_VOP_MOV, 0, (mdst){UC_DFILE_TEMP, t, 0xF}, &c, &s0, 1);
    L->cc_on = cc;
    if (!ok)
        return false;
    m->file = UC_SFILE_TEMP;
    m->idx = t;
    m->rel = m->arsel = m->acomp = 0;
    return true;
}

/* One word: vop or sop; src[i] goes to source slot slots[i]. A second
 * distinct v[] or c[] goes through a temporary first. */
static bool emit(lowerer *L, uint8_t vop, uint8_t sop, mdst d, const msrc *src, const int *slots, int nsrc)
{
    msrc s[3];
    int have_v = -1, have_c = -1;
    uint8_t c_rel = 0, c_ar = 0;
    for (int i = 0; i < nsrc; i++) {
        s[i] = src[i];
        if (s[i].file == UC_SFILE_ATTR) {
            if (have_v < 0)
                have_v = s[i].idx;
            else if (have_v != s[i].idx && !through_temp(L, &s[i]))
                return false;
        } else if (s[i].file == UC_SFILE_CONST) {
            if (have_c < 0) {
                have_c = s[i].idx;
                c_rel = s[i].rel;
                c_ar = (uint8_t)(s[i].arsel | s[i].acomp << 1);
            } else if ((have_c != s[i].idx || c_rel != s[i].rel || c_ar != (uint8_t)(s[i].arsel | s[i].acomp << 1)) &&
                       !through_temp(L, &s[i])) {
                return false;
            }
        }
    }
    lword w;
    memset(&w, 0, sizeof w);
    w.vd = -1;
    w.vs[0] = w.vs[1] = w.vs[2] = -1;
    w.ains = L->cur_ains;
    w.label = -1;
    w.w.env = L->env;
    w.w.vop = vop;
    w.w.sop = sop;
    w.w.ccr = L->cc_on ? L->ccr : UC_CCR_TR;
    w.w.ccs = L->cc_on ? L->ccs : UC_SWZ_IDENTITY;
    w.w.ccu = L->cc_on ? L->ccu : 0;
    w.w.dfile = d.dfile;
    w.w.wmask = d.mask;
    if (d.dfile == UC_DFILE_TEMP)
        w.vd = d.idx;
    else if (d.dfile != UC_DFILE_NONE)
        w.w.didx = (uint8_t)d.idx;
    for (int i = 0; i < nsrc; i++)
        set_src(&w, slots[i], &s[i]);
    return append(L, &w);
}

static uint8_t swz_compose(uint8_t swz, const int perm[4])
{
    uint8_t r = 0;
    for (int i = 0; i < 4; i++)
        r |= (uint8_t)(((swz >> (2 * perm[i])) & 3) << (2 * i));
    return r;
}

static bool lower_insn(lowerer *L, const ainsn *a)
{
    msrc s[3];
    memset(s, 0, sizeof s);
    const akind k = a->op->kind;
    const int nsrc = k == K_TRI ? 3 : (k == K_BIN || k == K_BINSC) ? 2 : (k == K_ARA || k == K_BRA || k == K_RET) ? 0 : 1;
    L->ccu = a->ccu;
    L->ccr = a->ccr;
    L->ccs = a->ccs;
    L->cc_on = false; /* set for the words that write the instruction's result */
    for (int i = 0; i < nsrc; i++)
        if (!resolve(L, &a->src[i], &s[i]))
            return false;
    mdst d = {0, a->dst.idx, a->mask};
    d.dfile = a->dst.file == AF_TEMP ? UC_DFILE_TEMP : a->dst.file == AF_OUT ? UC_DFILE_OUT : UC_DFILE_ADDR;
    static const int s012[3] = {0, 1, 2}, s2[1] = {2};
    switch (a->op->op) {
    case A_POW: {
        int t = new_vtemp(L);
        if (t < 0)
            return lower_fail(L, "too many temporaries");
        const msrc tx = {UC_SFILE_TEMP, t, 0, 0, 0x00, 0, 0, 0};
        msrc two[2] = {tx, s[1]};
        if (!emit(L, 0, UC_SOP_LG2, (mdst){UC_DFILE_TEMP, t, 1}, &s[0], s2, 1) ||
            !emit(L, UC_VOP_MUL, 0, (mdst){UC_DFILE_TEMP, t, 1}, two, s012, 2))
            return false;
        L->cc_on = true;
        return emit(L, 0, UC_SOP_EX2, d, &tx, s2, 1);
    }
    case A_XPD: {
        static const int zxy[4] = {2, 0, 1, 3}, yzx[4] = {1, 2, 0, 3};
        d.mask &= 7;
        if (!d.mask)
            return true; /* only w: undefined in ARB, nothing to write */
        int t = new_vtemp(L);
        if (t < 0)
            return lower_fail(L, "too many temporaries");
        msrc m1[2] = {s[0], s[1]}, m2[3] = {s[0], s[1], {UC_SFILE_TEMP, t, 0, 0, UC_SWZ_IDENTITY, 1, 0, 0}};
        m1[0].swz = swz_compose(s[0].swz, zxy);
        m1[1].swz = swz_compose(s[1].swz, yzx);
        m2[0].swz = swz_compose(s[0].swz, yzx);
        m2[1].swz = swz_compose(s[1].swz, zxy);
        if (!emit(L, UC_VOP_MUL, 0, (mdst){UC_DFILE_TEMP, t, 7}, m1, s012, 2))
            return false;
        L->cc_on = true;
        return emit(L, UC_VOP_MAD, 0, d, m2, s012, 3);
    }
    case A_SWZ: {
        uint8_t pos = 0, neg = 0, kon = 0, swz = UC_SWZ_IDENTITY;
        uint32_t val[4] = {0, 0, 0, 0};
        for (int i = 0; i < 4; i++) {
            const bool n = (a->extneg >> i) & 1;
            if (a->ext[i] >= 4) {
                kon |= (uint8_t)(1u << i);
                val[i] = (a->ext[i] == 5 ? f2u(1.0f) : 0u) ^ (n ? 0x80000000u : 0u);
            } else {
                swz = (uint8_t)((swz & ~(3u << (2 * i))) | ((unsigned)a->ext[i] << (2 * i)));
                if (n)
                    neg |= (uint8_t)(1u << i);
                else
                    pos |= (uint8_t)(1u << i);
            }
        }
        pos &= d.mask;
        neg &= d.mask;
        kon &= d.mask;
        msrc m = s[0];
        m.swz = swz;
        if (pos && neg && d.dfile == UC_DFILE_TEMP && m.file == UC_SFILE_TEMP && m.idx == d.idx &&
            !through_temp(L, &m))
            return false;
        L->cc_on = true; /* each part writes (and tests the condition code for) its own lanes */
        if (pos && !emit(L, UC_VOP_MOV, 0, (mdst){d.dfile, d.idx, pos}, &m, s012, 1))
            return false;
        m.neg = 1;
        if (neg && !emit(L, UC_VOP_MOV, 0, (mdst){d.dfile, d.idx, neg}, &m, s012, 1))
            return false;
        if (kon) {
            const int ks = literal_slot(L, val);
            if (ks < 0)
                return lower_fail(L, "more than %u program parameter slots (c[0]-c[%u])", L->slot_max, L->slot_max - 1);
            const msrc c = {UC_SFILE_CONST, ks, 0, 0, UC_SWZ_IDENTITY, 0, 0, 0};
            if (!emit(L, UC_VOP_MOV, 0, (mdst){d.dfile, d.idx, kon}, &c, s012, 1))
                return false;
        }
        return true;
    }
    default:
        break;
    }
    L->cc_on = true; /* (VP1's RSQ and LOG take |x| themselves: NV20 and docs/numerics.md 4.2, 4.3) */
    if ((a->op->op == A_RSQ || a->op->op == A_LOG) && L->env == UC_ENV_VP20) {
        s[0].abs = 1; /* 2.14.5.14, 2.14.5.22: of the absolute value (VP2's RSQ and LOG do not take it) */
        s[0].neg = 0;
    }
    if (k == K_BRA || k == K_RET) {
        if (!emit(L, 0, a->op->sop, (mdst){UC_DFILE_NONE, 0, 0}, s, s2, 0))
            return false;
        L->w[L->nw - 1].label = a->label;
        return true;
    }
    if (k == K_ARA) {
        if (!emit(L, UC_VOP_ARA, 0, d, s, s012, 0))
            return false;
        L->w[L->nw - 1].w.arsel = (uint8_t)a->src[0].idx;
        return true;
    }
    if (a->op->sop)
        return emit(L, 0, a->op->sop, d, s, s2, 1);
    return emit(L, a->op->vop, 0, d, s, s012, nsrc);
}

/* Liveness allocation of the virtual temporaries onto R0-R15. */
static bool allocate(lowerer *L)
{
    parser *p = L->p;
    const int nv = p->nvtemp, nw = L->nw;
    int *first = malloc((size_t)(nv ? nv : 1) * sizeof *first);
    int *last = malloc((size_t)(nv ? nv : 1) * sizeof *last);
    int *phys = malloc((size_t)(nv ? nv : 1) * sizeof *phys);
    bool ok = first && last && phys;
    if (!ok) {
        free(first);
        free(last);
        free(phys);
        return lower_fail(L, "out of memory");
    }
    for (int v = 0; v < nv; v++) {
        first[v] = last[v] = -1;
        phys[v] = -1;
    }
    for (int i = 0; i < nw; i++) {
        int acc[4] = {L->w[i].vd, L->w[i].vs[0], L->w[i].vs[1], L->w[i].vs[2]};
        for (int k = 0; k < 4; k++)
            if (acc[k] >= 0) {
                if (first[acc[k]] < 0)
                    first[acc[k]] = i;
                last[acc[k]] = i;
            }
    }
    /* with labels or branches an interval in word order is not a lifetime: a
     * declared temporary keeps its register through the whole program (the
     * lowering's own temporaries live within one instruction, which holds no
     * label) */
    bool flow = p->nlabels > 0;
    for (int i = 0; i < nw; i++)
        flow = flow || uc_sop_flow(L->w[i].w.sop);
    for (int v = 0; flow && v < p->ndecl_vtemp && v < nv; v++)
        if (first[v] >= 0) {
            first[v] = 0;
            last[v] = nw - 1;
        }
    const unsigned nregs = L->nregs;
    int owner[NREGS];
    for (unsigned r = 0; r < NREGS; r++)
        owner[r] = -1;
    unsigned used = 0;
    for (int i = 0; i < nw && ok; i++) {
        /* registers whose temporary is read for the last time here may be
         * this word's destination (the word reads before it writes) */
        for (unsigned r = 0; r < NREGS; r++)
            if (owner[r] >= 0 && last[owner[r]] == i && first[owner[r]] < i)
                owner[r] = -1;
        int acc[4] = {L->w[i].vd, L->w[i].vs[0], L->w[i].vs[1], L->w[i].vs[2]};
        for (int k = 0; k < 4 && ok; k++) {
            const int v = acc[k];
            if (v < 0 || phys[v] >= 0)
                continue;
            unsigned r = 0;
            while (r < nregs && owner[r] >= 0)
                r++;
            if (r == nregs) {
                /* count what is live here, for the message */
                int live = 0;
                for (int u = 0; u < nv; u++)
                    if (first[u] >= 0 && first[u] <= i && last[u] >= i)
                        live++;
                L->cur_ains = L->w[i].ains;
                ok = lower_fail(L, "the program needs %d temporaries at once here (the engine has %u: R0-R%u)",
                                live, nregs, nregs - 1);
                break;
            }
            owner[r] = v;
            phys[v] = (int)r;
            if (r + 1 > used)
                used = r + 1;
        }
        for (unsigned r = 0; r < NREGS; r++)
            if (owner[r] >= 0 && last[owner[r]] <= i)
                owner[r] = -1;
    }
    for (int i = 0; i < nw && ok; i++) {
        lword *w = &L->w[i];
        if (w->vd >= 0)
            w->w.didx = (uint8_t)phys[w->vd];
        for (int k = 0; k < 3; k++)
            if (w->vs[k] >= 0)
                w->w.src[k].tidx = (uint8_t)phys[w->vs[k]];
    }
    L->out->nregs = used;
    free(first);
    free(last);
    free(phys);
    return ok;
}

static bool build(parser *p, arbvp_output *out)
{
    lowerer L;
    memset(&L, 0, sizeof L);
    L.p = p;
    L.out = out;
    L.cur_ains = -1;
    L.env = p->nv20 ? UC_ENV_VP11 : UC_ENV_VP20;
    L.slot_max = p->nv20 ? 96u : ARBVP_MAX_SLOTS;
    L.nregs = p->nv20 ? 12u : NREGS;
    L.w = malloc((size_t)MAX_LOW * sizeof *L.w);
    if (!L.w)
        return err_late(p, &p->end_tok, "out of memory");
    bool ok = true;
    /* relatively addressed arrays first, each a block */
    for (int a = 0; a < p->narr && ok; a++) {
        parr *ar = &p->arr[a];
        if (!ar->relative)
            continue;
        if (out->nslots + (unsigned)ar->n > L.slot_max) {
            ok = err_late(p, &p->end_tok, "more than %u program parameter slots (c[0]-c[%u])", L.slot_max,
                          L.slot_max - 1);
            break;
        }
        ar->base = (int)out->nslots;
        for (int i = 0; i < ar->n; i++)
            p->pv[ar->first + i].slot = add_slot(&L, &p->pv[ar->first + i]);
    }
    for (int i = 0; i < p->nins && ok; i++) {
        L.cur_ains = i;
        ok = lower_insn(&L, &p->ins[i]);
    }
    L.cur_ains = -1;
    /* result.position never written (or nothing at all): the engine needs a word and an o[HPOS] write */
    bool hpos = p->pi;
    for (int i = 0; i < L.nw; i++)
        hpos = hpos || uc_writes_hpos(&L.w[i].w);
    if (ok && !hpos) {
        const msrc v0 = {UC_SFILE_ATTR, 0, 0, 0, UC_SWZ_IDENTITY, 0, 0, 0};
        const int s0 = 0;
        ok = emit(&L, UC_VOP_MOV, 0, (mdst){UC_DFILE_OUT, UC_OUT_HPOS, 0xF}, &v0, &s0, 1);
    }
    ok = ok && allocate(&L);
    for (int i = 0; ok && p->nv20 && p->pi && i < L.nw; i++)
        if (L.w[i].w.crel)
            ok = err_late(p, &p->end_tok, "on NV20 a position-invariant program cannot address parameters relatively "
                                          "(VP1.1, NV_vertex_program2 2.14.6.1)");
    const int nw = L.nw;
    vpp_item *items = ok ? malloc((size_t)(nw ? nw : 1) * sizeof *items) : NULL;
    int *start = ok ? calloc((size_t)nw + 1, sizeof *start) : NULL;    /* lword starts a basic block */
    int *word_at = ok ? calloc((size_t)nw + 1, sizeof *word_at) : NULL; /* block start lword -> its word */
    int *first_lw = ok ? calloc((size_t)p->nins + 1, sizeof *first_lw) : NULL; /* ARB instruction -> lword */
    if (ok && (!items || !start || !word_at || !first_lw))
        ok = err_late(p, &p->end_tok, "out of memory");
    unsigned n = 0;
    const bool have = items && start && word_at && first_lw;
    if (ok && have) {
        /* the first word at or after each ARB instruction (added words count as after the last) */
        for (int k = p->nins, i = nw; k >= 0; k--) {
            while (i > 0 && (L.w[i - 1].ains < 0 ? p->nins : L.w[i - 1].ains) >= k)
                i--;
            first_lw[k] = i;
        }
        /* basic blocks end at every label and around every BRA/CAL/RET */
        start[0] = 1;
        for (int l = 0; l < p->nlabels; l++)
            start[first_lw[p->labels[l].ains]] = 1;
        for (int i = 0; i < nw; i++)
            if (uc_sop_flow(L.w[i].w.sop))
                start[i] = start[i + 1] = 1;
        unsigned from = 0;
        for (int i = 0; i <= nw; i++) {
            if (i == nw || start[i]) {
                if ((p->flags & VPASM_PAIR) && n - from > 1)
                    n = from + vpp_pair_block(&items[from], n - from);
                from = n;
                word_at[i] = (int)n;
            }
            if (i == nw)
                break;
            items[n].w = L.w[i].w;
            items[n].first = (uint16_t)i;
            items[n].second = VPP_SINGLE;
            n++;
        }
        const unsigned limit = (p->nv20 ? 128u : UC_MAX_WORDS) - (p->pi ? UC_PI_WORDS : 0);
        if (n > limit)
            ok = err_late(p, &p->end_tok, "the program takes %u words after lowering%s; the engine has %u%s", n,
                          (p->flags & VPASM_PAIR) ? " and pairing" : "", limit,
                          p->pi ? " (position-invariant programs)" : "");
    }
    /* the entry: label "main" (NV_vertex_program2), else the first word */
    const int mainl = ok && have ? find_label(p, "main", 4) : -1;
    unsigned ew = 0;
    if (mainl >= 0) {
        const int lw = first_lw[p->labels[mainl].ains];
        if (lw >= nw)
            ok = err_late(p, &p->labels[mainl].tok, "label 'main' must be followed by an instruction");
        else
            ew = (unsigned)word_at[lw];
    }
    if (ok && have) {
        vpasm_output *o = &out->out;
        uc_program *pr = &o->prog;
        const unsigned shift = p->pi ? UC_PI_WORDS : 0;
        pr->env = L.env;
        pr->pos_invariant = p->pi;
        pr->entry = (uint16_t)ew;
        unsigned w = 0;
        for (unsigned i = 0; i <= n; i++) {
            if (p->pi && i == ew)
                for (unsigned r = 0; r < UC_PI_WORDS; r++, w++) {
                    const uc_insn in = uc_pi_word(L.env, r);
                    pr->words[w] = uc_pack(&in);
                }
            if (i == n)
                break;
            uc_insn in = items[i].w;
            const int lab = L.w[items[i].first].label;
            if (lab >= 0) { /* BRA/CAL: the first word of the block after the label, or the end */
                const token *t = &p->label_refs[lab];
                const int li = find_label(p, p->text + t->off, t->len);
                const int lw = first_lw[p->labels[li].ains];
                const unsigned tw = (unsigned)word_at[lw];
                in.target = (uint16_t)(lw >= nw ? UC_TARGET_EXIT : tw + (tw >= ew ? shift : 0));
            }
            pr->words[w] = uc_pack(&in);
            const int a1 = L.w[items[i].first].ains;
            o->src_line[w] = a1 >= 0 ? p->ins[a1].line : 0;
            o->src_offset[w] = a1 >= 0 ? p->ins[a1].off : 0;
            if (items[i].second != VPP_SINGLE) {
                const int a2 = L.w[items[i].second].ains;
                o->pair_line[w] = a2 >= 0 ? p->ins[a2].line : 0;
                o->pair_offset[w] = a2 >= 0 ? p->ins[a2].off : 0;
                o->npairs++;
            }
            w++;
        }
        pr->count = (uint16_t)w;
        uc_set(&pr->words[w - 1], UC_END_LSB, UC_END_WIDTH, 1);
        o->ninstr = (unsigned)p->nins;
        out->ninstr = (unsigned)p->nins;
        char why[160];
        if (!uc_check_program(pr, why, sizeof why))
            ok = err_late(p, &p->end_tok, "internal error: the ARB lowering produced invalid microcode (%s)", why);
    }
    free(start);
    free(word_at);
    free(first_lw);
    free(items);
    free(L.w);
    return ok;
}

/* ------------------------------------------------------------------- entry */

bool arbvp_is_arb(const char *text, size_t len) { return text && len >= 5 && memcmp(text, "!!ARB", 5) == 0; }

int arbvp_assemble(const char *text, size_t len, uint32_t flags, arbvp_output *out, vpasm_error *err)
{
    vpasm_error dummy;
    if (!err)
        err = &dummy;
    memset(err, 0, sizeof *err);
    memset(out, 0, sizeof *out);
    parser *p = calloc(1, sizeof *p);
    pvec *pv = malloc((size_t)MAX_PVEC * sizeof *pv);
    ainsn *ins = malloc((size_t)MAX_AINSN * sizeof *ins);
    if (!p || !pv || !ins) {
        free(p);
        free(pv);
        free(ins);
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    p->pv = pv;
    p->ins = ins;
    p->text = text ? text : "";
    p->len = text ? len : 0;
    p->lx.s = p->text;
    p->lx.len = p->len;
    p->lx.line = 1;
    p->lx.col = 1;
    p->err = err;
    p->flags = flags;
    p->nv20 = (flags & ARBVP_NV20) != 0;
    bool ok = parse_program(p);
    p->ndecl_vtemp = p->nvtemp;
    ok = ok && build(p, out);
    free(pv);
    free(ins);
    free(p);
    return ok ? 0 : -1;
}

int arbvp_assemble_vp(const char *text, size_t len, uint32_t flags, vpasm_output *out, vpasm_error *err)
{
    arbvp_output *o = malloc(sizeof *o);
    if (!o) {
        if (err) {
            memset(err, 0, sizeof *err);
            snprintf(err->msg, sizeof err->msg, "out of memory");
        }
        return -1;
    }
    int rc = arbvp_assemble(text, len, flags, o, err);
    if (rc == 0)
        *out = o->out;
    free(o);
    return rc;
}

int arbvp_binding_slot(const arbvp_output *o, const char *name, size_t len, char *why, size_t whysz)
{
    parser *p = calloc(1, sizeof *p);
    pvec *pv = malloc(8 * sizeof *pv);
    vpasm_error e;
    memset(&e, 0, sizeof e);
    if (!p || !pv) {
        free(p);
        free(pv);
        snprintf(why, whysz, "out of memory");
        return -2;
    }
    p->text = name;
    p->len = len;
    p->lx.s = name;
    p->lx.len = len;
    p->lx.line = 1;
    p->lx.col = 1;
    p->err = &e;
    p->pv = pv;
    next(p);
    char canon[ARBVP_NAME_MAX] = "";
    if (is_word(p, &p->cur, "state")) {
        names nm;
        if (parse_state(p, false, &nm))
            snprintf(canon, sizeof canon, "%s", nm.name[0]);
    } else if (is_word(p, &p->cur, "program")) {
        uint8_t kind = 0;
        long a = 0, b = 0;
        if (parse_program_param(p, false, &kind, &a, &b))
            snprintf(canon, sizeof canon, "program.%s[%ld]", kind == ARBVP_SLOT_ENV ? "env" : "local", a);
    } else {
        expected(p, "a GL state (state.*) or a program parameter (program.env[n], program.local[n])");
    }
    if (!p->failed && p->cur.k != T_EOF)
        expected(p, "the end of the binding");
    int rc = -1;
    if (p->failed) {
        snprintf(why, whysz, "column %u: %s", e.col, e.msg);
        rc = -2;
    } else {
        for (unsigned k = 0; k < o->nslots; k++)
            if (o->slot[k].kind != ARBVP_SLOT_LITERAL && !strcmp(o->slot[k].name, canon))
                rc = (int)k;
        if (rc < 0)
            snprintf(why, whysz, "%s: the program does not read it", canon);
    }
    free(pv);
    free(p);
    return rc;
}

int arbvp_write_consts(FILE *f, const arbvp_output *o)
{
    fprintf(f, "# program parameter slots (docs/arbvp.md): %u\n", o->nslots);
    for (unsigned k = 0; k < o->nslots; k++) {
        const arbvp_slot *s = &o->slot[k];
        if (s->kind == ARBVP_SLOT_LITERAL)
            fprintf(f, "c[%u] = 0x%08x 0x%08x 0x%08x 0x%08x  # %s\n", k, (unsigned)s->value[0], (unsigned)s->value[1],
                    (unsigned)s->value[2], (unsigned)s->value[3], s->name);
        else
            fprintf(f, "# c[%u] = %s\n", k, s->name);
    }
    return ferror(f) ? -1 : 0;
}

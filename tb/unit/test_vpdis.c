/*
 * Unit test of cmodel/vpdis (the disassembler), by properties:
 *
 *  (a) random programs: words built from random in-range field values with
 *      the unused fields zeroed, kept when uc_check accepts them, assembled
 *      into random programs (all environments, position invariance, main,
 *      branches) kept when uc_check_program accepts them; then
 *      vpasm(vpdis(p)) == p word for word, with env, entry, count and the
 *      position-invariant flag. The seed is printed; VP_SEED overrides it,
 *      VP_WORDS sets the number of words (default 60000, at least 20000).
 *  (b) every *.vp / *.vsp under programs/ (VP_PROGRAMS overrides) and,
 *      when present, ../shared/corpus (VP_CORPUS overrides, "" skips) that
 *      assembles: asm(dis(asm(text))) == asm(text), and the canonical text
 *      is a fixed point: dis(asm(dis(x))) == dis(x).
 *  (c) known-bad cases: the comparison reports every single-bit change of
 *      a word and every header change; vpdis refuses programs that fail
 *      uc_check_program or that no text can produce; mutated and random
 *      images never crash it, and whatever it accepts still round-trips;
 *      vpdis_insn never writes past its buffer.
 *  (d) known answers for the canonical spelling of some words.
 */
#include <dirent.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ucode.h"
#include "vpasm.h"
#include "vpdis.h"
#include "vpfile.h"
#include "tbrng.h"

static int failures;
#define MAX_REPORTS 20
#define CHECK(c, ...)                                                                                                  \
    do {                                                                                                               \
        if (!(c)) {                                                                                                    \
            if (failures++ < MAX_REPORTS) {                                                                            \
                printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                            \
                printf(__VA_ARGS__);                                                                                   \
                printf("\n");                                                                                          \
            }                                                                                                          \
        }                                                                                                              \
    } while (0)

/* ---- random numbers (xorshift64*, state passed explicitly) ---------------- */


static unsigned below(tb_rng *r, unsigned n) { return n ? tb_rnd(r) % n : 0; }

/* ---- program comparison ---------------------------------------------------- */

/* 0 when equal; else 1 and the first difference described in why. */
static int prog_diff(const uc_program *a, const uc_program *b, char *why, size_t sz)
{
    if (a->env != b->env)
        return snprintf(why, sz, "env %u vs %u", a->env, b->env), 1;
    if (a->pos_invariant != b->pos_invariant)
        return snprintf(why, sz, "pos_invariant %u vs %u", a->pos_invariant, b->pos_invariant), 1;
    if (a->count != b->count)
        return snprintf(why, sz, "count %u vs %u", a->count, b->count), 1;
    if (a->entry != b->entry)
        return snprintf(why, sz, "entry %u vs %u", a->entry, b->entry), 1;
    for (unsigned i = 0; i < a->count && i < UC_MAX_WORDS; i++) {
        if (uc_word_eq(&a->words[i], &b->words[i]))
            continue;
        int n = snprintf(why, sz, "word %u differs in", i);
#define FIELD_DIFF(NAME, LSB, WIDTH)                                                                                   \
    if (uc_get(&a->words[i], LSB, WIDTH) != uc_get(&b->words[i], LSB, WIDTH) && n > 0 && (size_t)n < sz)               \
        n += snprintf(why + n, sz - (size_t)n, " %s(%u vs %u)", #NAME, (unsigned)uc_get(&a->words[i], LSB, WIDTH),   \
                      (unsigned)uc_get(&b->words[i], LSB, WIDTH));
        UC_FIELDS(FIELD_DIFF)
#undef FIELD_DIFF
        return 1;
    }
    return 0;
}

/* ---- round trip -------------------------------------------------------------- */

typedef struct {
    vpasm_output out;
    vpasm_error err;
} asm_work;

/*
 * Disassembles p, assembles the text, compares. 0 when identical. On a
 * difference prints a report (with the text) under the given title.
 */
static int roundtrip(const uc_program *p, asm_work *w, const char *title)
{
    char err[256], why[512];
    char *text = NULL;
    size_t len = 0;
    if (vpdis_program_text(p, 0, &text, &len, err, sizeof err) != 0) {
        CHECK(0, "%s: vpdis refused a valid program: %s", title, err);
        return 1;
    }
    int bad = 0;
    if (vpasm_assemble(text, len, &w->out, &w->err) != 0) {
        CHECK(0, "%s: disassembly does not assemble: line %u col %u: %s", title, w->err.line, w->err.col,
              w->err.msg);
        bad = 1;
    } else if (prog_diff(p, &w->out.prog, why, sizeof why)) {
        CHECK(0, "%s: round trip changed the program: %s (original vs reassembled)", title, why);
        bad = 1;
    }
    if (bad && failures <= MAX_REPORTS)
        printf("---- text ----\n%s--------------\n", text);
    free(text);
    return bad;
}

/* ---- random words -------------------------------------------------------- */

static uint8_t rand_swz(tb_rng *r)
{
    switch (below(r, 3)) {
    case 0:
        return UC_SWZ_IDENTITY;
    case 1:
        return (uint8_t)(below(r, 4) * 0x55u);
    default:
        return (uint8_t)tb_rnd(r);
    }
}

static bool src_used(const uc_insn *in, unsigned s)
{
    if (in->vop)
        return (int)s < uc_vop_nsrc(in->vop);
    return s == 2 && !uc_sop_flow(in->sop);
}

/*
 * One word of environment env: random values in each field's range for
 * the environment, then the fields the operation does not use zeroed. The
 * caller keeps it only if uc_check accepts it. Branch targets are set by
 * the program generator.
 */
static uc_insn rand_insn_raw(tb_rng *r, unsigned env)
{
    const bool vp2 = env == UC_ENV_VP20, vsp = env == UC_ENV_VSP10;
    uc_insn in;
    memset(&in, 0, sizeof in);
    in.env = (uint8_t)env;
    if (below(r, 3))
        in.vop = (uint8_t)(1 + below(r, UC_VOP_COUNT - 1));
    else
        in.sop = (uint8_t)(1 + below(r, UC_SOP_COUNT - 1));
    in.ccu = (uint8_t)below(r, 2);
    in.ccr = (uint8_t)below(r, 8);
    in.ccs = rand_swz(r);
    if (below(r, 2)) {
        in.ccr = UC_CCR_TR;
        in.ccs = UC_SWZ_IDENTITY;
    }
    /* destination */
    static const uint8_t files[] = {UC_DFILE_TEMP, UC_DFILE_TEMP, UC_DFILE_OUT, UC_DFILE_OUT, UC_DFILE_NONE,
                                    UC_DFILE_CONST};
    in.dfile = files[below(r, sizeof files)];
    if (uc_is_addr_op(in.vop))
        in.dfile = UC_DFILE_ADDR;
    switch (in.dfile) {
    case UC_DFILE_TEMP:
        in.didx = (uint8_t)below(r, vp2 ? 16 : 12);
        break;
    case UC_DFILE_OUT:
        in.didx = (uint8_t)below(r, vp2 ? 21 : 15);
        break;
    case UC_DFILE_CONST:
        in.didx = (uint8_t)below(r, 96);
        break;
    case UC_DFILE_ADDR:
        in.didx = (uint8_t)below(r, vp2 ? 2 : 1);
        break;
    default:
        break;
    }
    in.wmask = below(r, 3) ? (uint8_t)(1 + below(r, 15)) : 0xF;
    /* shared operand addressing */
    in.vidx = vsp ? 0 : (uint8_t)below(r, 16);
    in.crel = (uint8_t)below(r, 2);
    if (in.crel) {
        in.cidx = vp2 ? (int16_t)((int)below(r, 512) - 256) : (int16_t)((int)below(r, 128) - 64);
        in.arsel = vp2 ? (uint8_t)below(r, 2) : 0;
        in.arcomp = vp2 ? (uint8_t)below(r, 4) : 0;
    } else {
        in.cidx = (int16_t)below(r, vp2 ? 256 : 96);
    }
    for (unsigned s = 0; s < 3; s++) {
        uc_src *src = &in.src[s];
        src->file = (uint8_t)below(r, 3); /* TEMP, ATTR, CONST */
        src->tidx = src->file == UC_SFILE_TEMP ? (uint8_t)below(r, vp2 ? 16 : 12) : 0;
        src->swz = rand_swz(r);
        src->neg = (uint8_t)below(r, 2);
        if (vp2) {
            src->abs = (uint8_t)below(r, 2);
            src->nabs = src->abs ? (uint8_t)below(r, 2) : 0;
        }
    }
    /* environment: no condition codes before VP2 */
    if (!vp2) {
        in.ccu = 0;
        in.ccr = UC_CCR_TR;
        in.ccs = UC_SWZ_IDENTITY;
    }
    /* shape of the operation: zero what it does not use */
    const bool scalar = in.sop ? uc_sop_scalar(in.sop) : (in.vop == UC_VOP_ARL && !vp2);
    if (in.vop == UC_VOP_ARL && !vp2)
        in.wmask = 1;
    bool uses_attr = false, uses_const = false;
    for (unsigned s = 0; s < 3; s++) {
        if (!src_used(&in, s) || in.vop == UC_VOP_ARA) {
            memset(&in.src[s], 0, sizeof in.src[s]);
            continue;
        }
        if (scalar)
            in.src[s].swz = (uint8_t)((in.src[s].swz & 3u) * 0x55u);
        uses_attr |= in.src[s].file == UC_SFILE_ATTR;
        uses_const |= in.src[s].file == UC_SFILE_CONST;
    }
    if (!uses_attr)
        in.vidx = 0;
    if (!uses_const && in.vop != UC_VOP_ARA) {
        in.cidx = 0;
        in.crel = 0;
        in.arsel = 0;
        in.arcomp = 0;
    }
    if (in.vop == UC_VOP_ARA) {
        in.vidx = 0;
        in.cidx = 0;
        in.crel = 0;
        in.arcomp = 0;
        in.arsel = (uint8_t)below(r, 2); /* the address register read */
    }
    if (uc_sop_flow(in.sop)) {
        in.ccu = 0;
        in.dfile = in.didx = in.wmask = 0;
        in.vidx = 0;
        in.cidx = 0;
        in.crel = in.arsel = in.arcomp = 0;
    }
    return in;
}

typedef struct {
    unsigned tried, kept, pairs;
    bool seen[UC_ENV_COUNT][2][32]; /* [env][vector?][opcode] kept at least once */
} word_stats;

/*
 * A paired word: a random vector word with at most two sources (not ARA)
 * and a random special-function word made a possible SOP half (no CC
 * mask or update, R or o[] written), put together by uc_pair; half of the
 * time the special half reads the vector half's v[] and c[]. The caller
 * keeps it only if uc_check accepts it.
 */
static uc_insn rand_pair_raw(tb_rng *r, unsigned env)
{
    uc_insn v, s;
    do
        v = rand_insn_raw(r, env);
    while (!v.vop || v.vop == UC_VOP_ARA || uc_vop_nsrc(v.vop) > 2);
    do
        s = rand_insn_raw(r, env);
    while (s.vop || uc_sop_flow(s.sop));
    s.ccu = 0;
    s.ccr = UC_CCR_TR;
    s.ccs = UC_SWZ_IDENTITY;
    if (s.dfile != UC_DFILE_TEMP && s.dfile != UC_DFILE_OUT) {
        s.dfile = below(r, 2) ? UC_DFILE_TEMP : UC_DFILE_OUT;
        s.didx = (uint8_t)below(r, s.dfile == UC_DFILE_TEMP ? (env == UC_ENV_VP20 ? 16 : 12)
                                                             : (env == UC_ENV_VP20 ? 21 : 15));
    }
    if (below(r, 2)) {
        if (s.src[2].file == UC_SFILE_ATTR)
            s.vidx = v.vidx;
        if (s.src[2].file == UC_SFILE_CONST) {
            s.cidx = v.cidx;
            s.crel = v.crel;
            s.arsel = v.arsel;
            s.arcomp = v.arcomp;
        }
    }
    return uc_pair(&v, &s);
}

static uc_insn rand_insn(tb_rng *r, unsigned env, word_stats *st)
{
    const bool pair = below(r, 6) == 0;
    for (;;) {
        uc_insn in = pair ? rand_pair_raw(r, env) : rand_insn_raw(r, env);
        st->tried++;
        if (uc_check(&in, NULL, 0)) {
            st->kept++;
            st->pairs += uc_paired(&in);
            if (!pair)
                st->seen[env & 3u][in.vop != 0][(in.vop ? in.vop : in.sop) & 31u] = true;
            return in;
        }
    }
}

/* Either half of a paired word counts. */
static bool writes_hpos(const uc_insn *in) { return uc_writes_hpos(in); }

/* A word acceptable at a user position of a program with these options. */
static uc_insn rand_user_insn(tb_rng *r, unsigned env, bool pi, word_stats *st)
{
    for (;;) {
        uc_insn in = rand_insn(r, env, st);
        if (pi && writes_hpos(&in))
            continue;
        if (pi && env == UC_ENV_VP11 && in.crel)
            continue;
        return in;
    }
}

/*
 * A random program that some text produces: user instructions, the PI block
 * at the entry (VP2: anywhere "main" can be; VP1.1: word 0), branch targets
 * to user words or to the end.
 */
static void rand_program(tb_rng *r, uc_program *p, word_stats *st)
{
    memset(p, 0, sizeof *p);
    const unsigned env = below(r, 4);
    const bool vp2 = env == UC_ENV_VP20;
    const bool pi = (env == UC_ENV_VP11 || vp2) && below(r, 3) == 0;
    const unsigned limit = (vp2 ? 256u : 128u) - (pi ? 4u : 0u);
    unsigned nuser;
    switch (below(r, 10)) {
    case 0:
        nuser = limit;
        break;
    case 1:
    case 2:
    case 3:
        nuser = 1 + below(r, limit);
        break;
    default:
        nuser = 1 + below(r, 16);
        break;
    }
    if (vp2 && pi && below(r, 50) == 0)
        nuser = 0; /* only the block */
    unsigned k = 0; /* user index of the entry ("main") */
    if (vp2 && nuser > 0 && below(r, 2))
        k = below(r, nuser);
    uc_insn user[UC_MAX_WORDS];
    for (unsigned i = 0; i < nuser; i++)
        user[i] = rand_user_insn(r, env, pi, st);
    /* the load rules: HPOS written (or c[] for a state program) */
    if (nuser > 0) {
        bool have = pi;
        for (unsigned i = 0; i < nuser; i++)
            have |= env == UC_ENV_VSP10 ? user[i].dfile == UC_DFILE_CONST : writes_hpos(&user[i]);
        while (!have) {
            unsigned i = below(r, nuser);
            user[i] = rand_user_insn(r, env, pi, st);
            have = env == UC_ENV_VSP10 ? user[i].dfile == UC_DFILE_CONST : writes_hpos(&user[i]);
        }
    }
    /* layout: user words with the block at k */
    const unsigned shift = pi ? 4u : 0u;
    p->env = (uint8_t)env;
    p->pos_invariant = pi;
    p->entry = (uint16_t)k;
    p->count = (uint16_t)(nuser + shift);
    for (unsigned i = 0; i < nuser; i++) {
        uc_insn in = user[i];
        if (in.sop == UC_SOP_BRA || in.sop == UC_SOP_CAL) {
            if (below(r, 8) == 0) {
                in.target = UC_TARGET_EXIT;
            } else {
                unsigned t = below(r, nuser);
                in.target = (uint16_t)(t + (t >= k ? shift : 0));
            }
        }
        in.end = 0;
        p->words[i + (i >= k ? shift : 0)] = uc_pack(&in);
    }
    for (unsigned row = 0; row < shift; row++) {
        uc_insn in = uc_pi_word(env, row);
        p->words[k + row] = uc_pack(&in);
    }
    uc_set(&p->words[p->count - 1], UC_END_LSB, UC_END_WIDTH, 1);
}

/* ---- (a) random round trips ------------------------------------------------- */

static void test_random(uint64_t seed, unsigned want_words, asm_work *w)
{
    tb_rng r = {seed ? seed : 1};
    word_stats st;
    memset(&st, 0, sizeof st);
    unsigned words = 0, programs = 0, pi_programs = 0, branches = 0, with_main = 0, by_env[4] = {0};
    uc_program *p = malloc(sizeof *p);
    if (!p)
        return;
    while (words < want_words && failures < MAX_REPORTS) {
        rand_program(&r, p, &st);
        char why[256];
        if (!uc_check_program(p, why, sizeof why)) {
            CHECK(0, "generator built an invalid program (%s): fix the test", why);
            continue;
        }
        char title[64];
        snprintf(title, sizeof title, "random program %u", programs);
        roundtrip(p, w, title);
        words += p->count;
        programs++;
        pi_programs += p->pos_invariant;
        with_main += p->entry != 0;
        by_env[p->env]++;
        for (unsigned i = 0; i < p->count; i++) {
            uc_insn in = uc_unpack(&p->words[i]);
            branches += in.sop == UC_SOP_BRA || in.sop == UC_SOP_CAL;
        }
    }
    free(p);
    printf("  (a) %u random programs, %u words (VP1.0 %u, VP1.1 %u, VP2.0 %u, VSP1.0 %u programs; "
           "%u position-invariant, %u with main; %u branches/calls; %u paired words); %u of %u random words kept by "
           "uc_check\n",
           programs, words, by_env[0], by_env[1], by_env[2], by_env[3], pi_programs, with_main, branches, st.pairs,
           st.kept, st.tried);
    CHECK(words >= want_words, "only %u words round-tripped", words);
    CHECK(words < 20000 || st.pairs >= words / 20, "only %u paired words in %u", st.pairs, words);
    /* generator health: every operation of every environment occurred
     * (VP1.0 and VSP1.0: 12 vector + 5 special; VP1.1: +4; VP2.0: 26 + 13) */
    unsigned pairs = 0;
    for (unsigned e = 0; e < UC_ENV_COUNT; e++)
        for (unsigned v = 0; v < 2; v++)
            for (unsigned o = 0; o < 32; o++)
                pairs += st.seen[e][v][o];
    CHECK(words < 20000 || pairs == 17 + 21 + 39 + 17, "generator produced only %u (environment, operation) pairs",
          pairs);
}

/* ---- (b) program files -------------------------------------------------------- */

typedef struct {
    unsigned files, assembled, roundtripped;
    unsigned paired, pairs; /* assembled with VPASM_PAIR: round-tripped, and their paired words */
} file_stats;


static bool has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

static void test_file(const char *path, asm_work *w, file_stats *fs)
{
    size_t len;
    char *text = vp_read_file(path, (size_t)64 << 20, &len);
    CHECK(text != NULL, "%s: cannot read", path);
    if (!text)
        return;
    fs->files++;
    if (vpasm_assemble(text, len, &w->out, &w->err) == 0) {
        fs->assembled++;
        uc_program *p = malloc(sizeof *p);
        if (p) {
            *p = w->out.prog;
            if (roundtrip(p, w, path) == 0) {
                fs->roundtripped++;
                /* the canonical text is a fixed point */
                char *t1 = NULL, *t2 = NULL;
                size_t l1 = 0, l2 = 0;
                char err[256];
                if (vpdis_program_text(p, 0, &t1, &l1, err, sizeof err) == 0 &&
                    vpdis_program_text(&w->out.prog, 0, &t2, &l2, err, sizeof err) == 0)
                    CHECK(l1 == l2 && !memcmp(t1, t2, l1), "%s: canonical text is not a fixed point", path);
                free(t1);
                free(t2);
            }
            free(p);
        }
    }
    /* the same program paired by the assembler: its text, with "+" lines,
     * assembles (without automatic pairing) into the same words */
    if (vpasm_assemble_ex(text, len, VPASM_PAIR, &w->out, &w->err) == 0) {
        uc_program *p = malloc(sizeof *p);
        if (p) {
            *p = w->out.prog;
            const unsigned npairs = w->out.npairs;
            char title[300];
            snprintf(title, sizeof title, "%s (paired)", path);
            if (roundtrip(p, w, title) == 0) {
                fs->paired++;
                fs->pairs += npairs;
            }
            free(p);
        }
    }
    free(text);
}

static void walk(const char *dir, asm_work *w, file_stats *fs, int depth)
{
    DIR *d = opendir(dir);
    if (!d || depth > 16) {
        if (d)
            closedir(d);
        return;
    }
    /* sorted for a stable order of reports */
    char **names = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        names[n] = malloc(strlen(dir) + strlen(e->d_name) + 2);
        if (!names[n])
            break;
        sprintf(names[n], "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    for (size_t i = 0; i < n; i++) {
        struct stat sb;
        if (stat(names[i], &sb) == 0) {
            if (S_ISDIR(sb.st_mode))
                walk(names[i], w, fs, depth + 1);
            else if (S_ISREG(sb.st_mode) && (has_suffix(names[i], ".vp") || has_suffix(names[i], ".vsp")))
                test_file(names[i], w, fs);
        }
        free(names[i]);
    }
    free(names);
}

static void test_files(const char *dir, asm_work *w)
{
    file_stats fs = {0, 0, 0, 0, 0};
    struct stat sb;
    if (!*dir || stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        printf("  (b) %s: not present, skipped\n", *dir ? dir : "(none)");
        return;
    }
    walk(dir, w, &fs, 0);
    printf("  (b) %s: %u program files, %u assemble, %u round-trip; paired by vpasm: %u round-trip (%u paired words)\n",
           dir, fs.files, fs.assembled, fs.roundtripped, fs.paired, fs.pairs);
    CHECK(fs.roundtripped == fs.assembled, "%s: %u programs did not round-trip", dir, fs.assembled - fs.roundtripped);
    CHECK(fs.paired == fs.assembled, "%s: %u paired programs did not round-trip", dir, fs.assembled - fs.paired);
}

/* ---- (c) known-bad cases ------------------------------------------------------ */

static int assemble_str(const char *text, asm_work *w)
{
    return vpasm_assemble(text, strlen(text), &w->out, &w->err);
}

static bool refused(const uc_program *p)
{
    char err[256] = "";
    char *text = (char *)1;
    size_t len = 1;
    int rc = vpdis_program_text(p, 0, &text, &len, err, sizeof err);
    bool ok = rc != 0 && text == NULL && err[0] != '\0' && vpdis_check(p, NULL, 0) != 0;
    if (rc == 0)
        free(text);
    return ok;
}

static void test_known_bad(uint64_t seed, asm_work *w)
{
    static const char *const sample = "!!VP2.0\n"
                                      "OPTION NV_position_invariant;\n"
                                      "sub: MOVC CC.x, -|-c[A1.y-17].yxzw|; RET (NE.x);\n"
                                      "main: MOV R1, v[3].x; CAL sub (GT); BRA done (EQ.zyxw);\n"
                                      "ARLC A1.xz (LT), R1; ARA A0.yw, A1; RCP R2.w, |R1.z|;\n"
                                      "LITC o[COL0], R2; MAD R3.xyw, -R1, c[12].xyzw, v[3];\n"
                                      "done: END\n";
    if (assemble_str(sample, w) != 0) {
        CHECK(0, "sample program does not assemble: %s", w->err.msg);
        return;
    }
    uc_program *p = malloc(sizeof *p), *q = malloc(sizeof *q);
    if (!p || !q) {
        free(p);
        free(q);
        return;
    }
    *p = w->out.prog;
    CHECK(p->entry == 2 && p->count == 14 && p->pos_invariant, "sample layout: entry %u count %u", p->entry, p->count);
    CHECK(roundtrip(p, w, "sample") == 0, "sample round trip");

    /* the comparison sees every single-bit change of every word and of the header */
    char why[512];
    unsigned missed = 0;
    for (unsigned i = 0; i < p->count; i++)
        for (unsigned b = 0; b < UC_WORD_BITS; b++) {
            *q = *p;
            uc_set(&q->words[i], b, 1, !uc_get(&q->words[i], b, 1));
            missed += prog_diff(p, q, why, sizeof why) == 0;
        }
    CHECK(missed == 0, "comparison missed %u single-bit changes", missed);
    *q = *p;
    q->entry++;
    CHECK(prog_diff(p, q, why, sizeof why) != 0, "entry change not reported");
    *q = *p;
    q->count--;
    CHECK(prog_diff(p, q, why, sizeof why) != 0, "count change not reported");
    *q = *p;
    q->pos_invariant = 0;
    CHECK(prog_diff(p, q, why, sizeof why) != 0, "pos_invariant change not reported");
    *q = *p;
    q->env = UC_ENV_VP11;
    CHECK(prog_diff(p, q, why, sizeof why) != 0, "env change not reported");
    *q = *p;
    uc_set(&q->words[13], UC_S1SWZ_LSB, UC_S1SWZ_WIDTH, 0x1B);
    CHECK(prog_diff(p, q, why, sizeof why) != 0 && strstr(why, "word 13") && strstr(why, "S1SWZ"),
          "diff does not name the field: %s", why);

    /* programs vpdis must refuse */
    *q = *p;
    q->words[6].w[3] |= 1u << 31; /* RSVD */
    CHECK(refused(q), "reserved bit accepted");
    *q = *p;
    q->entry = 0; /* the block is no longer at the entry */
    CHECK(refused(q), "misplaced PI block accepted");
    *q = *p;
    q->count = 0;
    CHECK(refused(q), "empty program accepted");
    *q = *p;
    q->count = 300;
    CHECK(refused(q), "oversized program accepted");
    *q = *p;
    q->env = 7;
    CHECK(refused(q), "bad environment accepted");
    *q = *p;
    uc_set(&q->words[7], UC_TARGET_LSB, UC_TARGET_WIDTH, 3); /* CAL into the block */
    CHECK(uc_check_program(q, NULL, 0) && refused(q), "branch into the PI block accepted");
    *q = *p;
    uc_set(&q->words[7], UC_TARGET_LSB, UC_TARGET_WIDTH, 2); /* CAL to the block's first word */
    CHECK(uc_check_program(q, NULL, 0) && refused(q), "branch to the PI block accepted");
    /* a VP1 program that does not start at word 0 */
    if (assemble_str("!!VP1.0 MOV o[HPOS], v[0]; MOV o[COL0], v[3]; END", w) == 0) {
        *q = w->out.prog;
        CHECK(roundtrip(q, w, "vp1") == 0, "vp1 round trip");
        q->entry = 1;
        CHECK(uc_check_program(q, NULL, 0) && refused(q), "VP1 entry 1 accepted");
    } else {
        CHECK(0, "VP1 sample does not assemble: %s", w->err.msg);
    }
    /* a VP2 PI block at the very end ("main" followed by nothing) */
    if (assemble_str("!!VP2.0 OPTION NV_position_invariant; MOV o[COL0], v[3]; main: MOV R0, v[1]; END", w) == 0) {
        *q = w->out.prog;
        CHECK(q->entry == 1 && roundtrip(q, w, "pi main") == 0, "PI main round trip");
        q->count = 5; /* drop the last user word: block last */
        uc_set(&q->words[4], UC_END_LSB, UC_END_WIDTH, 1);
        CHECK(uc_check_program(q, NULL, 0) && refused(q), "PI block at the end accepted");
    } else {
        CHECK(0, "PI sample does not assemble: %s", w->err.msg);
    }
    /* a VP1.1 PI program that is only the block */
    memset(q, 0, sizeof *q);
    q->env = UC_ENV_VP11;
    q->pos_invariant = 1;
    q->count = 4;
    for (unsigned row = 0; row < 4; row++) {
        uc_insn in = uc_pi_word(UC_ENV_VP11, row);
        in.end = row == 3;
        q->words[row] = uc_pack(&in);
    }
    CHECK(uc_check_program(q, NULL, 0) && refused(q), "VP1.1 block-only program accepted");
    /* ... which VP2 can express (no instructions besides the block) */
    q->env = UC_ENV_VP20;
    for (unsigned row = 0; row < 4; row++)
        uc_set(&q->words[row], UC_ENV_LSB, UC_ENV_WIDTH, UC_ENV_VP20);
    CHECK(roundtrip(q, w, "vp2 block only") == 0, "VP2 block-only round trip");

    /* mutations: never crash; whatever vpdis accepts must round-trip */
    tb_rng r = {seed ^ 0xA5A5A5A5DEADBEEFull};
    word_stats st;
    memset(&st, 0, sizeof st);
    unsigned accepted = 0, rejected = 0;
    for (unsigned it = 0; it < 4000 && failures < MAX_REPORTS; it++) {
        rand_program(&r, q, &st);
        unsigned flips = 1 + below(&r, 3);
        for (unsigned f = 0; f < flips; f++) {
            unsigned i = below(&r, q->count);
            unsigned b = below(&r, UC_WORD_BITS);
            uc_set(&q->words[i], b, 1, !uc_get(&q->words[i], b, 1));
        }
        if (below(&r, 8) == 0)
            q->entry = (uint16_t)below(&r, 300);
        if (vpdis_check(q, NULL, 0) == 0) {
            accepted++;
            roundtrip(q, w, "mutated program");
        } else {
            rejected++;
            CHECK(refused(q), "inconsistent refusal");
        }
    }
    /* random images through the image reader */
    unsigned images = 0;
    for (unsigned it = 0; it < 3000; it++) {
        uint8_t buf[16 + 16 * 8];
        size_t len = 16 + 16 * below(&r, 9);
        for (size_t k = 0; k < len; k++)
            buf[k] = (uint8_t)tb_rnd(&r);
        memcpy(buf, "VPUC\1", 5);
        buf[5] = (uint8_t)below(&r, 4);
        buf[8] = (uint8_t)((len - 16) / 16);
        buf[9] = 0;
        buf[6] = (uint8_t)below(&r, 9);
        buf[7] = 0;
        buf[10] = (uint8_t)below(&r, 2);
        buf[11] = 0;
        char err[128];
        if (uc_read_image(buf, len, q, NULL, err, sizeof err) != 0)
            continue;
        images++;
        if (vpdis_check(q, NULL, 0) == 0)
            roundtrip(q, w, "random image");
        else
            CHECK(refused(q), "inconsistent refusal of a random image");
    }
    printf("  (c) single-bit changes all reported; %u mutated programs printed and round-tripped, %u refused; "
           "%u random images\n",
           accepted, rejected, images);

    /* vpdis_insn on garbage, into every small size: terminated, never past sz */
    char buf[VPDIS_INSN_MAX + 8];
    for (unsigned it = 0; it < 20000; it++) {
        uc_word wd;
        for (int k = 0; k < UC_WORD_U32; k++)
            wd.w[k] = tb_rnd(&r);
        uc_insn in = uc_unpack(&wd);
        size_t sz = it % 4 ? 1 + below(&r, 40) : sizeof buf - 8;
        memset(buf, 0x5A, sizeof buf);
        vpdis_insn(&in, buf, sz);
        CHECK(memchr(buf, '\0', sz) != NULL, "vpdis_insn: no terminator");
        bool intact = true;
        for (size_t k = sz; k < sizeof buf; k++)
            intact &= buf[k] == 0x5A;
        CHECK(intact, "vpdis_insn wrote past its buffer (sz %zu)", sz);
        if (failures >= MAX_REPORTS)
            break;
    }
    uc_insn zero;
    memset(&zero, 0, sizeof zero);
    memset(buf, 0x5A, sizeof buf);
    vpdis_insn(&zero, buf, 0); /* sz 0: writes nothing */
    CHECK((unsigned char)buf[0] == 0x5A, "vpdis_insn wrote into a zero-size buffer");
    free(p);
    free(q);
}

/* ---- (d) known answers ------------------------------------------------------- */

static void test_spelling(asm_work *w)
{
    static const struct {
        const char *text; /* program: its instruction 0 (after any PI block) */
        const char *want;
    } cases[] = {
        {"!!VP2.0 MADC R1.xy (NE.zyxw), -|c[A1.y-17]|, v[3].xxxx, +R2.xyzw; MOV o[HPOS], R0; END",
         "MADC R1.xy (NE.zyxw), -|c[A1.y-17]|, v[3].x, R2"},
        {"!!VP2.0 MOV CC (TR.xyzw), |-R0|; MOV o[HPOS], R0; END", "MOV CC, |-R0|"},
        {"!!VP2.0 MOV CC.w (TR.x), -|-R0.wzyx|; MOV o[HPOS], R0; END", "MOV CC.w (TR.x), -|-R0.wzyx|"},
        {"!!VP2.0 SGTC R15 (EQ), c[A0.w+255], c[A0.w+255]; MOV o[HPOS], R0; END",
         "SGTC R15 (EQ), c[A0.w+255], c[A0.w+255]"},
        {"!!VP2.0 ARR A1, c[A0.x-256]; MOV o[HPOS], R0; END", "ARR A1, c[A0.x-256]"},
        {"!!VP2.0 ARL A0.x, R0.y; MOV o[HPOS], R0; END", "ARL A0.x, R0.y"},
        {"!!VP2.0 l: BRA l; RET; MOV o[HPOS], R0; END", "BRA L0"},
        {"!!VP2.0 CAL e (FL.y); MOV o[HPOS], R0; e: END", "CAL " VPDIS_EXIT_LABEL " (FL.y)"},
        {"!!VP2.0 MOV o[CLP5].xw, c[0]; MOV o[HPOS], R0; END", "MOV o[CLP5].xw, c[0]"},
        {"!!VP1.0 ARL A0.x, c[A0.x].w; MOV o[HPOS], R0; END", "ARL A0.x, c[A0.x].w"},
        {"!!VP1.0 RSQ R11.z, -v[NRML].y; MOV o[HPOS], R0; END", "RSQ R11.z, -v[2].y"},
        {"!!VP1.0 DP4 o[HPOS].x, c[A0.x-64], v[OPOS]; END", "DP4 o[HPOS].x, c[A0.x-64], v[0]"},
        {"!!VP1.1 SUB R0, v[0], c[A0.x+63]; MOV o[HPOS], R0; END", "SUB R0, v[0], c[A0.x+63]"},
        {"!!VP1.1 OPTION NV_position_invariant; RCC o[TEX7].y, R0.w; END", "RCC o[TEX7].y, R0.w"},
        {"!!VSP1.0 MUL c[95].xz, v[0].xyxy, c[A0.x+1]; END", "MUL c[95].xz, v[0].xyxy, c[A0.x+1]"},
        {"!!VSP1.0 LIT R1, v[0]; EXP c[3], R1.z; END", "LIT R1, v[0]"},
        /* paired words: the vector half, "; + ", the special-function half */
        {"!!VP1.0 DP4 o[HPOS].w, R6, c[7]; + LIT R1, R0; END", "DP4 o[HPOS].w, R6, c[7]; + LIT R1, R0"},
        {"!!VP1.0 RSQ o[HPOS].w, c[3].x; + MOV o[HPOS].xyz, c[3]; END", "MOV o[HPOS].xyz, c[3]; + RSQ o[HPOS].w, c[3].x"},
        {"!!VP2.0 SGEC CC.x (LT.y), v[1], c[A1.z-3]; + EX2 R15.y, -|c[A1.z-3].w|; MOV o[HPOS], R0; END",
         "SGEC CC.x (LT.y), v[1], c[A1.z-3]; + EX2 R15.y, -|c[A1.z-3].w|"},
        {"!!VP1.1 ARL A0.x, v[1].y; + RCC o[TEX7].y, v[1].w; MOV o[HPOS], R0; END",
         "ARL A0.x, v[1].y; + RCC o[TEX7].y, v[1].w"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (assemble_str(cases[i].text, w) != 0) {
            CHECK(0, "known answer %zu does not assemble: %s", i, w->err.msg);
            continue;
        }
        const uc_program *p = &w->out.prog;
        unsigned at = p->pos_invariant && p->entry == 0 ? 4 : 0;
        char buf[VPDIS_INSN_MAX];
        vpdis_word(&p->words[at], buf, sizeof buf);
        CHECK(!strcmp(buf, cases[i].want), "known answer %zu: got \"%s\", want \"%s\"", i, buf, cases[i].want);
    }
    /* whole-program form */
    if (assemble_str("!!VP2.0\nOPTION NV_position_invariant;\nfoo: MOV o[COL0], v[3];\nmain: BRA foo (GT.x);\n"
                     "BRA main;\nBRA bar;\nbar:\nEND\n",
                     w) == 0) {
        char *text = NULL;
        size_t len = 0;
        char err[128];
        const char *want = "!!VP2.0\nOPTION NV_position_invariant;\nL0:\n    MOV o[COL0], v[3];\nL5:\nmain:\n"
                           "    BRA L0 (GT.x);\n    BRA L5;\n    BRA Lexit;\n" VPDIS_EXIT_LABEL ":\nEND\n";
        CHECK(vpdis_program_text(&w->out.prog, 0, &text, &len, err, sizeof err) == 0, "program text: %s", err);
        CHECK(text && !strcmp(text, want), "program text:\n%s\nwant:\n%s", text ? text : "(null)", want);
        free(text);
    } else {
        CHECK(0, "program sample does not assemble: %s", w->err.msg);
    }
    /* a paired word: two lines, the second "+"; --words gives both the address */
    if (assemble_str("!!VP2.0\nl: RCP R1.x, R0.y; + ADD R2.yzw, R0, c[1];\nBRA l (GT.x);\nMOV o[HPOS], R2;\nEND\n", w) == 0) {
        char *text = NULL;
        size_t len = 0;
        char err[128];
        const char *want = "!!VP2.0\nL0:\n    ADD R2.yzw, R0, c[1];\n  + RCP R1.x, R0.y;\n    BRA L0 (GT.x);\n"
                           "    MOV o[HPOS], R2;\nEND\n";
        CHECK(vpdis_program_text(&w->out.prog, 0, &text, &len, err, sizeof err) == 0, "pair text: %s", err);
        CHECK(text && !strcmp(text, want), "pair text:\n%s\nwant:\n%s", text ? text : "(null)", want);
        free(text);
        CHECK(vpdis_program_text(&w->out.prog, VPDIS_WORDS, &text, &len, err, sizeof err) == 0, "pair words: %s",
              err);
        CHECK(text && strstr(text, "    ADD R2.yzw, R0, c[1];") && strstr(text, "# 000 ") &&
                  strstr(text, "  + RCP R1.x, R0.y;") && strstr(text, "# 000 (the same word)"),
              "pair --words:\n%s", text ? text : "(null)");
        free(text);
    } else {
        CHECK(0, "pair sample does not assemble: %s", w->err.msg);
    }
}

int main(void)
{
    uint64_t seed = 0x5EEDC0DE2026ull;
    const char *s = getenv("VP_SEED");
    if (s && *s)
        seed = strtoull(s, NULL, 0);
    unsigned want = 60000;
    s = getenv("VP_WORDS");
    if (s && *s)
        want = (unsigned)strtoul(s, NULL, 0);
    printf("test_vpdis: seed 0x%llx (VP_SEED to override), %u words (VP_WORDS)\n", (unsigned long long)seed, want);

    asm_work *w = malloc(sizeof *w);
    if (!w) {
        printf("test_vpdis: out of memory\n");
        return 1;
    }
    test_spelling(w);
    test_known_bad(seed, w);
    test_random(seed, want, w);
    const char *progs = getenv("VP_PROGRAMS");
    test_files(progs ? progs : "programs", w);
    const char *corpus = getenv("VP_CORPUS");
    test_files(corpus ? corpus : "../shared/corpus", w);
    free(w);
    if (failures > MAX_REPORTS)
        printf("(%d more failures not shown)\n", failures - MAX_REPORTS);
    printf("test_vpdis: %s (seed 0x%llx)\n", failures ? "FAILED" : "ok", (unsigned long long)seed);
    return failures ? 1 : 0;
}

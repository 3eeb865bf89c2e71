/*
 * cover: functional-coverage bins, the collector fed by the C model's
 * commit trace and by the RTL bench's event log, the database and the
 * report (cover.h, docs/coverage.md).
 */
#include "cover.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vpfile.h"
#include "vpload.h"
#include "vpmodel.h"
#include "vpstream.h"

/* ------------------------------------------------------------ the bins */

/* Every group of bins, in report order; cov_define() below creates the bins
 * of each group (the crosses and their legal combinations). */
static const struct {
    const char *prefix, *what;
} cov_groups[] = {
    {"prog.", "program kinds: environment, position invariance"},
    {"op.", "opcode x environment x form (plain / C suffix)"},
    {"mod.", "opcode x source modifier (none, -x, |x|, -|x|)"},
    {"class.", "opcode x operand class of the lanes its sources read (+ A-clamp integers, SFU table edges)"},
    {"swz.", "source swizzle kinds per source slot, CC swizzle kinds"},
    {"wmask.", "destination file x write mask"},
    {"dst.", "destination registers"},
    {"ccrule.", "CC rule x tested CC value"},
    {"ccuse.", "CC rule x use (write mask, BRA, CAL, RET) x outcome"},
    {"ccupd.", "C suffix: destination file x resulting CC value"},
    {"rel.", "relative addressing: register.component, index in/out of range, offset extremes"},
    {"addr.", "ARL/ARR/ARA x result (in range, at a limit, clamped)"},
    {"flow.", "branches, calls, returns, call depth, loops"},
    {"end.", "why a run ended"},
    {"pair.", "co-issue: paired words executed (a vector and a special-function op in one word)"},
    {"rtl.", "RTL: threads in flight, back-to-back issue, unit mix, back-pressure, reordering"},
};
#define NGROUPS (sizeof cov_groups / sizeof cov_groups[0])

enum { E10 = 1, E11 = 2, E2 = 4, ES = 8 };
typedef struct {
    const char *name;
    unsigned vop, sop, envs;
} opinfo;
#define V1 (E10 | E11 | E2 | ES)
static const opinfo ops[] = {
    {"MOV", UC_VOP_MOV, 0, V1}, {"MUL", UC_VOP_MUL, 0, V1}, {"ADD", UC_VOP_ADD, 0, V1}, {"MAD", UC_VOP_MAD, 0, V1},
    {"DP3", UC_VOP_DP3, 0, V1}, {"DP4", UC_VOP_DP4, 0, V1}, {"DPH", UC_VOP_DPH, 0, E11 | E2},
    {"DST", UC_VOP_DST, 0, V1}, {"MIN", UC_VOP_MIN, 0, V1}, {"MAX", UC_VOP_MAX, 0, V1}, {"SLT", UC_VOP_SLT, 0, V1},
    {"SGE", UC_VOP_SGE, 0, V1}, {"SEQ", UC_VOP_SEQ, 0, E2}, {"SFL", UC_VOP_SFL, 0, E2}, {"SGT", UC_VOP_SGT, 0, E2},
    {"SLE", UC_VOP_SLE, 0, E2}, {"SNE", UC_VOP_SNE, 0, E2}, {"STR", UC_VOP_STR, 0, E2}, {"SSG", UC_VOP_SSG, 0, E2},
    {"FLR", UC_VOP_FLR, 0, E2}, {"FRC", UC_VOP_FRC, 0, E2}, {"ABS", UC_VOP_ABS, 0, E11 | E2},
    {"SUB", UC_VOP_SUB, 0, E11 | E2}, {"ARL", UC_VOP_ARL, 0, V1}, {"ARR", UC_VOP_ARR, 0, E2},
    {"ARA", UC_VOP_ARA, 0, E2}, {"RCP", 0, UC_SOP_RCP, V1}, {"RCC", 0, UC_SOP_RCC, E11 | E2},
    {"RSQ", 0, UC_SOP_RSQ, V1}, {"EXP", 0, UC_SOP_EXP, V1}, {"LOG", 0, UC_SOP_LOG, V1}, {"LIT", 0, UC_SOP_LIT, V1},
    {"EX2", 0, UC_SOP_EX2, E2}, {"LG2", 0, UC_SOP_LG2, E2}, {"SIN", 0, UC_SOP_SIN, E2}, {"COS", 0, UC_SOP_COS, E2},
    {"BRA", 0, UC_SOP_BRA, E2}, {"CAL", 0, UC_SOP_CAL, E2}, {"RET", 0, UC_SOP_RET, E2},
};
#define NOPS (sizeof ops / sizeof ops[0])
static const char *const env_names[] = {"VP10", "VP11", "VP20", "VSP10"};
static const char *const mod_names[] = {"none", "neg", "abs", "negabs"};
enum { K_ORD, K_ZERO, K_INF, K_NAN, K_DENORM, K_HUGE, K_TINY, K_ACLAMP, K_SFUEDGE };
static const char *const class_names[] = {"ord", "zero", "inf", "nan", "denorm", "huge", "tiny", "aclamp", "sfuedge"};
static const char *const cc_names[] = {"EQ", "LT", "GT", "UN"};
static const char *const dfile_names[] = {"cc", "temp", "out", "const", "addr"};
static const char *const swz_names[] = {"identity", "replicate", "other"};
static const char *const end_names[] = {"LAST", "EXIT", "RET", "OVERFLOW", "WATCHDOG"};

static bool op_has_src(const opinfo *o)
{
    return o->vop ? o->vop != UC_VOP_ARA : !uc_sop_flow(o->sop);
}
static bool op_is_sfu(const opinfo *o) { return !o->vop && !uc_sop_flow(o->sop) && o->sop != UC_SOP_LIT; }

typedef struct {
    char *name;
    uint64_t n;
} bin;

struct cov {
    bin *b;
    size_t nb, cap;
    long *hash;
    size_t hsize;
    uint64_t unknown;
    char last_unknown[96];
    /* shadow of the model's state while binning a pair */
    const uc_program *prog;
    uint32_t cnst[VPM_NCONST][4], attr[VPM_NATTR][4], mvp[4][4], temp[VPM_NTEMP][4];
    int a[2][4];
    uint8_t cc[4];
    unsigned depth, back_taken;
    bool state;
};

static uint32_t hstr(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s)
        h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static void def(cov *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void def(cov *c, const char *fmt, ...)
{
    char name[96];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    if (c->nb == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 1024;
        c->b = realloc(c->b, c->cap * sizeof *c->b);
        if (!c->b)
            abort();
    }
    c->b[c->nb].name = strdup(name);
    c->b[c->nb].n = 0;
    c->nb++;
}

/* THE TABLE: every bin. */
static void cov_define(cov *c)
{
    for (unsigned e = 0; e < 4; e++)
        def(c, "prog.%s", env_names[e]);
    def(c, "prog.posinv.VP11");
    def(c, "prog.posinv.VP20");

    for (size_t i = 0; i < NOPS; i++)
        for (unsigned e = 0; e < 4; e++)
            if (ops[i].envs & (1u << e)) {
                def(c, "op.%s.%s.plain", ops[i].name, env_names[e]);
                if (e == UC_ENV_VP20 && !uc_sop_flow(ops[i].sop))
                    def(c, "op.%s.%s.C", ops[i].name, env_names[e]);
            }
    for (size_t i = 0; i < NOPS; i++)
        if (op_has_src(&ops[i]))
            for (unsigned m = 0; m < 4; m++)
                def(c, "mod.%s.%s", ops[i].name, mod_names[m]);
    for (size_t i = 0; i < NOPS; i++)
        if (op_has_src(&ops[i])) {
            for (unsigned k = K_ORD; k <= K_TINY; k++)
                def(c, "class.%s.%s", ops[i].name, class_names[k]);
            if (ops[i].vop == UC_VOP_ARL || ops[i].vop == UC_VOP_ARR)
                def(c, "class.%s.%s", ops[i].name, class_names[K_ACLAMP]);
            if (op_is_sfu(&ops[i]))
                def(c, "class.%s.%s", ops[i].name, class_names[K_SFUEDGE]);
        }
    for (unsigned s = 0; s < 3; s++)
        for (unsigned k = 0; k < 3; k++)
            def(c, "swz.src%u.%s", s, swz_names[k]);
    for (unsigned k = 0; k < 3; k++)
        def(c, "swz.cc.%s", swz_names[k]);

    for (unsigned f = 1; f < 5; f++)
        for (unsigned m = 1; m < 16; m++)
            def(c, "wmask.%s.%c%c%c%c", dfile_names[f], m & 1 ? 'x' : '-', m & 2 ? 'y' : '-', m & 4 ? 'z' : '-',
                m & 8 ? 'w' : '-');
    for (unsigned o = 0; o < UC_OUT_COUNT; o++)
        def(c, "dst.o.%s", uc_out_name(o));
    for (unsigned r = 0; r < VPM_NTEMP; r++)
        def(c, "dst.R%u", r);
    def(c, "dst.c.vsp");
    def(c, "dst.cc");
    def(c, "dst.A0");
    def(c, "dst.A1");

    for (unsigned r = 0; r < UC_CCR_COUNT; r++)
        for (unsigned v = 0; v < 4; v++)
            def(c, "ccrule.%s.%s", uc_ccr_name(r), cc_names[v]);
    static const char *const uses[] = {"write", "BRA", "CAL", "RET"};
    for (unsigned r = 0; r < UC_CCR_COUNT; r++)
        for (unsigned u = 0; u < 4; u++) {
            if (r != UC_CCR_FL)
                def(c, "ccuse.%s.%s.pass", uc_ccr_name(r), uses[u]);
            if (r != UC_CCR_TR)
                def(c, "ccuse.%s.%s.fail", uc_ccr_name(r), uses[u]);
        }
    for (unsigned f = 0; f < 5; f++)
        if (f != UC_DFILE_CONST)
            for (unsigned v = 0; v < 4; v++)
                if (!(f == UC_DFILE_ADDR && v == UC_CC_UN)) /* A holds integers: never unordered */
                    def(c, "ccupd.%s.%s", dfile_names[f], cc_names[v]);

    for (unsigned a = 0; a < 2; a++)
        for (unsigned k = 0; k < 4; k++)
            def(c, "rel.A%u.%c", a, "xyzw"[k]);
    static const char *const eg[] = {"VP1", "VP2", "VSP"};
    for (unsigned e = 0; e < 3; e++) {
        def(c, "rel.%s.in", eg[e]);
        def(c, "rel.%s.below", eg[e]);
        def(c, "rel.%s.above", eg[e]);
    }
    def(c, "rel.off.VP1.min");
    def(c, "rel.off.VP1.max");
    def(c, "rel.off.VP2.min");
    def(c, "rel.off.VP2.max");

    static const char *const ares[] = {"in", "limit", "clamp.low", "clamp.high"};
    static const char *const aops[] = {"ARL", "ARR", "ARA"};
    for (unsigned o = 0; o < 3; o++)
        for (unsigned k = 0; k < 4; k++)
            def(c, "addr.%s.%s", aops[o], ares[k]);

    def(c, "flow.BRA.forward");
    def(c, "flow.BRA.backward");
    def(c, "flow.BRA.exit");
    def(c, "flow.BRA.not_taken");
    for (unsigned d = 1; d <= 4; d++)
        def(c, "flow.CAL.depth%u", d);
    def(c, "flow.CAL.exit");
    def(c, "flow.CAL.not_taken");
    def(c, "flow.CAL.overflow");
    def(c, "flow.CAL.last_word");
    def(c, "flow.RET.return");
    def(c, "flow.RET.not_taken");
    def(c, "flow.RET.empty_stack");
    def(c, "flow.RET.to_end_marker");
    def(c, "flow.loop.iter1");
    def(c, "flow.loop.iter2_7");
    def(c, "flow.loop.iter8plus");

    for (unsigned e = 0; e < 5; e++)
        def(c, "end.%s", end_names[e]);
    def(c, "end.state_run");
    def(c, "pair.words");

    def(c, "rtl.inflight.1");
    def(c, "rtl.inflight.2");
    def(c, "rtl.inflight.some");
    def(c, "rtl.inflight.all");
    /* no same-thread bin: a thread reissues EX_LAT + 3 clocks after its previous instruction at the
     * earliest (docs/architecture.md), so two commits of one thread are never back to back */
    def(c, "rtl.b2b.other_thread");
    static const char *const units[] = {"VU", "SFU", "FLOW"};
    for (unsigned a = 0; a < 3; a++)
        for (unsigned b = 0; b < 3; b++)
            def(c, "rtl.mix.%s_%s", units[a], units[b]);
    def(c, "rtl.outq.stall");
    def(c, "rtl.outq.stall8plus");
    def(c, "rtl.host.stall");
    def(c, "rtl.reorder");
}

cov *cov_create(void)
{
    cov *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    cov_define(c);
    c->hsize = 1;
    while (c->hsize < 4 * c->nb)
        c->hsize <<= 1;
    c->hash = malloc(c->hsize * sizeof *c->hash);
    if (!c->hash)
        abort();
    for (size_t i = 0; i < c->hsize; i++)
        c->hash[i] = -1;
    for (size_t i = 0; i < c->nb; i++) {
        size_t h = hstr(c->b[i].name) & (c->hsize - 1);
        while (c->hash[h] >= 0) {
            if (!strcmp(c->b[c->hash[h]].name, c->b[i].name)) {
                fprintf(stderr, "cover: internal error: bin %s defined twice\n", c->b[i].name);
                abort();
            }
            h = (h + 1) & (c->hsize - 1);
        }
        c->hash[h] = (long)i;
    }
    return c;
}

void cov_destroy(cov *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->nb; i++)
        free(c->b[i].name);
    free(c->b);
    free(c->hash);
    free(c);
}

size_t cov_nbins(const cov *c) { return c->nb; }
const char *cov_bin_name(const cov *c, size_t i) { return c->b[i].name; }
uint64_t cov_bin_count(const cov *c, size_t i) { return c->b[i].n; }
uint64_t cov_unknown(const cov *c) { return c->unknown; }

long cov_find(const cov *c, const char *name)
{
    size_t h = hstr(name) & (c->hsize - 1);
    while (c->hash[h] >= 0) {
        if (!strcmp(c->b[c->hash[h]].name, name))
            return c->hash[h];
        h = (h + 1) & (c->hsize - 1);
    }
    return -1;
}

void cov_hit(cov *c, uint64_t n, const char *fmt, ...)
{
    char name[96];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    long i = cov_find(c, name);
    if (i < 0) {
        c->unknown += n;
        snprintf(c->last_unknown, sizeof c->last_unknown, "%s", name);
        return;
    }
    c->b[i].n += n;
}

/* ------------------------------------------------------------ database */

int cov_load(cov *c, const char *path, char *err, size_t errsz)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return errno == ENOENT ? 0 : (snprintf(err, errsz, "cannot read %s: %s", path, strerror(errno)), -1);
    char line[256];
    unsigned ln = 0;
    while (fgets(line, sizeof line, f)) {
        ln++;
        unsigned long long n;
        char name[128];
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (sscanf(line, "%llu %127s", &n, name) != 2) {
            snprintf(err, errsz, "%s:%u: bad line", path, ln);
            fclose(f);
            return -1;
        }
        cov_hit(c, n, "%s", name);
    }
    fclose(f);
    if (c->unknown) {
        snprintf(err, errsz, "%s: bin %s is not defined (database of another bin table?)", path, c->last_unknown);
        return -1;
    }
    return 0;
}

int cov_save(const cov *c, const char *path, char *err, size_t errsz)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, errsz, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    fprintf(f, "# functional coverage counts (tb/regress/cover.c): COUNT BIN\n");
    for (size_t i = 0; i < c->nb; i++)
        fprintf(f, "%llu %s\n", (unsigned long long)c->b[i].n, c->b[i].name);
    if (fclose(f) != 0) {
        snprintf(err, errsz, "cannot write %s", path);
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------ classes */

static unsigned fclass(uint32_t u)
{
    const unsigned e = (u >> 23) & 0xFF, m = u & 0x7FFFFF;
    if (e == 255)
        return m ? K_NAN : K_INF;
    if (e == 0)
        return m ? K_DENORM : K_ZERO;
    if (e >= 127 + 100)
        return K_HUGE;
    if (e <= 127 - 100)
        return K_TINY;
    return K_ORD;
}

static double fval(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return (double)f;
}

/* An integer (or a value whose floor/rounding is one) near the A clamps -512 / 511. */
static bool aclamp_class(uint32_t u)
{
    const double v = fval(u);
    if (!isfinite(v))
        return false;
    return (v >= -515.0 && v < -509.0) || (v >= 508.0 && v < 514.0);
}

/* At or next to a table segment boundary of the special-function unit
 * (docs/numerics.md section 3: RCP seed index M[22:13], RSQ M[22:14], LG2
 * j = floor(256 m'), EX2 j = f[47:40], SIN/COS j = U[61:54]). */
static bool sfuedge_class(unsigned sop, uint32_t u)
{
    const unsigned e = (u >> 23) & 0xFF, m = u & 0x7FFFFF;
    if (e == 0 || e == 255)
        return false;
    const double v = fval(u), a = fabs(v);
    switch (sop) {
    case UC_SOP_RCP:
    case UC_SOP_RCC: return (m & 0x1FFF) == 0 || (m & 0x1FFF) == 0x1FFF || (m & 0x1FFF) == 1;
    case UC_SOP_RSQ: return (m & 0x3FFF) == 0 || (m & 0x3FFF) == 0x3FFF || (m & 0x3FFF) == 1;
    case UC_SOP_LG2:
    case UC_SOP_LOG: return (m & 0x7FFF) == 0 || (m & 0x7FFF) == 0x7FFF || (m & 0x7FFF) == 1;
    case UC_SOP_EX2:
    case UC_SOP_EXP: {
        if ((v >= 126.0 && v <= 130.0) || (v <= -125.0 && v >= -151.0))
            return true;
        const double t = v * 256.0;
        return a < 1024.0 && fabs(t - nearbyint(t)) * 4096.0 < 1.0;
    }
    case UC_SOP_SIN:
    case UC_SOP_COS: {
        if (a > 1.0e4)
            return false;
        const double t = a * 512.0 / 3.14159265358979323846;
        return fabs(t - nearbyint(t)) < 1.0 / 1024;
    }
    default: return false;
    }
}

/* ------------------------------------------------------------ the collector */

static const opinfo *op_of(const uc_insn *in)
{
    for (size_t i = 0; i < NOPS; i++)
        if (in->vop ? ops[i].vop == in->vop : (ops[i].vop == 0 && ops[i].sop == in->sop))
            return &ops[i];
    return NULL;
}

static unsigned swz_kind(unsigned swz)
{
    if (swz == UC_SWZ_IDENTITY)
        return 0;
    unsigned x = swz & 3;
    return swz == (x | x << 2 | x << 4 | x << 6) ? 1 : 2;
}

static bool rule_holds(unsigned r, unsigned v)
{
    switch (r) {
    case UC_CCR_TR: return true;
    case UC_CCR_FL: return false;
    case UC_CCR_EQ: return v == UC_CC_EQ;
    case UC_CCR_NE: return v != UC_CC_EQ;
    case UC_CCR_LT: return v == UC_CC_LT;
    case UC_CCR_GE: return v == UC_CC_GT || v == UC_CC_EQ;
    case UC_CCR_LE: return v == UC_CC_LT || v == UC_CC_EQ;
    default: return v == UC_CC_GT;
    }
}

static const char *env_group(unsigned env)
{
    return env == UC_ENV_VP20 ? "VP2" : env == UC_ENV_VSP10 ? "VSP" : "VP1";
}

/* The register a source reads (before swizzle and modifiers). */
static void read_src(cov *c, const uc_insn *in, const uc_src *s, uint32_t v[4])
{
    static const uint32_t zero[4];
    const uint32_t *r = zero;
    switch (s->file) {
    case UC_SFILE_TEMP: r = c->temp[s->tidx & 15]; break;
    case UC_SFILE_ATTR: r = c->attr[in->vidx & 15]; break;
    case UC_SFILE_MVP: r = c->mvp[in->cidx & 3]; break;
    default: {
        const int n = in->env == UC_ENV_VP20 ? 256 : 96;
        int idx = in->cidx;
        if (in->crel) {
            idx += c->a[in->arsel & 1][in->arcomp & 3];
            const char *g = env_group(in->env);
            cov_hit(c, 1, "rel.A%u.%c", in->arsel, "xyzw"[in->arcomp & 3]);
            cov_hit(c, 1, "rel.%s.%s", g, idx < 0 ? "below" : idx >= n ? "above" : "in");
            const int lo = in->env == UC_ENV_VP20 ? -256 : -64, hi = in->env == UC_ENV_VP20 ? 255 : 63;
            if (in->cidx == lo || in->cidx == hi)
                cov_hit(c, 1, "rel.off.%s.%s", in->env == UC_ENV_VP20 ? "VP2" : "VP1",
                        in->cidx == lo ? "min" : "max");
        }
        if (idx >= 0 && idx < n)
            r = c->cnst[idx];
    }
    }
    for (unsigned i = 0; i < 4; i++)
        v[i] = r[(s->swz >> (2 * i)) & 3];
}

static int clamp_a(long long v, const char **res)
{
    if (v < -512) {
        *res = "clamp.low";
        return -512;
    }
    if (v > 511) {
        *res = "clamp.high";
        return 511;
    }
    *res = v == -512 || v == 511 ? "limit" : "in";
    return (int)v;
}

static void bin_addr(cov *c, const uc_insn *in, const uint32_t sv[4])
{
    const char *res = "in";
    for (unsigned i = 0; i < 4; i++) {
        if (!((in->wmask >> i) & 1))
            continue;
        long long r;
        if (in->vop == UC_VOP_ARA) { /* pairwise sums x+z, y+w of the source A register */
            const int *a = c->a[in->arsel & 1];
            r = (long long)a[i & 1] + a[(i & 1) + 2];
        } else {
            const uint32_t u = sv[i];
            const double x = fval(u);
            if (isnan(x) || isinf(x))
                r = (u >> 31) ? -100000 : 100000;
            else if (fabs(x) > 1e9)
                r = x < 0 ? -100000 : 100000;
            else
                r = in->vop == UC_VOP_ARL ? (long long)floor(x) : (long long)nearbyint(x);
        }
        clamp_a(r, &res);
        cov_hit(c, 1, "addr.%s.%s", uc_vop_name(in->vop), res);
    }
}

/* One instruction's bins (a paired word's halves one at a time). */
static void bin_insn(cov *c, const vpm_commit *cm)
{
    const uc_insn in = uc_unpack(&cm->word);
    const opinfo *o = op_of(&in);
    if (!o) {
        cov_hit(c, 1, "op.unknown.%u.%u", in.vop, in.sop);
        return;
    }
    const bool flow = uc_sop_flow(in.sop);
    cov_hit(c, 1, "op.%s.%s.%s", o->name, env_names[in.env & 3], in.ccu ? "C" : "plain");

    /* sources */
    const int nsrc = in.vop ? uc_vop_nsrc(in.vop) : (flow ? 0 : 1);
    uint32_t sv0[4] = {0};
    bool cls[K_SFUEDGE + 1] = {false};
    for (int k = 0; k < nsrc; k++) {
        const unsigned slot = in.vop ? (unsigned)k : 2;
        const uc_src *s = &in.src[slot];
        uint32_t v[4];
        read_src(c, &in, s, v);
        if (k == 0)
            memcpy(sv0, v, sizeof sv0);
        const unsigned mod = s->abs ? (s->nabs ? 3 : 2) : s->neg ? 1 : 0;
        cov_hit(c, 1, "mod.%s.%s", o->name, mod_names[mod]);
        const bool scalar = !in.vop && uc_sop_scalar(in.sop);
        if (!scalar)
            cov_hit(c, 1, "swz.src%u.%s", slot, swz_names[swz_kind(s->swz)]);
        const unsigned nl = scalar || (in.vop == UC_VOP_ARL && in.env != UC_ENV_VP20) ? 1 : 4;
        for (unsigned i = 0; i < nl; i++) {
            cls[fclass(v[i])] = true;
            if ((in.vop == UC_VOP_ARL || in.vop == UC_VOP_ARR) && aclamp_class(v[i]))
                cls[K_ACLAMP] = true;
            if (op_is_sfu(o) && sfuedge_class(in.sop, v[i]))
                cls[K_SFUEDGE] = true;
        }
    }
    for (unsigned k = 0; k <= K_SFUEDGE; k++)
        if (cls[k])
            cov_hit(c, 1, "class.%s.%s", o->name, class_names[k]);
    if (uc_is_addr_op(in.vop))
        bin_addr(c, &in, sv0);

    /* condition code: mask rule on each tested lane */
    if (in.ccs != UC_SWZ_IDENTITY || in.ccr != UC_CCR_TR)
        cov_hit(c, 1, "swz.cc.%s", swz_names[swz_kind(in.ccs)]);
    bool pass = false, fail = false, tested[4] = {false};
    for (unsigned i = 0; i < 4; i++) {
        if (!flow && !((in.wmask >> i) & 1))
            continue;
        const unsigned v = c->cc[(in.ccs >> (2 * i)) & 3];
        tested[v] = true;
        if (rule_holds(in.ccr, v))
            pass = true;
        else
            fail = true;
    }
    for (unsigned v = 0; v < 4; v++) /* once per instruction and tested value */
        if (tested[v])
            cov_hit(c, 1, "ccrule.%s.%s", uc_ccr_name(in.ccr), cc_names[v]);
    if (flow) {
        const char *use = uc_sop_name(in.sop);
        cov_hit(c, 1, "ccuse.%s.%s.%s", uc_ccr_name(in.ccr), use, cm->taken ? "pass" : "fail");
    } else {
        if (pass)
            cov_hit(c, 1, "ccuse.%s.write.pass", uc_ccr_name(in.ccr));
        if (fail)
            cov_hit(c, 1, "ccuse.%s.write.fail", uc_ccr_name(in.ccr));
    }

    /* destination */
    if (!flow) {
        const unsigned f = in.dfile < 5 ? in.dfile : 0;
        if (f)
            cov_hit(c, 1, "wmask.%s.%c%c%c%c", dfile_names[f], in.wmask & 1 ? 'x' : '-', in.wmask & 2 ? 'y' : '-',
                    in.wmask & 4 ? 'z' : '-', in.wmask & 8 ? 'w' : '-');
        switch (f) {
        case UC_DFILE_NONE: cov_hit(c, 1, "dst.cc"); break;
        case UC_DFILE_TEMP:
            cov_hit(c, 1, "dst.R%u", in.didx);
            memcpy(c->temp[in.didx & 15], cm->value, sizeof cm->value);
            break;
        case UC_DFILE_OUT: cov_hit(c, 1, "dst.o.%s", uc_out_name(in.didx) ? uc_out_name(in.didx) : "?"); break;
        case UC_DFILE_CONST:
            cov_hit(c, 1, "dst.c.vsp");
            memcpy(c->cnst[in.didx], cm->value, sizeof cm->value);
            break;
        default: cov_hit(c, 1, "dst.A%u", in.didx & 1); break;
        }
        if (in.ccu)
            for (unsigned i = 0; i < 4; i++)
                if ((cm->wrote >> i) & 1)
                    cov_hit(c, 1, "ccupd.%s.%s", dfile_names[f], cc_names[cm->cc[i] & 3]);
    } else if (in.sop == UC_SOP_BRA) {
        cov_hit(c, 1, "flow.BRA.%s",
                !cm->taken ? "not_taken" : in.target == UC_TARGET_EXIT ? "exit" : in.target > cm->pc ? "forward" : "backward");
        if (cm->taken && in.target != UC_TARGET_EXIT && in.target <= cm->pc)
            c->back_taken++;
    } else if (in.sop == UC_SOP_CAL) {
        if (!cm->taken)
            cov_hit(c, 1, "flow.CAL.not_taken");
        else if (cm->done && cm->end == VPM_END_OVERFLOW)
            cov_hit(c, 1, "flow.CAL.overflow");
        else if (in.target == UC_TARGET_EXIT)
            cov_hit(c, 1, "flow.CAL.exit");
        else {
            c->depth++;
            cov_hit(c, 1, "flow.CAL.depth%u", c->depth);
            if (cm->pc + 1u == c->prog->count)
                cov_hit(c, 1, "flow.CAL.last_word");
        }
    } else {
        if (!cm->taken)
            cov_hit(c, 1, "flow.RET.not_taken");
        else if (c->depth == 0)
            cov_hit(c, 1, "flow.RET.empty_stack");
        else {
            c->depth--;
            cov_hit(c, 1, "flow.RET.%s", cm->done ? "to_end_marker" : "return");
        }
    }
    memcpy(c->cc, cm->cc, sizeof c->cc);
    for (unsigned k = 0; k < 2; k++)
        for (unsigned i = 0; i < 4; i++)
            c->a[k][i] = cm->a[k][i];
    if (cm->done) {
        if (c->state)
            cov_hit(c, 1, "end.state_run");
        else
            cov_hit(c, 1, "end.%s", cm->end < 5 ? end_names[cm->end] : "?");
        if (c->back_taken)
            cov_hit(c, 1, "flow.loop.%s", c->back_taken == 1 ? "iter1" : c->back_taken < 8 ? "iter2_7" : "iter8plus");
    }
}

/* A commit record: a paired word's halves are binned as two instructions
 * (the vector half, then the SOP half), each reading the registers as they
 * were before the word, as both halves do; the record's end once. */
static void on_commit(void *user, const vpm_commit *cm)
{
    cov *c = user;
    const uc_insn in = uc_unpack(&cm->word);
    if (!uc_paired(&in)) {
        bin_insn(c, cm);
        return;
    }
    uint32_t before[16][4];
    memcpy(before, c->temp, sizeof before);
    const uc_insn vh = uc_vop_half(&in), sh = uc_sop_half(&in);
    vpm_commit v = *cm, s = *cm;
    v.word = uc_pack(&vh);
    v.done = 0;
    bin_insn(c, &v);
    memcpy(c->temp, before, sizeof before);
    s.word = uc_pack(&sh);
    s.dfile = cm->sdfile;
    s.didx = cm->sdidx;
    s.wrote = cm->swrote;
    memcpy(s.value, cm->svalue, sizeof s.value);
    bin_insn(c, &s);
    if (cm->dfile == UC_DFILE_TEMP)
        memcpy(c->temp[cm->didx & 15], cm->value, sizeof cm->value);
    cov_hit(c, 1, "pair.words");
}

static void run_begin(cov *c)
{
    memset(c->temp, 0, sizeof c->temp);
    memset(c->a, 0, sizeof c->a);
    memset(c->cc, 0, sizeof c->cc);
    c->depth = c->back_taken = 0;
}

int cov_pair(cov *c, const char *prog_path, const char *in_path, char *err, size_t errsz)
{
    static uc_program p;
    if (vp_load_program(prog_path, (size_t)1 << 24, &p, err, errsz) != 0)
        return -1;
    vpm *m = vpm_create();
    if (!m || vpm_load(m, &p, err, errsz) != 0) {
        vpm_destroy(m);
        return -1;
    }
    size_t len;
    char *text = vp_read_file(in_path, (size_t)1 << 28, &len);
    if (!text) {
        snprintf(err, errsz, "cannot read %s", in_path);
        vpm_destroy(m);
        return -1;
    }
    vps_stream st = {0};
    vps_error pe;
    if (vps_parse(text, len, &st, &pe) != 0) {
        snprintf(err, errsz, "%s:%u:%u: %s", in_path, pe.line, pe.col, pe.msg);
        free(text);
        vps_free(&st);
        vpm_destroy(m);
        return -1;
    }
    free(text);
    c->prog = &p;
    c->state = p.env == UC_ENV_VSP10;
    memset(c->cnst, 0, sizeof c->cnst);
    memset(c->mvp, 0, sizeof c->mvp);
    memset(c->attr, 0, sizeof c->attr);
    for (unsigned i = 0; i < VPM_NATTR; i++)
        c->attr[i][3] = 0x3F800000u;
    cov_hit(c, 1, "prog.%s", env_names[p.env & 3]);
    if (p.pos_invariant)
        cov_hit(c, 1, "prog.posinv.%s", env_names[p.env & 3]);
    vpm_set_trace(m, on_commit, c);
    for (size_t i = 0; i < st.count; i++) {
        const vps_op *op = &st.ops[i];
        switch (op->kind) {
        case VPS_CONST:
            vpm_set_const(m, op->idx, op->v);
            memcpy(c->cnst[op->idx], op->v, sizeof op->v);
            break;
        case VPS_MVP:
            vpm_set_mvp(m, op->idx, op->v);
            memcpy(c->mvp[op->idx], op->v, sizeof op->v);
            break;
        case VPS_ATTR:
            vpm_set_attr(m, op->idx, op->n, op->v);
            vpm_get_attr(m, op->idx, c->attr[op->idx]);
            break;
        case VPS_RUN:
            run_begin(c);
            if (c->state) {
                vpm_end e;
                memcpy(c->attr[0], op->v, sizeof op->v);
                vpm_run_state(m, op->v, &e);
            } else {
                vpm_vertex vx;
                vpm_run_vertex(m, &vx);
            }
            break;
        }
    }
    vps_free(&st);
    vpm_destroy(m);
    c->prog = NULL;
    return 0;
}

/* ------------------------------------------------------------ RTL events */

/* The log of vpcosim --cover-log: "N nthreads", then per cycle
 *   c CYCLE THREAD VERTEX PC DONE INFLIGHT    a commit
 *   o CYCLE                                   output valid, not ready
 *   h CYCLE                                   host command valid, not ready */
int cov_rtl_log(cov *c, const char *prog_path, const char *log_path, char *err, size_t errsz)
{
    static uc_program p;
    if (vp_load_program(prog_path, (size_t)1 << 24, &p, err, errsz) != 0)
        return -1;
    FILE *f = fopen(log_path, "r");
    if (!f) {
        snprintf(err, errsz, "cannot read %s: %s", log_path, strerror(errno));
        return -1;
    }
    char line[160];
    unsigned nthreads = 0;
    unsigned long long pcyc = ~0ull, ocyc = ~0ull, orun = 0;
    unsigned pthread = 0, punit = 0;
    long long last_done = -1;
    bool have_n = false;
    while (fgets(line, sizeof line, f)) {
        unsigned long long cyc;
        unsigned th, vx, pc, done, infl;
        if (sscanf(line, "N %u", &nthreads) == 1) {
            have_n = true;
        } else if (sscanf(line, "c %llu %u %u %u %u %u", &cyc, &th, &vx, &pc, &done, &infl) == 6) {
            const unsigned nt = nthreads ? nthreads : 1;
            cov_hit(c, 1, "rtl.inflight.%s",
                    infl >= nt ? "all" : infl <= 1 ? "1" : infl == 2 ? "2" : "some");
            unsigned unit = 0;
            if (pc < p.count) {
                const uc_insn in = uc_unpack(&p.words[pc]);
                unit = in.vop ? 0 : uc_sop_flow(in.sop) ? 2 : 1;
            }
            if (pcyc != ~0ull && cyc == pcyc + 1) {
                if (th != pthread)
                    cov_hit(c, 1, "rtl.b2b.other_thread");
                static const char *const un[] = {"VU", "SFU", "FLOW"};
                cov_hit(c, 1, "rtl.mix.%s_%s", un[punit], un[unit]);
            }
            if (done) {
                if ((long long)vx < last_done)
                    cov_hit(c, 1, "rtl.reorder");
                else
                    last_done = vx;
            }
            pcyc = cyc;
            pthread = th;
            punit = unit;
        } else if (sscanf(line, "o %llu", &cyc) == 1) {
            cov_hit(c, 1, "rtl.outq.stall");
            orun = ocyc != ~0ull && cyc == ocyc + 1 ? orun + 1 : 1;
            if (orun == 8)
                cov_hit(c, 1, "rtl.outq.stall8plus");
            ocyc = cyc;
        } else if (sscanf(line, "h %llu", &cyc) == 1) {
            cov_hit(c, 1, "rtl.host.stall");
        }
    }
    fclose(f);
    if (!have_n) {
        snprintf(err, errsz, "%s: no 'N nthreads' line (not a vpcosim --cover-log file?)", log_path);
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------ report */

size_t cov_report(const cov *c, FILE *f, bool md)
{
    size_t holes = 0, hit = 0;
    for (size_t i = 0; i < c->nb; i++)
        c->b[i].n ? hit++ : holes++;
    if (md)
        fprintf(f, "| group | bins hit / total | what |\n| --- | --- | --- |\n");
    for (size_t g = 0; g < NGROUPS; g++) {
        const size_t pl = strlen(cov_groups[g].prefix);
        size_t n = 0, h = 0;
        for (size_t i = 0; i < c->nb; i++)
            if (!strncmp(c->b[i].name, cov_groups[g].prefix, pl)) {
                n++;
                h += c->b[i].n != 0;
            }
        if (md)
            fprintf(f, "| `%s` | %zu / %zu | %s |\n", cov_groups[g].prefix, h, n, cov_groups[g].what);
        else
            fprintf(f, "  %-8s %4zu / %-4zu %s\n", cov_groups[g].prefix, h, n, cov_groups[g].what);
    }
    fprintf(f, md ? "\n**Functional bins: %zu of %zu hit, %zu holes.**\n\n" : "functional bins: %zu of %zu hit, %zu holes\n",
            hit, c->nb, holes);
    if (holes) {
        fprintf(f, md ? "Holes:\n\n```\n" : "holes:\n");
        size_t col = 0;
        for (size_t i = 0; i < c->nb; i++)
            if (!c->b[i].n) {
                const size_t w = strlen(c->b[i].name) + 2;
                if (col + w > 100) {
                    fprintf(f, "\n");
                    col = 0;
                }
                fprintf(f, "%s%s", col ? "  " : "  ", c->b[i].name);
                col += w;
            }
        fprintf(f, md ? "\n```\n" : "\n");
    }
    if (c->unknown)
        fprintf(f, "ERROR: %llu hits of undefined bins (last: %s)\n", (unsigned long long)c->unknown, c->last_unknown);
    return holes;
}

/*
 * vu_vectors: test vectors for the vector unit (rtl/vp_vu.v) and the
 * address unit (rtl/vp_au.v), computed by the C library (cmodel/vpfloat.c),
 * TestFloat style: operands drawn from classes (zeros, Inf, NaN payloads,
 * denormals, extreme normals, overflowing/underflowing/cancelling pairs,
 * exponent differences, integers and ties near the address clamp) and
 * uniformly random bit patterns, for every operation, in the numeric modes
 * of one chip: --gpu 20 (VPF_NV20) or --gpu 30 (VPF_NV30_VP1 and
 * VPF_NV30_VP2 alternating).
 *
 * Output, one vector per line, all fields hex (128-bit fields print lane 3
 * first, so lane i is bits [32i+31:32i]):
 *   UNIT OP MODE A B C AREG EXPECT
 * MODE is the vpf_mode (0 NV20, 1 NV30 VP1, 2 NV30 VP2). UNIT 0: vp_vu, EXPECT = the model's vector-unit result; UNIT 1: vp_au,
 * EXPECT = the four 10-bit lanes of the address-unit result in the low 40
 * bits. With --gpu 20 the VP2.0 operations (FLR FRC SSG SEQ SNE SGT SLE
 * STR) expect +0: NV20 runs VP1.x only, and vp_vu has no hardware for them
 * there. AREG (10 hex digits) is
 * A<ARSEL> for ARA, lane i at [10i+9:10i].
 *
 * The model's execute step (run() in cmodel/vpmodel.c; exec_vector() and
 * exec_addr() in docs/architecture.md) is not public: ref_vector() and
 * ref_addr() below restate its dispatch over the public vpf_* functions,
 * and a cross-check runs every vector whose operation the mode's programs
 * have through the golden model itself (vpasm + vpm on the chip) and stops
 * if the two disagree.
 *
 *   vu_vectors [--gpu 20|30] [--count N] [--seed S] [-o FILE] [--corrupt K] [--plant-ref-bug]
 * --gpu defaults to 30. --seed defaults to $SEED, else 1. --corrupt K flips bit 0 of the expected
 * value of the K-th (from 0) vector of each unit (bench self-test: two
 * mismatches); --plant-ref-bug makes the reference
 * wrong for SUB (cross-check self-test: exits 2).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ucode.h"
#include "vpasm.h"
#include "vpfloat.h"
#include "vpmodel.h"

#define SIGN 0x80000000u

/* ---------------------------------------------------------------- random */
static uint64_t rng_state;

static uint64_t rnd64(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static uint32_t rnd32(void) { return (uint32_t)(rnd64() >> 32); }
static uint32_t below(uint32_t n) { return (uint32_t)(((uint64_t)rnd32() * n) >> 32); }
static uint32_t sgn(void) { return rnd32() & SIGN; }
static uint32_t frac(void)
{
    switch (below(4)) {
    case 0: return 0;
    case 1: return 0x7FFFFFu;
    case 2: return rnd32() & 0x7FFFFFu & (0xFFFFFFFFu << below(24)); /* few low bits */
    default: return rnd32() & 0x7FFFFFu;
    }
}
static uint32_t mk(uint32_t s, uint32_t e, uint32_t f) { return s | (e << 23) | (f & 0x7FFFFFu); }

/* a binary32 pattern holding the integer n (|n| < 2^24) */
static uint32_t from_int(int32_t n)
{
    if (n == 0)
        return below(2) ? SIGN : 0;
    uint32_t s = n < 0 ? SIGN : 0, m = (uint32_t)(n < 0 ? -n : n);
    uint32_t e = 31u - (uint32_t)__builtin_clz(m);
    return mk(s, 127u + e, (m << (23u - e)) & 0x7FFFFFu);
}

/* x/2 for a pattern holding an integer (exact for the range used) */
static uint32_t half_of(uint32_t x) { return (x & 0x7F800000u) ? x - (1u << 23) : x; }

/* --------------------------------------------------------------- classes */
enum {
    C_ORD, C_ZERO, C_INF, C_NAN, C_DEN, C_EXT, C_INT, C_SMALL, C_HUGE, C_UNIT, C_RAND, C_NCLASS
};

static uint32_t nan_pat(void)
{
    static const uint32_t pay[] = {0x400000u, 0x000001u, 0x7FFFFFu, 0x200000u, 0x400001u, 0x3FFFFFu};
    uint32_t f = below(3) ? pay[below(6)] : ((rnd32() & 0x7FFFFFu) | 1u);
    return mk(sgn(), 0xFF, f);
}

/* an integer or a half-integer near interesting address-clamp points */
static uint32_t int_pat(void)
{
    static const int32_t c[] = {0, 1, 2, 3, 255, 256, 510, 511, 512, 513, 1023, 1024, 1025, 4096};
    int32_t base = c[below(14)] + (int32_t)below(5) - 2;
    if (below(2))
        base = -base;
    if (below(5) == 0)
        base = (int32_t)(rnd32() >> (8 + below(24)));
    int32_t twice = 2 * base + (below(2) ? 1 : 0); /* x or x.5 */
    uint32_t v = half_of(from_int(twice));
    switch (below(6)) {
    case 0: if (v & 0x7F800000u) v += 1; break; /* just above (in magnitude) */
    case 1: if ((v & 0x7FFFFFFFu) > 0x00800000u) v -= 1; break; /* just below */
    default: break;
    }
    return v;
}

static uint32_t val(int cls)
{
    switch (cls) {
    case C_ORD: return mk(sgn(), 100 + below(55), frac());
    case C_ZERO: return sgn();
    case C_INF: return sgn() | 0x7F800000u;
    case C_NAN: return nan_pat();
    case C_DEN: return mk(sgn(), 0, below(4) ? (rnd32() & 0x7FFFFFu) | 1u : (below(2) ? 1u : 0x7FFFFFu));
    case C_EXT: {
        static const uint32_t e[] = {0x7F7FFFFFu, 0x00800000u, 0x7F000000u, 0x00800001u, 0x7F7FFFFEu, 0x00FFFFFFu};
        return sgn() | (below(3) ? e[below(6)] : mk(0, below(2) ? 1 + below(3) : 252 + below(3), frac()));
    }
    case C_INT: return int_pat();
    case C_SMALL: return mk(sgn(), 1 + below(40), frac());
    case C_HUGE: return mk(sgn(), 215 + below(40), frac());
    case C_UNIT: return mk(sgn(), 110 + below(18), frac()); /* |x| < 2, many below 1 */
    default: return rnd32();
    }
}

static uint32_t any_val(void)
{
    /* a quarter uniformly random bit patterns, the rest by class */
    return below(4) == 0 ? rnd32() : val((int)below(C_NCLASS));
}

/* b chosen against a: equal, opposite, near-cancelling, given exponent
 * difference, product overflowing or underflowing, ... */
static uint32_t related(uint32_t a)
{
    uint32_t ea = (a >> 23) & 0xFFu;
    switch (below(10)) {
    case 0: return a;
    case 1: return a ^ SIGN;                                    /* exact cancellation */
    case 2: return (a ^ SIGN) + below(5) - 2;                   /* near cancellation */
    case 3: return mk(sgn(), ea, frac());                       /* equal exponents */
    case 4: {                                                   /* difference 0..30 */
        uint32_t d = below(31), e = ea > d ? ea - d : ea + d;
        return mk(sgn(), e & 0xFFu, frac());
    }
    case 5: {                                                   /* difference > 24 */
        uint32_t d = 24 + below(40);
        uint32_t e = ea > d ? ea - d : (ea + d < 255 ? ea + d : 1);
        return mk(sgn(), e, frac());
    }
    case 6: {                                                   /* product exponent near 0 or 255 */
        int32_t target = below(2) ? (int32_t)below(5) - 2 : 252 + (int32_t)below(6);
        int32_t eb = target - (int32_t)ea + 127;
        if (eb < 1 || eb > 254)
            eb = 1 + (int32_t)below(254);
        return mk(sgn(), (uint32_t)eb, frac());
    }
    case 7: {                                                   /* product near a power of two */
        int32_t eb = 254 - (int32_t)ea;
        if (eb < 1 || eb > 254)
            eb = 127;
        return mk(sgn(), (uint32_t)eb, (0x7FFFFFu - (a & 0x7FFFFFu) + below(5) - 2) & 0x7FFFFFu);
    }
    default: return any_val();
    }
}

/* ------------------------------------------------------------- reference */

/* --plant-ref-bug: the reference computes SUB as ADD, which the cross-check
 * against the golden model must catch (self-test of the cross-check) */
static int plant_ref_bug;

/* the operations of VP2.0 alone: NV20, which runs VP1.x only, has no hardware for them (vp_vu gives +0) */
static bool vp2_only(unsigned op)
{
    return op == UC_VOP_FLR || op == UC_VOP_FRC || op == UC_VOP_SSG || op == UC_VOP_SEQ || op == UC_VOP_SNE ||
           op == UC_VOP_SGT || op == UC_VOP_SLE || op == UC_VOP_STR;
}

/* the vector-unit result of the model's execute step, over the public vpf_* functions */
static void ref_vector(unsigned op, vpf_mode md, const uint32_t s[3][4], uint32_t r[4])
{
    if (md == VPF_NV20 && vp2_only(op)) {
        for (int i = 0; i < 4; i++) r[i] = 0;
        return;
    }
    switch (op) {
    case UC_VOP_MOV: for (int i = 0; i < 4; i++) r[i] = s[0][i]; return; /* the bits */
    case UC_VOP_MUL: for (int i = 0; i < 4; i++) r[i] = vpf_mul(s[0][i], s[1][i], md); return;
    case UC_VOP_ADD: for (int i = 0; i < 4; i++) r[i] = vpf_add(s[0][i], s[1][i], md); return;
    case UC_VOP_SUB:
        for (int i = 0; i < 4; i++) r[i] = vpf_add(s[0][i], s[1][i] ^ (plant_ref_bug ? 0 : SIGN), md);
        return;
    case UC_VOP_MAD: for (int i = 0; i < 4; i++) r[i] = vpf_mad(s[0][i], s[1][i], s[2][i], md); return;
    case UC_VOP_DP3: r[0] = r[1] = r[2] = r[3] = vpf_dp3(s[0], s[1], md); return;
    case UC_VOP_DP4: r[0] = r[1] = r[2] = r[3] = vpf_dp4(s[0], s[1], md); return;
    case UC_VOP_DPH: r[0] = r[1] = r[2] = r[3] = vpf_dph(s[0], s[1], md); return;
    case UC_VOP_DST: vpf_dst(s[0], s[1], r, md); return;
    default: break;
    }
    for (int i = 0; i < 4; i++) {
        uint32_t a = s[0][i], b = s[1][i];
        switch (op) {
        case UC_VOP_MIN: r[i] = vpf_min(a, b, md); break;
        case UC_VOP_MAX: r[i] = vpf_max(a, b, md); break;
        case UC_VOP_SLT: r[i] = vpf_slt(a, b, md); break;
        case UC_VOP_SGE: r[i] = vpf_sge(a, b, md); break;
        case UC_VOP_SEQ: r[i] = vpf_seq(a, b, md); break;
        case UC_VOP_SGT: r[i] = vpf_sgt(a, b, md); break;
        case UC_VOP_SLE: r[i] = vpf_sle(a, b, md); break;
        case UC_VOP_SNE: r[i] = vpf_sne(a, b, md); break;
        case UC_VOP_SSG: r[i] = vpf_ssg(a, md); break;
        case UC_VOP_FLR: r[i] = vpf_flr(a, md); break;
        case UC_VOP_FRC: r[i] = vpf_frc(a, md); break;
        case UC_VOP_ABS: r[i] = vpf_abs(a, md); break;
        case UC_VOP_STR: r[i] = VPF_ONE; break;
        default: r[i] = 0; break; /* SFL, and anything the model does not know */
        }
    }
}

/* the address-unit result: ARA pairwise sums of areg, else ARL (floor) or ARR per lane */
static void ref_addr(unsigned op, vpf_mode md, const uint32_t a[4], const int16_t areg[4], int16_t r[4])
{
    for (int i = 0; i < 4; i++) {
        if (op == UC_VOP_ARA) {
            int v = areg[i & 1] + areg[(i & 1) + 2];
            r[i] = (int16_t)(v < -512 ? -512 : v > 511 ? 511 : v);
        } else {
            r[i] = (int16_t)(op == UC_VOP_ARL ? vpf_arl(a[i], md) : vpf_arr(a[i], md));
        }
    }
}

/* ------------------------------------------------------------ cross-check */

/* One loaded model per (operation, mode) whose programs have it. */
static vpm *models[32][3];
static unsigned long xchecked;

static void load_models(void)
{
    for (unsigned op = UC_VOP_MOV; op <= UC_VOP_SUB; op++)
        for (int md = 0; md < 3; md++) {
            int n = uc_vop_nsrc(op);
            const char *srcs = n == 1 ? "R0" : n == 2 ? "R0, R1" : "R0, R1, R2";
            char text[256];
            snprintf(text, sizeof text,
                     "%s\nMOV R0, v[0];\nMOV R1, v[1];\nMOV R2, v[2];\n%s o[HPOS], %s;\nEND\n",
                     md == VPF_NV30_VP2 ? "!!VP2.0" : "!!VP1.1", uc_vop_name(op), srcs);
            static vpasm_output o;
            vpasm_error e;
            if (vpasm_assemble(text, strlen(text), &o, &e) != 0)
                continue; /* not in this mode's instruction list */
            vpm *m = vpm_create();
            char err[160];
            if (!m || vpm_set_gpu(m, md == VPF_NV20 ? VPF_GPU_NV20 : VPF_GPU_NV30, err, sizeof err) != 0 ||
                vpm_load(m, &o.prog, err, sizeof err) != 0) {
                fprintf(stderr, "vu_vectors: cannot load the %s model program\n", uc_vop_name(op));
                exit(2);
            }
            models[op][md] = m;
        }
}

static void cross_check(unsigned op, vpf_mode md, const uint32_t s[3][4], const uint32_t r[4])
{
    vpm *m = op < 32 ? models[op][md] : NULL;
    if (!m)
        return;
    for (unsigned k = 0; k < 3; k++)
        vpm_set_attr(m, k, 4, s[k]);
    vpm_vertex vx;
    vpm_run_vertex(m, &vx);
    for (int i = 0; i < 4; i++) {
        uint32_t want = r[i]; /* the model writes the bits, as the engine */
        if (vx.out[UC_OUT_HPOS][i] != want) {
            fprintf(stderr, "vu_vectors: reference disagrees with the model: %s mode %d lane %d: %08" PRIx32
                    " vs model %08" PRIx32 "\n", uc_vop_name(op), (int)md, i, want, vx.out[UC_OUT_HPOS][i]);
            exit(2);
        }
    }
    xchecked++;
}

/* ---------------------------------------------------------------- coverage */

/* How often the interesting outcomes occurred (printed, so that a change of
 * the generator that stops reaching one is seen). */
enum { K_NAN_IN, K_DEN_IN, K_NAN_OUT, K_INF_OUT, K_MAXF_OUT, K_FLUSH, K_CANCEL, K_CLAMP, K_TIE, K_NCOV };
static const char *const cov_name[K_NCOV] = {"NaN operand", "denormal operand", "NaN result", "Inf result",
                                             "overflow to MAXF", "underflow to 0", "exact cancellation",
                                             "address clamped", "ARR tie"};
static unsigned long cov[K_NCOV];

static void cover_vu(unsigned op, const uint32_t s[3][4], const uint32_t r[4])
{
    for (int i = 0; i < 4; i++) {
        for (int k = 0; k < 3; k++) {
            cov[K_NAN_IN] += vpf_isnan(s[k][i]);
            cov[K_DEN_IN] += vpf_iszero(s[k][i]) && (s[k][i] & 0x7FFFFFu);
        }
        cov[K_NAN_OUT] += vpf_isnan(r[i]);
        cov[K_INF_OUT] += vpf_isinf(r[i]);
        if (op == UC_VOP_MUL || op == UC_VOP_ADD || op == UC_VOP_SUB || op == UC_VOP_MAD) {
            cov[K_MAXF_OUT] += (r[i] & 0x7FFFFFFFu) == VPF_MAXF;
            int nz = !vpf_iszero(s[0][i]) && !vpf_iszero(s[1][i]) && !vpf_isinf(s[0][i]) && !vpf_isinf(s[1][i]);
            if (nz && vpf_iszero(r[i]))
                cov[(op == UC_VOP_MUL || op == UC_VOP_MAD) && vpf_iszero(vpf_mul(s[0][i], s[1][i], VPF_NV30_VP2)) ? K_FLUSH
                    : K_CANCEL]++;
        }
    }
}

static void cover_au(unsigned op, const uint32_t a[4], const int16_t r[4])
{
    for (int i = 0; i < 4; i++) {
        cov[K_CLAMP] += r[i] == -512 || r[i] == 511;
        if (op == UC_VOP_ARR && ((a[i] >> 23) & 0xFFu) >= 126 && ((a[i] >> 23) & 0xFFu) < 137) {
            uint32_t sh = 150 - ((a[i] >> 23) & 0xFFu), sig = (a[i] & 0x7FFFFFu) | 0x800000u;
            cov[K_TIE] += (sig & ((1u << sh) - 1)) == 1u << (sh - 1);
        }
    }
}

/* ------------------------------------------------------------------ main */

static void gen_vu_operands(unsigned op, uint32_t s[3][4], vpf_mode md)
{
    for (int i = 0; i < 4; i++) {
        s[0][i] = any_val();
        s[1][i] = below(2) ? related(s[0][i]) : any_val();
        s[2][i] = any_val();
        if (op == UC_VOP_MAD && below(3) == 0) { /* addend against the product */
            uint32_t p = vpf_mul(s[0][i], s[1][i], md);
            s[2][i] = below(2) ? p ^ SIGN : related(p);
        }
    }
    if (op == UC_VOP_DP3 || op == UC_VOP_DP4 || op == UC_VOP_DPH) {
        /* products that cancel each other, and DPH's b.w against the sum */
        if (below(2)) {
            unsigned i = below(3), j = i + 1 + below(3 - i);
            s[0][j] = s[0][i] ^ SIGN;
            s[1][j] = below(2) ? s[1][i] : related(s[1][i]);
        }
        if (below(3) == 0) { /* all products of similar size */
            uint32_t e = 60 + below(130);
            for (int i = 0; i < 4; i++) {
                s[0][i] = mk(sgn(), e + below(3), frac());
                s[1][i] = mk(sgn(), 127 + below(3), frac());
            }
        }
        if (op == UC_VOP_DPH && below(3) == 0)
            s[1][3] = related(vpf_dp3(s[0], s[1], md) ^ (below(2) ? SIGN : 0));
        if (op == UC_VOP_DP4 && below(4) == 0) { /* last product cancels the first three */
            uint32_t d = vpf_dp3(s[0], s[1], md) ^ SIGN;
            s[0][3] = below(2) ? d : related(d);
            s[1][3] = VPF_ONE;
        }
    }
    if (op == UC_VOP_FLR || op == UC_VOP_FRC || op == UC_VOP_SSG)
        for (int i = 0; i < 4; i++)
            if (below(2))
                s[0][i] = below(2) ? int_pat() : val(C_UNIT);
}

int main(int argc, char **argv)
{
    unsigned long count = 200000, corrupt = (unsigned long)-1;
    int gpu = 30;
    uint64_t seed = 0;
    int have_seed = 0;
    const char *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--count") && i + 1 < argc) {
            count = strtoul(argv[++i], NULL, 0);
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 0);
            have_seed = 1;
        } else if (!strcmp(argv[i], "--corrupt") && i + 1 < argc) {
            corrupt = strtoul(argv[++i], NULL, 0);
        } else if (!strcmp(argv[i], "--gpu") && i + 1 < argc) {
            gpu = atoi(argv[++i]);
            if (gpu != 20 && gpu != 30) {
                fprintf(stderr, "vu_vectors: --gpu is 20 or 30\n");
                return 2;
            }
        } else if (!strcmp(argv[i], "--plant-ref-bug")) {
            plant_ref_bug = 1;
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            out = argv[++i];
        } else {
            fprintf(stderr, "usage: vu_vectors [--gpu 20|30] [--count N] [--seed S] [--corrupt K] [--plant-ref-bug] [-o FILE]\n");
            return 2;
        }
    }
    if (!have_seed) {
        const char *e = getenv("SEED");
        seed = e && *e ? strtoull(e, NULL, 0) : 1;
    }
    rng_state = seed;
    FILE *f = out ? fopen(out, "w") : stdout;
    if (!f) {
        perror(out);
        return 2;
    }
    load_models();

    unsigned long nvu = 0, nau = 0;
    for (unsigned long n = 0; n < count; n++) {
        const vpf_mode md = gpu == 20 ? VPF_NV20 : (n & 1) ? VPF_NV30_VP2 : VPF_NV30_VP1;
        uint32_t s[3][4], r[4] = {0};
        int16_t areg[4] = {0};
        unsigned unit, op;
        uint32_t pick = below(100);
        if (pick < 85) { /* every vector-unit operation in turn, MOV..SUB */
            unit = 0;
            op = UC_VOP_MOV + (unsigned)((n >> 1) % (UC_VOP_SUB - UC_VOP_MOV + 1));
        } else if (pick < 87) { /* codes the vector unit gives 0 for: NOP, ARL.., unused */
            unit = 0;
            static const unsigned other[] = {UC_VOP_NOP, UC_VOP_ARL, UC_VOP_ARR, UC_VOP_ARA, 27, 31};
            op = other[below(6)];
        } else {
            unit = 1;
            op = UC_VOP_ARL + below(3);
        }
        gen_vu_operands(op, s, md);
        if (unit == 1) {
            for (int i = 0; i < 4; i++) {
                if (below(3))
                    s[0][i] = below(4) ? int_pat() : val(C_UNIT);
                areg[i] = (int16_t)(below(2) ? (int)below(1024) - 512 : (int)below(64) + (below(2) ? 224 : -288));
            }
            int16_t ra[4];
            ref_addr(op, md, s[0], areg, ra);
            cover_au(op, s[0], ra);
            for (int i = 0; i < 4; i++) /* packed lanes: 40 bits in r[1]:r[0] */
                for (int b = 0; b < 10; b++)
                    if ((uint32_t)ra[i] >> b & 1u)
                        r[(10 * i + b) / 32] |= 1u << ((10 * i + b) % 32);
            nau++;
        } else {
            ref_vector(op, md, (const uint32_t(*)[4])s, r);
            cross_check(op, md, (const uint32_t(*)[4])s, r);
            cover_vu(op, (const uint32_t(*)[4])s, r);
            nvu++;
        }
        if ((unit ? nau : nvu) == corrupt + 1) /* the corrupt-th vector of each unit, from 0 */
            r[0] ^= 1u;
        uint64_t ar = 0;
        for (int i = 0; i < 4; i++)
            ar |= (uint64_t)((uint16_t)areg[i] & 0x3FFu) << (10 * i);
        fprintf(f, "%x %02x %x", unit, op, (unsigned)md);
        for (int k = 0; k < 3; k++)
            fprintf(f, " %08" PRIx32 "%08" PRIx32 "%08" PRIx32 "%08" PRIx32, s[k][3], s[k][2], s[k][1], s[k][0]);
        fprintf(f, " %010" PRIx64 " %08" PRIx32 "%08" PRIx32 "%08" PRIx32 "%08" PRIx32 "\n", ar, r[3], r[2], r[1], r[0]);
    }
    if (out && fclose(f) != 0) {
        perror(out);
        return 2;
    }
    fprintf(stderr, "vu_vectors: GPU %d, seed %" PRIu64 " (SEED=%" PRIu64 " reproduces), %lu vectors (%lu vector unit, %lu address unit), "
            "%lu cross-checked against the golden model\n", gpu, seed, seed, count, nvu, nau, xchecked);
    fprintf(stderr, "vu_vectors: lanes with");
    for (int k = 0; k < K_NCOV; k++)
        fprintf(stderr, "%s %s %lu", k ? "," : "", cov_name[k], cov[k]);
    fprintf(stderr, "\n");
    for (int op = 0; op < 32; op++)
        for (int md = 0; md < 3; md++)
            if (models[op][md])
                vpm_destroy(models[op][md]);
    return 0;
}

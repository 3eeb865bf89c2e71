/*
 * test_vpfloat: the places where the specifications' text and the NV20/NV30
 * hardware disagree (docs/numerics.md, "Where the hardware and the
 * specification disagree"): for each, the engine must give the hardware's
 * bits, which differ from what the sentence asks. Plus the numeric modes of
 * the two chips and the model's refusal of a !!VP2.0 program on NV20.
 * (Every other result is checked against the reference vectors by
 * test_oracle.)
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sfu.h"
#include "ucode.h"
#include "vpasm.h"
#include "vpfloat.h"
#include "vpmodel.h"

static int fails;

#define CHECK(cond, ...)                                         \
    do {                                                         \
        if (!(cond)) {                                           \
            fprintf(stderr, "test_vpfloat: FAIL: " __VA_ARGS__); \
            fputc('\n', stderr);                                 \
            fails++;                                             \
        }                                                        \
    } while (0)

typedef enum { OP_ADD, OP_MUL, OP_MIN, OP_ABS, OP_DP3, OP_EX2, OP_LG2, OP_SIN, OP_RSQ, OP_DSTZ } opk;

typedef struct {
    const char *where; /* the specification's sentence */
    opk op;
    vpf_mode m;
    uint32_t a, b, c;
    uint32_t spec, hw; /* what the sentence asks, what the chip gives */
} place;

static const place places[] = {
    {"VP2 2.14.3.2 ADD rule 6: -0.0 + <x> = <x>", OP_ADD, VPF_NV30_VP2, 0x80000000u, 0x80000000u, 0,
     0x80000000u, 0x00000000u},
    {"VP2 2.14.3.24 MUL rule 4: the sign of a zero product is the xor of the signs", OP_MUL, VPF_NV30_VP2,
     0x80000000u, 0x3F800000u, 0, 0x80000000u, 0x00000000u},
    {"VP2 2.14.3.1 ABS rule 3: abs(-0.0) = +0.0 (the hardware's ABS is MAX(x, -x))", OP_ABS, VPF_NV30_VP2,
     0x80000000u, 0, 0, 0x00000000u, 0x80000000u},
    {"VP1 2.14.1.11: computations involving NaN generate +NaN (MIN passes -NaN)", OP_MIN, VPF_NV20, 0xFFC00000u,
     0x3F800000u, 0, 0x7FFFFFFFu, 0xFFC00000u},
    {"VP1 2.14.1.11: computations involving NaN generate +NaN (DST.z passes a.z)", OP_DSTZ, VPF_NV30_VP1,
     0xFFC00001u, 0, 0, 0x7FFFFFFFu, 0xFFC00001u},
    {"VP1 2.14.1.11: denorms are treated as 0.0 (NV20's adder reads them at half value)", OP_ADD, VPF_NV20,
     0x00800000u, 0x007FFFFEu, 0, 0x00800000u, 0x00BFFFFFu},
    {"VP1 2.14.1.11: round-to-zero (the adder drops the aligned operand's low bits)", OP_ADD, VPF_NV20,
     0x3F800000u, 0xB3800001u, 0, 0x3F7FFFFEu, 0x3F7FFFFFu},
    {"VP1 2.14.1.11: round-to-zero (on NV30 an overflowing product is infinite)", OP_MUL, VPF_NV30_VP1,
     0x7F000000u, 0x40000000u, 0, 0x7F7FFFFFu, 0x7F800000u},
    {"VP1 2.14.1.10.3 DP3: the sum of the products, each step rounded (one sum, one truncation)", OP_DP3,
     VPF_NV20, 0x3F800000u, 0x33800001u, 0xB3800000u, 0x3F7FFFFFu, 0x3F800000u},
    {"VP1 2.14.1.10.7: RSQ accurate to 2^-22 (NV20: RSQ(1.0) is one ulp low, exactly 1 on NV30)", OP_RSQ,
     VPF_NV20, 0x3F800000u, 0, 0, 0x3F800000u, 0x3F7FFFFFu},
    {"VP2 2.14.3.13 EX2: |Approx2ToX(x) - 2^x| < 2^-22 on [0, 1) (EX2(0.51552) is 2^-21.93 off)", OP_EX2,
     VPF_NV30_VP2, 0x3F03F920u, 0, 0, 0x3FB6FA2Au, 0x3FB6FA2Cu},
    {"VP2 2.14.3.17 LG2: |ApproxLog2(x) - log2(x)| < 2^-22 (LG2(0.5) is not -1.0)", OP_LG2, VPF_NV30_VP2,
     0x3F000000u, 0, 0, 0xBF800000u, 0xBF7FFFFFu},
    {"VP2 2.14.3.33 SIN: |ApproxSine(x) - sin(x)| < 2^-22 (SIN(2^-31) is about 0.91)", OP_SIN, VPF_NV30_VP2,
     0x30000000u, 0, 0, 0x30000000u, 0x3F68C7B6u},
};

static uint32_t eval(const place *p)
{
    const uint32_t a[4] = {p->a, p->b, p->c, p->c}, b[4] = {p->c, p->c, p->c, p->c};
    switch (p->op) {
    case OP_ADD: return vpf_add(p->a, p->b, p->m);
    case OP_MUL: return vpf_mul(p->a, p->b, p->m);
    case OP_MIN: return vpf_min(p->a, p->b, p->m);
    case OP_ABS: return vpf_abs(p->a, p->m);
    case OP_DP3: {
        const uint32_t one[4] = {0x3F800000u, 0x3F800000u, 0x3F800000u, 0};
        return vpf_dp3(a, one, p->m);
    }
    case OP_EX2: return sfu_ex2(p->a, p->m);
    case OP_LG2: return sfu_lg2(p->a, p->m);
    case OP_SIN: return sfu_sin(p->a, p->m);
    case OP_RSQ: return sfu_rsq(p->a, p->m);
    case OP_DSTZ: {
        uint32_t r[4];
        const uint32_t s[4] = {0, 0, p->a, 0};
        vpf_dst(s, b, r, p->m);
        return r[2];
    }
    }
    return 0;
}

static void test_places(void)
{
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
        const place *p = &places[i];
        const uint32_t got = eval(p);
        CHECK(p->spec != p->hw, "row %zu: the spec's and the hardware's values are the same", i);
        CHECK(got == p->hw, "%s: expected the hardware's %08X, got %08X", p->where, p->hw, got);
    }
    /* the SIN row's exact value */
    const uint32_t s = sfu_sin(0x30000000u, VPF_NV30_VP2);
    float f;
    memcpy(&f, &s, sizeof f);
    CHECK(f > 0.9f && f < 0.92f, "SIN(2^-31) is %g, the hardware's is about 0.91", (double)f);
}

static void test_modes(void)
{
    CHECK(vpf_mode_of(VPF_GPU_NV20, 0) == VPF_NV20, "NV20 VP1 mode");
    CHECK(vpf_mode_of(VPF_GPU_NV30, 0) == VPF_NV30_VP1, "NV30 VP1 mode");
    CHECK(vpf_mode_of(VPF_GPU_NV30, 1) == VPF_NV30_VP2, "NV30 VP2 mode");
    /* the three modes differ where the issue says they do */
    CHECK(vpf_mul(0x7F000000u, 0x40000000u, VPF_NV20) == 0x7F7FFFFFu, "NV20 product overflow saturates");
    CHECK(vpf_mul(0x00000000u, 0x7F800000u, VPF_NV30_VP1) == 0, "zero-wins on NV30 VP1");
    CHECK(vpf_mul(0x00000000u, 0x7F800000u, VPF_NV30_VP2) == VPF_NAN, "0 * Inf on NV30 VP2");
    CHECK(sfu_rsq(0x3F800000u, VPF_NV30_VP1) == 0x3F800000u, "RSQ(1) on NV30");
}

static int load(vpm *m, const char *src, char *err, size_t errsz)
{
    static vpasm_output o;
    vpasm_error e;
    if (vpasm_assemble(src, strlen(src), &o, &e) != 0) {
        snprintf(err, errsz, "assembly failed");
        return -2;
    }
    return vpm_load(m, &o.prog, err, errsz);
}

static void test_model_gpu(void)
{
    char err[200] = "";
    vpm *m = vpm_create();
    CHECK(m && vpm_gpu(m) == VPF_GPU_NV30, "the model defaults to NV30");
    CHECK(vpm_set_gpu(m, (vpf_gpu)25, err, sizeof err) == -1 && strstr(err, "unknown GPU"),
          "an unknown generation is refused: '%s'", err);
    CHECK(vpm_set_gpu(m, VPF_GPU_NV20, err, sizeof err) == 0, "NV20 accepted");
    CHECK(load(m, "!!VP2.0\nMOV o[HPOS], v[0];\nEND\n", err, sizeof err) == -1 && strstr(err, "NV20"),
          "NV20 refuses a !!VP2.0 program: '%s'", err);
    CHECK(load(m, "!!VP1.1\nMOV o[HPOS], v[0];\nEND\n", err, sizeof err) == 0, "NV20 runs VP1.1: %s", err);
    CHECK(vpm_set_gpu(m, VPF_GPU_NV30, err, sizeof err) == 0, "back to NV30");
    CHECK(load(m, "!!VP2.0\nMOV o[HPOS], v[0];\nEND\n", err, sizeof err) == 0, "NV30 runs VP2.0: %s", err);
    CHECK(vpm_set_gpu(m, VPF_GPU_NV20, err, sizeof err) == -1 && strstr(err, "VP2.0"),
          "switching a loaded VP2.0 program to NV20 is refused: '%s'", err);
    vpf_gpu g;
    CHECK(vpm_gpu_parse("nv20", &g) == 0 && g == VPF_GPU_NV20, "parse nv20");
    CHECK(vpm_gpu_parse("nv30", &g) == 0 && g == VPF_GPU_NV30, "parse nv30");
    CHECK(vpm_gpu_parse("nv40", &g) == -1 && vpm_gpu_parse("", &g) == -1, "parse refuses others");
    vpm_destroy(m);
}

int main(void)
{
    test_places();
    test_modes();
    test_model_gpu();
    if (fails) {
        printf("test_vpfloat: %d checks failed\n", fails);
        return 1;
    }
    printf("test_vpfloat: %zu spec/hardware places, the modes, the model's generation: all pass\n",
           sizeof places / sizeof places[0]);
    return 0;
}

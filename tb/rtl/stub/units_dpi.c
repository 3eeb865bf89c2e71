/*
 * STAND-IN, NOT RTL: the DPI functions behind tb/rtl/stub/vp_{vu,sfu,au}.v,
 * the same dispatch as exec_vector / exec_sfu / exec_addr in
 * cmodel/vpmodel.c over the public libvp functions. Lets the bench run the
 * engine's control RTL before the execution units exist.
 */
#include <stdint.h>

#include "sfu.h"
#include "ucode.h"
#include "vpfloat.h"

void vpdpi_vu(int vop, int vp2, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *r);
void vpdpi_sfu(int sop, int vp2, const uint32_t *s, uint32_t *r);
long long vpdpi_au(int vop, int vp2, int a0, int a1, int a2, int a3, long long areg);

void vpdpi_vu(int vop, int vp2, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *r)
{
    const vpf_mode md = vp2 ? VPF_VP2 : VPF_VP1;
    switch (vop) {
    case UC_VOP_DP3: r[0] = r[1] = r[2] = r[3] = vpf_dp3(a, b, md); return;
    case UC_VOP_DP4: r[0] = r[1] = r[2] = r[3] = vpf_dp4(a, b, md); return;
    case UC_VOP_DPH: r[0] = r[1] = r[2] = r[3] = vpf_dph(a, b, md); return;
    case UC_VOP_DST: vpf_dst(a, b, r, md); return;
    default: break;
    }
    for (int i = 0; i < 4; i++) {
        uint32_t v = 0;
        switch (vop) {
        case UC_VOP_MOV: v = a[i]; break;
        case UC_VOP_MUL: v = vpf_mul(a[i], b[i], md); break;
        case UC_VOP_ADD: v = vpf_add(a[i], b[i], md); break;
        case UC_VOP_SUB: v = vpf_add(a[i], b[i] ^ 0x80000000u, md); break;
        case UC_VOP_MAD: v = vpf_mad(a[i], b[i], c[i], md); break;
        case UC_VOP_MIN: v = vpf_min(a[i], b[i], md); break;
        case UC_VOP_MAX: v = vpf_max(a[i], b[i], md); break;
        case UC_VOP_SLT: v = vpf_slt(a[i], b[i], md); break;
        case UC_VOP_SGE: v = vpf_sge(a[i], b[i], md); break;
        case UC_VOP_SEQ: v = vpf_seq(a[i], b[i], md); break;
        case UC_VOP_SGT: v = vpf_sgt(a[i], b[i], md); break;
        case UC_VOP_SLE: v = vpf_sle(a[i], b[i], md); break;
        case UC_VOP_SNE: v = vpf_sne(a[i], b[i], md); break;
        case UC_VOP_STR: v = 0x3F800000u; break;
        case UC_VOP_SFL: v = 0; break;
        case UC_VOP_SSG: v = vpf_ssg(a[i], md); break;
        case UC_VOP_FLR: v = vpf_flr(a[i], md); break;
        case UC_VOP_FRC: v = vpf_frc(a[i], md); break;
        case UC_VOP_ABS: v = vpf_abs(a[i], md); break;
        default: v = 0; break;
        }
        r[i] = v;
    }
}

/* sop: the UC_SOP_* code; + 32 for LIT's second pass (rtl/vp_sfu.v takes
   LIT in two passes: the first gives its power operand in lane x) */
void vpdpi_sfu(int sop, int vp2, const uint32_t *s, uint32_t *r)
{
    const vpf_mode md = vp2 ? VPF_VP2 : VPF_VP1;
    uint32_t v;
    if (sop == UC_SOP_LIT) {
        r[0] = sfu_lit_power(s, md);
        r[1] = r[2] = r[3] = 0;
        return;
    }
    switch (sop & 31) {
    case UC_SOP_EXP: sfu_exp(s[0], r, md); return;
    case UC_SOP_LOG: sfu_log(s[0], r, md); return;
    case UC_SOP_LIT: sfu_lit(s, r, md); return;
    case UC_SOP_RCP: v = sfu_rcp(s[0], md); break;
    case UC_SOP_RCC: v = sfu_rcc(s[0], md); break;
    case UC_SOP_RSQ: v = sfu_rsq(s[0], md); break;
    case UC_SOP_EX2: v = sfu_ex2(s[0], md); break;
    case UC_SOP_LG2: v = sfu_lg2(s[0], md); break;
    case UC_SOP_SIN: v = sfu_sin(s[0], md); break;
    case UC_SOP_COS: v = sfu_cos(s[0], md); break;
    default: v = 0; break;
    }
    r[0] = r[1] = r[2] = r[3] = v;
}

long long vpdpi_au(int vop, int vp2, int a0, int a1, int a2, int a3, long long areg)
{
    const vpf_mode md = vp2 ? VPF_VP2 : VPF_VP1;
    const uint32_t a[4] = {(uint32_t)a0, (uint32_t)a1, (uint32_t)a2, (uint32_t)a3};
    int reg[4];
    for (int i = 0; i < 4; i++) {
        int x = (int)((unsigned long long)areg >> (10 * i)) & 0x3FF;
        reg[i] = x >= 512 ? x - 1024 : x;
    }
    unsigned long long r = 0;
    for (int i = 0; i < 4; i++) {
        int v;
        if (vop == UC_VOP_ARA) {
            v = reg[i & 1] + reg[(i & 1) + 2];
            v = v < -512 ? -512 : v > 511 ? 511 : v;
        } else if (vop == UC_VOP_ARR) {
            v = (int)vpf_arr(a[i], md);
        } else {
            v = (int)vpf_arl(a[i], md);
        }
        r |= (unsigned long long)(v & 0x3FF) << (10 * i);
    }
    return (long long)r;
}

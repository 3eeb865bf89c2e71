/* ucdep: the register lanes an instruction reads and writes (see ucdep.h). */
#include "ucdep.h"

#include <string.h>

enum {
    B_TEMP = 0,              /* R0-R15, 4 lanes each */
    B_OUT = B_TEMP + 16 * 4, /* o[0..20] */
    B_CC = B_OUT + 21 * 4,   /* CC.xyzw */
    B_ADDR = B_CC + 4,       /* A0.xyzw, A1.xyzw */
    B_CONST = B_ADDR + 8,    /* c[0..95] */
    B_END = B_CONST + 96 * 4
};

_Static_assert(B_END <= UCD_U64 * 64, "ucd_set too small");

static void put(ucd_set *s, unsigned bit) { s->b[bit / 64] |= (uint64_t)1 << (bit % 64); }

/* Lanes `lanes` (bit i = lane i) of the register at base + 4 * idx. */
static void put_lanes(ucd_set *s, unsigned base, unsigned idx, unsigned lanes)
{
    for (unsigned i = 0; i < 4; i++)
        if (lanes & (1u << i))
            put(s, base + 4 * idx + i);
}

/* The register components a source reads when the operation uses its
 * swizzled lanes `used` (bit i = lane i): swz's component of each. */
static unsigned comps(uint8_t swz, unsigned used)
{
    unsigned c = 0;
    for (unsigned i = 0; i < 4; i++)
        if (used & (1u << i))
            c |= 1u << ((swz >> (2 * i)) & 3u);
    return c;
}

/* The lanes of source s that the operation of `in` (one half) uses. */
static unsigned used_lanes(const uc_insn *in, unsigned s)
{
    switch (in->vop) {
    case UC_VOP_NOP: /* special-function: the scalar lane, or LIT's vector */
        return 0xFu;
    case UC_VOP_DP3:
        return 0x7u;
    case UC_VOP_DPH:
        return s == 0 ? 0x7u : 0xFu;
    case UC_VOP_DP4:
    case UC_VOP_DST:
        return 0xFu;
    default: /* lane i from lane i */
        return in->wmask;
    }
}

static void half_effects(const uc_insn *in, ucd_set *rd, ucd_set *wr)
{
    if (uc_sop_flow(in->sop)) {
        if (in->ccr != UC_CCR_TR && in->ccr != UC_CCR_FL)
            put_lanes(rd, B_CC, 0, comps(in->ccs, 0xFu));
        return;
    }
    /* sources */
    const int nsrc = in->vop ? uc_vop_nsrc(in->vop) : 1;
    for (int k = 0; k < nsrc; k++) {
        const unsigned s = in->vop ? (unsigned)k : 2u;
        const uc_src *src = &in->src[s];
        const unsigned c = comps(src->swz, used_lanes(in, s));
        if (src->file == UC_SFILE_TEMP) {
            put_lanes(rd, B_TEMP, src->tidx & 15u, c);
        } else if (src->file == UC_SFILE_CONST) {
            if (in->crel) {
                put(rd, B_ADDR + 4u * (in->arsel & 1u) + (in->arcomp & 3u));
                for (unsigned r = 0; r < 96; r++)
                    put_lanes(rd, B_CONST, r, 0xFu);
            } else if (in->cidx >= 0 && in->cidx < 96) {
                put_lanes(rd, B_CONST, (unsigned)in->cidx, c);
            }
        }
    }
    if (in->vop == UC_VOP_ARA)
        put_lanes(rd, B_ADDR, in->arsel & 1u, 0xFu);
    /* the condition-code mask */
    if (in->ccr != UC_CCR_TR && in->ccr != UC_CCR_FL)
        put_lanes(rd, B_CC, 0, comps(in->ccs, in->wmask));
    /* the destination and the condition-code update */
    switch (in->dfile) {
    case UC_DFILE_TEMP: put_lanes(wr, B_TEMP, in->didx & 15u, in->wmask); break;
    case UC_DFILE_OUT:
        if (in->didx < 21)
            put_lanes(wr, B_OUT, in->didx, in->wmask);
        break;
    case UC_DFILE_CONST:
        if (in->didx < 96)
            put_lanes(wr, B_CONST, in->didx, in->wmask);
        break;
    case UC_DFILE_ADDR: put_lanes(wr, B_ADDR, in->didx & 1u, in->wmask); break;
    default: break;
    }
    if (in->ccu)
        put_lanes(wr, B_CC, 0, in->wmask);
}

void ucd_effects(const uc_insn *in, ucd_set *rd, ucd_set *wr)
{
    memset(rd, 0, sizeof *rd);
    memset(wr, 0, sizeof *wr);
    if (uc_paired(in)) {
        const uc_insn v = uc_vop_half(in), s = uc_sop_half(in);
        half_effects(&v, rd, wr);
        half_effects(&s, rd, wr);
    } else {
        half_effects(in, rd, wr);
    }
}

bool ucd_meet(const ucd_set *a, const ucd_set *b)
{
    uint64_t m = 0;
    for (unsigned i = 0; i < UCD_U64; i++)
        m |= a->b[i] & b->b[i];
    return m != 0;
}

void ucd_add(ucd_set *acc, const ucd_set *x)
{
    for (unsigned i = 0; i < UCD_U64; i++)
        acc->b[i] |= x->b[i];
}

bool ucd_independent(const ucd_set *rda, const ucd_set *wra, const ucd_set *rdb, const ucd_set *wrb)
{
    return !ucd_meet(wra, rdb) && !ucd_meet(wrb, rda) && !ucd_meet(wra, wrb);
}

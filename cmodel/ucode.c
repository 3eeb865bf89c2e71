/* ucode: packing, unpacking and checking of microcode words (see ucode.h). */
#include "ucode.h"

#include <stdarg.h>
#include <string.h>

#include "vptext.h"

uint32_t uc_get(const uc_word *w, unsigned lsb, unsigned width)
{
    uint32_t v = 0;
    for (unsigned i = 0; i < width; i++) {
        unsigned b = lsb + i;
        v |= ((w->w[b / 32] >> (b % 32)) & 1u) << i;
    }
    return v;
}

void uc_set(uc_word *w, unsigned lsb, unsigned width, uint32_t value)
{
    for (unsigned i = 0; i < width; i++) {
        unsigned b = lsb + i;
        uint32_t bit = 1u << (b % 32);
        if ((value >> i) & 1u)
            w->w[b / 32] |= bit;
        else
            w->w[b / 32] &= ~bit;
    }
}

#define F(name) UC_##name##_LSB, UC_##name##_WIDTH

uc_word uc_pack(const uc_insn *in)
{
    uc_word w;
    memset(&w, 0, sizeof w);
    uc_set(&w, F(END), in->end);
    uc_set(&w, F(ENV), in->env);
    uc_set(&w, F(VOP), in->vop);
    uc_set(&w, F(SOP), in->sop);
    uc_set(&w, F(CCU), in->ccu);
    uc_set(&w, F(CCR), in->ccr);
    uc_set(&w, F(CCS), in->ccs);
    uc_set(&w, F(DFILE), in->dfile);
    uc_set(&w, F(DIDX), in->didx);
    uc_set(&w, F(WMASK), in->wmask);
    uc_set(&w, F(VIDX), in->vidx);
    uc_set(&w, F(CIDX), (uint32_t)in->cidx & ((1u << UC_CIDX_WIDTH) - 1));
    uc_set(&w, F(CREL), in->crel);
    uc_set(&w, F(ARSEL), in->arsel);
    uc_set(&w, F(ARCOMP), in->arcomp);
    uc_set(&w, F(TARGET), in->target);
    const unsigned lsb[3][6] = {
        {UC_S0FILE_LSB, UC_S0TIDX_LSB, UC_S0SWZ_LSB, UC_S0NEG_LSB, UC_S0ABS_LSB, UC_S0NABS_LSB},
        {UC_S1FILE_LSB, UC_S1TIDX_LSB, UC_S1SWZ_LSB, UC_S1NEG_LSB, UC_S1ABS_LSB, UC_S1NABS_LSB},
        {UC_S2FILE_LSB, UC_S2TIDX_LSB, UC_S2SWZ_LSB, UC_S2NEG_LSB, UC_S2ABS_LSB, UC_S2NABS_LSB},
    };
    for (int s = 0; s < 3; s++) {
        uc_set(&w, lsb[s][0], UC_S0FILE_WIDTH, in->src[s].file);
        uc_set(&w, lsb[s][1], UC_S0TIDX_WIDTH, in->src[s].tidx);
        uc_set(&w, lsb[s][2], UC_S0SWZ_WIDTH, in->src[s].swz);
        uc_set(&w, lsb[s][3], 1, in->src[s].neg);
        uc_set(&w, lsb[s][4], 1, in->src[s].abs);
        uc_set(&w, lsb[s][5], 1, in->src[s].nabs);
    }
    uc_set(&w, F(SDOUT), in->sdout);
    uc_set(&w, F(SDIDX), in->sdidx);
    uc_set(&w, F(SWMASK), in->swmask);
    uc_set(&w, F(RSVD), in->rsvd);
    return w;
}

uc_insn uc_unpack(const uc_word *w)
{
    uc_insn in;
    memset(&in, 0, sizeof in);
    in.end = (uint8_t)uc_get(w, F(END));
    in.env = (uint8_t)uc_get(w, F(ENV));
    in.vop = (uint8_t)uc_get(w, F(VOP));
    in.sop = (uint8_t)uc_get(w, F(SOP));
    in.ccu = (uint8_t)uc_get(w, F(CCU));
    in.ccr = (uint8_t)uc_get(w, F(CCR));
    in.ccs = (uint8_t)uc_get(w, F(CCS));
    in.dfile = (uint8_t)uc_get(w, F(DFILE));
    in.didx = (uint8_t)uc_get(w, F(DIDX));
    in.wmask = (uint8_t)uc_get(w, F(WMASK));
    in.vidx = (uint8_t)uc_get(w, F(VIDX));
    in.crel = (uint8_t)uc_get(w, F(CREL));
    uint32_t c = uc_get(w, F(CIDX));
    if (in.crel && (c & (1u << (UC_CIDX_WIDTH - 1))))
        in.cidx = (int16_t)((int32_t)c - (1 << UC_CIDX_WIDTH));
    else
        in.cidx = (int16_t)c;
    in.arsel = (uint8_t)uc_get(w, F(ARSEL));
    in.arcomp = (uint8_t)uc_get(w, F(ARCOMP));
    in.target = (uint16_t)uc_get(w, F(TARGET));
    const unsigned lsb[3] = {UC_S0FILE_LSB, UC_S1FILE_LSB, UC_S2FILE_LSB};
    for (int s = 0; s < 3; s++) {
        /* the six source subfields are contiguous: file, tidx, swz, neg, abs, nabs */
        unsigned b = lsb[s];
        in.src[s].file = (uint8_t)uc_get(w, b, UC_S0FILE_WIDTH);
        b += UC_S0FILE_WIDTH;
        in.src[s].tidx = (uint8_t)uc_get(w, b, UC_S0TIDX_WIDTH);
        b += UC_S0TIDX_WIDTH;
        in.src[s].swz = (uint8_t)uc_get(w, b, UC_S0SWZ_WIDTH);
        b += UC_S0SWZ_WIDTH;
        in.src[s].neg = (uint8_t)uc_get(w, b++, 1);
        in.src[s].abs = (uint8_t)uc_get(w, b++, 1);
        in.src[s].nabs = (uint8_t)uc_get(w, b, 1);
    }
    in.sdout = (uint8_t)uc_get(w, F(SDOUT));
    in.sdidx = (uint8_t)uc_get(w, F(SDIDX));
    in.swmask = (uint8_t)uc_get(w, F(SWMASK));
    in.rsvd = (uint8_t)uc_get(w, F(RSVD));
    return in;
}

uc_word uc_blank_word(void)
{
    uc_word w;
    memset(&w, 0, sizeof w);
    uc_set(&w, UC_END_LSB, 1, 1);
    return w;
}

bool uc_word_eq(const uc_word *a, const uc_word *b)
{
    return memcmp(a->w, b->w, sizeof a->w) == 0;
}

static const char *const vop_names[] = UC_VOP_NAMES_INIT;
static const char *const sop_names[] = UC_SOP_NAMES_INIT;
static const char *const ccr_names[] = UC_CCR_NAMES_INIT;
static const char *const out_names[] = UC_OUT_NAMES_INIT;

#define NAME_OF(tab, v) ((v) < sizeof(tab) / sizeof((tab)[0]) ? (tab)[v] : NULL)

const char *uc_vop_name(unsigned vop) { return NAME_OF(vop_names, vop); }
const char *uc_sop_name(unsigned sop) { return NAME_OF(sop_names, sop); }
const char *uc_ccr_name(unsigned ccr) { return NAME_OF(ccr_names, ccr); }
const char *uc_out_name(unsigned out) { return NAME_OF(out_names, out); }

const char *uc_env_name(unsigned env)
{
    static const char *const n[] = {"VP1.0", "VP1.1", "VP2.0", "VSP1.0"};
    return env < 4 ? n[env] : NULL;
}

const char *uc_env_header(unsigned env)
{
    static const char *const n[] = {"!!VP1.0", "!!VP1.1", "!!VP2.0", "!!VSP1.0"};
    return env < 4 ? n[env] : NULL;
}

int uc_vop_nsrc(unsigned vop)
{
    switch (vop) {
    case UC_VOP_MOV: case UC_VOP_ABS: case UC_VOP_FLR: case UC_VOP_FRC:
    case UC_VOP_SSG: case UC_VOP_ARL: case UC_VOP_ARR:
        return 1;
    case UC_VOP_MAD:
        return 3;
    case UC_VOP_ARA: case UC_VOP_NOP:
        return 0;
    default:
        return 2;
    }
}

bool uc_sop_scalar(unsigned sop)
{
    return sop != UC_SOP_NOP && sop != UC_SOP_LIT && !uc_sop_flow(sop);
}

bool uc_sop_flow(unsigned sop)
{
    return sop == UC_SOP_BRA || sop == UC_SOP_CAL || sop == UC_SOP_RET;
}

bool uc_is_addr_op(unsigned vop)
{
    return vop == UC_VOP_ARL || vop == UC_VOP_ARR || vop == UC_VOP_ARA;
}

bool uc_paired(const uc_insn *in)
{
    return in->vop != UC_VOP_NOP && in->sop != UC_SOP_NOP;
}

/* A check's reason into why (vptext.h); false. */
VPTEXT_PRINTF(3, 4) static bool bad(char *why, size_t sz, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vpt_verrf(why, sz, fmt, ap);
    va_end(ap);
    return false;
}

bool uc_swz_replicated(uint8_t swz)
{
    unsigned c = swz & 3u;
    return swz == (uint8_t)(c | c << 2 | c << 4 | c << 6);
}

static bool src_zero(const uc_src *s)
{
    return !s->file && !s->tidx && !s->swz && !s->neg && !s->abs && !s->nabs;
}

uc_insn uc_pi_word(unsigned env, unsigned row)
{
    uc_insn in;
    memset(&in, 0, sizeof in);
    in.env = (uint8_t)env;
    in.vop = UC_VOP_DP4;
    in.ccr = UC_CCR_TR;
    in.ccs = UC_SWZ_IDENTITY;
    in.dfile = UC_DFILE_OUT;
    in.didx = UC_OUT_HPOS;
    in.wmask = (uint8_t)(1u << row);
    in.cidx = (int16_t)row;
    in.src[0].file = UC_SFILE_MVP;
    in.src[0].swz = UC_SWZ_IDENTITY;
    in.src[1].file = UC_SFILE_ATTR;
    in.src[1].swz = UC_SWZ_IDENTITY;
    return in;
}

/* Is this one of the four DP4s the assembler prepends for position invariance? */
static bool is_pi_word(const uc_insn *in)
{
    return in->src[0].file == UC_SFILE_MVP;
}

static bool check_pi_word(const uc_insn *in, char *why, size_t sz)
{
    const uc_src *m = &in->src[0], *v = &in->src[1];
    if (in->env != UC_ENV_VP11 && in->env != UC_ENV_VP20)
        return bad(why, sz, "position-invariant block outside VP1.1/VP2.0");
    if (in->vop != UC_VOP_DP4 || in->sop || in->ccu || in->ccr || in->ccs != UC_SWZ_IDENTITY)
        return bad(why, sz, "MVP rows are read only by the position-invariant DP4");
    if (in->dfile != UC_DFILE_OUT || in->didx != UC_OUT_HPOS || in->crel || in->cidx < 0 || in->cidx > 3 ||
        in->wmask != (1u << in->cidx))
        return bad(why, sz, "position-invariant DP4 must write o[HPOS].c from MVP row c");
    if (m->tidx || m->swz != UC_SWZ_IDENTITY || m->neg || m->abs || m->nabs)
        return bad(why, sz, "position-invariant DP4: bad matrix operand");
    if (v->file != UC_SFILE_ATTR || in->vidx != 0 || v->tidx || v->swz != UC_SWZ_IDENTITY || v->neg || v->abs ||
        v->nabs || !src_zero(&in->src[2]))
        return bad(why, sz, "position-invariant DP4 must read v[0]");
    if (in->arsel || in->arcomp || in->target || in->sdout || in->sdidx || in->swmask || in->rsvd)
        return bad(why, sz, "position-invariant DP4: stray fields");
    return true;
}

/* What a pair needs beyond each half being a word of its own: an
 * arithmetic SOP, a VOP that leaves source 2 to it, the shared attribute
 * and constant fields used by both consistently (checked by the halves),
 * and no lane written twice. */
static bool check_pair(const uc_insn *in, char *why, size_t sz)
{
    if (uc_sop_flow(in->sop))
        return bad(why, sz, "%s does not pair", uc_sop_name(in->sop));
    if (uc_vop_nsrc(in->vop) > 2)
        return bad(why, sz, "%s reads source 2, which the SOP half owns", uc_vop_name(in->vop));
    if (in->vop == UC_VOP_ARA)
        return bad(why, sz, "ARA does not pair (its ARSEL is its operand)");
    if (!in->swmask)
        return bad(why, sz, "SOP half: empty write mask");
    const bool same = (in->dfile == UC_DFILE_TEMP && !in->sdout) || (in->dfile == UC_DFILE_OUT && in->sdout);
    if (same && (in->wmask & in->swmask))
        return bad(why, sz, "both halves write lanes %#x of one file", (unsigned)(in->wmask & in->swmask));
    return true;
}

bool uc_check(const uc_insn *in, char *why, size_t sz)
{
    const bool vp2 = in->env == UC_ENV_VP20;
    const bool vsp = in->env == UC_ENV_VSP10;
    const bool vp11 = in->env == UC_ENV_VP11;
    const unsigned ntemp = vp2 ? 16 : 12;

    if (in->rsvd)
        return bad(why, sz, "reserved bits set");
    if (in->vop >= UC_VOP_COUNT)
        return bad(why, sz, "undefined vector opcode %u", in->vop);
    if (in->sop >= UC_SOP_COUNT)
        return bad(why, sz, "undefined special-function opcode %u", in->sop);
    if (!in->vop && !in->sop)
        return bad(why, sz, "no operation");
    if (is_pi_word(in))
        return check_pi_word(in, why, sz);
    if (uc_paired(in)) {
        /* each half is a word of its own with the other's fields cleared,
         * and the halves put together give this word back (the shared
         * v[] and c[] fields agree) */
        char r[128];
        if (!check_pair(in, why, sz))
            return false;
        const uc_insn v = uc_vop_half(in), s = uc_sop_half(in);
        if (!uc_check(&v, r, sizeof r))
            return bad(why, sz, "vector half: %s", r);
        if (!uc_check(&s, r, sizeof r))
            return bad(why, sz, "special-function half: %s", r);
        const uc_insn back = uc_pair(&v, &s);
        const uc_word a = uc_pack(&back), b = uc_pack(in);
        if (!uc_word_eq(&a, &b))
            return bad(why, sz, "the halves read different v[] or c[]");
        return true;
    }
    if (in->sdout || in->sdidx || in->swmask)
        return bad(why, sz, "co-issue destination on an unpaired word");

    /* environment legality of the operation */
    if (!vp2) {
        static const uint8_t vp10_ops[] = {UC_VOP_MOV, UC_VOP_MUL, UC_VOP_ADD, UC_VOP_MAD, UC_VOP_DP3, UC_VOP_DP4,
                                           UC_VOP_DST, UC_VOP_MIN, UC_VOP_MAX, UC_VOP_SLT, UC_VOP_SGE, UC_VOP_ARL};
        bool ok = false;
        if (in->vop) {
            for (size_t i = 0; i < sizeof vp10_ops; i++)
                ok |= in->vop == vp10_ops[i];
            ok |= vp11 && (in->vop == UC_VOP_ABS || in->vop == UC_VOP_DPH || in->vop == UC_VOP_SUB);
        } else {
            ok = in->sop == UC_SOP_RCP || in->sop == UC_SOP_RSQ || in->sop == UC_SOP_EXP || in->sop == UC_SOP_LOG ||
                 in->sop == UC_SOP_LIT || (vp11 && in->sop == UC_SOP_RCC);
        }
        if (!ok)
            return bad(why, sz, "%s is not available in %s", in->vop ? uc_vop_name(in->vop) : uc_sop_name(in->sop),
                       uc_env_name(in->env));
        if (in->ccu || in->ccr != UC_CCR_TR || in->ccs != UC_SWZ_IDENTITY)
            return bad(why, sz, "condition codes are not available in %s", uc_env_name(in->env));
    }

    /* flow control */
    if (uc_sop_flow(in->sop)) {
        if (in->dfile || in->didx || in->wmask || in->ccu || in->vidx || in->cidx || in->crel || in->arsel ||
            in->arcomp || !src_zero(&in->src[0]) || !src_zero(&in->src[1]) || !src_zero(&in->src[2]))
            return bad(why, sz, "%s carries operand fields", uc_sop_name(in->sop));
        if (in->sop == UC_SOP_RET ? in->target != 0
                                  : (in->target >= UC_MAX_WORDS && in->target != UC_TARGET_EXIT))
            return bad(why, sz, "bad target %u", in->target);
        return true;
    }
    if (in->target)
        return bad(why, sz, "target set on a non-branch");

    /* destination */
    if (!in->wmask)
        return bad(why, sz, "empty write mask");
    if (uc_is_addr_op(in->vop)) {
        if (in->dfile != UC_DFILE_ADDR || in->didx > (vp2 ? 1 : 0))
            return bad(why, sz, "%s must write an address register", uc_vop_name(in->vop));
        if (!vp2 && in->wmask != 1)
            return bad(why, sz, "VP1 ARL writes A0.x only");
    } else {
        switch (in->dfile) {
        case UC_DFILE_NONE:
            if (!vp2 || in->didx)
                return bad(why, sz, "the CC pseudo-register is VP2 only");
            break;
        case UC_DFILE_TEMP:
            if (in->didx >= ntemp)
                return bad(why, sz, "R%u does not exist in %s", in->didx, uc_env_name(in->env));
            break;
        case UC_DFILE_OUT:
            if (vsp)
                return bad(why, sz, "state programs cannot write o[]");
            if (in->didx >= (vp2 ? 21 : 15))
                return bad(why, sz, "o[%u] does not exist in %s", in->didx, uc_env_name(in->env));
            break;
        case UC_DFILE_CONST:
            if (!vsp || in->didx >= 96)
                return bad(why, sz, "c[] is written only by state programs (c[0..95])");
            break;
        default:
            return bad(why, sz, "bad destination file %u", in->dfile);
        }
    }

    /* sources */
    bool uses_attr = false, uses_const = false;
    int nsrc = in->vop ? uc_vop_nsrc(in->vop) : 0;
    for (int s = 0; s < 3; s++) {
        const uc_src *src = &in->src[s];
        bool used = in->vop ? s < nsrc : s == 2;
        if (!used) {
            if (!src_zero(src))
                return bad(why, sz, "unused source %d is not zero", s);
            continue;
        }
        switch (src->file) {
        case UC_SFILE_TEMP:
            if (src->tidx >= ntemp)
                return bad(why, sz, "R%u does not exist in %s", src->tidx, uc_env_name(in->env));
            break;
        case UC_SFILE_ATTR:
            uses_attr = true;
            break;
        case UC_SFILE_CONST:
            uses_const = true;
            break;
        default:
            return bad(why, sz, "MVP rows are read only by the position-invariant DP4");
        }
        if (src->file != UC_SFILE_TEMP && src->tidx)
            return bad(why, sz, "source %d: temporary index on a non-temporary", s);
        if (src->nabs && !src->abs)
            return bad(why, sz, "source %d: negate-after-abs without abs", s);
        if (src->abs && !vp2)
            return bad(why, sz, "|abs| operands are VP2 only");
        bool scalar = in->sop ? uc_sop_scalar(in->sop) : (in->vop == UC_VOP_ARL && !vp2);
        if (scalar && !uc_swz_replicated(src->swz))
            return bad(why, sz, "scalar operand with a vector swizzle");
    }
    if (in->vop == UC_VOP_ARA) {
        if (in->vidx || in->cidx || in->crel || in->arcomp)
            return bad(why, sz, "ARA carries operand fields");
        return true;
    }
    if (!uses_attr && in->vidx)
        return bad(why, sz, "attribute index without an attribute operand");
    if (vsp && in->vidx)
        return bad(why, sz, "state programs read v[0] only");
    if (!uses_const) {
        if (in->cidx || in->crel || in->arsel || in->arcomp)
            return bad(why, sz, "constant fields without a constant operand");
        return true;
    }
    if (in->crel) {
        int lo = vp2 ? -256 : -64, hi = vp2 ? 255 : 63;
        if (in->cidx < lo || in->cidx > hi)
            return bad(why, sz, "relative offset %d outside %d..%d", in->cidx, lo, hi);
        if (!vp2 && (in->arsel || in->arcomp))
            return bad(why, sz, "VP1 relative addressing uses A0.x only");
    } else {
        if (in->cidx < 0 || in->cidx >= (vp2 ? 256 : 96))
            return bad(why, sz, "c[%d] does not exist in %s", in->cidx, uc_env_name(in->env));
        if (in->arsel || in->arcomp)
            return bad(why, sz, "address register fields on an absolute constant");
    }
    return true;
}

bool uc_writes_hpos(const uc_insn *in)
{
    if (uc_paired(in) && in->sdout && in->sdidx == UC_OUT_HPOS)
        return true;
    return in->dfile == UC_DFILE_OUT && in->didx == UC_OUT_HPOS && !uc_is_addr_op(in->vop) &&
           !uc_sop_flow(in->sop);
}

uc_insn uc_vop_half(const uc_insn *in)
{
    uc_insn v = *in;
    if (!uc_paired(in))
        return v;
    v.sop = UC_SOP_NOP;
    v.src[2] = (uc_src){0};
    v.sdout = v.sdidx = v.swmask = 0;
    if (in->src[0].file != UC_SFILE_ATTR && in->src[1].file != UC_SFILE_ATTR)
        v.vidx = 0;
    if (in->src[0].file != UC_SFILE_CONST && in->src[1].file != UC_SFILE_CONST)
        v.cidx = v.crel = v.arsel = v.arcomp = 0;
    return v;
}

uc_insn uc_sop_half(const uc_insn *in)
{
    uc_insn s = *in;
    if (!uc_paired(in))
        return s;
    s.vop = UC_VOP_NOP;
    s.src[0] = s.src[1] = (uc_src){0};
    s.ccu = 0;
    s.ccr = UC_CCR_TR;
    s.ccs = UC_SWZ_IDENTITY;
    s.dfile = s.sdout ? UC_DFILE_OUT : UC_DFILE_TEMP;
    s.didx = s.sdidx;
    s.wmask = s.swmask;
    s.sdout = s.sdidx = s.swmask = 0;
    if (in->src[2].file != UC_SFILE_ATTR)
        s.vidx = 0;
    if (in->src[2].file != UC_SFILE_CONST)
        s.cidx = s.crel = s.arsel = s.arcomp = 0;
    return s;
}

uc_insn uc_pair(const uc_insn *v, const uc_insn *s)
{
    uc_insn w = *v;
    w.sop = s->sop;
    w.src[2] = s->src[2];
    w.sdout = s->dfile == UC_DFILE_OUT;
    w.sdidx = s->didx;
    w.swmask = s->wmask;
    if (s->src[2].file == UC_SFILE_ATTR)
        w.vidx = s->vidx;
    if (s->src[2].file == UC_SFILE_CONST) {
        w.cidx = s->cidx;
        w.crel = s->crel;
        w.arsel = s->arsel;
        w.arcomp = s->arcomp;
    }
    w.end = (uint8_t)(v->end | s->end);
    return w;
}

bool uc_check_program(const uc_program *p, char *why, size_t sz)
{
    if (p->env > UC_ENV_VSP10)
        return bad(why, sz, "bad environment %u", p->env);
    unsigned limit = p->env == UC_ENV_VP20 ? 256 : 128;
    if (p->count == 0 || p->count > limit)
        return bad(why, sz, "%u instructions (limit %u for %s)", p->count, limit, uc_env_name(p->env));
    if (p->entry >= p->count)
        return bad(why, sz, "entry %u outside the program", p->entry);
    if (p->pos_invariant && p->env != UC_ENV_VP11 && p->env != UC_ENV_VP20)
        return bad(why, sz, "position invariance is a VP1.1/VP2.0 option");
    if (p->pos_invariant && p->entry + UC_PI_WORDS > p->count)
        return bad(why, sz, "position-invariant block does not fit");
    bool hpos = false, cwrite = false;
    for (unsigned i = 0; i < p->count; i++) {
        uc_insn in = uc_unpack(&p->words[i]);
        char r[128];
        if (!uc_check(&in, r, sizeof r))
            return bad(why, sz, "word %u: %s", i, r);
        if (in.env != p->env)
            return bad(why, sz, "word %u: environment %s in a %s program", i, uc_env_name(in.env),
                       uc_env_name(p->env));
        if (in.end != (i + 1 == p->count))
            return bad(why, sz, "word %u: END flag %s", i, in.end ? "before the last word" : "missing");
        if ((in.sop == UC_SOP_BRA || in.sop == UC_SOP_CAL) && in.target != UC_TARGET_EXIT && in.target >= p->count)
            return bad(why, sz, "word %u: target %u outside the program", i, in.target);
        bool in_block = p->pos_invariant && i >= p->entry && i < p->entry + UC_PI_WORDS;
        if (in_block != is_pi_word(&in) || (in_block && in.cidx != (int)(i - p->entry)))
            return bad(why, sz, "word %u: %s", i,
                       in_block ? "position-invariant block expected here" : "MVP read outside the block");
        if (uc_writes_hpos(&in)) {
            if (p->pos_invariant && !in_block)
                return bad(why, sz, "word %u: a position-invariant program writes HPOS", i);
            hpos = true;
        }
        if (in.dfile == UC_DFILE_CONST)
            cwrite = true;
        if (p->pos_invariant && p->env == UC_ENV_VP11 && in.crel)
            return bad(why, sz, "word %u: relative addressing in a position-invariant VP1.1 program", i);
    }
    if (p->env == UC_ENV_VSP10 ? !cwrite : !hpos)
        return bad(why, sz, p->env == UC_ENV_VSP10 ? "no c[] written" : "HPOS not written");
    return true;
}

void uc_word_hex(const uc_word *w, char *buf)
{
    for (int i = UC_WORD_U32 - 1, k = 0; i >= 0; i--, k += 8)
        snprintf(buf + k, 9, "%08x", (unsigned)w->w[i]);
}

int uc_write_hex(FILE *f, const uc_program *p)
{
    fprintf(f, "// vpucode env=%s entry=%u count=%u pi=%u\n", uc_env_name(p->env), p->entry, p->count,
            p->pos_invariant);
    for (unsigned i = 0; i < p->count; i++) {
        char h[33];
        uc_word_hex(&p->words[i], h);
        fprintf(f, "%s\n", h);
    }
    return ferror(f) ? -1 : 0;
}

static void put16(uint8_t *b, unsigned v)
{
    b[0] = (uint8_t)v;
    b[1] = (uint8_t)(v >> 8);
}

int uc_write_bin(FILE *f, const uc_program *p)
{
    uint8_t h[16] = {'V', 'P', 'U', 'C', 1, 0};
    h[5] = p->env;
    put16(h + 6, p->entry);
    put16(h + 8, p->count);
    put16(h + 10, p->pos_invariant ? 1 : 0);
    fwrite(h, 1, sizeof h, f);
    for (unsigned i = 0; i < p->count; i++) {
        uint8_t b[16];
        for (int k = 0; k < 16; k++)
            b[k] = (uint8_t)(p->words[i].w[k / 4] >> (8 * (k % 4)));
        fwrite(b, 1, sizeof b, f);
    }
    return ferror(f) ? -1 : 0;
}

/* An error of the text image at byte i of line `line` (starting at byte ls). */
#define HEX_ERR(i_, ...) (at->line = line, at->col = (unsigned)((i_) - ls + 1), vpt_errf(err, sz, __VA_ARGS__))

static int read_hex(const uint8_t *d, size_t len, uc_program *p, uc_textpos *at, char *err, size_t sz)
{
    size_t i = 0, ls = 0;
    unsigned line = 1;
    bool header = false;
    while (i < len) {
        /* skip blanks */
        if (d[i] == '\n') { line++; i++; ls = i; continue; }
        if (d[i] == ' ' || d[i] == '\t' || d[i] == '\r') { i++; continue; }
        if (d[i] == '/' && i + 1 < len && d[i + 1] == '/') {
            size_t e = i;
            while (e < len && d[e] != '\n') e++;
            char buf[160];
            size_t n = e - i < sizeof buf - 1 ? e - i : sizeof buf - 1;
            memcpy(buf, d + i, n);
            buf[n] = '\0';
            char env[16];
            unsigned entry, count, pi;
            if (sscanf(buf, "// vpucode env=%15s entry=%u count=%u pi=%u", env, &entry, &count, &pi) == 4) {
                int e2 = -1;
                for (int k = 0; k < 4; k++)
                    if (!strcmp(env, uc_env_name((unsigned)k))) e2 = k;
                if (e2 < 0) return HEX_ERR(i, "unknown environment '%s' in the '// vpucode' header", env);
                if (entry >= UC_MAX_WORDS || count > UC_MAX_WORDS || pi > 1)
                    return HEX_ERR(i, "'// vpucode' header values out of range (entry < %d, count <= %d, pi 0 or 1)",
                                   UC_MAX_WORDS, UC_MAX_WORDS);
                p->env = (uint8_t)e2;
                p->entry = (uint16_t)entry;
                p->pos_invariant = (uint8_t)pi;
                header = true;
            }
            i = e;
            continue;
        }
        /* a word: exactly 32 hex digits */
        if (p->count >= UC_MAX_WORDS) return HEX_ERR(i, "more than %d words", UC_MAX_WORDS);
        uc_word w;
        memset(&w, 0, sizeof w);
        int nd = 0;
        while (i < len && vpt_hexdigit(d[i]) >= 0) {
            if (nd == 32) return HEX_ERR(i, "word longer than 32 hex digits");
            int bitpos = 4 * (31 - nd);
            w.w[bitpos / 32] |= (uint32_t)vpt_hexdigit(d[i]) << (bitpos % 32);
            nd++;
            i++;
        }
        if (nd != 32) {
            if (i < len && d[i] >= 0x21 && d[i] < 0x7f)
                return HEX_ERR(i, "expected 32 hex digits, found '%c' after %d", d[i], nd);
            if (i < len && d[i] != '\n' && d[i] != '\r' && d[i] != ' ' && d[i] != '\t')
                return HEX_ERR(i, "expected 32 hex digits, found byte 0x%02x after %d", d[i], nd);
            return HEX_ERR(i, "expected 32 hex digits, found %d", nd);
        }
        if (i < len && d[i] != '\n' && d[i] != '\r' && d[i] != ' ' && d[i] != '\t')
            return HEX_ERR(i, "unexpected character after a word's 32 hex digits");
        p->words[p->count++] = w;
    }
    if (!header) return vpt_errf(err, sz, "no '// vpucode' header line");
    return 0;
}
#undef HEX_ERR

int uc_read_image(const uint8_t *d, size_t len, uc_program *p, uc_textpos *at, char *err, size_t sz)
{
    uc_textpos none;
    if (!at) at = &none;
    at->line = at->col = 0;
    memset(p, 0, sizeof *p);
    if (len >= 4 && !memcmp(d, "VPUC", 4)) {
        if (len < 16) return vpt_errf(err, sz, "truncated header");
        if (d[4] != 1) return vpt_errf(err, sz, "image version %u not supported", d[4]);
        unsigned count = d[8] | (unsigned)d[9] << 8;
        if (d[5] > 3 || count > UC_MAX_WORDS || (d[10] | d[11] << 8) > 1)
            return vpt_errf(err, sz, "header values out of range");
        if (len != 16 + 16 * (size_t)count) return vpt_errf(err, sz, "size %zu does not match %u words", len, count);
        p->env = d[5];
        p->entry = (uint16_t)(d[6] | d[7] << 8);
        p->count = (uint16_t)count;
        p->pos_invariant = d[10];
        for (unsigned i = 0; i < count; i++)
            for (int k = 0; k < 16; k++)
                p->words[i].w[k / 4] |= (uint32_t)d[16 + 16 * i + (unsigned)k] << (8 * (k % 4));
        return 0;
    }
    return read_hex(d, len, p, at, err, sz);
}

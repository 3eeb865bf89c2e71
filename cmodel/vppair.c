/* vppair: two instructions into one word (see vppair.h). */
#include "vppair.h"

#include <stdio.h>
#include <string.h>

#include "ucdep.h"
#include "vptext.h"

/* The kind, or VPP_NONE with the reason in why. */
static vpp_kind kind_why(const uc_insn *in, char *why, size_t sz)
{
    if (uc_paired(in)) {
        vpt_errf(why, sz, "%s is paired already", uc_vop_name(in->vop));
        return VPP_NONE;
    }
    if (in->vop != UC_VOP_NOP) {
        if (in->vop == UC_VOP_ARA) {
            vpt_errf(why, sz, "ARA does not pair (the word's address-register select is its operand)");
            return VPP_NONE;
        }
        if (uc_vop_nsrc(in->vop) > 2) {
            vpt_errf(why, sz, "%s reads three sources (the special-function half owns source 2)",
                     uc_vop_name(in->vop));
            return VPP_NONE;
        }
        return VPP_VECTOR;
    }
    const char *name = uc_sop_name(in->sop);
    if (!name || in->sop == UC_SOP_NOP) {
        vpt_errf(why, sz, "no operation");
        return VPP_NONE;
    }
    if (uc_sop_flow(in->sop)) {
        vpt_errf(why, sz, "%s does not pair (flow control)", name);
        return VPP_NONE;
    }
    if (in->ccu) {
        vpt_errf(why, sz, "%sC: the special-function half cannot update the condition code", name);
        return VPP_NONE;
    }
    if (in->ccr != UC_CCR_TR || in->ccs != UC_SWZ_IDENTITY) {
        vpt_errf(why, sz, "%s: the special-function half cannot have a condition-code mask", name);
        return VPP_NONE;
    }
    if (in->dfile != UC_DFILE_TEMP && in->dfile != UC_DFILE_OUT) {
        vpt_errf(why, sz, "%s: the special-function half writes only R or o[]", name);
        return VPP_NONE;
    }
    return VPP_SPECIAL;
}

vpp_kind vpp_kind_of(const uc_insn *in) { return kind_why(in, NULL, 0); }

static bool reads_file(const uc_insn *in, unsigned file)
{
    if (in->vop != UC_VOP_NOP) {
        for (int s = 0; s < uc_vop_nsrc(in->vop) && s < 3; s++)
            if (in->src[s].file == file)
                return true;
        return false;
    }
    return !uc_sop_flow(in->sop) && in->src[2].file == file;
}

static void lane_text(unsigned m, char out[6])
{
    size_t n = 0;
    out[n++] = '.';
    for (unsigned i = 0; i < 4; i++)
        if (m & (1u << i))
            out[n++] = "xyzw"[i];
    out[n] = '\0';
}

bool vpp_fits(const uc_insn *a, const uc_insn *b, uc_insn *word, char *why, size_t sz)
{
    char r[160];
    const vpp_kind ka = kind_why(a, r, sizeof r);
    if (ka == VPP_NONE)
        return vpt_errf(why, sz, "%s", r), false;
    const vpp_kind kb = kind_why(b, r, sizeof r);
    if (kb == VPP_NONE)
        return vpt_errf(why, sz, "%s", r), false;
    if (ka == kb) {
        const bool vec = ka == VPP_VECTOR;
        vpt_errf(why, sz, "%s and %s are both %s operations (a word has one vector and one special-function operation)",
                 vec ? uc_vop_name(a->vop) : uc_sop_name(a->sop), vec ? uc_vop_name(b->vop) : uc_sop_name(b->sop),
                 vec ? "vector" : "special-function");
        return false;
    }
    const uc_insn *v = ka == VPP_VECTOR ? a : b, *s = ka == VPP_VECTOR ? b : a;
    if (v->env != s->env)
        return vpt_errf(why, sz, "different environments"), false;
    if (reads_file(v, UC_SFILE_ATTR) && reads_file(s, UC_SFILE_ATTR) && v->vidx != s->vidx)
        return vpt_errf(why, sz, "they read v[%u] and v[%u] (a word reads one v[])", (unsigned)v->vidx,
                        (unsigned)s->vidx),
               false;
    if (reads_file(v, UC_SFILE_CONST) && reads_file(s, UC_SFILE_CONST) &&
        (v->cidx != s->cidx || v->crel != s->crel || v->arsel != s->arsel || v->arcomp != s->arcomp))
        return vpt_errf(why, sz, "they read two different program parameters c[] (a word reads one c[])"), false;
    const bool same = (v->dfile == UC_DFILE_TEMP || v->dfile == UC_DFILE_OUT) && v->dfile == s->dfile;
    if (same && (v->wmask & s->wmask)) {
        char l[6];
        lane_text(v->wmask & s->wmask, l);
        const bool t = v->dfile == UC_DFILE_TEMP;
        const char *on = t ? NULL : uc_out_name(v->didx), *sn = t ? NULL : uc_out_name(s->didx);
        char dv[16], ds[16];
        if (t) {
            snprintf(dv, sizeof dv, "R%u", (unsigned)v->didx);
            snprintf(ds, sizeof ds, "R%u", (unsigned)s->didx);
        } else {
            snprintf(dv, sizeof dv, "o[%s]", on ? on : "?");
            snprintf(ds, sizeof ds, "o[%s]", sn ? sn : "?");
        }
        return vpt_errf(why, sz, "both write lane %s of %s (%s and %s; a word writes each lane of a register file once)",
                        l, t ? "the temporaries" : "the results", dv, ds),
               false;
    }
    uc_insn w = uc_pair(v, s);
    w.end = 0;
    if (!uc_check(&w, r, sizeof r))
        return vpt_errf(why, sz, "not a valid word: %s", r), false;
    if (word)
        *word = w;
    return true;
}

/* ---- the automatic pairer -------------------------------------------------- */

typedef struct {
    ucd_set rd, wr;
    vpp_kind kind; /* VPP_NONE for a pair or what cannot pair */
    bool alive;
} slot;

static void describe(const vpp_item *it, slot *s)
{
    ucd_effects(&it->w, &s->rd, &s->wr);
    s->kind = it->second == VPP_SINGLE ? vpp_kind_of(&it->w) : VPP_NONE;
    s->alive = true;
}

/* X before Y in the block: do they make a word whose result is that of
 * running them one after the other? The word in *w. */
static bool partners(const vpp_item *x, const slot *sx, const vpp_item *y, const slot *sy, uc_insn *w)
{
    if (sx->kind == VPP_NONE || sy->kind == VPP_NONE || sx->kind == sy->kind)
        return false;
    if (!ucd_independent(&sx->rd, &sx->wr, &sy->rd, &sy->wr))
        return false;
    return vpp_fits(&x->w, &y->w, w, NULL, 0);
}

/* items[at] becomes the pair of items[x] and items[y]. */
static void join(vpp_item *items, slot *sl, unsigned at, unsigned x, unsigned y, const uc_insn *w)
{
    const bool xv = sl[x].kind == VPP_VECTOR;
    vpp_item p;
    p.w = *w;
    p.first = xv ? items[x].first : items[y].first;
    p.second = xv ? items[y].first : items[x].first;
    items[at] = p;
    describe(&items[at], &sl[at]);
    sl[at == x ? y : x].alive = false;
}

unsigned vpp_pair_block(vpp_item *items, unsigned n)
{
    if (n < 2)
        return n;
    slot sl[2 * UC_MAX_WORDS + 2];
    if (n > sizeof sl / sizeof sl[0])
        return n;
    for (unsigned i = 0; i < n; i++)
        describe(&items[i], &sl[i]);
    uc_insn w;
    /* 1: neighbours */
    for (unsigned i = 0; i + 1 < n; i++)
        if (partners(&items[i], &sl[i], &items[i + 1], &sl[i + 1], &w)) {
            join(items, sl, i, i, i + 1, &w);
            i++;
        }
    /* 2: a partner further down, one of the two moving to the other */
    for (unsigned i = 0; i < n; i++) {
        if (!sl[i].alive || sl[i].kind == VPP_NONE)
            continue;
        ucd_set brd, bwr; /* what the items between i and j read and write */
        memset(&brd, 0, sizeof brd);
        memset(&bwr, 0, sizeof bwr);
        for (unsigned j = i + 1; j < n && j <= i + VPP_WINDOW; j++) {
            if (!sl[j].alive)
                continue;
            if (partners(&items[i], &sl[i], &items[j], &sl[j], &w)) {
                if (ucd_independent(&sl[j].rd, &sl[j].wr, &brd, &bwr)) {
                    join(items, sl, i, i, j, &w); /* j moves up */
                    break;
                }
                if (ucd_independent(&sl[i].rd, &sl[i].wr, &brd, &bwr)) {
                    join(items, sl, j, i, j, &w); /* i moves down */
                    break;
                }
            }
            ucd_add(&brd, &sl[j].rd);
            ucd_add(&bwr, &sl[j].wr);
        }
    }
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++)
        if (sl[i].alive)
            items[k++] = items[i];
    return k;
}

// vpv_shim: the C interface of tb/rtl/vpv_shim.h over the Verilated
// vp_engine (class Vvp_engine), or with VPV_NENGINES defined over the
// multi-engine top vp_multi (class Vvp_multi, VPV_NENGINES engines, a
// commit-trace port per engine). Only port copies and clocking live here;
// everything the bench decides is in C (tb/rtl/vpcosim.c).
//
// Built once per NTHREADS value (VPV_NTHREADS) and GPU (VPV_GPU, default
// 30) against the model in build/sim/ (mk/sim.mk). Waveforms: FST, only when a path is given.
#include "vpv_shim.h"

#include <cstring>
#include <memory>
#include <type_traits>

#ifdef VPV_NENGINES
#include "Vvp_multi.h"
typedef Vvp_multi Vtop;
#else
#include "Vvp_engine.h"
typedef Vvp_engine Vtop;
#define VPV_NENGINES 1
#endif
#include "verilated.h"
#include "verilated_fst_c.h"

#ifndef VPV_NTHREADS
#error "VPV_NTHREADS must be given (the NTHREADS the model was built with)"
#endif
#ifndef VPV_GPU
#define VPV_GPU 30 /* vp_engine's default GPU parameter */
#endif

struct vpv {
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Vtop> top;
    std::unique_ptr<VerilatedFstC> fst;
    uint64_t half = 0;  // half-cycles since creation
};

template <typename W>
static void put128(W &dst, const uint32_t src[4])
{
    for (int i = 0; i < 4; i++)
        dst[i] = src[i];
}

template <typename W>
static void get128(uint32_t dst[4], const W &src)
{
    for (int i = 0; i < 4; i++)
        dst[i] = src[i];
}

// bits [lo + w - 1 : lo] of a port (w <= 32): a port of up to 64 bits is
// an integer, a wider one a VlWide of 32-bit words
template <typename T>
static typename std::enable_if<std::is_integral<T>::value, uint32_t>::type bits(const T &p, unsigned lo, unsigned w)
{
    const uint64_t v = static_cast<uint64_t>(p) >> lo;
    return static_cast<uint32_t>(w >= 32 ? v : v & ((1ull << w) - 1));
}

template <std::size_t N>
static uint32_t bits(const VlWide<N> &p, unsigned lo, unsigned w)
{
    uint64_t v = p[lo / 32] >> (lo % 32);
    if (lo % 32 && lo / 32 + 1 < N)
        v |= static_cast<uint64_t>(p[lo / 32 + 1]) << (32 - lo % 32);
    return static_cast<uint32_t>(w >= 32 ? v : v & ((1ull << w) - 1));
}

// the commit-trace port of engine e (vp_engine: e = 0, its only one)
static void get_commit(const Vtop *t, unsigned e, vpv_out *o)
{
    o->cm_valid = static_cast<uint8_t>(bits(t->cm_valid_o, e, 1));
    o->cm_vertex = bits(t->cm_vertex_o, 32 * e, 32);
    o->cm_thread = static_cast<uint8_t>(bits(t->cm_thread_o, 8 * e, 8));
    o->cm_pc = static_cast<uint16_t>(bits(t->cm_pc_o, 9 * e, 9));
    o->cm_next_pc = static_cast<uint16_t>(bits(t->cm_next_pc_o, 9 * e, 9));
    o->cm_dfile = static_cast<uint8_t>(bits(t->cm_dfile_o, 3 * e, 3));
    o->cm_didx = static_cast<uint8_t>(bits(t->cm_didx_o, 8 * e, 8));
    o->cm_wrote = static_cast<uint8_t>(bits(t->cm_wrote_o, 4 * e, 4));
    o->cm_sdfile = static_cast<uint8_t>(bits(t->cm_sdfile_o, 3 * e, 3));
    o->cm_sdidx = static_cast<uint8_t>(bits(t->cm_sdidx_o, 8 * e, 8));
    o->cm_swrote = static_cast<uint8_t>(bits(t->cm_swrote_o, 4 * e, 4));
    for (unsigned i = 0; i < 4; i++) {
        o->cm_value[i] = bits(t->cm_value_o, 128 * e + 32 * i, 32);
        o->cm_svalue[i] = bits(t->cm_svalue_o, 128 * e + 32 * i, 32);
    }
    o->cm_cc = static_cast<uint8_t>(bits(t->cm_cc_o, 8 * e, 8));
    o->cm_a[0] = bits(t->cm_a_o, 80 * e, 32);
    o->cm_a[1] = bits(t->cm_a_o, 80 * e + 32, 32);
    o->cm_a[2] = bits(t->cm_a_o, 80 * e + 64, 16);
    o->cm_taken = static_cast<uint8_t>(bits(t->cm_taken_o, e, 1));
    o->cm_done = static_cast<uint8_t>(bits(t->cm_done_o, e, 1));
    o->cm_end = static_cast<uint8_t>(bits(t->cm_end_o, 3 * e, 3));
}

extern "C" {

int vpv_nthreads(void) { return VPV_NTHREADS; }
int vpv_nengines(void) { return VPV_NENGINES; }
int vpv_gpu(void) { return VPV_GPU; }

vpv *vpv_create(const char *fst_path, uint32_t seed, const char **why)
{
    vpv *h = new vpv;
    h->ctx.reset(new VerilatedContext);
    h->ctx->randReset(2);  // +verilator+rand+reset+2: X bits random
    h->ctx->randSeed(static_cast<int>(seed & 0x7FFFFFFF) | 1);
    h->ctx->fatalOnError(false);  // an RTL $error ends the run through vpv_stopped, not abort()
    if (fst_path)
        h->ctx->traceEverOn(true);
    h->top.reset(new Vtop(h->ctx.get(), "TOP"));
    if (fst_path) {
        h->fst.reset(new VerilatedFstC);
        h->top->trace(h->fst.get(), 99);
        h->fst->open(fst_path);
        if (!h->fst->isOpen()) {
            if (why)
                *why = "cannot open the waveform file";
            delete h;
            return nullptr;
        }
    }
    // reset asserted asynchronously before the first clock edge (a falling
    // edge on rst_ni), as on a board: the asynchronously reset flops are
    // in their reset state before any clocked process sees them
    h->top->clk_i = 0;
    h->top->rst_ni = 1;
    h->top->eval();
    h->top->rst_ni = 0;
    h->top->eval();
    if (why)
        *why = nullptr;
    return h;
}

void vpv_set_inputs(vpv *h, const vpv_in *in)
{
    Vtop *t = h->top.get();
    t->rst_ni = in->rst_n;
    t->host_valid_i = in->host_valid;
    t->host_cmd_i = in->host_cmd;
    t->host_addr_i = in->host_addr;
    t->host_n_i = in->host_n;
    put128(t->host_data_i, in->host_data);
    t->rsp_ready_i = in->rsp_ready;
    t->out_ready_i = in->out_ready;
    t->eval();
}

void vpv_get_outputs(vpv *h, vpv_out *o)
{
    const Vtop *t = h->top.get();
    o->host_ready = t->host_ready_o;
    o->rsp_valid = t->rsp_valid_o;
    get128(o->rsp_data, t->rsp_data_o);
    o->out_valid = t->out_valid_o;
    o->out_vertex = t->out_vertex_o;
    o->out_idx = t->out_idx_o;
    get128(o->out_data, t->out_data_o);
    o->out_last = t->out_last_o;
    o->out_written = t->out_written_o;
    o->out_end = t->out_end_o;
    o->out_count = t->out_count_o;
    get_commit(t, 0, o);
    o->perf_cycles = t->perf_cycles_o;
    o->perf_issued = t->perf_issued_o;
    o->perf_idle = t->perf_idle_o;
    o->perf_vin = t->perf_vin_o;
    o->perf_vout = t->perf_vout_o;
    o->busy = t->busy_o;
}

void vpv_get_commit(vpv *h, int engine, vpv_out *out)
{
    if (engine >= 0 && engine < VPV_NENGINES)
        get_commit(h->top.get(), static_cast<unsigned>(engine), out);
}

void vpv_tick(vpv *h)
{
    Vtop *t = h->top.get();
    if (h->fst)
        h->fst->dump(h->half * 5);  // the inputs of this cycle, before the edge
    t->clk_i = 1;
    h->ctx->timeInc(5);
    t->eval();
    h->half++;
    if (h->fst)
        h->fst->dump(h->half * 5);
    t->clk_i = 0;
    h->ctx->timeInc(5);
    t->eval();
    h->half++;
}

uint64_t vpv_cycles(const vpv *h) { return h->half / 2; }

int vpv_stopped(const vpv *h) { return h->ctx->gotFinish() || h->ctx->gotError(); }

void vpv_finish(vpv *h)
{
    h->top->final();
    if (h->fst) {
        h->fst->dump(h->half * 5);
        h->fst->close();
        h->fst.reset();
    }
}

void vpv_destroy(vpv *h) { delete h; }

}  // extern "C"

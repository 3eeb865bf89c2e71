/*
 * vpv_shim: C interface to the Verilated vp_engine (tb/rtl/vpv_shim.cpp).
 * The bench (tb/rtl/vpcosim.c) is plain C11 and sees the RTL only through
 * these functions; the C++ side copies ports in and out and clocks.
 *
 * One clock cycle, as the bench drives it:
 *   vpv_set_inputs(h, &in);   the inputs for this cycle (evaluated at once)
 *   vpv_get_outputs(h, &out); what the engine shows before the rising edge
 *                             (a handshake fires when valid and ready are both 1)
 *   vpv_tick(h);              rising edge, then the falling edge
 *
 * 128-bit ports are four 32-bit words, w[0] = bits 31:0 (lane x).
 */
#ifndef VPV_SHIM_H
#define VPV_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    uint8_t rst_n;
    uint8_t host_valid;
    uint8_t host_cmd;
    uint8_t host_addr;
    uint8_t host_n;
    uint32_t host_data[4];
    uint8_t rsp_ready;
    uint8_t out_ready;
} vpv_in;

typedef struct {
    uint8_t host_ready;
    uint8_t rsp_valid;
    uint32_t rsp_data[4];
    uint8_t out_valid;
    uint32_t out_vertex;
    uint8_t out_idx;
    uint32_t out_data[4];
    uint8_t out_last;
    uint32_t out_written;
    uint8_t out_end;
    uint32_t out_count;
    uint8_t cm_valid;
    uint32_t cm_vertex;
    uint8_t cm_thread;
    uint16_t cm_pc, cm_next_pc;
    uint8_t cm_dfile, cm_didx, cm_wrote;
    uint32_t cm_value[4];
    uint8_t cm_sdfile, cm_sdidx, cm_swrote; /* a paired word's SOP half */
    uint32_t cm_svalue[4];
    uint8_t cm_cc;
    uint32_t cm_a[3]; /* 80 bits: A0 lanes at [39:0], A1 at [79:40] */
    uint8_t cm_taken, cm_done, cm_end;
    uint64_t perf_cycles, perf_issued, perf_idle, perf_vin, perf_vout;
    uint8_t busy;
} vpv_out;

typedef struct vpv vpv;

/*
 * Builds the model. fst_path: NULL for no waveform, else the FST file to
 * write. seed: Verilator's random seed for the X-initialisation
 * (+verilator+rand+reset+2). Returns NULL if the binary has no RTL model
 * (tb/rtl/vpv_none.c) or on failure; why (if not NULL) tells which.
 */
vpv *vpv_create(const char *fst_path, uint32_t seed, const char **why);
void vpv_set_inputs(vpv *h, const vpv_in *in);
void vpv_get_outputs(vpv *h, vpv_out *out);
void vpv_tick(vpv *h);
/* Simulation time in clock cycles since creation. */
uint64_t vpv_cycles(const vpv *h);
/* Nonzero once the RTL executed $finish / $stop or an assertion failed. */
int vpv_stopped(const vpv *h);
/* Final evaluation, closes the waveform. */
void vpv_finish(vpv *h);
void vpv_destroy(vpv *h);
/* Number of threads the model was built with (the NTHREADS parameter; per
 * engine with several engines). */
int vpv_nthreads(void);
/* Number of engines: 1 for vp_engine, NENGINES for the multi-engine top
 * vp_multi (built with VPV_NENGINES); 0 without an RTL model. */
int vpv_nengines(void);
/* The commit-trace port of engine e (0 .. vpv_nengines() - 1) in this
 * cycle, into the cm_* fields of out (vpv_get_outputs fills them with
 * engine 0's); the other fields are left as they are. */
void vpv_get_commit(vpv *h, int e, vpv_out *out);
/* The GPU parameter the model was built with: 20 (NV20) or 30 (NV30); 0
 * without an RTL model. */
int vpv_gpu(void);

#ifdef __cplusplus
}
#endif

#endif

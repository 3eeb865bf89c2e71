/*
 * vpb_shim: C interface to the Verilated board top level vp_board_top
 * (tb/fpga/vpb_shim.cpp). The board simulation (tb/fpga/vpboard_sim.c) is
 * plain C11 and sees the RTL only through these functions: the board's pins
 * in, the pins out, one clock.
 */
#ifndef VPB_SHIM_H
#define VPB_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct vpb vpb;

/* seed: Verilator's random seed for the X initialisation (+verilator+rand+reset+2).
 * fst_path: NULL, or a waveform file to write. NULL on failure. */
vpb *vpb_create(uint32_t seed, const char *fst_path);
/* the pins for the next clock (evaluated at once) */
void vpb_set_pins(vpb *h, int rst_btn, int uart_rx);
int vpb_uart_tx(const vpb *h);
unsigned vpb_leds(const vpb *h);
/* one clock of the board oscillator (rising and falling edge) */
void vpb_tick(vpb *h);
/* nonzero once the RTL executed $finish or an assertion failed */
int vpb_stopped(const vpb *h);
/* forget an assertion failure (the engine's checks fire on the random
 * power-up state before its reset reaches it: tb/fpga/vpboard_sim.c) */
void vpb_clear_error(vpb *h);
void vpb_destroy(vpb *h);

#ifdef __cplusplus
}
#endif

#endif

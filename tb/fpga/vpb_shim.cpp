// vpb_shim: the C interface of tb/fpga/vpb_shim.h over the Verilated board
// top level (class Vvp_board_top). Only pin copies and clocking live here;
// the UART bit model and the pseudo-terminal are in tb/fpga/vpboard_sim.c.
#include "vpb_shim.h"

#include <memory>

#include "Vvp_board_top.h"
#include "verilated.h"
#include "verilated_fst_c.h"

struct vpb {
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Vvp_board_top> top;
    std::unique_ptr<VerilatedFstC> fst;
    uint64_t half = 0;
};

extern "C" {

vpb *vpb_create(uint32_t seed, const char *fst_path)
{
    vpb *h = new vpb;
    h->ctx.reset(new VerilatedContext);
    h->ctx->randReset(2);
    h->ctx->randSeed(static_cast<int>(seed & 0x7FFFFFFF) | 1);
    h->ctx->fatalOnError(false);
    if (fst_path)
        h->ctx->traceEverOn(true);
    h->top.reset(new Vvp_board_top(h->ctx.get(), "TOP"));
    if (fst_path) {
        h->fst.reset(new VerilatedFstC);
        h->top->trace(h->fst.get(), 99);
        h->fst->open(fst_path);
        if (!h->fst->isOpen()) {
            delete h;
            return nullptr;
        }
    }
    h->top->clk_osc_i = 0;
    h->top->rst_btn_i = 0;
    h->top->uart_rx_i = 1;
    h->top->eval();
    return h;
}

void vpb_set_pins(vpb *h, int rst_btn, int uart_rx)
{
    h->top->rst_btn_i = rst_btn ? 1 : 0;
    h->top->uart_rx_i = uart_rx ? 1 : 0;
    h->top->eval();
}

int vpb_uart_tx(const vpb *h) { return h->top->uart_tx_o; }

unsigned vpb_leds(const vpb *h) { return h->top->led_o; }

void vpb_tick(vpb *h)
{
    Vvp_board_top *t = h->top.get();
    if (h->fst)
        h->fst->dump(h->half * 5);
    t->clk_osc_i = 1;
    h->ctx->timeInc(5);
    t->eval();
    h->half++;
    if (h->fst)
        h->fst->dump(h->half * 5);
    t->clk_osc_i = 0;
    h->ctx->timeInc(5);
    t->eval();
    h->half++;
}

int vpb_stopped(const vpb *h) { return h->ctx->gotFinish() || h->ctx->gotError(); }

void vpb_clear_error(vpb *h)
{
    h->ctx->gotError(false);
    h->ctx->gotFinish(false);
}

void vpb_destroy(vpb *h)
{
    h->top->final();
    if (h->fst)
        h->fst->close();
    delete h;
}

}  // extern "C"

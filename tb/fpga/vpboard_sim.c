/*
 * vpboard_sim: the FPGA board in simulation. The Verilated board top level
 * (fpga/rtl/vp_board_top.v with the PLL as a pass-through, tb/fpga/vpb_shim)
 * runs free, clock by clock; its UART pins are connected to a
 * pseudo-terminal through a bit-level UART model: bytes the host writes to
 * the terminal become start bit, 8 data bits, stop bit on uart_rx_i, each
 * CLKS_PER_BIT clocks long, and uart_tx_o is sampled in the middle of each
 * bit and written back as bytes. Any program that talks to a serial device
 * (vphost --port) talks to the board. The terminal's name is printed and,
 * with --link, a symbolic link to it is made.
 *
 * The simulation stops on SIGTERM/SIGINT, when its parent process ends,
 * after --seconds of wall-clock time, or when the RTL stops ($finish, an
 * assertion). When host and board have been quiet for a while it sleeps
 * between clocks, so an idle board costs little CPU.
 *
 * Test hooks: --flip-tx N flips bit 0 of the board's N-th reply byte
 * (counting from 1; environment VPBOARD_FLIP_TX does the same): the host
 * must notice the bad reply CRC.
 */
#define _DEFAULT_SOURCE
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "vpb_shim.h"

#ifndef VPB_CLKS_PER_BIT
#error "VPB_CLKS_PER_BIT must be given (CLK_ENGINE_HZ / BAUD of the Verilated top)"
#endif

#define IDLE_CLKS 20000u /* quiet clocks before the simulation starts to sleep */
#define LED_BUSY 0x02u
#define LED_ENG_RESET 0x80u

static volatile sig_atomic_t stop_flag;
static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vpboard_sim [--link PATH] [--seconds S] [--seed N] [--flip-tx N] [--waves F]\n"
            "Simulates the FPGA board (vp_board_top, CLKS_PER_BIT=%d) behind a pseudo-terminal.\n"
            "  --link PATH   make PATH a symbolic link to the terminal (removed at exit)\n"
            "  --seconds S   stop after S seconds of wall-clock time (default 600)\n"
            "  --seed N      seed of Verilator's random X initialisation (default 1)\n"
            "  --flip-tx N   flip bit 0 of the N-th byte the board sends (env VPBOARD_FLIP_TX)\n"
            "  --waves F     write an FST waveform (large; for debugging)\n",
            VPB_CLKS_PER_BIT);
}

/* host -> board: the bytes waiting and the bit being sent */
typedef struct {
    uint8_t q[4096];
    size_t head, tail;
    unsigned bits_left; /* bits of the current byte still to start */
    unsigned shift;     /* bits still to send, LSB next */
    unsigned clk_left;  /* clocks left of the current bit */
    int line;
} ser_t;

/* board -> host: a receiver sampling in the middle of each bit */
typedef struct {
    int active;
    unsigned bitno;   /* 0 = start bit, 1..8 data, 9 stop */
    unsigned clk_left;
    unsigned value;
    int prev;
} des_t;

int main(int argc, char **argv)
{
    const char *link_path = NULL, *fst = NULL;
    double seconds = 600;
    uint32_t seed = 1;
    unsigned long flip_at = 0;
    const char *env = getenv("VPBOARD_FLIP_TX");
    if (env && *env)
        flip_at = strtoul(env, NULL, 10);
    for (int i = 1; i < argc; i++) {
        const bool v = i + 1 < argc;
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--link") && v) {
            link_path = argv[++i];
        } else if (!strcmp(argv[i], "--seconds") && v) {
            seconds = atof(argv[++i]);
        } else if (!strcmp(argv[i], "--seed") && v) {
            seed = (uint32_t)strtoul(argv[++i], NULL, 0);
        } else if (!strcmp(argv[i], "--flip-tx") && v) {
            flip_at = strtoul(argv[++i], NULL, 10);
        } else if (!strcmp(argv[i], "--waves") && v) {
            fst = argv[++i];
        } else {
            fprintf(stderr, "vpboard_sim: error: unknown argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }

    /* the pseudo-terminal: the master is the board's side */
    const int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0 || grantpt(m) != 0 || unlockpt(m) != 0) {
        fprintf(stderr, "vpboard_sim: error: no pseudo-terminal: %s\n", strerror(errno));
        return 2;
    }
    const char *sname = ptsname(m);
    if (!sname) {
        fprintf(stderr, "vpboard_sim: error: ptsname: %s\n", strerror(errno));
        return 2;
    }
    char slave[256];
    snprintf(slave, sizeof slave, "%s", sname);
    /* keep the slave open ourselves: the master then never reads EIO
     * between two host programs; raw mode until the host sets its own */
    const int s = open(slave, O_RDWR | O_NOCTTY);
    if (s < 0) {
        fprintf(stderr, "vpboard_sim: error: cannot open %s: %s\n", slave, strerror(errno));
        return 2;
    }
    struct termios t;
    if (tcgetattr(s, &t) == 0) {
        cfmakeraw(&t);
        tcsetattr(s, TCSANOW, &t);
    }
    fcntl(m, F_SETFL, fcntl(m, F_GETFL) | O_NONBLOCK);
    if (link_path) {
        unlink(link_path);
        if (symlink(slave, link_path) != 0) {
            fprintf(stderr, "vpboard_sim: error: cannot link %s: %s\n", link_path, strerror(errno));
            return 2;
        }
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    const pid_t parent = getppid();

    vpb *b = vpb_create(seed, fst);
    if (!b) {
        fprintf(stderr, "vpboard_sim: error: cannot build the model\n");
        return 2;
    }
    printf("vpboard_sim: pty %s%s%s (CLKS_PER_BIT=%d, seed %u)\n", slave, link_path ? " link " : "",
           link_path ? link_path : "", VPB_CLKS_PER_BIT, (unsigned)seed);
    fflush(stdout);

    ser_t ser;
    memset(&ser, 0, sizeof ser);
    ser.line = 1;
    des_t des;
    memset(&des, 0, sizeof des);
    des.prev = 1;
    uint8_t outbuf[4096];
    size_t nout = 0;
    unsigned long nin_bytes = 0, nout_bytes = 0;
    uint64_t clk = 0, quiet = 0;
    const double t_end = now_s() + seconds;
    int rc = 0;
    const char *why = "signal";

    for (;; clk++) {
        /* reset button held for the first 8 clocks */
        vpb_set_pins(b, clk < 8, ser.line);
        vpb_tick(b);
        if (vpb_stopped(b) && clk < 64 && (vpb_leds(b) & LED_ENG_RESET)) {
            /* the first clock edge meets the engine's random power-up
             * state (Verilator's X initialisation; an FPGA starts with
             * zeros) while the reset synchronizer already holds it in
             * reset: its simulation-only checks of that state mean nothing */
            vpb_clear_error(b);
            fprintf(stderr, "vpboard_sim: (an engine check on the power-up state before reset ignored)\n");
        } else if (vpb_stopped(b)) {
            why = "the RTL stopped";
            rc = 1;
            break;
        }
        bool activity = false;

        /* board -> host: sample uart_tx_o */
        const int tx = vpb_uart_tx(b);
        if (!des.active) {
            if (des.prev && !tx) { /* falling edge: a start bit */
                des.active = 1;
                des.bitno = 0;
                des.clk_left = VPB_CLKS_PER_BIT / 2;
                des.value = 0;
            }
        } else if (--des.clk_left == 0) {
            if (des.bitno == 0) {
                if (tx) /* not a start bit after all */
                    des.active = 0;
            } else if (des.bitno <= 8) {
                des.value |= (unsigned)tx << (des.bitno - 1);
            } else {
                if (!tx)
                    fprintf(stderr, "vpboard_sim: warning: the board sent a byte with a low stop bit\n");
                uint8_t byte = (uint8_t)des.value;
                nout_bytes++;
                if (flip_at && nout_bytes == flip_at) {
                    byte ^= 1u;
                    fprintf(stderr, "vpboard_sim: flipped bit 0 of reply byte %lu (test hook)\n", nout_bytes);
                }
                if (nout < sizeof outbuf)
                    outbuf[nout++] = byte;
                des.active = 0;
            }
            des.bitno++;
            des.clk_left = VPB_CLKS_PER_BIT;
        }
        des.prev = tx;
        if (des.active)
            activity = true;
        if (nout) {
            const ssize_t k = write(m, outbuf, nout);
            if (k > 0) {
                memmove(outbuf, outbuf + k, nout - (size_t)k);
                nout -= (size_t)k;
            }
        }

        /* host -> board: the next bit on uart_rx_i */
        /* nothing is sent before the board is out of reset (a host that
         * wrote early finds its bytes waiting in the terminal) */
        if (ser.bits_left == 0 && ser.head == ser.tail && (clk & 31u) == 0 && clk >= 256) {
            const ssize_t k = read(m, ser.q, sizeof ser.q);
            if (k > 0) {
                ser.head = 0;
                ser.tail = (size_t)k;
                nin_bytes += (unsigned long)k;
            }
        }
        if (ser.clk_left)
            ser.clk_left--;
        if (ser.clk_left == 0) {
            if (ser.bits_left == 0 && ser.head != ser.tail) {
                ser.shift = ((unsigned)ser.q[ser.head++] << 1) | 0x200u; /* start 0, data, stop 1 */
                ser.bits_left = 10;
            }
            if (ser.bits_left) {
                ser.line = (int)(ser.shift & 1u);
                ser.shift >>= 1;
                ser.bits_left--;
                ser.clk_left = VPB_CLKS_PER_BIT;
            }
        }
        if (ser.clk_left)
            activity = true;

        if (activity || (vpb_leds(b) & LED_BUSY) || nout)
            quiet = 0;
        else
            quiet++;
        if (quiet > IDLE_CLKS && (clk & 255u) == 0) {
            /* a quiet board: wait for the host instead of spinning */
            struct pollfd pf = {m, POLLIN, 0};
            (void)poll(&pf, 1, 2);
        }
        if ((clk & 4095u) == 0) {
            if (stop_flag)
                break;
            if (getppid() != parent) {
                why = "the parent process ended";
                break;
            }
            if (now_s() > t_end) {
                why = "--seconds elapsed";
                rc = 1;
                break;
            }
        }
    }
    fprintf(stderr, "vpboard_sim: stop (%s) after %llu clocks, %lu bytes in, %lu bytes out\n", why,
            (unsigned long long)clk, nin_bytes, nout_bytes);
    vpb_destroy(b);
    if (link_path)
        unlink(link_path);
    close(s);
    close(m);
    return rc;
}

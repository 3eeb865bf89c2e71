/*
 * vphost: drives the vertex engine on an FPGA board over a serial line with
 * the host protocol of docs/host-protocol.md (cmodel/vphostproto): loads a
 * program (text or vpasm image), streams a vertex stream in the vpsim input
 * format and prints every output vertex exactly as vpsim prints it, so the
 * two outputs can be compared with diff. See `vphost --help`, docs/fpga.md.
 */
#define _DEFAULT_SOURCE /* the termios baud rates above 38400 and cfmakeraw */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "ucode.h"
#include "vpfile.h"
#include "vphostproto.h"
#include "vpload.h"
#include "vpmodel.h"
#include "vpout.h"
#include "vpstream.h"
#include "vpwrite.h"

/* exit status */
enum { EX_OK = 0, EX_INPUT = 1, EX_USAGE = 2, EX_BOARD = 3 };

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vphost --port DEVICE [options] PROGRAM [INPUT]\n"
            "       vphost --port DEVICE --id | --raw HEX\n"
            "Runs PROGRAM (program text .vp/.vsp, or a vpasm image .hex/.bin) on the vertex\n"
            "engine of an FPGA board over the serial line DEVICE (host protocol:\n"
            "docs/host-protocol.md) with the vertex stream INPUT (default: standard input;\n"
            "the vpsim input format, docs/vpsim.md) and prints each output vertex exactly as\n"
            "vpsim does, so `diff` against vpsim's output checks the board.\n"
            "\n"
            "  --port DEVICE   serial device (/dev/ttyUSB0) or a pseudo-terminal\n"
            "  --baud N        line rate (default 1000000, as fpga/boards/ulx3s/board.mk)\n"
            "  --timeout MS    wait for each reply at most MS milliseconds (default 2000)\n"
            "  --wait S        give up when output vertices are missing and nothing came\n"
            "                  for S seconds (default 30)\n"
            "  --counters      print the engine's performance counters on stderr at the end\n"
            "  --no-reset      do not reset the engine first (default: RESET, so c[], the\n"
            "                  matrix and the attributes start as in vpsim)\n"
            "  --id            print the board's identification and exit\n"
            "  --raw HEX       send the bytes HEX (\"a5 01 00 crc\", any frame, good or bad) once,\n"
            "                  print the reply and exit: 0 on an ok reply, 3 otherwise; the\n"
            "                  word crc (badcrc) adds the right (a wrong) CRC of the bytes so far\n"
            "  -v, --verbose   every frame on stderr\n"
            "  -h, --help      this text\n"
            "A program of VP2.0 words (!!VP2.0, or !!ARBvp1.0 assembled for NV30) on a board\n"
            "whose ID reply names an NV20 engine is refused before anything is sent (status 1).\n"
            "Exit status: 0 success, 1 bad program or input, 2 usage or I/O error,\n"
            "3 board error (error reply, timeout, bad reply CRC, unexpected output).\n");
}

typedef struct {
    int fd;
    int timeout_ms;
    int wait_s;
    bool verbose;
    const char *port;
} link_t;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static speed_t baud_code(long baud)
{
    static const struct {
        long rate;
        speed_t code;
    } t[] = {{9600, B9600},       {19200, B19200},     {38400, B38400},     {57600, B57600},
             {115200, B115200},   {230400, B230400},   {460800, B460800},   {500000, B500000},
             {576000, B576000},   {921600, B921600},   {1000000, B1000000}, {1152000, B1152000},
             {1500000, B1500000}, {2000000, B2000000}, {2500000, B2500000}, {3000000, B3000000}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (t[i].rate == baud)
            return t[i].code;
    return (speed_t)0;
}

/* Opens the serial device in raw mode (8N1, no flow control, no echo). */
static int open_port(link_t *l, long baud)
{
    const speed_t sp = baud_code(baud);
    if (sp == (speed_t)0) {
        fprintf(stderr, "vphost: error: unsupported --baud %ld\n", baud);
        return -1;
    }
    l->fd = open(l->port, O_RDWR | O_NOCTTY | O_NONBLOCK);
    if (l->fd < 0) {
        fprintf(stderr, "vphost: error: cannot open %s: %s\n", l->port, strerror(errno));
        return -1;
    }
    struct termios t;
    if (tcgetattr(l->fd, &t) != 0) {
        fprintf(stderr, "vphost: error: %s is not a serial device: %s\n", l->port, strerror(errno));
        return -1;
    }
    cfmakeraw(&t);
    t.c_cflag &= ~(tcflag_t)(CSTOPB | PARENB | CRTSCTS);
    t.c_cflag |= CLOCAL | CREAD | CS8;
    t.c_iflag &= ~(tcflag_t)(IXON | IXOFF | IXANY);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    if (cfsetispeed(&t, sp) != 0 || cfsetospeed(&t, sp) != 0 || tcsetattr(l->fd, TCSANOW, &t) != 0) {
        fprintf(stderr, "vphost: error: cannot set up %s: %s\n", l->port, strerror(errno));
        return -1;
    }
    tcflush(l->fd, TCIOFLUSH);
    return 0;
}

static int write_all(link_t *l, const uint8_t *p, size_t n)
{
    const double deadline = now_s() + l->timeout_ms / 1000.0;
    while (n) {
        const ssize_t k = write(l->fd, p, n);
        if (k > 0) {
            p += k;
            n -= (size_t)k;
            continue;
        }
        if (k < 0 && errno != EAGAIN && errno != EINTR) {
            fprintf(stderr, "vphost: error: write to %s: %s\n", l->port, strerror(errno));
            return -1;
        }
        const double left = deadline - now_s();
        if (left <= 0) {
            fprintf(stderr, "vphost: error: %s: timeout writing (%d ms)\n", l->port, l->timeout_ms);
            return -1;
        }
        struct pollfd pf = {l->fd, POLLOUT, 0};
        (void)poll(&pf, 1, (int)(left * 1000) + 1);
    }
    return 0;
}

static void dump(const char *what, const uint8_t *p, size_t n)
{
    fprintf(stderr, "vphost: %s", what);
    for (size_t i = 0; i < n; i++)
        fprintf(stderr, " %02x", p[i]);
    fprintf(stderr, "\n");
}

/* Reads one reply frame. Returns 0, or -1 after printing why (timeout, bad CRC, I/O). */
static int read_reply(link_t *l, vphp_reply *r)
{
    vphp_reply_init(r);
    const double deadline = now_s() + l->timeout_ms / 1000.0;
    uint8_t raw[VPHP_FRAME_MAX * 8];
    size_t nraw = 0;
    for (;;) {
        uint8_t b;
        const ssize_t k = read(l->fd, &b, 1);
        if (k == 1) {
            if (nraw < sizeof raw)
                raw[nraw++] = b;
            const int rc = vphp_reply_byte(r, b);
            if (rc == 1) {
                if (l->verbose)
                    dump("<-", raw, nraw);
                return 0;
            }
            if (rc < 0) {
                dump("reply with a bad CRC:", raw, nraw);
                fprintf(stderr, "vphost: error: %s: reply with a bad CRC (line noise, wrong --baud?)\n", l->port);
                return -1;
            }
            continue;
        }
        if (k < 0 && errno != EAGAIN && errno != EINTR) {
            fprintf(stderr, "vphost: error: read from %s: %s\n", l->port, strerror(errno));
            return -1;
        }
        const double left = deadline - now_s();
        if (left <= 0) {
            if (nraw)
                dump("partial reply:", raw, nraw);
            fprintf(stderr, "vphost: error: %s: no reply within %d ms (board powered, bitstream loaded, --baud right?)\n",
                    l->port, l->timeout_ms);
            return -1;
        }
        struct pollfd pf = {l->fd, POLLIN, 0};
        (void)poll(&pf, 1, (int)(left * 1000) + 1);
    }
}

/* One request and its reply. Returns 0 (any status), -1 on a link error. */
static int xfer(link_t *l, uint8_t cmd, const uint8_t *pay, size_t len, vphp_reply *r)
{
    uint8_t frame[VPHP_FRAME_MAX];
    const size_t n = vphp_encode(cmd, pay, len, frame);
    if (l->verbose)
        dump("->", frame, n);
    if (write_all(l, frame, n) != 0 || read_reply(l, r) != 0)
        return -1;
    if (r->cmd != cmd) {
        fprintf(stderr, "vphost: error: reply to command 0x%02x names command 0x%02x\n", cmd, r->cmd);
        return -1;
    }
    return 0;
}

/* ---- output vertices ---- */

typedef struct {
    unsigned expected;  /* vertices provoked */
    unsigned received;  /* vertices printed */
    unsigned nbeats;    /* beats of the vertex being received */
    vphp_beat beats[VPM_NOUT];
    double last_progress;
} outq_t;

static int take_beat(outq_t *q, const vphp_beat *b)
{
    if (b->vertex != q->received) {
        fprintf(stderr, "vphost: error: the board sent vertex %u, expected vertex %u\n", (unsigned)b->vertex,
                q->received);
        return -1;
    }
    if (q->received >= q->expected || q->nbeats >= VPM_NOUT || b->idx >= VPM_NOUT ||
        (q->nbeats && b->idx <= q->beats[q->nbeats - 1].idx)) {
        fprintf(stderr, "vphost: error: unexpected output beat o[%u] of vertex %u\n", b->idx, (unsigned)b->vertex);
        return -1;
    }
    q->beats[q->nbeats++] = *b;
    q->last_progress = now_s();
    if (!b->last)
        return 0;
    vpo_write_vertex(stdout, q->received, (unsigned)b->count, vpm_end_name((vpm_end)b->end));
    for (unsigned i = 0; i < q->nbeats; i++) {
        const vphp_beat *e = &q->beats[i];
        if (b->written & (1u << e->idx))
            vpo_write_out(stdout, e->idx, e->data);
    }
    q->nbeats = 0;
    q->received++;
    return 0;
}

/* READOUT until an empty reply (all = false) or until every provoked vertex
 * is in (all = true; gives up after --wait seconds without a beat). */
static int drain(link_t *l, outq_t *q, bool all)
{
    for (;;) {
        if (all && q->received == q->expected)
            return 0;
        vphp_reply r;
        if (xfer(l, VPHP_READOUT, NULL, 0, &r) != 0)
            return -1;
        if (r.status != VPHP_OK) {
            fprintf(stderr, "vphost: error: READOUT: %s\n", vphp_status_name(r.status));
            return -1;
        }
        if (r.len == 0) {
            if (!all)
                return 0;
            if (now_s() - q->last_progress > l->wait_s) {
                fprintf(stderr, "vphost: error: %u of %u output vertices after %d s without progress\n",
                        q->received, q->expected, l->wait_s);
                return -1;
            }
            continue;
        }
        vphp_beat b;
        if (vphp_parse_beat(r.payload, r.len, &b) != 0) {
            fprintf(stderr, "vphost: error: READOUT reply of %u bytes\n", r.len);
            return -1;
        }
        if (take_beat(q, &b) != 0)
            return -1;
    }
}

/* A command that must succeed; a busy engine (results waiting to be read)
 * is drained and the command sent again. rsp (may be NULL) gets the reply. */
static int command(link_t *l, outq_t *q, uint8_t cmd, const uint8_t *pay, size_t len, vphp_reply *rsp)
{
    vphp_reply r;
    double start = now_s();
    for (;;) {
        if (xfer(l, cmd, pay, len, &r) != 0)
            return -1;
        if (r.status == VPHP_OK)
            break;
        if (r.status != VPHP_BUSY) {
            fprintf(stderr, "vphost: error: %s: the board replied '%s' (0x%02x)\n", vphp_cmd_name(cmd),
                    vphp_status_name(r.status), r.status);
            return -1;
        }
        const unsigned before = q->received;
        if (drain(l, q, false) != 0)
            return -1;
        if (q->received != before)
            start = now_s();
        else if (now_s() - start > l->wait_s) {
            fprintf(stderr, "vphost: error: %s: the engine stayed busy for %d s\n", vphp_cmd_name(cmd), l->wait_s);
            return -1;
        }
    }
    if (rsp)
        *rsp = r;
    return 0;
}

static void put_vec(uint8_t *p, const uint32_t *v, unsigned n)
{
    for (size_t i = 0; i < n; i++)
        vphp_put32(p + 4 * i, v[i]);
}

static int cmd_vec(link_t *l, outq_t *q, uint8_t cmd, unsigned idx, const uint32_t *v, unsigned n)
{
    uint8_t pay[VPHP_MAXLEN];
    pay[0] = (uint8_t)idx;
    put_vec(pay + 1, v, n);
    return command(l, q, cmd, pay, 1 + 4 * (size_t)n, NULL);
}

/* ---- board identification and counters ---- */

/* *gpu: the GPU byte of the reply (20 NV20, 30 NV30), 0 from a board built
 * before the reply had it */
static int identify(link_t *l, bool print, unsigned *gpu)
{
    vphp_reply r;
    int rc = -1;
    /* a partial frame left on the line by someone else ends in a timeout or
     * CRC error reply: try again */
    for (int attempt = 0; attempt < 3 && rc != 0; attempt++) {
        if (attempt)
            tcflush(l->fd, TCIOFLUSH);
        if (xfer(l, VPHP_ID, NULL, 0, &r) == 0 && r.status == VPHP_OK)
            rc = 0;
    }
    if (rc != 0) {
        fprintf(stderr, "vphost: error: %s: no valid ID reply from the board\n", l->port);
        return -1;
    }
    if (r.len < 14 || r.payload[0] != 'V' || r.payload[1] != 'P' || r.payload[2] != VPHP_VERSION) {
        fprintf(stderr, "vphost: error: %s: not a vertex engine of protocol version %u\n", l->port, VPHP_VERSION);
        return -1;
    }
    *gpu = r.len >= 16 ? r.payload[15] : 0;
    if (print) {
        printf("vertex engine: protocol %u, %u threads, EX_LAT %u, engine clock %u Hz, %u baud", r.payload[2],
               r.payload[3], r.payload[4], (unsigned)vphp_get32(r.payload + 6), (unsigned)vphp_get32(r.payload + 10));
        if (r.len >= 16) /* engines and GPU (a board built before them sends 14 bytes) */
            printf(", %u engine%s, NV%u", r.payload[14], r.payload[14] == 1 ? "" : "s", r.payload[15]);
        printf("\n");
    }
    return 0;
}

static int counters(link_t *l, outq_t *q)
{
    vphp_reply r;
    if (command(l, q, VPHP_PERF, NULL, 0, &r) != 0)
        return -1;
    if (r.len != 44) {
        fprintf(stderr, "vphost: error: PERF reply of %u bytes\n", r.len);
        return -1;
    }
    static const char *const names[5] = {"cycles", "issued", "idle", "vertices_in", "vertices_out"};
    for (size_t i = 0; i < 5; i++)
        fprintf(stderr, "vphost: counter %-12s %llu\n", names[i], (unsigned long long)vphp_get64(r.payload + 8 * i));
    fprintf(stderr, "vphost: counter %-12s %u\n", "good_frames", (unsigned)r.payload[40] | (unsigned)r.payload[41] << 8);
    fprintf(stderr, "vphost: counter %-12s %u\n", "bad_frames", (unsigned)r.payload[42] | (unsigned)r.payload[43] << 8);
    return 0;
}

/* --raw: any bytes out, one reply back. The words "crc" and "badcrc" stand
 * for the CRC of the bytes after the first (sync) byte so far, right or with
 * its last bit flipped. */
static int raw_frame(link_t *l, const char *hex)
{
    uint8_t buf[256];
    size_t n = 0;
    const char *p = hex;
    while (*p) {
        if (*p == ' ' || *p == ',' || *p == ':') {
            p++;
            continue;
        }
        const bool good = !strncmp(p, "crc", 3), bad = !strncmp(p, "badcrc", 6);
        if ((good || bad) && n >= 1 && n + 2 <= sizeof buf) {
            uint16_t crc = vphp_crc16(0xFFFF, buf + 1, n - 1);
            if (bad)
                crc ^= 1u;
            buf[n++] = (uint8_t)(crc >> 8);
            buf[n++] = (uint8_t)(crc & 0xFF);
            p += bad ? 6 : 3;
            continue;
        }
        char *end;
        char two[3] = {p[0], p[0] ? p[1] : 0, 0};
        const unsigned long v = strtoul(two, &end, 16);
        if (end != two + 2 || n == sizeof buf) {
            fprintf(stderr, "vphost: error: --raw: bad hex at '%s'\n", p);
            return EX_USAGE;
        }
        buf[n++] = (uint8_t)v;
        p += 2;
    }
    if (l->verbose)
        dump("->", buf, n);
    vphp_reply r;
    if (write_all(l, buf, n) != 0 || read_reply(l, &r) != 0)
        return EX_BOARD;
    printf("reply: cmd=0x%02x status=0x%02x (%s) len=%u", r.cmd, r.status, vphp_status_name(r.status), r.len);
    for (unsigned i = 0; i < r.len; i++)
        printf(" %02x", r.payload[i]);
    printf("\n");
    return r.status == VPHP_OK ? EX_OK : EX_BOARD;
}

/* ---- the run ---- */

typedef struct {
    link_t l;
    outq_t q;
    uc_program prog;
    bool state;
    const char *prog_path, *in_path;
} run_t;

/* After a state-program run: the c[] it can write, as vpsim prints them. */
static int state_result(run_t *R, unsigned n)
{
    bool seen[96];
    vpo_state_consts(&R->prog, seen);
    printf("state run %u\n", n);
    for (unsigned i = 0; i < 96; i++) {
        if (!seen[i])
            continue;
        const uint8_t idx = (uint8_t)i;
        vphp_reply r;
        if (command(&R->l, &R->q, VPHP_RDCONST, &idx, 1, &r) != 0)
            return -1;
        if (r.len != 16) {
            fprintf(stderr, "vphost: error: RDCONST reply of %u bytes\n", r.len);
            return -1;
        }
        uint32_t c[4];
        for (size_t k = 0; k < 4; k++)
            c[k] = vphp_get32(r.payload + 4 * k);
        vpo_write_const(stdout, i, c);
    }
    return 0;
}

static int run_stream(run_t *R, const vps_stream *st)
{
    link_t *l = &R->l;
    outq_t *q = &R->q;
    for (unsigned i = 0; i < R->prog.count; i++) {
        uint8_t pay[VPHP_MAXLEN];
        pay[0] = (uint8_t)i;
        put_vec(pay + 1, R->prog.words[i].w, 4);
        if (command(l, q, VPHP_PROG, pay, sizeof pay, NULL) != 0)
            return -1;
    }
    if (!R->state) {
        const uint8_t entry = (uint8_t)R->prog.entry;
        if (command(l, q, VPHP_START, &entry, 1, NULL) != 0)
            return -1;
    }
    unsigned nrun = 0;
    for (size_t i = 0; i < st->count; i++) {
        const vps_op *op = &st->ops[i];
        int rc = 0;
        /* CONST and MVP wait until every thread is idle, results read out
         * included (docs/architecture.md 3.4): read them first rather than
         * wait for a busy reply */
        if ((op->kind == VPS_CONST || op->kind == VPS_MVP) && q->received < q->expected)
            rc = drain(l, q, true);
        if (rc == 0)
            switch (op->kind) {
            case VPS_CONST: rc = cmd_vec(l, q, VPHP_CONST, op->idx, op->v, 4); break;
            case VPS_MVP: rc = cmd_vec(l, q, VPHP_MVP, op->idx, op->v, 4); break;
            case VPS_ATTR:
                /* a state program gets its v[0] with STATE (the staged v[0] is not used) */
                if (!(R->state && op->idx == 0)) {
                    if (op->idx == 0)
                        q->expected++;
                    rc = cmd_vec(l, q, VPHP_ATTR, op->idx, op->v, op->n);
                }
                break;
            case VPS_RUN:
                if (R->state) {
                    uint8_t pay[VPHP_MAXLEN];
                    pay[0] = (uint8_t)R->prog.entry;
                    put_vec(pay + 1, op->v, 4);
                    rc = command(l, q, VPHP_STATE, pay, sizeof pay, NULL);
                    if (rc == 0)
                        rc = state_result(R, nrun);
                }
                nrun++;
                break;
            }
        if (rc != 0) {
            fprintf(stderr, "vphost: stopped at %s:%u\n", R->in_path, op->line);
            return -1;
        }
    }
    q->last_progress = now_s();
    return drain(l, q, true);
}

static int run(int argc, char **argv)
{
    static run_t R;
    R.l.fd = -1;
    R.l.timeout_ms = 2000;
    R.l.wait_s = 30;
    R.in_path = "-";
    long baud = 1000000;
    bool want_id = false, want_counters = false, do_reset = true;
    const char *raw = NULL;
    int npos = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const bool has_val = i + 1 < argc;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return EX_OK;
        } else if (!strcmp(a, "--port") && has_val) {
            R.l.port = argv[++i];
        } else if ((!strcmp(a, "--baud") || !strcmp(a, "--timeout") || !strcmp(a, "--wait")) && has_val) {
            char *end;
            const long v = strtol(argv[++i], &end, 10);
            if (*end || v <= 0 || v > 100000000) {
                fprintf(stderr, "vphost: error: bad value '%s' for %s\n", argv[i], a);
                return EX_USAGE;
            }
            if (!strcmp(a, "--baud"))
                baud = v;
            else if (!strcmp(a, "--timeout"))
                R.l.timeout_ms = (int)v;
            else
                R.l.wait_s = (int)v;
        } else if (!strcmp(a, "--raw") && has_val) {
            raw = argv[++i];
        } else if (!strcmp(a, "--id")) {
            want_id = true;
        } else if (!strcmp(a, "--counters")) {
            want_counters = true;
        } else if (!strcmp(a, "--no-reset")) {
            do_reset = false;
        } else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) {
            R.l.verbose = true;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "vphost: error: unknown option or missing value '%s' (see vphost --help)\n", a);
            return EX_USAGE;
        } else if (npos == 0) {
            R.prog_path = a;
            npos++;
        } else if (npos == 1) {
            R.in_path = a;
            npos++;
        } else {
            fprintf(stderr, "vphost: error: too many arguments (see vphost --help)\n");
            return EX_USAGE;
        }
    }
    if (!R.l.port) {
        fprintf(stderr, "vphost: error: no --port given (see vphost --help)\n");
        return EX_USAGE;
    }
    if (!raw && !want_id && !R.prog_path) {
        fprintf(stderr, "vphost: error: no program given (see vphost --help)\n");
        return EX_USAGE;
    }

    /* the program and the input first: their errors need no board */
    char *input = NULL;
    size_t len = 0;
    vps_stream st = {0};
    vps_error perr = {0};
    int prc = 0;
    if (R.prog_path && !raw && !want_id) {
        char err[512];
        const int rc = vp_load_program(R.prog_path, VP_MAX_PROGRAM_FILE, &R.prog, err, sizeof err);
        if (rc == 2)
            fprintf(stderr, "vphost: error: %s\n", err);
        else if (rc != 0)
            fprintf(stderr, "%s\n", err);
        if (rc)
            return rc == 2 ? EX_USAGE : EX_INPUT;
        R.state = R.prog.env == UC_ENV_VSP10;
        input = vp_read_file(R.in_path, VP_MAX_DATA_FILE, &len);
        if (!input) {
            char why[96];
            fprintf(stderr, "vphost: error: cannot read %s: %s\n", R.in_path,
                    vp_read_error(errno, VP_MAX_DATA_FILE, why, sizeof why));
            return EX_USAGE;
        }
        if (!strcmp(R.in_path, "-"))
            R.in_path = "<stdin>";
        struct arbvp_output *arb = vp_load_arb_slots(R.prog_path, VP_MAX_PROGRAM_FILE); /* bindings by name */
        prc = vps_parse_bindings(input, len, arb ? vp_arb_binding : NULL, arb, &st, &perr);
        free(arb);
        if (prc && !perr.line) {
            fprintf(stderr, "vphost: error: %s\n", perr.msg);
            vps_free(&st);
            free(input);
            return EX_USAGE;
        }
    }

    int rc = EX_OK;
    unsigned gpu = 0;
    if (open_port(&R.l, baud) != 0) {
        rc = EX_USAGE;
    } else if (raw) {
        rc = raw_frame(&R.l, raw);
    } else if (identify(&R.l, want_id, &gpu) != 0) {
        rc = EX_BOARD;
    } else if (!want_id && gpu == VPF_GPU_NV20 && R.prog.env == UC_ENV_VP20) {
        /* the board would take the words and give +0 for the VP2 operations:
         * refused before anything but ID is sent */
        fprintf(stderr,
                "vphost: error: %s: VP2.0 words (a !!VP2.0 program, or !!ARBvp1.0 assembled for NV30), but the "
                "board's engine is NV20, which runs !!VP1.0, !!VP1.1 and !!VSP1.0 only (vpasm --gpu nv20 "
                "assembles an !!ARBvp1.0 program for it); nothing sent to the board\n",
                R.prog_path);
        rc = EX_INPUT;
    } else if (!want_id) {
        vphp_reply r;
        /* the operations before a bad input line run, as vpsim runs them */
        if ((do_reset && command(&R.l, &R.q, VPHP_RESET, NULL, 0, &r) != 0) || run_stream(&R, &st) != 0 ||
            (want_counters && counters(&R.l, &R.q) != 0))
            rc = EX_BOARD;
        if (rc == EX_OK && prc) {
            fprintf(stderr, "%s:%u:%u: error: %s\n", R.in_path, perr.line, perr.col, perr.msg);
            rc = EX_INPUT;
        }
    }
    if (R.l.fd >= 0)
        close(R.l.fd);
    vps_free(&st);
    free(input);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "vphost: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}

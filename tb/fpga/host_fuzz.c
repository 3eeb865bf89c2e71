/*
 * host_fuzz: every host command in every state, against the simulated board
 * (make fpga-host-fuzz, tb/fpga/host_fuzz.sh; docs/fpga.md). It talks to
 * the board's serial port (vpboard_sim's pseudo-terminal) as vphost does.
 *
 * 1. Never-written state, on a board that has just started (no PROG ever):
 *    START 5 then a provoking ATTR (issue 57), starts at other addresses
 *    and more vertices than threads (busy replies, drained), a STATE run at
 *    an unwritten address, the matrix, RESET; every vertex the board sends
 *    is compared bit for bit with the C model's run from the same address
 *    (the blank word past the model's program: vpm_set_entry), and c[]
 *    must still be zero.
 * 2. A seeded random stream of frames with good CRCs: every command with
 *    random arguments (PROG words: the given programs' words, each as it
 *    is, with bits flipped where the result is still a word uc_check
 *    accepts, the blank word, or random bits), wrong lengths, bad arguments, unknown
 *    commands, now and then a frame with a bad CRC or a truncated one. Each
 *    frame must get exactly one reply, within the time limit, with a good
 *    CRC, its command and a status the frame allows.
 *
 *   host_fuzz --port PATH [--seed N] [--frames N] [--timeout MS] [--no-fresh] PROGRAM...
 *
 * Prints the seed; the same seed sends the same frames. Exit 0 when every
 * check held, 1 when one failed, 2 on usage or I/O errors.
 */
#define _DEFAULT_SOURCE
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "tbrng.h"
#include "tbutil.h"
#include "ucode.h"
#include "vpasm.h"
#include "vphostproto.h"
#include "vpload.h"
#include "vpmodel.h"

#define MAXPOOL 4096u
#define MAXTRIES 64u

typedef struct {
    int fd;
    int timeout_ms;
    tb_rng rng;
    unsigned failures;
    unsigned frames;              /* frames sent */
    unsigned nstatus[8];          /* replies by status (7: other) */
    uc_word pool[MAXPOOL];        /* words of the given programs */
    unsigned npool;
    unsigned mutated;             /* PROG words with bits flipped (still valid) */
    unsigned rawwords;            /* PROG words of random bits */
} fz;

static void fail(fz *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("host_fuzz: FAIL (after %u frames): ", f->frames);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    f->failures++;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int open_port(const char *path)
{
    const int fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK);
    struct termios t;
    if (fd < 0 || tcgetattr(fd, &t) != 0) {
        fprintf(stderr, "host_fuzz: error: cannot open %s as a terminal: %s\n", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    cfmakeraw(&t);
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSANOW, &t) != 0) {
        fprintf(stderr, "host_fuzz: error: cannot set up %s: %s\n", path, strerror(errno));
        close(fd);
        return -1;
    }
    tcflush(fd, TCIOFLUSH);
    return fd;
}

static int send_bytes(fz *f, const uint8_t *p, size_t n)
{
    while (n) {
        const ssize_t k = write(f->fd, p, n);
        if (k > 0) {
            p += k;
            n -= (size_t)k;
        } else if (k < 0 && errno != EAGAIN && errno != EINTR) {
            fprintf(stderr, "host_fuzz: error: write: %s\n", strerror(errno));
            return -1;
        } else {
            struct pollfd pf = {f->fd, POLLOUT, 0};
            (void)poll(&pf, 1, 100);
        }
    }
    return 0;
}

/* One reply: 0, or -1 when none came within the limit or its CRC is bad
 * (a failure is counted). */
static int get_reply(fz *f, vphp_reply *r, const char *what)
{
    vphp_reply_init(r);
    const double deadline = now_s() + f->timeout_ms / 1000.0;
    for (;;) {
        uint8_t b;
        const ssize_t k = read(f->fd, &b, 1);
        if (k == 1) {
            const int rc = vphp_reply_byte(r, b);
            if (rc == 1)
                return 0;
            if (rc < 0) {
                fail(f, "%s: reply with a bad CRC", what);
                return -1;
            }
            continue;
        }
        if (k < 0 && errno != EAGAIN && errno != EINTR) {
            fprintf(stderr, "host_fuzz: error: read: %s\n", strerror(errno));
            return -1;
        }
        const double left = deadline - now_s();
        if (left <= 0) {
            fail(f, "%s: no reply within %d ms", what, f->timeout_ms);
            return -1;
        }
        struct pollfd pf = {f->fd, POLLIN, 0};
        (void)poll(&pf, 1, (int)(left * 1000) + 1);
    }
}

/* Sends a frame (damage: 0 none, 1 a wrong CRC, 2 cut after `cut` bytes)
 * and reads its reply. Returns the status, or -1 (failure counted). */
static int frame(fz *f, uint8_t cmd, const uint8_t *pay, size_t len, int damage, size_t cut, vphp_reply *r)
{
    uint8_t buf[VPHP_FRAME_MAX + 64];
    size_t n;
    if (len <= VPHP_MAXLEN) {
        n = vphp_encode(cmd, pay, len, buf);
    } else { /* too long: encoded by hand */
        buf[0] = VPHP_SYNC_REQ;
        buf[1] = cmd;
        buf[2] = (uint8_t)len;
        memcpy(buf + 3, pay, len);
        const uint16_t crc = vphp_crc16(0xFFFF, buf + 1, len + 2);
        buf[3 + len] = (uint8_t)(crc >> 8);
        buf[4 + len] = (uint8_t)crc;
        n = len + 5;
    }
    if (damage == 1)
        buf[n - 1] ^= 0x01;
    if (damage == 2 && cut < n)
        n = cut;
    char what[64];
    snprintf(what, sizeof what, "frame %u (command 0x%02x, LEN %u)", f->frames, cmd, (unsigned)len);
    f->frames++;
    if (send_bytes(f, buf, n) != 0 || get_reply(f, r, what) != 0)
        return -1;
    f->nstatus[r->status < 7 ? r->status : 7]++;
    /* a frame broken before its CMD byte gets FF; every other reply names its command */
    if (r->cmd != cmd && !(damage == 2 && cut < 2)) {
        fail(f, "%s: the reply names command 0x%02x", what, r->cmd);
        return -1;
    }
    return r->status;
}

static int cmd_ok(fz *f, uint8_t cmd, const uint8_t *pay, size_t len, vphp_reply *r, const char *what)
{
    for (unsigned tries = 0; tries < 200; tries++) {
        const int st = frame(f, cmd, pay, len, 0, 0, r);
        if (st == VPHP_OK)
            return 0;
        if (st != VPHP_BUSY) {
            if (st >= 0)
                fail(f, "%s: status %d (%s)", what, st, vphp_status_name((unsigned)st));
            return -1;
        }
    }
    fail(f, "%s: busy 200 times", what);
    return -1;
}

static void put_vec(uint8_t *p, const uint32_t v[4], unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        vphp_put32(p + (size_t)4 * i, v[i]);
}

/* ---- 1. never-written state, compared with the model ---- */

typedef struct {
    vpm *m;
    uint32_t seq;       /* the board's next sequence number */
    unsigned checked;   /* vertices compared */
} fresh_t;

/* Reads one vertex's beats and compares them with the model's run. */
static void expect_vertex(fz *f, fresh_t *s, const vpm_vertex *vx)
{
    vphp_reply r;
    unsigned want_idx[VPM_NOUT], nb = 0, empty = 0;
    for (unsigned i = 0; i < VPM_NOUT; i++)
        if (i == UC_OUT_HPOS || (vx->written >> i & 1u))
            want_idx[nb++] = i;
    for (unsigned k = 0; k < nb;) {
        if (frame(f, VPHP_READOUT, NULL, 0, 0, 0, &r) != VPHP_OK)
            return;
        if (r.len == 0) { /* not there yet */
            if (++empty > 50) { /* a blank word's vertex takes a few dozen clocks; 50 wait 100 000 */
                fail(f, "vertex %u: no beat after 50 READOUTs", (unsigned)s->seq);
                return;
            }
            continue;
        }
        vphp_beat b;
        if (vphp_parse_beat(r.payload, r.len, &b) != 0) {
            fail(f, "READOUT: a beat of %u bytes", r.len);
            return;
        }
        const unsigned o = want_idx[k];
        if (b.vertex != s->seq || b.idx != o || b.last != (k + 1 == nb) || b.end != (unsigned)vx->end ||
            b.count != vx->executed || b.written != vx->written || memcmp(b.data, vx->out[o], sizeof b.data) != 0) {
            fail(f, "vertex %u beat %u: board o[%u] %08x %08x %08x %08x last %u end %u count %u written %06x; "
                    "model o[%u] %08x %08x %08x %08x last %u end %u count %u written %06x",
                 (unsigned)s->seq, k, b.idx, (unsigned)b.data[0], (unsigned)b.data[1], (unsigned)b.data[2],
                 (unsigned)b.data[3], b.last, b.end, (unsigned)b.count, (unsigned)b.written, o,
                 (unsigned)vx->out[o][0], (unsigned)vx->out[o][1], (unsigned)vx->out[o][2],
                 (unsigned)vx->out[o][3], k + 1 == nb, (unsigned)vx->end, (unsigned)vx->executed,
                 (unsigned)vx->written);
            return;
        }
        k++;
    }
    s->seq++;
    s->checked++;
}

/* START pc, then n vertices provoked by v[0] writes of n components; each
 * vertex compared with the model's run from pc. */
static void vertices_at(fz *f, fresh_t *s, unsigned pc, unsigned nvert)
{
    vphp_reply r;
    uint8_t pay[VPHP_MAXLEN];
    pay[0] = (uint8_t)pc;
    if (cmd_ok(f, VPHP_START, pay, 1, &r, "START") != 0 || vpm_set_entry(s->m, pc) != 0)
        return;
    vpm_vertex want[64];
    memset(want, 0, sizeof want);
    unsigned sent = 0, got = 0;
    while (got < nvert) {
        if (sent < nvert) {
            const unsigned n = 1 + sent % 4;
            const uint32_t v[4] = {tb_rnd(&f->rng), tb_rnd(&f->rng), 0x3F800000u, tb_rnd(&f->rng)};
            pay[0] = 0;
            put_vec(pay + 1, v, n);
            const int st = frame(f, VPHP_ATTR, pay, 1 + 4 * n, 0, 0, &r);
            if (st == VPHP_OK) {
                vpm_set_attr(s->m, 0, n, v);
                vpm_run_vertex(s->m, &want[sent % 64]);
                sent++;
                continue;
            }
            if (st != VPHP_BUSY) {
                if (st >= 0)
                    fail(f, "ATTR v[0] at pc %u: status %d", pc, st);
                return;
            }
        }
        /* busy (every thread has work) or all sent: take the oldest vertex */
        const unsigned before = f->failures;
        expect_vertex(f, s, &want[got % 64]);
        if (f->failures != before)
            return;
        got++;
    }
}

static void expect_c_zero(fz *f, unsigned idx)
{
    vphp_reply r;
    uint8_t a = (uint8_t)idx;
    static const uint8_t zero[16];
    if (cmd_ok(f, VPHP_RDCONST, &a, 1, &r, "RDCONST") == 0 && (r.len != 16 || memcmp(r.payload, zero, 16) != 0))
        fail(f, "c[%u] is not zero after runs of unwritten words", idx);
}

static void fresh(fz *f)
{
    fresh_t s = {vpm_create(), 0, 0};
    /* the model's program: one word at address 0, where the board has a
     * blank word too, so no run below starts at 0 */
    static const char text[] = "!!VP1.0\nMOV o[HPOS], v[0];\nEND\n";
    static vpasm_output o;
    vpasm_error e;
    char err[200] = "";
    if (!s.m || vpasm_assemble(text, sizeof text - 1, &o, &e) != 0 || vpm_load(s.m, &o.prog, err, sizeof err) != 0) {
        fail(f, "the model refuses its program: %s", err);
        vpm_destroy(s.m);
        return;
    }
    vphp_reply r;
    uint8_t pay[VPHP_MAXLEN];
    /* the sequence first, on the board as it started */
    vertices_at(f, &s, 5, 1);
    /* more addresses; more vertices than threads (busy, drained) */
    vertices_at(f, &s, 255, 3);
    vertices_at(f, &s, 1, 40);
    /* a state program at an unwritten address writes nothing */
    const uint32_t v0[4] = {0x3F800000u, 0x40000000u, 0x40400000u, 0x40800000u};
    pay[0] = 200;
    put_vec(pay + 1, v0, 4);
    if (cmd_ok(f, VPHP_STATE, pay, 17, &r, "STATE 200") == 0)
        s.seq++; /* state runs take a sequence number, and send nothing */
    pay[0] = 0;
    put_vec(pay + 1, v0, 4);
    (void)cmd_ok(f, VPHP_STATE, pay, 17, &r, "STATE 0");
    s.seq++;
    expect_c_zero(f, 0);
    expect_c_zero(f, 200);
    /* other attributes and the matrix do not change a blank word's vertex */
    pay[0] = 3;
    put_vec(pay + 1, v0, 4);
    (void)cmd_ok(f, VPHP_ATTR, pay, 17, &r, "ATTR v[3]");
    vpm_set_attr(s.m, 3, 4, v0);
    pay[0] = 2;
    (void)cmd_ok(f, VPHP_MVP, pay, 17, &r, "MVP 2");
    vertices_at(f, &s, 128, 2);
    /* RESET: the sequence starts again, the memory keeps its (blank) words */
    if (cmd_ok(f, VPHP_RESET, NULL, 0, &r, "RESET") == 0)
        s.seq = 0;
    vertices_at(f, &s, 5, 2);
    printf("host_fuzz: never-written state: %u vertices of unwritten words equal to the model's (START 5 then v[0] "
           "first), STATE at unwritten words wrote nothing\n",
           s.checked);
    vpm_destroy(s.m);
}

/* ---- 2. random frames ---- */

static unsigned rn(fz *f, unsigned n) { return n ? tb_rnd(&f->rng) % n : 0; }

static uint32_t rvalue(fz *f)
{
    static const uint32_t special[] = {0, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x7F800000u,
                                       0xFF800000u, 0x7FC00000u, 0x00000001u, 0x7F7FFFFFu, 0x40490FDBu};
    return rn(f, 3) ? special[rn(f, 10)] : tb_rnd(&f->rng);
}

/* A PROG word: random bits (a word uc_check refuses, almost always), the
 * blank word, a program's word, or one mutated while uc_check accepts it. */
static uc_word rword(fz *f)
{
    const unsigned k = rn(f, 10);
    if (k < 2) {
        uc_word w;
        for (unsigned i = 0; i < UC_WORD_U32; i++)
            w.w[i] = tb_rnd(&f->rng);
        w.w[UC_WORD_U32 - 1] &= 0x7FFFFFFFu; /* RSVD, not stored */
        f->rawwords++;
        return w;
    }
    if (k < 4 || f->npool == 0)
        return uc_blank_word();
    uc_word w = f->pool[rn(f, f->npool)];
    if (k < 6)
        return w;
    for (unsigned t = 0; t < MAXTRIES; t++) {
        uc_word x = w;
        const unsigned nflip = 1 + rn(f, 3);
        for (unsigned i = 0; i < nflip; i++) {
            const unsigned bit = rn(f, 127);
            x.w[bit / 32] ^= 1u << (bit % 32);
        }
        const uc_insn in = uc_unpack(&x);
        char why[128];
        if (uc_check(&in, why, sizeof why)) {
            f->mutated++;
            return x;
        }
    }
    return w;
}

/* The statuses a frame allows: bit s for status s. */
#define S(x) (1u << (x))

static void drain(fz *f)
{
    vphp_reply r;
    for (unsigned i = 0; i < 64; i++)
        if (frame(f, VPHP_READOUT, NULL, 0, 0, 0, &r) != VPHP_OK || r.len == 0)
            return;
}

static void random_frames(fz *f, unsigned nframes)
{
    static const uint8_t known[] = {VPHP_ID, VPHP_RESET, VPHP_PERF, VPHP_PROG, VPHP_CONST, VPHP_MVP,
                                    VPHP_ATTR, VPHP_START, VPHP_STATE, VPHP_RDCONST, VPHP_READOUT};
    unsigned ndrain = 0;
    const unsigned start = f->frames;
    memset(f->nstatus, 0, sizeof f->nstatus);
    while (f->frames - start < nframes && f->failures == 0) {
        uint8_t pay[64];
        size_t len = 0;
        uint8_t cmd;
        unsigned allow = S(VPHP_OK);
        int damage = 0;
        size_t cut = 0;
        const unsigned k = rn(f, 100);
        if (k < 12) {
            cmd = VPHP_PROG;
            pay[0] = (uint8_t)rn(f, 256);
            const uc_word w = rword(f);
            for (unsigned i = 0; i < 16; i++)
                pay[1 + i] = (uint8_t)(w.w[i / 4] >> (8 * (i % 4)));
            len = 17;
        } else if (k < 20 || (k >= 40 && k < 52)) {
            cmd = VPHP_ATTR;
            const unsigned n = 1 + rn(f, 4);
            pay[0] = (uint8_t)(k >= 40 ? 0 : rn(f, 10) ? rn(f, 16) : 16 + rn(f, 240));
            for (unsigned i = 0; i < n; i++)
                vphp_put32(pay + 1 + (size_t)4 * i, rvalue(f));
            len = 1 + 4 * n;
            if (pay[0] > 15)
                allow = S(VPHP_BADARG);
        } else if (k < 26) {
            cmd = VPHP_CONST;
            pay[0] = (uint8_t)rn(f, 256);
            for (unsigned i = 0; i < 4; i++)
                vphp_put32(pay + 1 + (size_t)4 * i, rvalue(f));
            len = 17;
        } else if (k < 30) {
            cmd = VPHP_MVP;
            pay[0] = (uint8_t)(rn(f, 5) ? rn(f, 4) : 4 + rn(f, 252));
            for (unsigned i = 0; i < 4; i++)
                vphp_put32(pay + 1 + (size_t)4 * i, rvalue(f));
            len = 17;
            if (pay[0] > 3)
                allow = S(VPHP_BADARG);
        } else if (k < 40) {
            cmd = VPHP_START;
            pay[0] = (uint8_t)rn(f, 256);
            len = 1;
        } else if (k < 58) {
            cmd = VPHP_STATE;
            pay[0] = (uint8_t)rn(f, 256);
            for (unsigned i = 0; i < 4; i++)
                vphp_put32(pay + 1 + (size_t)4 * i, rvalue(f));
            len = 17;
        } else if (k < 63) {
            cmd = VPHP_RDCONST;
            pay[0] = (uint8_t)rn(f, 256);
            len = 1;
        } else if (k < 80) {
            cmd = VPHP_READOUT;
        } else if (k < 82) {
            cmd = VPHP_ID;
        } else if (k < 85) {
            cmd = VPHP_RESET;
        } else if (k < 87) {
            cmd = VPHP_PERF;
        } else if (k < 90) { /* an unknown command */
            do
                cmd = (uint8_t)tb_rnd(&f->rng);
            while (memchr(known, cmd, sizeof known));
            len = rn(f, VPHP_MAXLEN + 1);
            for (size_t i = 0; i < len; i++)
                pay[i] = (uint8_t)tb_rnd(&f->rng);
            allow = S(VPHP_UNKNOWN);
        } else if (k < 95) { /* a known command, a length it does not take */
            cmd = known[rn(f, sizeof known)];
            static const uint8_t lens[] = {0, 1, 5, 9, 13, 17};
            do
                len = rn(f, 4) ? lens[rn(f, 6)] : rn(f, VPHP_MAXLEN + 1);
            while ((cmd == VPHP_ATTR && len % 4 == 1 && len >= 5) ||
                   ((cmd == VPHP_PROG || cmd == VPHP_CONST || cmd == VPHP_STATE || cmd == VPHP_MVP) && len == 17) ||
                   ((cmd == VPHP_START || cmd == VPHP_RDCONST) && len == 1) ||
                   ((cmd == VPHP_ID || cmd == VPHP_RESET || cmd == VPHP_PERF || cmd == VPHP_READOUT) && len == 0));
            for (size_t i = 0; i < len; i++)
                pay[i] = (uint8_t)tb_rnd(&f->rng);
            allow = S(VPHP_BADLEN);
        } else if (k < 97) { /* a bad CRC */
            cmd = known[rn(f, sizeof known)];
            len = rn(f, VPHP_MAXLEN + 1);
            for (size_t i = 0; i < len; i++)
                pay[i] = (uint8_t)tb_rnd(&f->rng);
            damage = 1;
            allow = S(VPHP_BADCRC);
        } else if (k < 99) { /* cut short: the timeout reply */
            cmd = known[rn(f, sizeof known)];
            len = rn(f, VPHP_MAXLEN + 1);
            for (size_t i = 0; i < len; i++)
                pay[i] = (uint8_t)tb_rnd(&f->rng);
            damage = 2;
            cut = 1 + rn(f, (unsigned)len + 4);
            allow = S(VPHP_TIMEOUT);
        } else { /* LEN over 17 */
            cmd = known[rn(f, sizeof known)];
            len = 18 + rn(f, 40);
            for (size_t i = 0; i < len; i++)
                pay[i] = (uint8_t)tb_rnd(&f->rng);
            allow = S(VPHP_BADLEN);
        }
        if (allow == S(VPHP_OK) && cmd != VPHP_ID && cmd != VPHP_RESET && cmd != VPHP_PERF && cmd != VPHP_READOUT)
            allow |= S(VPHP_BUSY);
        vphp_reply r;
        const int st = frame(f, cmd, pay, len, damage, cut, &r);
        if (st < 0)
            return;
        if (!(allow >> st & 1u)) {
            fail(f, "command 0x%02x LEN %u%s: status %d (%s)", cmd, (unsigned)len,
                 damage == 1 ? " (bad CRC)" : damage == 2 ? " (cut short)" : "", st, vphp_status_name((unsigned)st));
            return;
        }
        static const uint8_t rlen_ok[] = {[VPHP_ID] = 16, [VPHP_PERF] = 44, [VPHP_RDCONST] = 16};
        const unsigned want = st != VPHP_OK || damage ? 0u : cmd < sizeof rlen_ok ? rlen_ok[cmd] : 0u;
        if (!(cmd == VPHP_READOUT && st == VPHP_OK && (r.len == 0 || r.len == 28)) && r.len != want) {
            fail(f, "command 0x%02x: reply of %u bytes, expected %u", cmd, r.len, want);
            return;
        }
        /* a host that gets busy reads the results, now and then */
        if (st == VPHP_BUSY && rn(f, 2)) {
            drain(f);
            ndrain++;
        }
    }
    printf("host_fuzz: %u random frames: ok %u, bad CRC %u, bad length %u, unknown %u, timeout %u, busy %u, bad "
           "argument %u; %u drains; PROG words: %u with flipped bits, %u random\n",
           f->frames - start, f->nstatus[0], f->nstatus[1], f->nstatus[2], f->nstatus[3], f->nstatus[4],
           f->nstatus[5], f->nstatus[6], ndrain, f->mutated, f->rawwords);
}

static void usage(FILE *o)
{
    fprintf(o, "usage: host_fuzz --port PATH [--seed N] [--frames N] [--timeout MS] [--no-fresh] PROGRAM...\n"
               "(--timeout: per reply, default 5000 ms)\n"
               "Every host command in every state against the (simulated) board: the never-written state on\n"
               "a fresh board compared with the C model, then N random frames (default 300) with good CRCs,\n"
               "PROG words taken from the PROGRAMs (text or vpasm images). Prints the seed; the same seed\n"
               "sends the same frames. Exit 0 pass, 1 a check failed, 2 usage or I/O error.\n");
}

int main(int argc, char **argv)
{
    static fz f;
    const char *port = NULL;
    unsigned long seed = 1, nframes = 300;
    bool do_fresh = true;
    f.timeout_ms = 5000;
    setvbuf(stdout, NULL, _IOLBF, 0); /* every line out before a time limit stops it */
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--no-fresh")) {
            do_fresh = false;
        } else if (i + 1 < argc && !strcmp(a, "--port")) {
            port = argv[++i];
        } else if (i + 1 < argc && !strcmp(a, "--seed")) {
            seed = strtoul(argv[++i], NULL, 0);
        } else if (i + 1 < argc && !strcmp(a, "--frames")) {
            nframes = strtoul(argv[++i], NULL, 0);
        } else if (i + 1 < argc && !strcmp(a, "--timeout")) {
            f.timeout_ms = atoi(argv[++i]);
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (!port || f.timeout_ms <= 0) {
        usage(stderr);
        return 2;
    }
    for (; i < argc; i++) {
        static uc_program p;
        char err[300];
        if (vp_load_program(argv[i], TB_MAX_FILE, &p, err, sizeof err) != 0) {
            fprintf(stderr, "host_fuzz: error: %s\n", err);
            return 2;
        }
        for (unsigned w = 0; w < p.count && f.npool < MAXPOOL; w++)
            f.pool[f.npool++] = p.words[w];
    }
    f.rng.s = (uint64_t)seed * 0x9E3779B97F4A7C15ull + 1u;
    if (f.rng.s == 0)
        f.rng.s = 1;
    printf("host_fuzz: seed %lu (make fpga-host-fuzz HOST_FUZZ_SEED=%lu reproduces), %lu frames, %u program words\n",
           seed, seed, nframes, f.npool);
    f.fd = open_port(port);
    if (f.fd < 0)
        return 2;
    if (do_fresh)
        fresh(&f);
    if (f.failures == 0)
        random_frames(&f, (unsigned)nframes);
    close(f.fd);
    if (f.failures) {
        printf("host_fuzz: FAIL: %u checks failed (seed %lu)\n", f.failures, seed);
        return 1;
    }
    printf("host_fuzz: every frame answered, as the protocol says\n");
    return 0;
}

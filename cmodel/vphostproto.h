/*
 * vphostproto: the host protocol of the FPGA board (docs/host-protocol.md,
 * RTL side fpga/rtl/vp_bridge.v): command and status codes, the CRC, request
 * frames and an incremental reader of reply frames. Used by vphost.
 *
 *   request  A5 CMD LEN PAYLOAD[LEN] CRC_HI CRC_LO
 *   reply    5A CMD STATUS LEN PAYLOAD[LEN] CRC_HI CRC_LO
 *
 * CRC-16/CCITT-FALSE over every byte after the sync byte. No globals; nothing
 * is printed.
 */
#ifndef VP_VPHOSTPROTO_H
#define VP_VPHOSTPROTO_H

#include <stddef.h>
#include <stdint.h>

#define VPHP_SYNC_REQ 0xA5u
#define VPHP_SYNC_RSP 0x5Au
#define VPHP_MAXLEN 17u     /* longest request payload */
#define VPHP_RMAXLEN 44u    /* longest reply payload */
#define VPHP_FRAME_MAX 64u  /* bytes of the longest frame, rounded up */
#define VPHP_VERSION 1u

enum {
    VPHP_ID = 0x01,      /* -> 16 bytes: "VP", version, NTHREADS, EX_LAT, max LEN, clock Hz, baud (LE),
                          * engines, GPU (20 or 30); boards before it sent the first 14 */
    VPHP_RESET = 0x02,   /* reset the engine (memories cleared as after power-up) */
    VPHP_PERF = 0x03,    /* -> 44 bytes: cycles, issued, idle, vin, vout (8 each), good, bad frames (2 each) */
    VPHP_PROG = 0x10,    /* addr, 16 bytes microcode word (bits 7:0 first) */
    VPHP_CONST = 0x11,   /* index, 16 bytes (x lane bits 7:0 first) */
    VPHP_MVP = 0x12,     /* row 0-3, 16 bytes */
    VPHP_ATTR = 0x13,    /* attribute 0-15, 4n bytes (n = 1..4 components); v[0] provokes */
    VPHP_START = 0x14,   /* entry pc of vertex programs */
    VPHP_STATE = 0x15,   /* entry pc, 16 bytes v[0]: run the state program */
    VPHP_RDCONST = 0x16, /* index -> 16 bytes c[index] */
    VPHP_READOUT = 0x20  /* -> 0 bytes (nothing yet) or one output beat of 28 bytes */
};

enum {
    VPHP_OK = 0x00,
    VPHP_BADCRC = 0x01,
    VPHP_BADLEN = 0x02,
    VPHP_UNKNOWN = 0x03,
    VPHP_TIMEOUT = 0x04,
    VPHP_BUSY = 0x05,
    VPHP_BADARG = 0x06
};

/* CRC-16/CCITT-FALSE of p[0..n) continuing from crc (start with 0xFFFF). */
uint16_t vphp_crc16(uint16_t crc, const uint8_t *p, size_t n);

/* Writes the request frame into out (VPHP_FRAME_MAX bytes); returns its
 * length, 0 if len > VPHP_MAXLEN. */
size_t vphp_encode(uint8_t cmd, const uint8_t *payload, size_t len, uint8_t *out);

/* "ok", "bad CRC", ... for a status byte. */
const char *vphp_status_name(unsigned status);
/* "PROG", "READOUT", ... or NULL. */
const char *vphp_cmd_name(unsigned cmd);

/* A reply frame, read byte by byte. */
typedef struct {
    unsigned state; /* internal */
    unsigned got;   /* payload bytes so far */
    uint16_t crc;   /* internal */
    uint8_t crc_hi; /* internal */
    uint8_t cmd, status, len;
    uint8_t payload[256];
    unsigned skipped; /* bytes before a sync byte, ignored */
} vphp_reply;

void vphp_reply_init(vphp_reply *r);
/* Feeds one byte: 0 = need more, 1 = a complete reply with a good CRC,
 * -1 = a complete reply with a bad CRC (the reader starts over). */
int vphp_reply_byte(vphp_reply *r, uint8_t b);

/* One output beat of a READOUT reply (28 bytes). */
typedef struct {
    uint32_t vertex;   /* sequence number */
    unsigned idx;      /* o[] register, UC_OUT_* */
    unsigned last;     /* last beat of the vertex */
    unsigned end;      /* vpm_end */
    uint32_t count;    /* instructions executed */
    uint32_t written;  /* registers the program wrote */
    uint32_t data[4];  /* x, y, z, w */
} vphp_beat;

/* Returns 0, or -1 if len is not 28. */
int vphp_parse_beat(const uint8_t *p, size_t len, vphp_beat *b);

/* Little-endian helpers. */
uint32_t vphp_get32(const uint8_t *p);
uint64_t vphp_get64(const uint8_t *p);
void vphp_put32(uint8_t *p, uint32_t v);

#endif

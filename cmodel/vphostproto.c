/*
 * vphostproto: frames, CRC and reply reader of the board host protocol
 * (cmodel/vphostproto.h, docs/host-protocol.md).
 */
#include "vphostproto.h"

#include <string.h>

uint16_t vphp_crc16(uint16_t crc, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        crc = (uint16_t)(crc ^ (uint16_t)(p[i] << 8));
        for (int k = 0; k < 8; k++) {
            const unsigned top = crc & 0x8000u;
            crc = (uint16_t)((unsigned)crc << 1);
            if (top)
                crc = (uint16_t)(crc ^ 0x1021u);
        }
    }
    return crc;
}

size_t vphp_encode(uint8_t cmd, const uint8_t *payload, size_t len, uint8_t *out)
{
    if (len > VPHP_MAXLEN)
        return 0;
    out[0] = (uint8_t)VPHP_SYNC_REQ;
    out[1] = cmd;
    out[2] = (uint8_t)len;
    if (len)
        memcpy(out + 3, payload, len);
    const uint16_t crc = vphp_crc16(0xFFFF, out + 1, len + 2);
    out[3 + len] = (uint8_t)(crc >> 8);
    out[4 + len] = (uint8_t)(crc & 0xFF);
    return len + 5;
}

const char *vphp_status_name(unsigned status)
{
    switch (status) {
    case VPHP_OK: return "ok";
    case VPHP_BADCRC: return "bad CRC";
    case VPHP_BADLEN: return "bad length";
    case VPHP_UNKNOWN: return "unknown command";
    case VPHP_TIMEOUT: return "timeout in a partial frame";
    case VPHP_BUSY: return "engine busy";
    case VPHP_BADARG: return "bad argument";
    default: return "unknown status";
    }
}

const char *vphp_cmd_name(unsigned cmd)
{
    switch (cmd) {
    case VPHP_ID: return "ID";
    case VPHP_RESET: return "RESET";
    case VPHP_PERF: return "PERF";
    case VPHP_PROG: return "PROG";
    case VPHP_CONST: return "CONST";
    case VPHP_MVP: return "MVP";
    case VPHP_ATTR: return "ATTR";
    case VPHP_START: return "START";
    case VPHP_STATE: return "STATE";
    case VPHP_RDCONST: return "RDCONST";
    case VPHP_READOUT: return "READOUT";
    default: return NULL;
    }
}

enum { R_SYNC, R_CMD, R_STATUS, R_LEN, R_PAY, R_CRCH, R_CRCL };

void vphp_reply_init(vphp_reply *r)
{
    memset(r, 0, sizeof *r);
    r->state = R_SYNC;
}

int vphp_reply_byte(vphp_reply *r, uint8_t b)
{
    switch (r->state) {
    case R_SYNC:
        if (b == VPHP_SYNC_RSP) {
            r->state = R_CMD;
            r->crc = 0xFFFF;
            r->got = 0;
        } else {
            r->skipped++;
        }
        return 0;
    case R_CMD:
        r->cmd = b;
        r->state = R_STATUS;
        break;
    case R_STATUS:
        r->status = b;
        r->state = R_LEN;
        break;
    case R_LEN:
        r->len = b;
        r->state = b ? R_PAY : R_CRCH;
        break;
    case R_PAY:
        r->payload[r->got++] = b;
        if (r->got == r->len)
            r->state = R_CRCH;
        break;
    case R_CRCH:
        r->crc_hi = b;
        r->state = R_CRCL;
        return 0;
    default: { /* R_CRCL */
        const uint16_t got = (uint16_t)((r->crc_hi << 8) | b);
        r->state = R_SYNC;
        return got == r->crc ? 1 : -1;
    }
    }
    r->crc = vphp_crc16(r->crc, &b, 1);
    return 0;
}

uint32_t vphp_get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

uint64_t vphp_get64(const uint8_t *p) { return (uint64_t)vphp_get32(p) | (uint64_t)vphp_get32(p + 4) << 32; }

void vphp_put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

int vphp_parse_beat(const uint8_t *p, size_t len, vphp_beat *b)
{
    if (len != 28)
        return -1;
    b->vertex = vphp_get32(p);
    b->idx = p[4] & 0x1Fu;
    b->last = p[5] & 1u;
    b->end = (p[5] >> 1) & 7u;
    b->count = (uint32_t)p[6] | (uint32_t)p[7] << 8 | (uint32_t)(p[8] & 1u) << 16;
    b->written = (uint32_t)p[9] | (uint32_t)p[10] << 8 | (uint32_t)(p[11] & 0x1Fu) << 16;
    for (size_t i = 0; i < 4; i++)
        b->data[i] = vphp_get32(p + 12 + 4 * i);
    return 0;
}

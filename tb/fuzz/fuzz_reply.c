/*
 * Fuzz target: the host's reader of the board's reply frames
 * (cmodel/vphostproto: vphp_reply_byte, vphp_parse_beat;
 * docs/host-protocol.md) on arbitrary bytes, fed one at a time as they
 * come from the serial line.
 *
 * Properties checked on every byte against an independent reading of the
 * bytes (a frame is 5A CMD STATUS LEN PAYLOAD[LEN] CRC_HI CRC_LO):
 *  - vphp_reply_byte returns -1, 0 or 1; bytes outside a frame are counted
 *    in skipped, and a 5A outside a frame starts one;
 *  - it ends a frame (1 or -1) exactly at the frame's last byte, never
 *    earlier or later, so no byte sequence keeps it waiting past LEN + 6
 *    bytes after a sync byte; 1 exactly when the CRC over CMD..PAYLOAD
 *    matches, and then CMD, STATUS, LEN and PAYLOAD are the frame's;
 *  - a good frame encoded again from what was read gives the same bytes;
 *  - vphp_parse_beat reads every 28-byte payload with fields in range and
 *    refuses every other length; status and command names never fail.
 * Built for libFuzzer or for tb/fuzz/driver.c (see mk/fuzz.mk).
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_common.h"
#include "vphostproto.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_frame(const uint8_t *f, size_t n, const vphp_reply *r, int rc)
{
    /* f[0] = 5A, f[3] = LEN, n = LEN + 6 */
    const unsigned len = f[3];
    if (r->cmd != f[1] || r->status != f[2] || r->len != len || memcmp(r->payload, f + 4, len))
        fuzz_fail("reply fields differ from the frame's bytes (cmd %02x status %02x len %u)", r->cmd, r->status,
                  r->len);
    const uint16_t crc = vphp_crc16(0xFFFF, f + 1, 3 + (size_t)len);
    const uint16_t got = (uint16_t)(f[4 + len] << 8 | f[5 + len]);
    if ((crc == got) != (rc == 1))
        fuzz_fail("frame CRC %04x, computed %04x, but the reader returned %d", got, crc, rc);
    const bool known = (r->cmd >= VPHP_ID && r->cmd <= VPHP_PERF) || (r->cmd >= VPHP_PROG && r->cmd <= VPHP_RDCONST) ||
                       r->cmd == VPHP_READOUT;
    if ((vphp_cmd_name(r->cmd) != NULL) != known)
        fuzz_fail("command %02x: name %s", r->cmd, vphp_cmd_name(r->cmd) ? vphp_cmd_name(r->cmd) : "(none)");
    if (vphp_status_name(r->status) == NULL)
        fuzz_fail("no name for status %02x", r->status);
    vphp_beat b;
    memset(&b, 0, sizeof b);
    const int br = vphp_parse_beat(r->payload, r->len, &b);
    if ((br == 0) != (r->len == 28))
        fuzz_fail("vphp_parse_beat returned %d on %u bytes", br, r->len);
    if (br == 0) {
        if (b.idx > 31 || b.last > 1 || b.end > 7 || b.count >= (1u << 17) || b.written >= (1u << 21))
            fuzz_fail("beat out of range: idx %u last %u end %u count %u written %x", b.idx, b.last, b.end,
                      (unsigned)b.count, (unsigned)b.written);
        if (b.vertex != vphp_get32(f + 4) || b.data[3] != vphp_get32(f + 4 + 24))
            fuzz_fail("beat fields are not the payload's");
    }
    if (rc == 1) {
        /* encoded again: the same bytes */
        uint8_t again[6 + 256];
        again[0] = VPHP_SYNC_RSP;
        again[1] = r->cmd;
        again[2] = r->status;
        again[3] = r->len;
        memcpy(again + 4, r->payload, r->len);
        const uint16_t c2 = vphp_crc16(0xFFFF, again + 1, 3 + (size_t)r->len);
        again[4 + r->len] = (uint8_t)(c2 >> 8);
        again[5 + r->len] = (uint8_t)(c2 & 0xFF);
        if ((size_t)r->len + 6 != n || memcmp(again, f, n))
            fuzz_fail("a good reply encoded again differs from its bytes");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const uint8_t check[] = "123456789"; /* the CRC's check value (docs/host-protocol.md) */
    if (vphp_crc16(0xFFFF, check, 9) != 0x29B1)
        fuzz_fail("CRC-16/CCITT-FALSE of \"123456789\" is %04x, not 29b1", vphp_crc16(0xFFFF, check, 9));
    vphp_reply r;
    vphp_reply_init(&r);
    const size_t none = (size_t)-1;
    size_t start = none; /* the sync byte of the frame being read */
    unsigned skipped = 0;
    for (size_t i = 0; i < size; i++) {
        if (start == none) {
            if (data[i] == VPHP_SYNC_RSP)
                start = i;
            else
                skipped++;
        }
        const int rc = vphp_reply_byte(&r, data[i]);
        if (rc < -1 || rc > 1)
            fuzz_fail("vphp_reply_byte returned %d", rc);
        if (r.skipped != skipped)
            fuzz_fail("byte %zu: skipped %u, expected %u", i, r.skipped, skipped);
        if (r.got > r.len)
            fuzz_fail("byte %zu: %u payload bytes of %u", i, r.got, r.len);
        const bool last = start != none && i - start >= 3 && i - start == (size_t)data[start + 3] + 5;
        if (last != (rc != 0))
            fuzz_fail("byte %zu: reader returned %d, the frame from byte %zu %s", i, rc, start,
                      last ? "ends here" : "does not end here");
        if (rc != 0) {
            check_frame(data + start, i - start + 1, &r, rc);
            start = none;
        }
    }

    /* the request encoder on the input's first bytes: a frame the bridge reads back */
    if (size >= 1) {
        uint8_t out[VPHP_FRAME_MAX];
        const size_t plen = size - 1 < 20 ? size - 1 : 20;
        const size_t n = vphp_encode(data[0], data + 1, plen, out);
        if (plen > VPHP_MAXLEN) {
            if (n != 0)
                fuzz_fail("vphp_encode took a payload of %zu bytes", plen);
        } else {
            const uint16_t crc = vphp_crc16(0xFFFF, out + 1, plen + 2);
            if (n != plen + 5 || out[0] != VPHP_SYNC_REQ || out[1] != data[0] || out[2] != plen ||
                memcmp(out + 3, data + 1, plen) || out[3 + plen] != (crc >> 8) || out[4 + plen] != (crc & 0xFF))
                fuzz_fail("vphp_encode: a wrong frame of %zu bytes", n);
        }
    }
    return 0;
}

#!/usr/bin/env python3
"""A stand-in for the board's host bridge on a pseudo-terminal, for tests of
vphost's own behaviour that need a board but no engine (tb/cli/io_cli.sh:
its standard output on /dev/full). It answers ID with the reply of
docs/host-protocol.md section 4 and every other good frame with an empty
"ok" reply; it runs no program.

    tb/cli/fake_board.py LINK [--gpu N]
                                  makes LINK a symbolic link to the terminal,
                                  serves until its parent ends or SIGTERM;
                                  with --gpu N the ID reply has 16 bytes: one
                                  engine and GPU N (20 NV20, 30 NV30), else the
                                  14 of a board built before those two
"""
import os
import select
import signal
import sys
import tty


def crc16(data):
    """CRC-16/CCITT-FALSE (docs/host-protocol.md)."""
    c = 0xFFFF
    for b in data:
        c ^= b << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
    return c


ID_PAYLOAD = bytes.fromhex("56 50 01 13 10 11 00 e1 f5 05 40 42 0f 00")


def reply(cmd, payload=b""):
    body = bytes([cmd, 0, len(payload)]) + payload
    c = crc16(body)
    return b"\x5a" + body + bytes([c >> 8, c & 0xFF])


def main():
    assert reply(0x01, ID_PAYLOAD).hex() == "5a01000e56500113101100e1f50540420f00d295"  # the document's example
    link = sys.argv[1]
    id_payload = ID_PAYLOAD
    if len(sys.argv) == 4 and sys.argv[2] == "--gpu":
        id_payload += bytes([1, int(sys.argv[3])])
    master, slave = os.openpty()
    tty.setraw(slave)  # no echo of the replies back to us before vphost sets the line up
    if os.path.lexists(link):
        os.unlink(link)
    os.symlink(os.ttyname(slave), link)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    parent = os.getppid()
    buf = b""
    while os.getppid() == parent:
        r, _, _ = select.select([master], [], [], 0.2)
        if not r:
            continue
        buf += os.read(master, 4096)
        while True:
            i = buf.find(b"\xa5")
            if i < 0:
                buf = b""
                break
            buf = buf[i:]
            if len(buf) < 3 or len(buf) < 5 + buf[2]:
                break
            n = buf[2]
            frame, buf = buf[: 5 + n], buf[5 + n:]
            if crc16(frame[1:3 + n]) != (frame[3 + n] << 8 | frame[4 + n]):
                continue
            cmd = frame[1]
            os.write(master, reply(cmd, id_payload if cmd == 0x01 else b""))


if __name__ == "__main__":
    main()

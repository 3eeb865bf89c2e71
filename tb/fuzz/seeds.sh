#!/usr/bin/env bash
# The fuzzers' seeds (make fuzz-seeds, fuzz-seeds-tgsi, fuzz-seeds-host;
# mk/fuzz.mk): the program text of every case of tb/asm, the images of
# everything that assembles, the TGSI token streams of every program, every
# vertex stream (*.in) and one line of each value form, and reply frames
# of the board (docs/host-protocol.md) with their CRCs.
#
#   tb/fuzz/seeds.sh asm VPASM ASM_DIR IMAGE_DIR TEXT_DIR...
#   tb/fuzz/seeds.sh tgsi VPASM TGSI_DIR TEXT_DIR...
#   tb/fuzz/seeds.sh stream STREAM_DIR DIR...
#   tb/fuzz/seeds.sh reply REPLY_DIR
set -u
mode=$1
shift

# CRC-16/CCITT-FALSE (docs/host-protocol.md) of the byte values given, as "hi lo" in hex
crc16() {
  local c=65535 b k
  for b in "$@"; do
    c=$(( c ^ ((16#$b) << 8) ))
    for k in 1 2 3 4 5 6 7 8; do
      if (( c & 0x8000 )); then c=$(( ((c << 1) ^ 0x1021) & 0xFFFF )); else c=$(( (c << 1) & 0xFFFF )); fi
    done
  done
  printf '%02x %02x' $((c >> 8)) $((c & 255))
}
# frame CMD STATUS PAYLOAD-BYTES...: a reply frame with its LEN and CRC, as hex words
frame() {
  local cmd=$1 st=$2; shift 2
  local len; len=$(printf '%02x' $#)
  echo "5a $cmd $st $len $* $(crc16 "$cmd" "$st" "$len" "$@")"
}
# put FILE HEXWORDS...: the bytes into FILE
put() {
  local f=$1; shift
  # shellcheck disable=SC2046
  printf "$(printf '\\x%s' $*)" > "$f"
}

if [ "$mode" = stream ]; then
  s=$1; shift
  rm -rf "$s"; mkdir -p "$s"
  n=0
  for f in $(find "$@" -type f -name '*.in' 2> /dev/null | sort); do
    n=$((n + 1)); cp "$f" "$s/$n.in"
  done
  printf '%b\n' 'c[0] = 1 +1 -1 0  # decimals' 'c[255] = 1. .5 -.5 -0' 'mvp[3] = 1e0 1E+0 2.5e-1 16777217' \
    'v[OPOS] = inf -inf nan -nan' 'v[TEX7] = 0x3f800000 0XBF800000 0x0000abCd 0xffffffff' \
    'v[1] = 3.4028235e38 1e-40 1e-45 -1e-50' 'v[0]=1\t2\r' > "$s/forms.in"
  echo "fuzz-seeds-host: $(ls "$s" | wc -l) vertex streams"
  exit 0
fi
if [ "$mode" = reply ]; then
  r=$1
  rm -rf "$r"; mkdir -p "$r"
  z16="00 00 80 3f 00 00 00 00 00 00 00 00 00 00 80 3f"
  id=$(frame 01 00 56 50 01 13 10 11 00 e1 f5 05 40 42 0f 00)
  perf=$(frame 03 00 $(for i in $(seq 44); do printf '%02x ' $((i * 7 % 256)); done))
  beat=$(frame 20 00 00 00 00 00 00 01 15 00 00 03 00 00 00 00 80 3f 00 00 80 3f 00 00 80 3f 00 00 80 3f)
  beat2=$(frame 20 00 01 00 00 00 03 05 ff ff 01 ff ff 1f $z16)
  empty=$(frame 20 00)
  put "$r/id" $id
  put "$r/perf" $perf
  put "$r/readout-beat" $beat
  put "$r/readout-empty" $empty
  put "$r/rdconst" $(frame 16 00 $z16)
  for c in 02 10 11 12 13 14 15; do put "$r/ok-$c" $(frame $c 00); done
  for e in "11 01" "11 02" "7f 03" "11 04" "13 05" "12 06" "ff 04"; do put "$r/status-${e// /-}" $(frame $e); done
  bad=$(frame 11 00); put "$r/badcrc" ${bad% *} 00
  put "$r/noise" 00 ff a5 13 $(frame 02 00)
  put "$r/truncated" $(echo "$beat" | cut -d' ' -f1-20)
  put "$r/long-len" 5a 20 00 ff 01 02 03
  put "$r/session" $id $(frame 02 00) $(frame 11 00) $(frame 13 05) $beat $beat2 $empty $(frame 16 00 $z16) $perf
  echo "fuzz-seeds-host: $(ls "$r" | wc -l) reply inputs"
  exit 0
fi

vpasm=$1
shift
if [ "$mode" = asm ]; then
  a=$1 img=$2; shift 2
  rm -rf "$a" "$img"; mkdir -p "$a" "$img"
  for f in $(find tb/asm -name '*.t' | sort); do
    sed '1,/^---$/d' "$f" > "$a/$(basename "$(dirname "$f")")_$(basename "$f" .t).vp"
  done
  n=0
  for f in $(find "$@" "$a" -type f \( -name '*.vp' -o -name '*.vsp' \) 2> /dev/null | sort); do
    n=$((n + 1)); "$vpasm" --hex "$img/$n.hex" --bin "$img/$n.bin" "$f" > /dev/null 2>&1 || true
  done
  echo "fuzz-seeds: $(ls "$a" | wc -l) case programs, $(ls "$img" | wc -l) images"
else
  t=$1; shift
  rm -rf "$t"; mkdir -p "$t"
  n=0
  for f in $(find "$@" -type f \( -name '*.vp' -o -name '*.vsp' \) 2> /dev/null | sort); do
    n=$((n + 1)); "$vpasm" --emit=tgsi -o "$t/$n.tgsi" "$f" > /dev/null 2>&1 || rm -f "$t/$n.tgsi"
  done
  echo "fuzz-seeds-tgsi: $(ls "$t" | wc -l) token streams"
fi

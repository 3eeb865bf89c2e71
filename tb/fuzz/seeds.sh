#!/usr/bin/env bash
# The fuzzers' seeds (make fuzz-seeds, fuzz-seeds-tgsi; mk/fuzz.mk): the
# program text of every case of tb/asm, the images of everything that
# assembles, the TGSI token streams of every program.
#
#   tb/fuzz/seeds.sh asm VPASM ASM_DIR IMAGE_DIR TEXT_DIR...
#   tb/fuzz/seeds.sh tgsi VPASM TGSI_DIR TEXT_DIR...
set -u
mode=$1 vpasm=$2
shift 2
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

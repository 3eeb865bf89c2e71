#!/usr/bin/env bash
# Installs what a make target needs on Debian, or says exactly what to run.
#
#   scripts/deps.sh GROUP...      groups: build, sim, fuzz, lint
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
)
declare -A GROUP_CMDS=(
  [build]="gcc make ar"
  [sim]="verilator iverilog vvp"
  [fuzz]="clang"
  [lint]="clang-tidy cppcheck verilator"
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

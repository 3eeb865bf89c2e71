#!/usr/bin/env bash
# Prints the path of an FPGA tool: the yowasp build from PyPI (on PATH, in
# pip's --user bin directory, or in the venv scripts/deps.sh may create,
# build/venv-yowasp), else the native tool on PATH, else the native name
# (for the caller's "not found" message). Used by fpga/flow.sh and
# synth/dsp_probe.sh.
#
#   fpga/find_tool.sh YOWASP-NAME NATIVE-NAME
set -euo pipefail
[[ $# == 2 ]] || { echo "usage: fpga/find_tool.sh YOWASP-NAME NATIVE-NAME" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
if c=$(command -v "$1" 2>/dev/null); then echo "$c"; exit 0; fi
ub=$(python3 -m site --user-base 2>/dev/null || true)
[[ -n $ub && -x $ub/bin/$1 ]] && { echo "$ub/bin/$1"; exit 0; }
[[ -x $root/build/venv-yowasp/bin/$1 ]] && { echo "$root/build/venv-yowasp/bin/$1"; exit 0; }
command -v "$2" 2>/dev/null || echo "$2"

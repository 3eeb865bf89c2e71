#!/usr/bin/env bash
# install_test.sh WORKDIR: installs into WORKDIR/prefix with `make install`,
# builds the C example of docs/emulators.md against it through pkg-config,
# runs it and compares its output with the block the doc says it prints.
set -euo pipefail
work=$1
rm -rf "$work"; mkdir -p "$work"
make --no-print-directory install PREFIX="$PWD/$work/prefix" >"$work/install.log" 2>&1 || { cat "$work/install.log"; exit 1; }
doc=docs/emulators.md
# the first ```c block, and the block after the line "It prints:"
awk '/^```c$/ {on=1; next} on && /^```$/ {exit} on' "$doc" > "$work/emu.c"
awk '/^It prints:$/ {seen=1; next} seen && /^```$/ {if (on) exit; on=1; next} on' "$doc" > "$work/expected.txt"
[ -s "$work/emu.c" ] && [ -s "$work/expected.txt" ] || { echo "install-test: FAIL: no example or no output block in $doc"; exit 1; }
export PKG_CONFIG_PATH="$PWD/$work/prefix/lib/pkgconfig"
flags=$(pkg-config --cflags --libs vp) || { echo "install-test: FAIL: pkg-config does not find vp"; exit 1; }
# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Werror "$work/emu.c" $flags -o "$work/emu" || { echo "install-test: FAIL: the example does not build against the installed library"; exit 1; }
"$work/emu" > "$work/got.txt"
if ! diff -u "$work/expected.txt" "$work/got.txt"; then
  echo "install-test: FAIL: the example's output differs from what $doc says it prints"; exit 1
fi
"$work/prefix/bin/vpsim" --help >/dev/null || { echo "install-test: FAIL: the installed vpsim does not run"; exit 1; }
echo "install-test: installed, docs/emulators.md's example built with pkg-config and printed what the doc says ($(wc -l < "$work/got.txt") lines)"

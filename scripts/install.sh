#!/usr/bin/env bash
# install.sh DESTDIR PREFIX LIB "HEADERS" "TOOLS": what `make install` does.
set -euo pipefail
destdir=$1 prefix=$2 lib=$3 hdrs=$4 tools=$5
case "$prefix" in /*) ;; *) echo "install: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2;; esac
root="$destdir$prefix"
install -d "$root/lib/pkgconfig" "$root/include/vp" "$root/bin"
install -m 644 "$lib" "$root/lib/libvp.a"
# shellcheck disable=SC2086
install -m 644 $hdrs "$root/include/vp/"
# shellcheck disable=SC2086
install -m 755 $tools "$root/bin/"
version=$(git describe --always --dirty 2>/dev/null || echo unknown)
cat > "$root/lib/pkgconfig/vp.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include/vp

Name: vp
Description: NV20/NV30 vertex engine: the hardware's arithmetic, assembler and golden model
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lvp -lm
PC
echo "install: libvp.a, $(echo $hdrs | wc -w) headers, $(echo $tools | wc -w) tools and vp.pc in $root"

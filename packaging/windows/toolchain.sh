#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Builds the Windows (x86_64, MinGW-w64) libraries IdemScope links, from Debian's source packages
# and the two sources vendored under third_party/, into one install prefix:
#
#   packaging/windows/toolchain.sh PREFIX
#
# Called by scripts/windows.sh, which keys the prefix on packaging/windows/sources.txt, the
# patches and this script: a change to any of them builds the prefix again, an unchanged one is
# reused. A component already in PREFIX (PREFIX/.built-<name>) is not built again.
# Source packages are downloaded once into $IDEM_MINGW_SOURCES (apt-get source: Debian's archive
# only) and unpacked under $IDEM_MINGW_WORK, which is deleted when the prefix is complete.
# Patches: packaging/windows/patches/<component>-*.patch, applied with `patch -p1` in order.
set -euo pipefail

prefix=${1:?usage: toolchain.sh PREFIX}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
sources=${IDEM_MINGW_SOURCES:-$HOME/.cache/idemscope/mingw/sources}
work=${IDEM_MINGW_WORK:-$prefix.work}
jobs=${IDEM_JOBS:-$(nproc)}
triple=x86_64-w64-mingw32
toolchain_file="$here/mingw-w64.cmake"
log_dir="$work/logs"
mkdir -p "$prefix" "$sources" "$work" "$log_dir"
# Paths under the prefix's folder are hashed relative to it: a toolchain rebuilt under another
# folder, or after a change to one component, finds the others' objects in ccache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(cd "$prefix/.." && pwd)}
# Qt is built with its precompiled headers, which ccache caches in its depend mode (the
# compiler's -MD list instead of a preprocessor run, which would parse every header the
# precompiled one saves) with these sloppiness settings. Measured on QtCore alone (2 cores,
# 2026-12-03): 392 s without precompiled headers and without ccache, 331 s with both in ccache's
# default mode, 260 s with both in depend mode; built again from that cache, 15 s (all hits).
export CCACHE_DEPEND=true
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime

say() { printf 'toolchain: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

# The version of a source package, from sources.txt ("package version" per line).
version_of() {
  local v
  v=$(awk -v p="$1" '$1 == p { print $2 }' "$here/sources.txt")
  [[ -n $v ]] || die "no version for $1 in packaging/windows/sources.txt"
  printf '%s\n' "$v"
}

# The .dsc file of source package $1 at its version in sources.txt, in $sources.
dsc_of() {
  local ver; ver=$(version_of "$1")
  printf '%s\n' "$sources/${1}_${ver#*:}.dsc"
}

# Unpacks source package $1 (at the version in sources.txt, with Debian's patches) into
# $work/$1 and prints that folder. The downloads (below) are kept in $sources for the next build.
unpack() {
  local pkg=$1 dsc
  dsc=$(dsc_of "$pkg")
  [[ -f $dsc ]] || die "the source of $pkg $(version_of "$pkg") was not downloaded"
  rm -rf "${work:?}/$pkg"
  dpkg-source -q -x "$dsc" "$work/$pkg" >&2 || die "dpkg-source -x $dsc failed"
  apply_patches "$pkg" "$work/$pkg"
  printf '%s\n' "$work/$pkg"
}

apply_patches() {
  local name=$1 dir=$2 p
  for p in "$here"/patches/"$name"-*.patch; do
    [[ -f $p ]] || continue
    say "patching $name: $(basename "$p")"
    patch -d "$dir" -p1 -s --forward < "$p" || die "patch $p does not apply"
  done
}

# Runs a build step, its output in $log_dir/$1.log; on failure the log's tail is shown.
step() {
  local name=$1; shift
  local start=$SECONDS
  say "building $name"
  if ! "$@" > "$log_dir/$name.log" 2>&1; then
    tail -n 40 "$log_dir/$name.log" >&2
    die "$name failed (whole log: $log_dir/$name.log)"
  fi
  say "$name built in $((SECONDS - start)) s"
}

cmake_cross() {
  local src=$1 build=$2; shift 2
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain_file" -DIDEM_MINGW_PREFIX="$prefix" \
    -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache "$@" &&
    cmake --build "$build" -j "$jobs" && cmake --install "$build"
}

# --- zlib (the gateway's gzip; libpq and OpenSSL go without) ------------------------------------
build_zlib() {
  # A static libz.a: Debian's +dfsg source has no win32/ folder, which zlib's CMake build wants
  # for the DLL's resources. Only the gateway links zlib.
  local src f objs=()
  src=$(unpack zlib)
  mkdir -p "$work/zlib-build"
  for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate \
           inftrees trees uncompr zutil; do
    $triple-gcc-posix -O2 -c "$src/$f.c" -o "$work/zlib-build/$f.o" || return 1
    objs+=("$work/zlib-build/$f.o")
  done
  rm -f "$work/zlib-build/libz.a"
  $triple-ar rcs "$work/zlib-build/libz.a" "${objs[@]}" &&
    install -D -m 644 "$work/zlib-build/libz.a" "$prefix/lib/libz.a" &&
    install -D -m 644 "$src/zlib.h" "$prefix/include/zlib.h" &&
    install -D -m 644 "$src/zconf.h" "$prefix/include/zconf.h"
}

# --- OpenSSL 3 (libpq's TLS, and Qt's OpenSSL backend at run time) ----------------------------
build_openssl() {
  local src; src=$(unpack openssl)
  # The DLLs only: OpenSSL 3.0 compiles every source of the static libcrypto.a and libssl.a a
  # second time, and nothing links them (MinGW's ld takes the DLLs' import libraries first, and
  # Qt loads the DLLs at run time). Its LIBS and INSTALL_LIBS name the static libraries; the two
  # provider archives stay, the DLLs are linked from them. Overrides on make's command line reach
  # its recursive makes.
  local only_shared=(LIBS="providers/libcommon.a providers/libdefault.a" INSTALL_LIBS=)
  (cd "$src" &&
    ./Configure mingw64 CC="ccache $triple-gcc-posix" AR=$triple-ar RANLIB=$triple-ranlib \
      RC=$triple-windres --prefix="$prefix" --libdir=lib \
      shared no-tests no-engine no-legacy no-module &&
    make -j "$jobs" "${only_shared[@]}" build_libs &&
    make "${only_shared[@]}" install_dev install_runtime_libs &&
    [[ -f $prefix/lib/libcrypto.dll.a && -f $prefix/lib/libssl.dll.a && ! -e $prefix/lib/libcrypto.a ]])
}

# --- SQLite: the amalgamation made with the build machine's tools, compiled into sqlite3.dll ---
build_sqlite() {
  local src; src=$(unpack sqlite3)
  mkdir -p "$work/sqlite-host"
  (cd "$work/sqlite-host" && "$src/configure" --disable-tcl > /dev/null && make sqlite3.c) &&
    $triple-gcc-posix -O2 -shared -o "$work/sqlite-host/sqlite3.dll" "$work/sqlite-host/sqlite3.c" \
      -DSQLITE_API='__declspec(dllexport)' -DSQLITE_THREADSAFE=1 -DSQLITE_ENABLE_COLUMN_METADATA \
      -DSQLITE_DEFAULT_FOREIGN_KEYS=0 \
      -Wl,--out-implib,"$work/sqlite-host/libsqlite3.dll.a" &&
    install -D -m 644 "$work/sqlite-host/sqlite3.h" "$prefix/include/sqlite3.h" &&
    install -D -m 644 "$work/sqlite-host/sqlite3ext.h" "$prefix/include/sqlite3ext.h" &&
    install -D -m 755 "$work/sqlite-host/sqlite3.dll" "$prefix/bin/sqlite3.dll" &&
    install -D -m 644 "$work/sqlite-host/libsqlite3.dll.a" "$prefix/lib/libsqlite3.dll.a"
}

# --- Qt: qtbase from Debian, qtcharts vendored; host tools (moc, rcc, uic) are Debian's --------
build_qtbase() {
  local src; src=$(unpack qt6-base)
  # Debian's +dfsg tarball has no src/3rdparty/wintab: no tablet events. OpenGL and Direct2D
  # keep their defaults (turning them off breaks 6.4.2's Windows platform plugin); the separate
  # direct2d platform plugin (direct2d1_1: 59 of qtbase's 1,117 compiles), which nothing here
  # selects, and JPEG (50 compiles; icons and screenshots are PNG) are left out.
  # TLS: the OpenSSL backend (loads libssl-3-x64.dll, which libpq needs anyway, at run time) and
  # Schannel. Qt prefers OpenSSL: PEM client certificates and keys (rediss:// with cert= and
  # key=) work as on Linux; under Wine, Schannel fails the TLS handshake when a client
  # certificate is set ("GnuTLS error: The requested data were not available").
  cmake_cross "$src" "$work/qtbase-build" \
    -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    -DBUILD_SHARED_LIBS=ON -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF \
    -DFEATURE_tabletevent=OFF -DFEATURE_direct2d1_1=OFF -DFEATURE_jpeg=OFF \
    -DFEATURE_schannel=ON -DFEATURE_openssl=ON -DFEATURE_openssl_runtime=ON -DOPENSSL_ROOT_DIR="$prefix" \
    -DFEATURE_sql=OFF -DFEATURE_dbus=OFF -DFEATURE_printsupport=OFF \
    -DFEATURE_system_zlib=OFF -DFEATURE_zstd=OFF -DFEATURE_sql_odbc=OFF
}

qt_cmake() {
  local src=$1 build=$2; shift 2
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$prefix/lib/cmake/Qt6/qt.toolchain.cmake" \
    -DQT_CHAINLOAD_TOOLCHAIN_FILE="$toolchain_file" -DIDEM_MINGW_PREFIX="$prefix" \
    -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache "$@" &&
    cmake --build "$build" -j "$jobs" && cmake --install "$build"
}

build_qtcharts() {
  rm -rf "$work/qtcharts" && cp -a "$repo/third_party/qtcharts" "$work/qtcharts"
  apply_patches qtcharts "$work/qtcharts"
  qt_cmake "$work/qtcharts" "$work/qtcharts-build" -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF
}

build_qtkeychain() {
  rm -rf "$work/qtkeychain" && cp -a "$repo/third_party/qtkeychain" "$work/qtkeychain"
  apply_patches qtkeychain "$work/qtkeychain"
  qt_cmake "$work/qtkeychain" "$work/qtkeychain-build" -DBUILD_WITH_QT6=ON \
    -DBUILD_TRANSLATIONS=OFF -DBUILD_TEST_APPLICATION=OFF -DBUILD_SHARED_LIBS=ON
}

# --- PostgreSQL's libpq, with OpenSSL (sslmode=verify-full) -------------------------------------
# libpq.dll only. The static libpgport and libpgcommon are not installed: nothing links libpq
# statically, and Debian's patched makefiles install them into the build machine's own
# /usr/lib/postgresql/15/lib whatever the prefix (a toolchain built before 2026-12-03 left
# Windows archives there).
build_libpq() {
  local src; src=$(unpack postgresql-15)
  (cd "$src" &&
    ./configure --host=$triple --prefix="$prefix" CC="ccache $triple-gcc-posix" --with-ssl=openssl --without-readline \
      --without-icu --without-zlib --without-gssapi --without-ldap \
      CPPFLAGS="-I$prefix/include" LDFLAGS="-L$prefix/lib" > /dev/null &&
    make -C src/interfaces/libpq -j "$jobs" &&
    make -C src/include install && make -C src/interfaces/libpq install)
}

build_libpqxx() {
  local src ver; src=$(unpack libpqxx); ver=$(version_of libpqxx)
  # Static only (one DLL fewer); its CMake installs no .pc file, which core/CMakeLists.txt's
  # pkg_check_modules reads: one is written here.
  cmake_cross "$src" "$work/libpqxx-build" -DSKIP_BUILD_TEST=ON -DSKIP_PQXX_SHARED=ON \
    -DBUILD_DOC=OFF -DPostgreSQL_ROOT="$prefix" &&
    cat > "$prefix/lib/pkgconfig/libpqxx.pc" << EOF
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: libpqxx
Description: C++ client API for PostgreSQL (static)
Version: ${ver%%-*}
Requires: libpq
Libs: -L\${libdir} -lpqxx
Libs.private: -lws2_32
Cflags: -I\${includedir}
EOF
}

# --- prometheus-cpp (core + pull) with civetweb from its own Debian source package ---------------
build_prometheus() {
  local src civet
  src=$(unpack prometheus-cpp)
  civet=$(unpack civetweb)
  rm -rf "$src/3rdparty/civetweb" && cp -a "$civet" "$src/3rdparty/civetweb"
  # Its CMake finds civetweb-3rdparty-config.cmake through CMAKE_PREFIX_PATH, which the
  # toolchain file's find-root rules re-root: the folder is named directly.
  cmake_cross "$src" "$work/prometheus-build" -DBUILD_SHARED_LIBS=OFF -DENABLE_PUSH=OFF \
    -DENABLE_TESTING=OFF -DENABLE_COMPRESSION=OFF -DUSE_THIRDPARTY_LIBRARIES=ON \
    -DTHIRDPARTY_CIVETWEB_WITH_SSL=OFF -DOVERRIDE_CXX_STANDARD_FLAGS=OFF \
    -Dcivetweb-3rdparty_DIR="$src/cmake"
}

# --- hiredis 0.14.1: only the RESP reader (packaging/deps/hiredis-reader) ----------------------
build_hiredis() {
  local src; src=$(unpack hiredis)
  cmake_cross "$repo/packaging/deps/hiredis-reader" "$work/hiredis-build" -DHIREDIS_SOURCE_DIR="$src"
}

# Two lanes after OpenSSL, which Qt and libpq both need: Qt and what builds on it in one, the
# small libraries in the other. Each lane runs its compilers with all the jobs; the small
# libraries' single-threaded steps (configure scripts, SQLite's one big file) then use the core
# a Qt build step leaves idle.
first=(openssl)
qt_lane=(qtbase qtcharts qtkeychain)
other_lane=(sqlite zlib hiredis prometheus libpq libpqxx)

# Builds the components given that are not in PREFIX yet and, with IDEM_MINGW_ONLY set, are
# named there.
build_all() {
  local c
  for c in "$@"; do
    [[ -z ${IDEM_MINGW_ONLY:-} || " $IDEM_MINGW_ONLY " == *" $c "* ]] || continue
    if [[ -f $prefix/.built-$c ]]; then
      say "$c: already in $prefix"
      continue
    fi
    step "$c" "build_$c"
    touch "$prefix/.built-$c"
  done
}

# Every download first, one at a time (apt-get is not run twice at once).
for pkg in $(awk '!/^#/ && NF == 2 { print $1 }' "$here/sources.txt"); do
  [[ -f $(dsc_of "$pkg") ]] && continue
  ver=$(version_of "$pkg")
  say "downloading the source of $pkg $ver from Debian's archive"
  (cd "$sources" && apt-get source -qq --download-only "$pkg=$ver" >&2) ||
    die "apt-get source $pkg=$ver failed (is there a deb-src entry for bookworm?)"
done

# A lane that is left behind when the other fails is stopped with its compilers.
kill_tree() {
  local p
  for p in $(pgrep -P "$1"); do kill_tree "$p"; done
  kill "$1" 2> /dev/null || true
}
trap '[[ -z ${other:-} ]] || kill_tree "$other"' EXIT
build_all "${first[@]}"
build_all "${other_lane[@]}" &
other=$!
build_all "${qt_lane[@]}"
wait "$other" || die "a library beside Qt failed (logs in $log_dir)"

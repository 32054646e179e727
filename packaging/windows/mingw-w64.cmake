# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# CMake toolchain file: build for 64-bit Windows with Debian's MinGW-w64 (posix threads).
# Used by packaging/windows/toolchain.sh for the third-party libraries and by scripts/windows.sh
# for IdemScope itself. IDEM_MINGW_PREFIX (the cross toolchain's install prefix) is searched
# for libraries and CMake packages; programs (moc, rcc, lrelease...) come from the build machine.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(_triple x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${_triple}-windres)
set(CMAKE_AR ${_triple}-gcc-ar-posix CACHE FILEPATH "")
set(CMAKE_RANLIB ${_triple}-gcc-ranlib-posix CACHE FILEPATH "")

# Passed on to try_compile projects (Qt's configure checks run many of them).
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES IDEM_MINGW_PREFIX)
set(CMAKE_FIND_ROOT_PATH /usr/${_triple} ${IDEM_MINGW_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config (hiredis, libpq, libpqxx) reads the prefix's .pc files only, never the build
# machine's.
if(IDEM_MINGW_PREFIX)
  set(ENV{PKG_CONFIG_LIBDIR} "${IDEM_MINGW_PREFIX}/lib/pkgconfig")
  set(ENV{PKG_CONFIG_PATH} "")
endif()

# file(GET_RUNTIME_DEPENDENCIES) on PE files from Linux: read the imports with MinGW's objdump.
set(CMAKE_GET_RUNTIME_DEPENDENCIES_PLATFORM "windows+pe")
set(CMAKE_GET_RUNTIME_DEPENDENCIES_TOOL "objdump")
set(CMAKE_GET_RUNTIME_DEPENDENCIES_COMMAND "${_triple}-objdump")

# Tests and helper programs built for Windows run on the build machine under Wine.
find_program(IDEM_WINE wine)
if(IDEM_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR "${IDEM_WINE}")
endif()

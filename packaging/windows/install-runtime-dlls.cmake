# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Install-time script (Windows): copies the DLLs idemscope, idemctl and idemgate load that are
# neither Qt's (windeployqt deploys those) nor the system's, next to the executables.
# Set before it by install(CODE) in packaging/Packaging.cmake:
#   IDEM_RUNTIME_EXECUTABLES   the built executables
#   IDEM_RUNTIME_SEARCH_DIRS   folders to look for DLLs in (vcpkg's bin, QtKeychain's bin, ...)
#   IDEM_RUNTIME_DESTINATION   bin folder, relative to the install prefix
#   IDEM_RUNTIME_QT_BIN        Qt's bin folder: windeployqt deploys what lives there
file(GET_RUNTIME_DEPENDENCIES
  EXECUTABLES ${IDEM_RUNTIME_EXECUTABLES}
  DIRECTORIES ${IDEM_RUNTIME_SEARCH_DIRS}
  RESOLVED_DEPENDENCIES_VAR resolved
  UNRESOLVED_DEPENDENCIES_VAR unresolved
  # API sets and the like resolve inside Windows itself.
  PRE_EXCLUDE_REGEXES "^api-ms-.*" "^ext-ms-.*" "^hvsifiletrust\\.dll$" "^pdmutilities\\.dll$"
  # Windows' own DLLs.
  POST_EXCLUDE_REGEXES ".*[/\\\\][Ww][Ii][Nn][Dd][Oo][Ww][Ss][/\\\\].*")
foreach(dll IN LISTS unresolved)
  # Anything left unresolved would make the installed programs fail to start.
  if(NOT dll MATCHES "^(api-ms-|ext-ms-)")
    message(FATAL_ERROR "install-runtime-dlls: cannot find ${dll} (searched ${IDEM_RUNTIME_SEARCH_DIRS})")
  endif()
endforeach()
# Qt's own DLLs are windeployqt's job (with their plugins); QtKeychain's DLL, which also starts
# with "qt6", lives in another folder and is copied here.
file(REAL_PATH "${IDEM_RUNTIME_QT_BIN}" qt_bin)
string(TOLOWER "${qt_bin}" qt_bin)
set(copy "")
foreach(dll IN LISTS resolved)
  get_filename_component(dir "${dll}" DIRECTORY)
  file(REAL_PATH "${dir}" dir)
  string(TOLOWER "${dir}" dir)
  if(dir STREQUAL qt_bin)
    continue()
  endif()
  message(STATUS "Runtime DLL: ${dll}")
  list(APPEND copy "${dll}")
endforeach()
file(INSTALL ${copy} DESTINATION "${CMAKE_INSTALL_PREFIX}/${IDEM_RUNTIME_DESTINATION}")

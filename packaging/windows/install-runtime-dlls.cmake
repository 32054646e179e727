# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Install-time script (Windows): copies next to the executables the DLLs idemscope, idemctl and
# idemgate load that are not Windows' own.
# Set before it by install(CODE) in packaging/Packaging.cmake:
#   IDEM_RUNTIME_EXECUTABLES   the built executables
#   IDEM_RUNTIME_SEARCH_DIRS   folders to look for DLLs in (vcpkg's bin, QtKeychain's bin, ...)
#   IDEM_RUNTIME_DESTINATION   bin folder, relative to the install prefix
#   IDEM_RUNTIME_QT_BIN        Qt's bin folder
#   IDEM_RUNTIME_DEPLOY_QT     OFF: windeployqt deploys Qt's DLLs and plugins (MSVC builds), they
#                              are skipped here. ON (MinGW builds from Debian, whose Qt 6.4 has no
#                              windeployqt): this script deploys them too:
#   IDEM_RUNTIME_QT_PLUGINS    Qt's plugins folder
#   IDEM_RUNTIME_PLUGIN_TYPES  the plugin kinds the programs load (platforms, styles, tls, ...):
#                              every plugin of those kinds is installed in bin/<kind>/ and its
#                              own DLLs are resolved like the programs'
#   IDEM_RUNTIME_SYSTEM_DLLS   packaging/windows/system-dlls.txt: Windows' own DLLs
#   IDEM_RUNTIME_STRIP         a strip program for the copied DLLs (MinGW builds), or empty
set(system_regexes "^api-ms-.*" "^ext-ms-.*" "^hvsifiletrust\\.dll$" "^pdmutilities\\.dll$")
if(IDEM_RUNTIME_SYSTEM_DLLS)
  file(STRINGS "${IDEM_RUNTIME_SYSTEM_DLLS}" system_dlls REGEX "^[^#].*")
  foreach(dll IN LISTS system_dlls)
    string(REPLACE "." "\\." dll "${dll}")
    list(APPEND system_regexes "^${dll}$")
  endforeach()
endif()

set(plugins "")
if(IDEM_RUNTIME_DEPLOY_QT)
  foreach(kind IN LISTS IDEM_RUNTIME_PLUGIN_TYPES)
    file(GLOB found "${IDEM_RUNTIME_QT_PLUGINS}/${kind}/*.dll")
    if(NOT found)
      message(FATAL_ERROR "install-runtime-dlls: no Qt plugin of kind '${kind}' in ${IDEM_RUNTIME_QT_PLUGINS}")
    endif()
    foreach(plugin IN LISTS found)
      message(STATUS "Qt plugin: ${kind}/${plugin}")
      file(INSTALL "${plugin}" DESTINATION "${CMAKE_INSTALL_PREFIX}/${IDEM_RUNTIME_DESTINATION}/${kind}")
    endforeach()
    list(APPEND plugins ${found})
  endforeach()
endif()

# Cross-building on Linux: file(GET_RUNTIME_DEPENDENCIES) looks for the lower-cased names a PE
# file imports (qt6core.dll) in case-sensitive folders (Qt6Core.dll). It searches a folder of
# lower-case links to the DLLs instead; what it resolves there is copied under its own name.
set(search_dirs ${IDEM_RUNTIME_SEARCH_DIRS})
if(NOT CMAKE_HOST_WIN32)
  set(farm "${CMAKE_CURRENT_BINARY_DIR}/idem-dll-links")
  file(REMOVE_RECURSE "${farm}")
  file(MAKE_DIRECTORY "${farm}")
  foreach(dir IN LISTS IDEM_RUNTIME_SEARCH_DIRS)
    file(GLOB dlls "${dir}/*.dll" "${dir}/*.DLL")
    foreach(dll IN LISTS dlls)
      get_filename_component(name "${dll}" NAME)
      string(TOLOWER "${name}" lower)
      if(NOT EXISTS "${farm}/${lower}")
        file(CREATE_LINK "${dll}" "${farm}/${lower}" SYMBOLIC)
      endif()
    endforeach()
  endforeach()
  set(search_dirs "${farm}")
endif()

file(GET_RUNTIME_DEPENDENCIES
  EXECUTABLES ${IDEM_RUNTIME_EXECUTABLES}
  MODULES ${plugins}
  DIRECTORIES ${search_dirs}
  RESOLVED_DEPENDENCIES_VAR resolved
  UNRESOLVED_DEPENDENCIES_VAR unresolved
  # API sets and the like resolve inside Windows itself; so do the DLLs Windows ships.
  PRE_EXCLUDE_REGEXES ${system_regexes}
  # Windows' own DLLs, when the build runs on Windows.
  POST_EXCLUDE_REGEXES ".*[/\\\\][Ww][Ii][Nn][Dd][Oo][Ww][Ss][/\\\\].*")
foreach(dll IN LISTS unresolved)
  # Anything left unresolved would make the installed programs fail to start.
  if(NOT dll MATCHES "^(api-ms-|ext-ms-)")
    message(FATAL_ERROR "install-runtime-dlls: cannot find ${dll} (searched ${IDEM_RUNTIME_SEARCH_DIRS}); "
                        "if Windows ships it, add it to packaging/windows/system-dlls.txt")
  endif()
endforeach()
file(REAL_PATH "${IDEM_RUNTIME_QT_BIN}" qt_bin)
string(TOLOWER "${qt_bin}" qt_bin)
set(copy "")
foreach(dll IN LISTS resolved)
  if(IS_SYMLINK "${dll}")
    file(READ_SYMLINK "${dll}" dll)
  endif()
  get_filename_component(dir "${dll}" DIRECTORY)
  file(REAL_PATH "${dir}" dir)
  string(TOLOWER "${dir}" dir)
  # Without IDEM_RUNTIME_DEPLOY_QT, Qt's own DLLs are windeployqt's job (with their plugins);
  # QtKeychain's DLL, which also starts with "qt6", lives in another folder and is copied here.
  if(dir STREQUAL qt_bin AND NOT IDEM_RUNTIME_DEPLOY_QT)
    continue()
  endif()
  message(STATUS "Runtime DLL: ${dll}")
  list(APPEND copy "${dll}")
endforeach()
file(INSTALL ${copy} DESTINATION "${CMAKE_INSTALL_PREFIX}/${IDEM_RUNTIME_DESTINATION}")

# MinGW builds: the copies lose their symbols (Debian's libstdc++-6.dll carries 21 MB of debug
# information), as CPack strips the programs themselves.
if(IDEM_RUNTIME_STRIP)
  set(installed "")
  foreach(dll IN LISTS copy)
    get_filename_component(name "${dll}" NAME)
    list(APPEND installed "${CMAKE_INSTALL_PREFIX}/${IDEM_RUNTIME_DESTINATION}/${name}")
  endforeach()
  file(GLOB_RECURSE plugin_copies "${CMAKE_INSTALL_PREFIX}/${IDEM_RUNTIME_DESTINATION}/*/*.dll")
  execute_process(COMMAND "${IDEM_RUNTIME_STRIP}" --strip-unneeded ${installed} ${plugin_copies}
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install-runtime-dlls: ${IDEM_RUNTIME_STRIP} failed")
  endif()
endif()

# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# What the MinGW (Windows) build needs to know about its runtime, for packaging/Packaging.cmake
# (the DLLs the installer ships) and tests/windows/CMakeLists.txt (the DLLs Wine must find).

# idem_mingw_runtime_dirs(<out>): the folders of the MinGW runtime DLLs. libstdc++-6.dll and
# libgcc_s_seh-1.dll live next to the compiler's libraries, libwinpthread-1.dll in the target's
# lib folder.
function(idem_mingw_runtime_dirs out)
  set(dirs "")
  foreach(dll IN ITEMS libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
    execute_process(COMMAND "${CMAKE_CXX_COMPILER}" -print-file-name=${dll}
                    OUTPUT_VARIABLE path OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT IS_ABSOLUTE "${path}")
      message(FATAL_ERROR "The MinGW compiler does not know where ${dll} is")
    endif()
    get_filename_component(dir "${path}" DIRECTORY)
    list(APPEND dirs "${dir}")
  endforeach()
  list(REMOVE_DUPLICATES dirs)
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# idem_qt_prefix(<out>): the prefix Qt is installed in (its DLLs in bin/, plugins in plugins/).
function(idem_qt_prefix out)
  get_target_property(core_dll Qt6::Core IMPORTED_LOCATION_RELEASE)
  get_filename_component(bin "${core_dll}" DIRECTORY)
  get_filename_component(prefix "${bin}" DIRECTORY)
  set(${out} "${prefix}" PARENT_SCOPE)
endfunction()

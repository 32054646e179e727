# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Every source file we wrote carries the SPDX licence line at its top (after a shebang), so a
# file copied out of the repository still says under which licence it is. Fails naming the
# files that lack it.
#
#   cmake -DSOURCE_DIR=<repository> -P scripts/check-spdx.cmake
#
# Checked: C++, CMake, shell, Python, Lua and SQL under the folders below. Not checked: JSON
# (no comments), translations, fuzz corpora, images, docs.

if(NOT SOURCE_DIR)
  get_filename_component(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()
set(_line "SPDX-License-Identifier: GPL-3.0-or-later")
set(_dirs core ui app tests scripts cmake packaging resources)
set(_patterns *.cpp *.h *.cmake CMakeLists.txt *.sh *.bash-completion *.py *.lua *.sql *.rc.in)

set(_files "${SOURCE_DIR}/CMakeLists.txt")
foreach(dir IN LISTS _dirs)
  foreach(pattern IN LISTS _patterns)
    file(GLOB_RECURSE _found LIST_DIRECTORIES false "${SOURCE_DIR}/${dir}/${pattern}")
    list(APPEND _files ${_found})
  endforeach()
endforeach()
list(REMOVE_DUPLICATES _files)
list(FILTER _files EXCLUDE REGEX "/tests/fuzz/corpus/")
list(SORT _files)

set(_missing "")
set(_count 0)
foreach(file IN LISTS _files)
  math(EXPR _count "${_count} + 1")
  # The first three lines: a shebang, then the two SPDX lines.
  file(STRINGS "${file}" _head LIMIT_COUNT 3)
  set(_ok FALSE)
  foreach(line IN LISTS _head)
    if(line MATCHES "^(//|#|--) ${_line}$")
      set(_ok TRUE)
    endif()
  endforeach()
  if(NOT _ok)
    file(RELATIVE_PATH _rel "${SOURCE_DIR}" "${file}")
    list(APPEND _missing "${_rel}")
  endif()
endforeach()

if(_count LESS 100)
  message(FATAL_ERROR "Only ${_count} source files found under ${SOURCE_DIR}: wrong SOURCE_DIR?")
endif()
if(_missing)
  list(LENGTH _missing _n)
  list(JOIN _missing "\n  " _list)
  message(FATAL_ERROR "${_n} of ${_count} source files lack the line \"${_line}\" in their "
                      "first three lines:\n  ${_list}")
endif()
message(STATUS "All ${_count} source files carry \"${_line}\"")

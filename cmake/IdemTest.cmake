# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# idem_add_test(NAME <name> SOURCES <files...> LABELS <labels...> [LIBS <targets...>]
#               [ARGS <args...>] [TIMEOUT <seconds>] [NO_REGISTER])
#
# One Qt Test executable per test class, registered once with CTest under the given labels.
# NO_REGISTER builds the executable only (for suites registered several times with
# idem_register_test, like the store contract suite).
function(idem_add_test)
  cmake_parse_arguments(T "NO_REGISTER" "NAME;TIMEOUT" "SOURCES;LABELS;LIBS;ARGS" ${ARGN})
  qt_add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE Qt6::Test IdemScope::core idem_test_support ${T_LIBS})
  if(NOT T_NO_REGISTER)
    idem_register_test(NAME ${T_NAME} TARGET ${T_NAME} LABELS ${T_LABELS} ARGS ${T_ARGS}
                       TIMEOUT ${T_TIMEOUT})
  endif()
endfunction()

# idem_register_test(NAME <ctest name> TARGET <executable> LABELS <labels...> [ARGS <args...>]
#                    [TIMEOUT <seconds>])
function(idem_register_test)
  cmake_parse_arguments(T "" "NAME;TARGET;TIMEOUT" "LABELS;ARGS" ${ARGN})
  add_test(NAME ${T_NAME} COMMAND ${T_TARGET} ${T_ARGS})
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  set_tests_properties(${T_NAME} PROPERTIES
    LABELS "${T_LABELS}"
    TIMEOUT ${T_TIMEOUT}
    ENVIRONMENT
      "QT_QPA_PLATFORM=offscreen;QT_FATAL_WARNINGS=0;IDEM_TEST_TIMEOUT=${T_TIMEOUT};${IDEM_TEST_EXTRA_ENV}")
  # The Windows build's tests need their Wine prefix first (tests/windows/CMakeLists.txt).
  if(IDEM_TEST_FIXTURES)
    set_tests_properties(${T_NAME} PROPERTIES FIXTURES_REQUIRED "${IDEM_TEST_FIXTURES}")
  endif()
endfunction()

# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Runs promtool over the monitoring bundle (cmake -P; CTest monitoring_promtool):
#   promtool check rules  idemgate-alerts.yml        (syntax, PromQL, templates)
#   promtool test rules   idemgate-alerts.test.yml   (when each alert fires, and when not)
#   promtool check rules  on every dashboard query, wrapped as recording rules (PromQL syntax;
#                         Grafana's $__rate_interval, $job and $instance replaced first)
# Without promtool (Debian: apt install prometheus) it prints "SKIP: ..." and CTest reports the
# test as skipped (SKIP_REGULAR_EXPRESSION).
#
#   cmake -DPROMTOOL=/usr/bin/promtool -DMONITORING_DIR=packaging/monitoring -DWORK_DIR=build/x
#         -P packaging/monitoring/promtool-check.cmake
cmake_minimum_required(VERSION 3.25)

if(NOT PROMTOOL OR NOT EXISTS "${PROMTOOL}")
  message("SKIP: promtool is not installed (Debian: apt install prometheus)")
  return()
endif()

function(run_promtool what)
  execute_process(COMMAND "${PROMTOOL}" ${ARGN} WORKING_DIRECTORY "${MONITORING_DIR}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  message("${out}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "promtool-check: ${what} failed (exit ${rc})")
  endif()
endfunction()

run_promtool("promtool check rules" check rules idemgate-alerts.yml)
run_promtool("promtool test rules" test rules idemgate-alerts.test.yml)

# The dashboard's queries as recording rules, one per query.
file(READ "${MONITORING_DIR}/idemgate-dashboard.json" dashboard)
string(JSON panel_count LENGTH "${dashboard}" panels)
math(EXPR last_panel "${panel_count} - 1")
set(rules "groups:\n  - name: idemgate-dashboard-queries\n    rules:\n")
set(n 0)
foreach(i RANGE ${last_panel})
  string(JSON target_count LENGTH "${dashboard}" panels ${i} targets)
  math(EXPR last_target "${target_count} - 1")
  foreach(j RANGE ${last_target})
    string(JSON expr GET "${dashboard}" panels ${i} targets ${j} expr)
    string(REPLACE "$__rate_interval" "1m" expr "${expr}")
    string(REPLACE "$job" ".+" expr "${expr}")
    string(REPLACE "$instance" ".+" expr "${expr}")
    string(REPLACE "'" "''" expr "${expr}")
    math(EXPR n "${n} + 1")
    string(APPEND rules "      - record: idemgate_dashboard:query_${n}\n        expr: '${expr}'\n")
  endforeach()
endforeach()
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/dashboard-queries.rules.yml" "${rules}")
run_promtool("promtool check rules on the dashboard's ${n} queries"
             check rules "${WORK_DIR}/dashboard-queries.rules.yml")

#!/usr/bin/env bash
# Runs a command with throwaway servers that the test suites use, on loopback only, with data
# in a temporary folder, and stops them afterwards whatever the command's outcome.
# No suite needs a server yet (the Redis and PostgreSQL stores come with their own issues);
# this is where they will be started, exporting IDEM_TEST_REDIS_URL / IDEM_TEST_POSTGRES_URL.
set -euo pipefail
work=$(mktemp -d "${TMPDIR:-/tmp}/idemscope-services.XXXXXX")
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
"$@"

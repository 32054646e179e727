#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
"""How long a benchmark's processes ran, and how long they waited for a core.

On a machine where the load generator, the gateway, its upstream and its store share the cores,
a request's latency holds the time each of them waited in the kernel's run queue before it could
run. Linux counts both times per thread in /proc/PID/task/TID/schedstat (nanoseconds running,
nanoseconds runnable but waiting). scripts/bench-gateway.sh runs this with SCHED=1:

  bench-sched.py sample OUT ROLE=PID|comm:NAME|wrk ...
      every 0.25 s until killed, appends one JSON line per process to OUT: the time, the role,
      the pid, and the sums of its threads' running and waiting nanoseconds. A role is a process
      id, every process whose name is NAME (nginx, postgres: their workers too), or "wrk": each
      wrk process, named by the BENCH_RUN of its environment (one per scenario).
  bench-sched.py report OUT SCENARIO:REQUESTS_PER_SECOND ...
      for each scenario, over the life of its wrk process: per role, the cores used running and
      waiting, and both per request.

A thread that ends during a scenario takes its times out of its process's sums, so a role is
reported right only when its threads live through the scenario, as the gateway's, the
upstream's, the store server's and wrk's do. It reads /proc only; nothing is written but OUT.
"""
import json
import os
import sys
import time


def threads_times(pid):
    run = wait = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
            fields = f.read().split()
        run += int(fields[0])
        wait += int(fields[1])
    return run, wait


def wrk_run(pid):
    with open(f"/proc/{pid}/environ", "rb") as f:
        for entry in f.read().split(b"\0"):
            if entry.startswith(b"BENCH_RUN="):
                return entry[len(b"BENCH_RUN="):].decode(errors="replace")
    return None


def sample(out_path, specs):
    by_pid, by_comm, want_wrk = {}, {}, False
    for spec in specs:
        role, _, what = spec.partition("=")
        if role == "wrk" and not what:
            want_wrk = True
        elif what.startswith("comm:"):
            by_comm[what[5:]] = role
        elif what.isdigit():
            by_pid[int(what)] = role
    with open(out_path, "a") as out:
        while True:
            now = time.time()
            for entry in os.listdir("/proc"):
                if not entry.isdigit():
                    continue
                pid = int(entry)
                try:
                    role = by_pid.get(pid)
                    if role is None:
                        with open(f"/proc/{pid}/comm") as f:
                            comm = f.read().strip()
                        role = by_comm.get(comm)
                        if role is None and want_wrk and comm == "wrk":
                            run_name = wrk_run(pid)
                            role = "wrk:" + run_name if run_name else None
                    if role is None:
                        continue
                    run, wait = threads_times(pid)
                except OSError:
                    continue  # gone meanwhile
                out.write(json.dumps([now, role, pid, run, wait]) + "\n")
            out.flush()
            time.sleep(0.25)


def report(out_path, scenarios):
    rows = []
    with open(out_path) as f:
        for line in f:
            try:
                rows.append(json.loads(line))
            except ValueError:
                pass  # a line cut short when the sampler was stopped
    for scenario in scenarios:
        name, _, rate_text = scenario.partition(":")
        rate = float(rate_text or 0)
        window = [r[0] for r in rows if r[1] == "wrk:" + name]
        if len(window) < 2 or rate <= 0:
            continue
        t0, t1 = min(window), max(window)
        per_process = {}
        for r in rows:
            if t0 <= r[0] <= t1:
                per_process.setdefault((r[1], r[2]), []).append(r)
        per_role = {}
        for (role, _), samples in per_process.items():
            if len(samples) < 2:
                continue
            run = (samples[-1][3] - samples[0][3]) / 1e3  # microseconds
            wait = (samples[-1][4] - samples[0][4]) / 1e3
            total = per_role.setdefault(role.split(":")[0], [0.0, 0.0])
            total[0] += run
            total[1] += wait
        seconds = t1 - t0
        print(f"{name} sched: over {seconds:.1f} s at {rate:.0f} req/s, per role: cores running, "
              f"cores waiting for a core; per request: us running, us waiting")

        def line(role, run, wait):
            run, wait = run / seconds, wait / seconds  # microseconds per second
            print(f"{name} sched:   {role:<10} {run / 1e6:5.2f} {wait / 1e6:5.2f}   "
                  f"{run / rate:6.1f} {wait / rate:6.1f}")

        all_run = all_wait = 0.0
        for role, (run, wait) in sorted(per_role.items()):
            if max(run, wait) / seconds < 5000:
                continue  # idle in this scenario (under 0.005 of a core)
            all_run += run
            all_wait += wait
            line(role, run, wait)
        line("all", all_run, all_wait)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "sample":
        sample(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) >= 3 and sys.argv[1] == "report":
        report(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
"""Fault-injection soak of idemgate (issue 19): proves "at most once" from a recorded history.

One run = one store. Two idemgate processes on loopback share that store and forward to ONE
counting upstream (in this process) that records every execution (key, scope, body hash,
time, which gateway forwarded it). Client threads send keyed POSTs and retry as an SDK would;
a seeded nemesis kills and pauses processes meanwhile. Afterwards every acknowledged key is
sent once more, and a checker reads the whole history and prints a table. Exit status 1 on any
violation, 2 on a harness or setup error.

Python standard library only. Every wait is bounded. Traffic goes to 127.0.0.1 only.
"""

import argparse
import hashlib
import http.client
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The gateway's lease: a killed gateway's claim is taken over after it. Short, so that a kill
# costs the clients seconds, not the default 30 s; the heartbeat renews it every lease / 3.
LEASE_S = 5
# Store call timeout: a store paused longer than this answers "outcome unknown" (503).
STORE_TIMEOUT_S = 1
UPSTREAM_TIMEOUT_S = 8
# One logical request (all its retries) must be answered within this, else it counts as
# "never answered". Longer than a lease plus a restart, so a kill alone does not cause it.
CLIENT_DEADLINE_S = 30
ATTEMPT_TIMEOUT_S = 4
RSS_BOUND_KIB = 256 * 1024
# Redis replication is asynchronous: a failover can lose what the old master acknowledged and
# had not yet sent to its replica (after a restart, everything since the restart until the
# replica's full resync, which Redis delays by 5 s). Answers acknowledged this long before a
# fault that failed a master over, or during it, are attributed to that failover.
FAILOVER_WINDOW_S = 10
# ... and until shortly after the failover was seen: a woken master takes writes until the
# news of its replacement reaches it.
FAILOVER_GOSSIP_S = 2
# Stored problems (replayed, final): retrying them only replays them.
STORED_PROBLEMS = ("answer-too-large", "upstream-answer-unusable", "answer-lost",
                   "upstream-outcome-unknown")


def now():
    return time.monotonic()


def sha(data):
    return hashlib.sha256(data).hexdigest()[:16]


def log(msg):
    print(f"soak: {msg}", flush=True)


def free_port():
    # Bind to port 0 and let the kernel pick: a port that is free now. A restarted server takes
    # the same port again (SO_REUSEADDR in both redis-server and idemgate), so it is kept.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, proc=None, limit=15.0, host="127.0.0.1"):
    end = now() + limit
    while now() < end:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return True
        except OSError:
            if proc is not None and proc.poll() is not None:
                return False
            time.sleep(0.05)
    return False


def wait_redis_serving(port, host="127.0.0.1", limit=60.0):
    """Until a restarted redis-server answers PING with PONG. It opens its port at once but
    answers every command with LOADING until it has read its AOF, which takes seconds on a big
    file and a busy machine (10 s at load 15 in one run): until then it is still down for
    every gateway, and the checker must count it so."""
    end = now() + limit
    while now() < end:
        try:
            with socket.create_connection((host, port), timeout=0.5) as c:
                c.settimeout(1.0)
                c.sendall(b"PING\r\n")
                if c.recv(64).startswith(b"+PONG"):
                    return True
        except OSError:
            pass
        time.sleep(0.05)
    # The outage is then counted as ended here, which the checker's attributions rely on.
    log(f"redis at {host}:{port} did not answer PING within {limit:.0f} s of its restart")
    return False


def children_of(pid):
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                out.append(int(entry))
        except (OSError, IndexError, ValueError):
            pass
    return out


def cpu_seconds(pid):
    """User + system CPU of a process so far, from /proc (None once it is gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


# --------------------------------------------------------------------------------------------
# The counting upstream


class Upstream:
    """POST /<gw>/orders: records the execution, then answers 201 with a body naming it."""

    def __init__(self):
        self.lock = threading.Lock()
        self.executions = []  # dicts: seq, key, scope, body, gw, t
        self.failed = 0
        self.slow = None  # (lo, hi) seconds while the nemesis slows the upstream
        self.fail_rate = 0.02
        self.rng = random.Random(7)
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                key = self.headers.get("Idempotency-Key") or ""
                scope = self.headers.get("Authorization") or ""
                gw = self.path.strip("/").split("/")[0]
                with upstream.lock:
                    fail = upstream.rng.random() < upstream.fail_rate
                    slow = upstream.slow
                    delay = upstream.rng.uniform(*slow) if slow else 0.0
                    if fail:
                        upstream.failed += 1
                    else:
                        seq = len(upstream.executions) + 1
                        upstream.executions.append(
                            {"seq": seq, "key": key, "scope": scope, "body": sha(body),
                             "gw": gw, "t": now()})
                if fail:
                    # "Try again" without doing the work: the gateway releases the claim.
                    self._answer(503, b'{"error":"busy"}')
                    return
                if delay:
                    time.sleep(delay)
                with upstream.lock:
                    upstream.executions[seq - 1]["t_end"] = now()
                answer = json.dumps({"exec": seq, "key": key, "scope": scope,
                                     "body": sha(body)}).encode()
                self._answer(201, answer)

            def _answer(self, status, data):
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                try:
                    self.wfile.write(data)
                except OSError:
                    pass

        class Server(ThreadingHTTPServer):
            daemon_threads = True
            request_queue_size = 256

            def handle_error(self, request, client_address):
                # A killed gateway resets its upstream connections: expected, not news.
                if not isinstance(sys.exc_info()[1], OSError):
                    super().handle_error(request, client_address)

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self):
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


# --------------------------------------------------------------------------------------------
# A network namespace for the store, so that one gateway can be cut off from it


class StoreNet:
    """The store runs in a namespace of its own, reached by gateway i over veth pair i only.

    Taking the namespace's end of pair i down cuts gateway i off from the store silently (its
    packets are dropped; no reset, no refusal): a partition, while the other gateway still
    reaches the store. tc netem is not used (this kernel lacks sch_netem), so there is no
    added-latency fault.
    """

    def __init__(self, n):
        tag = os.getpid() % 100000
        self.ns = f"idemsoak{tag}"
        # A /24 no other run (another soak at the same time) has taken.
        taken = subprocess.run(["ip", "-o", "-4", "addr", "show"], capture_output=True,
                               text=True, timeout=20).stdout
        self.net = next((10 + (os.getpid() + k) % 240 for k in range(240)
                         if f" 10.209.{10 + (os.getpid() + k) % 240}." not in taken), None)
        if self.net is None:
            raise RuntimeError("no free 10.209.x.0/24 for the store's namespace")
        self.pairs = []
        self.up = False
        run = lambda *a: subprocess.run(list(a), check=True, capture_output=True, timeout=20)
        run("ip", "netns", "add", self.ns)
        self.up = True
        host_if = None
        try:
            run("ip", "-n", self.ns, "link", "set", "lo", "up")
            for i in range(n):
                host_if, ns_if = f"isk{tag}h{i}", f"isk{tag}n{i}"
                host_ip = f"10.209.{self.net}.{4 * i + 1}"
                ns_ip = f"10.209.{self.net}.{4 * i + 2}"
                run("ip", "link", "add", host_if, "type", "veth", "peer", "name", ns_if)
                run("ip", "link", "set", ns_if, "netns", self.ns)
                run("ip", "addr", "add", f"{host_ip}/30", "dev", host_if)
                run("ip", "link", "set", host_if, "up")
                run("ip", "-n", self.ns, "addr", "add", f"{ns_ip}/30", "dev", ns_if)
                run("ip", "-n", self.ns, "link", "set", ns_if, "up")
                self.pairs.append((host_if, ns_if, host_ip, ns_ip))
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            # Nothing half-made is left behind (a veth not yet moved into the namespace too).
            if host_if:
                subprocess.run(["ip", "link", "del", host_if], capture_output=True, timeout=20)
            self.close()
            raise

    @staticmethod
    def available():
        return os.getuid() == 0 and shutil.which("ip") is not None

    def exec_prefix(self):
        return ["ip", "netns", "exec", self.ns]

    def addresses(self):
        return [p[3] for p in self.pairs]

    def cut(self, i, cut):
        subprocess.run(["ip", "-n", self.ns, "link", "set", self.pairs[i][1],
                        "down" if cut else "up"], check=True, capture_output=True, timeout=20)

    def close(self):
        if self.up:
            # Deleting the namespace deletes its veth ends, and with them the host ends.
            subprocess.run(["ip", "netns", "del", self.ns], capture_output=True, timeout=20)
            self.up = False


# --------------------------------------------------------------------------------------------
# Added latency between one gateway and the store


class DelayRelay:
    """A TCP relay on loopback between one gateway and the store that can delay every byte.

    The kernel of the machines this runs on has no sch_netem (nor the prio qdisc), so `tc netem`
    cannot add latency; this relay does it in user space, for the one gateway whose store URL
    points at it. Each direction of each connection has a reader (stamps every chunk with the
    time it is due) and a writer (sends it then, in order): a delay of d adds d each way, without
    slowing the stream behind it. Without a delay it forwards at once. When either end closes
    or fails, both connections are closed, as a real path would reset them.
    """

    def __init__(self, target_host, target_port):
        self.target = (target_host, target_port)
        self.delay = 0.0  # seconds, one way; set by the nemesis
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(128)
        self.port = self.sock.getsockname()[1]
        self.closed = threading.Event()
        self.lock = threading.Lock()
        self.conns = set()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while not self.closed.is_set():
            try:
                a, _ = self.sock.accept()
            except OSError:
                return
            # Connect in a thread of its own: a cut-off store must not hold up other accepts.
            threading.Thread(target=self._connect, args=(a,), daemon=True).start()

    def _connect(self, a):
        try:
            b = socket.create_connection(self.target, timeout=2)
            b.settimeout(None)
        except OSError:
            a.close()  # the store is down or cut off: so is this path
            return
        for s in (a, b):
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        pair = (a, b)
        with self.lock:
            if self.closed.is_set():
                a.close()
                b.close()
                return
            self.conns.add(pair)
        for src, dst in ((a, b), (b, a)):
            q, cv = [], threading.Condition()
            threading.Thread(target=self._read, args=(src, q, cv), daemon=True).start()
            threading.Thread(target=self._write, args=(dst, q, cv, pair), daemon=True).start()

    def _read(self, src, q, cv):
        while True:
            try:
                data = src.recv(65536)
            except OSError:
                data = b""
            with cv:
                q.append((now() + self.delay, data))
                cv.notify()
            if not data:
                return

    def _write(self, dst, q, cv, pair):
        while True:
            with cv:
                while not q:
                    cv.wait()
                due, data = q.pop(0)
            wait = due - now()
            if wait > 0:
                time.sleep(wait)
            if not data:
                self._close(pair)
                return
            try:
                dst.sendall(data)
            except OSError:
                self._close(pair)
                return

    def _close(self, pair):
        with self.lock:
            self.conns.discard(pair)
        for s in pair:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def close(self):
        self.closed.set()
        self.sock.close()
        with self.lock:
            pairs = list(self.conns)
        for p in pairs:
            self._close(p)


# --------------------------------------------------------------------------------------------
# Stores


class Store:
    kind = "?"
    can_kill = False
    can_cut = False  # kill_connections() works: the server drops its clients' connections
    disk = None  # a SmallDisk under the store's files, which the nemesis can fill
    net = None  # a StoreNet when the store runs in a namespace of its own

    def __init__(self, work):
        self.work = work

    def hosts(self):
        return self.net.addresses() if self.net else ["127.0.0.1"]

    relays = {}  # gateway index -> DelayRelay, for the gateway whose store path can be slowed

    def url_for(self, i):
        """The URL gateway i uses: over its own veth pair when there is a namespace, through
        its relay when it has one (the relay then uses that veth pair)."""
        if i in self.relays:
            return self.url.replace(f"127.0.0.1:{self.port}", f"127.0.0.1:{self.relays[i].port}")
        return self.url.replace("127.0.0.1", self.host_for(i))

    def host_for(self, i):
        return self.hosts()[i % len(self.hosts())]

    def prefix(self):
        return self.net.exec_prefix() if self.net else []

    def start(self):
        pass

    def stop(self):
        pass

    def kill(self, which=0):
        """kill -9 of the server (which: the master, for a cluster); returns what was hit."""
        pass

    def restart(self):
        """Starts the killed server again; returns once it serves (not merely listens)."""
        pass

    def pause(self, which=0):
        pass

    def resume(self):
        pass

    def kill_connections(self):
        """The server closes every client connection it has (the gateways' included)."""
        pass

    def heal(self):
        """After the schedule: the store whole again."""
        self.resume()
        if self.disk:
            self.disk.free()


class SmallDisk:
    """A tmpfs of its own under a store's files (root only), and a filler file that takes
    every byte left on it while the disk is "full"."""

    def __init__(self, path, size="256m"):
        self.path = path
        os.makedirs(path, exist_ok=True)
        r = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path],
                           capture_output=True)
        self.mounted = r.returncode == 0
        self.filler = os.path.join(path, "filler")

    def fill(self):
        # Unbuffered: the write that finds the disk full raises here, not at close.
        try:
            with open(self.filler, "wb", buffering=0) as f:
                chunk = b"f" * 65536
                while True:
                    f.write(chunk)
        except OSError:  # ENOSPC: full
            pass

    def free(self):
        if os.path.exists(self.filler):
            os.remove(self.filler)

    def unmount(self):
        if self.mounted:
            subprocess.run(["umount", "-l", self.path], capture_output=True)


class SqliteStore(Store):
    kind = "sqlite"

    def start(self):
        # On a small disk of its own where the machine allows a mount (root), so that the
        # nemesis can fill it: the store then takes no writes and serves replays.
        disk = SmallDisk(os.path.join(self.work, "disk")) if os.getuid() == 0 else None
        if disk and disk.mounted:
            self.disk = disk
            self.url = f"sqlite://{disk.path}/gate.db"
        else:
            self.url = f"sqlite://{self.work}/gate.db"

    def stop(self):
        if self.disk:
            self.disk.unmount()


class RedisStore(Store):
    kind = "redis"
    can_kill = True
    can_cut = True

    def start(self):
        self.port = free_port()
        self.dir = os.path.join(self.work, "redis")
        os.makedirs(self.dir, exist_ok=True)
        self.url = (f"redis://127.0.0.1:{self.port}?timeout={STORE_TIMEOUT_S}s"
                    f"&connect_timeout=2s")
        self._spawn()

    def _spawn(self):
        # AOF with an fsync per write: an acknowledged write survives kill -9. (--redis-aof
        # everysec / off: the weaker settings, to show what the checker sees then.)
        aof = ["--appendonly", "no"] if self.aof == "off" else \
            ["--appendonly", "yes", "--appendfsync", self.aof]
        self.proc = subprocess.Popen(
            self.prefix() + ["redis-server", "--bind", " ".join(self.hosts()), "--port",
                             str(self.port), "--dir", self.dir, "--save", "",
                             "--protected-mode", "no"] + aof +
            ["--maxmemory-policy", "noeviction", "--daemonize", "no",
             "--logfile", os.path.join(self.work, "redis.log")],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not wait_port(self.port, self.proc, host=self.hosts()[0]):
            raise RuntimeError("redis-server did not start (see redis.log)")

    def kill(self, which=0):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def restart(self):
        self._spawn()
        wait_redis_serving(self.port, self.hosts()[0])

    def pause(self, which=0):
        self.proc.send_signal(signal.SIGSTOP)

    def resume(self):
        self.proc.send_signal(signal.SIGCONT)

    def kill_connections(self):
        subprocess.run(self.prefix() + ["redis-cli", "-h", self.hosts()[0], "-p", str(self.port),
                                        "CLIENT", "KILL", "TYPE", "normal"],
                       capture_output=True, timeout=10)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGCONT)
            self.proc.kill()
            self.proc.wait(timeout=10)


def free_cluster_port():
    """A port p where p + 10000 (the cluster bus port) is free too."""
    for _ in range(200):
        p = free_port()
        if p + 10000 > 65535:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", p + 10000))
            except OSError:
                continue
        return p
    raise RuntimeError("no free port pair for a cluster node")


class ClusterStore(Store):
    """Redis Cluster: 3 masters and 3 replicas on loopback, every node with AOF `always`.

    Its faults act on a master chosen when the fault comes: kill -9 (down for less or more
    than the node timeout: the first comes back as the master with its AOF, the second finds
    its replica promoted and rejoins as that one's replica) and SIGSTOP past the store timeout
    (a pause past the node timeout fails the master over too). No namespace: nodes announce one
    address to every client, so a per-gateway cut would not be one.
    """

    kind = "cluster"
    can_kill = True
    NODE_TIMEOUT_MS = 2000

    def start(self):
        self.nodes = {}  # port -> Popen
        for _ in range(6):
            port = free_cluster_port()
            os.makedirs(os.path.join(self.work, f"node{port}"))
            self.nodes[port] = None
            self._spawn(port)
        ports = sorted(self.nodes)
        r = subprocess.run(["redis-cli", "--cluster", "create"] +
                           [f"127.0.0.1:{p}" for p in ports] +
                           ["--cluster-replicas", "1", "--cluster-yes"],
                           capture_output=True, timeout=60)
        if r.returncode:
            raise RuntimeError("redis-cli --cluster create failed: " +
                               r.stdout.decode(errors="replace")[-500:])
        if not self.wait_ok(60):
            raise RuntimeError("the cluster did not reach cluster_state:ok")
        self.url = ("redis+cluster://" + ",".join(f"127.0.0.1:{p}" for p in ports[:3]) +
                    f"?timeout={STORE_TIMEOUT_S}s&connect_timeout=2s")
        self.victim = None

    def _spawn(self, port):
        d = os.path.join(self.work, f"node{port}")
        self.nodes[port] = subprocess.Popen(
            ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--dir", d,
             "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
             "--cluster-node-timeout", str(self.NODE_TIMEOUT_MS), "--save", "",
             "--appendonly", "yes", "--appendfsync", "always", "--protected-mode", "no",
             "--maxmemory-policy", "noeviction", "--daemonize", "no",
             "--logfile", os.path.join(self.work, f"redis-{port}.log")] + self.safer_args(),
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not wait_port(port, self.nodes[port]):
            raise RuntimeError(f"cluster node {port} did not start (see redis-{port}.log)")

    def safer_args(self):
        """--cluster-min-replicas: a master takes writes only with a replica in sync (at most a
        second behind), and a restarted master's replica resyncs at once (no 5 s delay)."""
        if not getattr(self, "min_replicas", False):
            return []
        return ["--min-replicas-to-write", "1", "--min-replicas-max-lag", "1",
                "--repl-diskless-sync-delay", "0"]

    can_cut = True

    def kill_connections(self):
        for port in self.nodes:
            self._cli(port, "CLIENT", "KILL", "TYPE", "normal")

    def _cli(self, port, *args):
        r = subprocess.run(["redis-cli", "-h", "127.0.0.1", "-p", str(port)] + list(args),
                           capture_output=True, text=True, timeout=5)
        return r.stdout if r.returncode == 0 else ""

    def wait_ok(self, limit):
        end = now() + limit
        while now() < end:
            if all("cluster_state:ok" in self._cli(p, "cluster", "info") for p in self.nodes):
                return True
            time.sleep(0.2)
        return False

    def _nodes_seen_by(self, port):
        """CLUSTER NODES as node `port` sees it: (port, flags, link state, has slots) per node;
        empty when that node does not answer."""
        out = []
        for line in self._cli(port, "cluster", "nodes").splitlines():
            f = line.split()
            # A node line starts with a 40-hex id and an address ip:port@cport. Anything else
            # is not one: an error ("LOADING Redis is loading the dataset in memory" from a
            # restarted node, "Could not connect to Redis at …") once broke a 30-minute run.
            if len(f) <= 7 or len(f[0]) != 40 or "@" not in f[1] or ":" not in f[1]:
                continue
            port_text = f[1].split("@")[0].rsplit(":", 1)[1]
            if port_text.isdigit():
                out.append((int(port_text), f[2], f[7], len(f) > 8))
        return out

    def masters(self):
        """Ports of the nodes that are masters now, as a live node sees it."""
        for p, proc in self.nodes.items():
            if proc.poll() is None:
                seen = self._nodes_seen_by(p)
                if seen:
                    return sorted(n for n, flags, link, slots in seen if "master" in flags and
                                  "fail" not in flags and link == "connected" and slots)
        return []

    def pick(self, which):
        masters = self.masters()
        if not masters:
            raise RuntimeError("no master to act on")
        self.victim = masters[which % len(masters)]
        return self.victim

    def kill(self, which=0):
        port = self.pick(which)
        self.nodes[port].send_signal(signal.SIGKILL)
        self.nodes[port].wait(timeout=10)
        return port

    def restart(self):
        self._spawn(self.victim)
        wait_redis_serving(self.victim)

    def pause(self, which=0):
        port = self.pick(which)
        self.nodes[port].send_signal(signal.SIGSTOP)
        return port

    def resume(self):
        if self.victim and self.nodes[self.victim].poll() is None:
            self.nodes[self.victim].send_signal(signal.SIGCONT)

    def failed_over(self):
        """Whether the last fault's master lost its slots (its replica was elected), as another
        live node sees it. Asked after the fault has ended, for up to three node timeouts: an
        election begun during a pause can end after the master woke."""
        end = now() + 3 * self.NODE_TIMEOUT_MS / 1000
        while now() < end:
            for p, proc in self.nodes.items():
                if p == self.victim or proc.poll() is not None:
                    continue
                for n, flags, link, slots in self._nodes_seen_by(p):
                    # A master with slots keeps them; one failed over has none left.
                    if n == self.victim and not ("master" in flags and slots):
                        return True
            time.sleep(0.2)
        return False

    def heal(self):
        """After the schedule: every node up, and the cluster whole before the re-sends."""
        self.resume()
        for p, proc in self.nodes.items():
            if proc.poll() is not None:
                self._spawn(p)
        self.wait_ok(60)

    def stop(self):
        for proc in self.nodes.values():
            if proc and proc.poll() is None:
                proc.send_signal(signal.SIGCONT)
                proc.kill()
                proc.wait(timeout=10)


def pg_bindir():
    found = None
    for base in ["/usr/lib/postgresql"]:
        if os.path.isdir(base):
            for v in sorted(os.listdir(base)):
                b = os.path.join(base, v, "bin")
                if os.access(os.path.join(b, "initdb"), os.X_OK):
                    found = b
    return found


class PostgresStore(Store):
    kind = "postgres"
    can_kill = True
    can_cut = True

    def _as_pg(self, args, **kw):
        # initdb refuses to run as root: as root the cluster belongs to "postgres" (as
        # scripts/with-services.sh does it).
        if os.getuid() == 0:
            args = self.prefix() + ["runuser", "-u", "postgres", "--"] + args
        return subprocess.run(args, **kw)

    def start(self):
        self.bin = pg_bindir()
        if not self.bin:
            raise RuntimeError("no PostgreSQL server binaries (initdb) found")
        self.data = os.path.join(self.work, "pg")
        os.makedirs(self.data)
        if os.getuid() == 0:
            shutil.chown(self.work, "postgres")
            os.chmod(self.work, 0o755)
            shutil.chown(self.data, "postgres")
        r = self._as_pg([f"{self.bin}/initdb", "-D", self.data, "-U", "postgres",
                         "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"],
                        capture_output=True, timeout=120)
        if r.returncode:
            raise RuntimeError("initdb failed: " + r.stderr.decode(errors="replace")[-500:])
        self.port = free_port()
        if self.net:
            with open(os.path.join(self.data, "pg_hba.conf"), "a") as f:
                f.write(f"host all all 10.209.{self.net.net}.0/24 trust\n")
        self._spawn()
        r = subprocess.run([f"{self.bin}/psql", "-h", self.hosts()[0], "-p", str(self.port), "-U",
                            "postgres", "-d", "postgres", "-qAt", "-v", "ON_ERROR_STOP=1",
                            "-c", "CREATE ROLE idem LOGIN",
                            "-c", "CREATE DATABASE idemtest OWNER idem"],
                           capture_output=True, timeout=60)
        if r.returncode:
            raise RuntimeError("psql failed: " + r.stderr.decode(errors="replace")[-500:])
        self.url = (f"postgresql://idem@127.0.0.1:{self.port}/idemtest"
                    f"?statement_timeout={STORE_TIMEOUT_S}s&connect_timeout=2")
        # The gateway does not create a PostgreSQL table; an operator runs idemctl migrate.
        r = subprocess.run([self.idemctl, "migrate", "--store", self.url_for(0)],
                           capture_output=True, timeout=60)
        if r.returncode:
            raise RuntimeError("idemctl migrate failed: " +
                               r.stderr.decode(errors="replace")[-500:])

    def _spawn(self):
        # fsync and synchronous_commit on (the defaults, stated): a commit the gateway saw
        # survives kill -9 of the whole server.
        opts = (f"-c listen_addresses={','.join(self.hosts())} -p {self.port} -k {self.data} "
                f"-c fsync=on -c synchronous_commit=on -c max_connections=100")
        r = self._as_pg([f"{self.bin}/pg_ctl", "-D", self.data, "-l",
                         os.path.join(self.work, "pg.log"), "-w", "-t", "60", "start", "-o",
                         opts], capture_output=True, timeout=90)
        if r.returncode:
            raise RuntimeError("pg_ctl start failed (see pg.log)")
        self.pid = self._postmaster_pid()

    def kill_connections(self):
        subprocess.run([f"{self.bin}/psql", "-h", self.hosts()[0], "-p", str(self.port), "-U",
                        "postgres", "-d", "postgres", "-qAt", "-c",
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                        "WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"],
                       capture_output=True, timeout=10)

    def _postmaster_pid(self):
        with open(os.path.join(self.data, "postmaster.pid")) as f:
            return int(f.readline())

    def kill(self, which=0):
        # kill -9 of the postmaster and every backend: the whole server dies as in a crash.
        victims = [self.pid] + children_of(self.pid)
        for pid in victims:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        # This process is a subreaper (main), so the postmaster pg_ctl left behind is our
        # child: reap it, else its zombie keeps postmaster.pid "in use" and the restart fails.
        end = now() + 10
        left = set(victims)
        while left and now() < end:
            for pid in list(left):
                try:
                    if os.waitpid(pid, os.WNOHANG)[0] == pid:
                        left.discard(pid)
                except ChildProcessError:
                    if not os.path.exists(f"/proc/{pid}"):
                        left.discard(pid)
            time.sleep(0.02)
        if left:
            raise RuntimeError(f"PostgreSQL processes {sorted(left)} outlived kill -9")

    def restart(self):
        self._spawn()

    def _signal_all(self, sig):
        for pid in [self.pid] + children_of(self.pid):
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass

    def pause(self, which=0):
        self._signal_all(signal.SIGSTOP)

    def resume(self):
        self._signal_all(signal.SIGCONT)

    def stop(self):
        if getattr(self, "pid", None):
            self._signal_all(signal.SIGCONT)
            self._as_pg([f"{self.bin}/pg_ctl", "-D", self.data, "-m", "immediate", "-w",
                         "stop"], capture_output=True, timeout=60)


# --------------------------------------------------------------------------------------------
# Gateways


class Gateway:
    def __init__(self, idx, binary, upstream_port, store, work):
        self.idx = idx
        self.name = f"g{idx + 1}"
        self.binary = binary
        self.upstream_port = upstream_port
        self.store = store
        self.work = work
        self.port = free_port()
        self.proc = None
        self.incarnation = 0
        self.rss_max = 0
        self.rss_samples = []  # (t, kib)
        self.cpu_done = 0.0  # CPU seconds of earlier incarnations
        self.cpu_now = 0.0  # of this one, as last sampled
        self.lock = threading.Lock()

    @property
    def log_path(self):
        """Every incarnation's standard error, appended."""
        return os.path.join(self.work, f"{self.name}.log")

    def log_lines(self):
        """What this gateway logged so far (nothing when the file is gone)."""
        try:
            with open(self.log_path, errors="replace") as f:
                return f.read().splitlines()
        except OSError:
            return []

    def start(self):
        self.cpu_done += self.cpu_now
        self.cpu_now = 0.0
        env = dict(os.environ)
        # Both gateways must hash a caller's credential the same way, or one caller would have
        # two scopes (and a retry on the other gateway would run again).
        env["IDEMGATE_SCOPE_SECRET"] = "soak-scope-secret-0123456789abcdef"
        self.incarnation += 1
        logf = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            [self.binary, "--listen", f"127.0.0.1:{self.port}",
             "--upstream", f"http://127.0.0.1:{self.upstream_port}/{self.name}",
             "--store", self.store.url_for(self.idx), "--lease", f"{LEASE_S}s",
             "--upstream-timeout", f"{UPSTREAM_TIMEOUT_S}s", "--reap-interval", "5s",
             "--retention", "2h", "--access-log", "off", "--max-connections-per-client", "0"],
            stdin=subprocess.DEVNULL, stdout=logf, stderr=logf, env=env)
        logf.close()
        if not wait_port(self.port, self.proc):
            raise RuntimeError(f"gateway {self.name} did not start (see {self.name}.log)")

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def sample_rss(self):
        if self.alive():
            kib = rss_kib(self.proc.pid)
            cpu = cpu_seconds(self.proc.pid)
            if cpu is not None:
                self.cpu_now = cpu
            if kib:
                self.rss_samples.append((now(), kib))
                self.rss_max = max(self.rss_max, kib)

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)


# --------------------------------------------------------------------------------------------
# Nemesis


FAULT_KINDS = ["gateway-kill", "slow-upstream", "client-abort", "store-kill", "store-pause",
               "partition", "store-latency", "store-conn-kill", "disk-full"]


def make_schedule(rng, store, seconds, n_gateways, past_lease=False, only=None):
    """A list of (t, kind, params) from the seed alone; faults do not overlap. `only`: the fault
    kinds to draw from (a focused run), those the store can take."""
    kinds = ["gateway-kill", "slow-upstream", "client-abort"]
    if store.can_kill:
        kinds += ["store-kill", "store-pause"]
    if store.net:
        kinds += ["partition"]
    if store.relays:
        kinds += ["store-latency"]
    if store.can_cut:
        kinds += ["store-conn-kill"]
    if store.disk:
        kinds += ["disk-full"]
    if only:
        kinds = [k for k in kinds if k in only]
        if not kinds:
            raise SystemExit(f"soak: the {store.kind} run can take none of {', '.join(only)}")
    cluster = store.kind == "cluster"
    out = []
    t = rng.uniform(2, 4)
    while t < seconds - 2:
        kind = rng.choice(kinds)
        if kind == "gateway-kill":
            p = {"gateway": rng.randrange(n_gateways), "down": round(rng.uniform(0.3, 2.0), 2)}
            dur = p["down"]
        elif kind == "store-kill" and cluster:
            # A master down for less than the node timeout comes back as the master; for more,
            # its replica is promoted first (a failover) and it rejoins as a replica.
            p = {"master": rng.randrange(3), "down": round(rng.uniform(0.5, 6.0), 2)}
            dur = p["down"] + 3
        elif kind == "store-kill":
            p = {"down": round(rng.uniform(0.3, 2.0), 2)}
            dur = p["down"] + 1
        elif kind == "store-pause":
            # Past the store timeout, within the lease (a pause longer than the lease lets a
            # live gateway's claim lapse: that is another experiment).
            lo, hi = (LEASE_S + 1, LEASE_S + 3) if past_lease else (STORE_TIMEOUT_S + 0.3,
                                                                     LEASE_S * 0.5)
            if cluster and not past_lease:
                # Up to past the node timeout, within the lease: a long pause fails the master
                # over while it is stopped, and it wakes up to find itself demoted.
                hi = LEASE_S * 0.9
            p = {"paused": round(rng.uniform(lo, hi), 2)}
            if cluster:
                p["master"] = rng.randrange(3)
            dur = p["paused"] + (3 if cluster else 0)
        elif kind == "store-latency":
            # Added latency on one gateway's path to the store (through its relay), each way:
            # from a few milliseconds to past the store timeout for a round trip; within the
            # lease, as a partition: a path slower than the store timeout for longer than the
            # lease is a partition past the lease (--pause-past-lease).
            hi = LEASE_S + 3 if past_lease else LEASE_S * 0.6
            p = {"gateway": sorted(store.relays)[0], "delay": round(rng.uniform(0.005, 0.6), 3),
                 "for": round(rng.uniform(0.5, hi), 2)}
            dur = p["for"]
        elif kind == "partition":
            # One gateway cut off from the store (the other still reaches it), within the lease.
            p = {"gateway": rng.randrange(n_gateways),
                 "for": round(rng.uniform(0.5, LEASE_S * 0.6), 2)}
            if past_lease:
                # Longer than the lease, while the upstream takes longer than a client's attempt
                # timeout: the retry reaches the other gateway while the cut-off one still waits.
                p = {"gateway": rng.randrange(n_gateways),
                     "for": round(rng.uniform(LEASE_S + 1, LEASE_S + 3), 2),
                     "slow": [ATTEMPT_TIMEOUT_S + 0.5, ATTEMPT_TIMEOUT_S + 2]}
            dur = p["for"]
        elif kind == "slow-upstream":
            p = {"for": round(rng.uniform(3, 8), 1), "lo": 0.5, "hi": 3.0}
            dur = p["for"]
        elif kind == "store-conn-kill":
            # The server drops every client connection, again and again, within half a lease:
            # acquires, completes and renews cut mid-flight (OutcomeUnknown, ConnectionLost).
            p = {"for": round(rng.uniform(0.5, LEASE_S * 0.5), 2),
                 "every": round(rng.uniform(0.1, 0.5), 2)}
            dur = p["for"]
        elif kind == "disk-full":
            # The store's disk full: it takes no writes (replays are served from reads, new
            # keys get 503), then space returns and the held answers land.
            p = {"for": round(rng.uniform(0.5, 4.0), 2)}
            dur = p["for"]
        else:
            p = {"for": round(rng.uniform(3, 8), 1), "rate": 0.3}
            dur = p["for"]
        out.append((round(t, 2), kind, p))
        t += dur + rng.uniform(2, 6)
    return out


class Nemesis:
    def __init__(self, schedule, gateways, store, upstream, clients_state, t0):
        self.schedule = schedule
        self.gateways = gateways
        self.store = store
        self.upstream = upstream
        self.cs = clients_state
        self.t0 = t0
        self.events = []  # (t, kind, detail) of what was actually done
        self.failovers = []  # (fault start, end) of the faults that failed a cluster master over
        self.stop = threading.Event()
        self.error = None

    def note(self, kind, detail=""):
        self.events.append((now(), kind, detail))

    def run(self):
        try:
            for t, kind, p in self.schedule:
                if self.stop.wait(max(0.0, self.t0 + t - now())):
                    return
                getattr(self, kind.replace("-", "_"))(p)
        except Exception as e:  # a harness fault, reported as such
            self.error = repr(e)

    def gateway_kill(self, p):
        g = self.gateways[p["gateway"]]
        g.kill()
        self.note("gateway-kill", g.name)
        self.stop.wait(p["down"])
        # Noted before the start: until then nothing of this gateway can forward anything.
        self.note("gateway-start", g.name)
        g.start()

    def store_kill(self, p):
        hit = self.store.kill(p.get("master", 0))
        t = now()
        self.note("store-kill", hit or "")
        self.stop.wait(p["down"])
        # restart() returns once the store serves again (a Redis reading its AOF, a PostgreSQL
        # in crash recovery is still down): the outage the checker counts ends then.
        self.store.restart()
        self.note("store-start", hit or "")
        self.check_failover(t)

    def store_pause(self, p):
        hit = self.store.pause(p.get("master", 0))
        t = now()
        self.note("store-pause", hit or "")
        self.stop.wait(p["paused"])
        self.store.resume()
        self.note("store-resume", hit or "")
        self.check_failover(t)

    def check_failover(self, since):
        if self.store.kind == "cluster" and self.store.failed_over():
            self.failovers.append((since, now()))
            self.note("failover", self.store.victim)

    def store_latency(self, p):
        relay = self.store.relays[p["gateway"]]
        relay.delay = p["delay"]
        self.note("store-latency", self.gateways[p["gateway"]].name)
        self.stop.wait(p["for"])
        relay.delay = 0.0
        self.note("store-latency-end", self.gateways[p["gateway"]].name)

    def partition(self, p):
        g = self.gateways[p["gateway"]]
        if "slow" in p:
            self.upstream.slow = tuple(p["slow"])
            self.stop.wait(0.5)  # requests forwarded before the cut, still running after it
        self.store.net.cut(g.idx, True)
        self.note("partition", g.name)
        self.stop.wait(p["for"])
        self.store.net.cut(g.idx, False)
        self.upstream.slow = None
        self.note("partition-end", g.name)

    def store_conn_kill(self, p):
        self.note("store-conn-kill")
        end = now() + p["for"]
        while now() < end and not self.stop.is_set():
            self.store.kill_connections()
            self.stop.wait(p["every"])
        self.note("store-conn-kill-end")

    def disk_full(self, p):
        self.store.disk.fill()
        self.note("disk-full")
        self.stop.wait(p["for"])
        self.store.disk.free()
        self.note("disk-full-end")

    def slow_upstream(self, p):
        self.upstream.slow = (p["lo"], p["hi"])
        self.note("slow-upstream")
        self.stop.wait(p["for"])
        self.upstream.slow = None
        self.note("slow-upstream-end")

    def client_abort(self, p):
        self.cs["abort_rate"] = p["rate"]
        self.note("client-abort")
        self.stop.wait(p["for"])
        self.cs["abort_rate"] = 0.0
        self.note("client-abort-end")


# --------------------------------------------------------------------------------------------
# Clients


def send(gw_port, key, scope, body, timeout, abort_after=None):
    """One attempt. Returns a dict; never raises."""
    rec = {"t_send": now(), "port": gw_port}
    conn = http.client.HTTPConnection("127.0.0.1", gw_port,
                                      timeout=abort_after if abort_after else timeout)
    try:
        conn.request("POST", "/orders", body=body,
                     headers={"Idempotency-Key": key, "Authorization": scope,
                              "Content-Type": "application/json"})
        resp = conn.getresponse()
        data = resp.read()
        rec.update(status=resp.status, body=sha(data),
                   replayed=resp.getheader("Idempotent-Replayed") == "true",
                   retry_after=resp.getheader("Retry-After"))
        if resp.status == 201:
            try:
                rec["answer"] = json.loads(data)
            except ValueError:
                rec["answer"] = None
        elif data[:1] == b"{":
            try:
                rec["problem"] = json.loads(data).get("type", "").rsplit("/", 1)[-1]
            except ValueError:
                pass
    except (socket.timeout, TimeoutError):
        rec["error"] = "aborted" if abort_after else "timeout"
    except (OSError, http.client.HTTPException) as e:
        rec["error"] = type(e).__name__
    finally:
        conn.close()
    rec["t_recv"] = now()
    return rec


class Client(threading.Thread):
    def __init__(self, idx, seed, gateways, state, history, hlock, stop_at):
        super().__init__(daemon=True)
        self.idx = idx
        self.rng = random.Random(seed * 1000 + idx)
        self.gateways = gateways
        self.state = state
        self.history = history
        self.hlock = hlock
        self.stop_at = stop_at
        self.scope = f"Bearer client-{idx}"
        self.done = []  # (key, scope, body) of ops acknowledged with 2xx
        self.n = 0

    def run(self):
        while now() < self.stop_at:
            r = self.rng.random()
            if self.done and r < 0.07:
                key, scope, body = self.rng.choice(self.done)
                other = body[:-1] + b',"changed":true}'
                self.op("other-body", key, scope, other)
            elif self.done and r < 0.14:
                key, scope, body = self.rng.choice(self.done)
                if scope == self.scope:
                    self.op("other-scope", key, self.scope + "-alt", body)
                else:
                    self.op("repeat", key, scope, body)
            elif self.done and r < 0.20:
                key, scope, body = self.rng.choice(self.done)
                self.op("repeat", key, scope, body)
            else:
                self.n += 1
                key = f"c{self.idx}-{self.n}"
                body = json.dumps({"client": self.idx, "n": self.n,
                                   "amount": self.rng.randrange(1, 10000)}).encode()
                self.op("new", key, self.scope, body)
            time.sleep(self.rng.uniform(0.02, 0.1))

    def op(self, kind, key, scope, body):
        op = {"client": self.idx, "kind": kind, "key": key, "scope": scope, "body": sha(body),
              "t_start": now(), "attempts": [], "final": None}
        deadline = op["t_start"] + CLIENT_DEADLINE_S
        backoff = 0.05
        g = self.rng.randrange(len(self.gateways))
        while now() < deadline:
            abort = None
            if self.rng.random() < self.state["abort_rate"]:
                abort = self.rng.uniform(0.01, 0.3)
            timeout = min(ATTEMPT_TIMEOUT_S, max(0.1, deadline - now()))
            a = send(self.gateways[g].port, key, scope, body, timeout, abort)
            a["gw"] = self.gateways[g].name
            op["attempts"].append(a)
            st = a.get("status")
            final = False
            wait = None
            if st is None:
                g = (g + 1) % len(self.gateways)  # a dead gateway: try the other one
                wait = backoff
            elif 200 <= st < 300 or st == 422:
                final = True
            elif st == 409 or st == 503:
                try:
                    wait = min(float(a.get("retry_after") or backoff), 5.0)
                except ValueError:
                    wait = backoff
                wait = max(wait, backoff) * self.rng.uniform(0.5, 1.0)
            elif st >= 500:
                if a.get("replayed") or a.get("problem") in STORED_PROBLEMS:
                    final = True
                else:
                    wait = backoff
            else:
                final = True  # another 4xx: recorded and checked
            if final:
                op["final"] = a
                break
            backoff = min(backoff * 2, 2.0)
            time.sleep(max(0.0, min(wait or backoff, deadline - now())))
        op["t_end"] = now()
        fin = op["final"]
        if fin and 200 <= fin["status"] < 300 and kind in ("new", "other-scope"):
            self.done.append((key, scope, body))
        with self.hlock:
            self.history.append(op)


# --------------------------------------------------------------------------------------------
# Verification and checker


def verify_acknowledged(history, gateways, threads=8):
    """After the faults: every acknowledged (scope, key, body) once more; must be a replay."""
    seen = {}
    for op in history:
        f = op["final"]
        if f and f.get("status") and 200 <= f["status"] < 300:
            seen.setdefault((op["scope"], op["key"], op["body"]), (op, f))
    items = list(seen.items())
    results = []
    lock = threading.Lock()

    def worker(n):
        rng = random.Random(n)
        for (scope, key, bodyh), (op, f) in items[n::threads]:
            g = gateways[rng.randrange(len(gateways))]
            a = None
            for _ in range(20):  # bounded: a claim still held answers 409 until its lease ends
                # Clients keep the bodies they sent: re-sent byte for byte.
                a = send(g.port, key, scope, op["_raw"], ATTEMPT_TIMEOUT_S)
                if a.get("status") in (409, 503) or a.get("status") is None:
                    time.sleep(0.5)
                    continue
                break
            with lock:
                results.append({"scope": scope, "key": key, "body": bodyh, "first": f,
                                "check": a})

    ts = [threading.Thread(target=worker, args=(n,), daemon=True) for n in range(threads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join(timeout=3600)
    return results


def failover_keys(history, failovers):
    """Keys first acknowledged (a 2xx that is not a replay) within FAILOVER_WINDOW_S before a
    fault that failed a master over, or during it: what that failover can have lost."""
    keys = set()
    if not failovers:
        return keys
    for op in history:
        for a in op["attempts"]:
            st = a.get("status")
            if st and 200 <= st < 300 and not a.get("replayed"):
                if any(s - FAILOVER_WINDOW_S <= a["t_recv"] <= e + FAILOVER_GOSSIP_S
                       for s, e in failovers):
                    keys.add((op["scope"], op["key"]))
                break
    return keys


def held_answers(gateways):
    """(gateway, key hash) for every answer a gateway said it held because the store would not
    take it ("storing the answer of key K failed …; retrying while the claim is held")."""
    out = set()
    for g in gateways:
        for line in g.log_lines():
            m = re.search(r"storing the answer of key ([0-9a-f]{16}) failed .*retrying while "
                          r"the claim is held", line)
            if m:
                out.add((g.name, m.group(1)))
    return out


def check(history, executions, nemesis_events, verification, gateways, failovers=()):
    v = {k: [] for k in ("duplicate execution", "differing successful answers",
                         "acknowledged answer not replayed", "replay across scopes",
                         "422 for the same request", "other body accepted",
                         "gateway RSS over bound", "no progress")}
    limit = []  # duplicates attributed to a gateway killed after forwarding
    # Each kill as (gateway, killed, restarted): the gateway's process was gone in between.
    kills = []
    for t, k, d in nemesis_events:
        if k == "gateway-kill":
            kills.append([d, t, float("inf")])
        elif k == "gateway-start":
            for item in kills:
                if item[0] == d and item[2] == float("inf"):
                    item[2] = t

    # When the store could not take an answer: while it was down or stopped, and for one
    # gateway while it was cut off or slowed. A gateway holds an answer it could not store and
    # retries it until the store takes it (ClaimSession), so a kill during such an outage, or
    # within a lease after it, still comes "before storing".
    outages = []  # (start, end, gateway or None for all)
    opened = {}
    for t, k, d in nemesis_events:
        if k in ("store-kill", "store-pause", "partition", "store-latency", "store-conn-kill",
                 "disk-full"):
            opened[(k, d)] = t
        elif k in ("store-start", "store-resume", "partition-end", "store-latency-end",
                   "store-conn-kill-end", "disk-full-end"):
            start_kind = {"store-start": "store-kill", "store-resume": "store-pause",
                          "partition-end": "partition",
                          "store-latency-end": "store-latency",
                          "store-conn-kill-end": "store-conn-kill",
                          "disk-full-end": "disk-full"}[k]
            t1 = opened.pop((start_kind, d), None)
            if t1 is not None:
                outages.append((t1, t, d if start_kind in ("partition", "store-latency")
                                else None))

    def storable_by(e1):
        # The latest moment the forwarding gateway can have been holding e1's answer unstored.
        end = e1.get("t_end", e1["t"] + UPSTREAM_TIMEOUT_S) + LEASE_S
        changed = True
        while changed:
            changed = False
            for t1, t2, gw in outages:
                if (gw is None or gw == e1["gw"]) and t1 <= end and t2 + LEASE_S > end and \
                        t2 >= e1["t"]:
                    end = t2 + LEASE_S
                    changed = True
        return end

    # A store outage longer than the lease cuts every gateway off past it: a claim whose answer
    # its gateway held through the outage has lapsed in the store's terms, and a retry through
    # another gateway can take the key over before the held answer lands. That is the
    # documented limit of a gateway cut off from its store past the lease (idemgate.md,
    # security model), and the schedule means to stay within the lease; a busy machine can
    # stretch a PostgreSQL recovery or a Redis AOF load past it. Attributed only on two facts
    # from outside the checker's guesswork: the outage as measured (kill until the store served
    # again) was longer than the lease, and the first execution's gateway logged that it held
    # that key's answer.
    long_outages = [(t1, t2) for t1, t2, gw in outages if gw is None and t2 - t1 > LEASE_S]
    held = held_answers(gateways) if long_outages else set()

    def outage_between(e1, e2):
        if (e1["gw"], sha(e1["key"].encode())) not in held:
            return []
        return [[t1, t2] for t1, t2 in long_outages if e1["t"] <= t2 and t1 <= e2["t"]]

    def killed_between(e1, t2):
        # The gateway that forwarded the first execution died before it could store the answer:
        # killed after forwarding it and before the second execution, while it can have held
        # the answer unstored (storable_by: a lease after the upstream answered, or after a
        # store outage that kept the answer out). Or the upstream read the request while that
        # gateway was dead: it had been written before the kill (a busy upstream reads a
        # request some time after it arrives), so the kill came after forwarding too.
        end = storable_by(e1)
        return [killed for gw, killed, restarted in kills if gw == e1["gw"] and
                (e1["t"] <= killed <= min(t2, end) or killed <= e1["t"] <= restarted)]

    by_key = {}
    for e in executions:
        by_key.setdefault((e["scope"], e["key"]), []).append(e)
    for (scope, key), es in by_key.items():
        for e1, e2 in zip(es, es[1:]):
            # Only a request with the same body may run again (another body must get 422).
            item = {"scope": scope, "key": key, "first": e1, "again": e2,
                    "kills": killed_between(e1, e2["t"])}
            if not item["kills"]:
                item["outage"] = outage_between(e1, e2)
            (limit if item["kills"] or item.get("outage") else
             v["duplicate execution"]).append(item)

    answers = {}
    for op in history:
        for a in op["attempts"]:
            st = a.get("status")
            if st and 200 <= st < 300:
                answers.setdefault((op["scope"], op["key"]), set()).add(a["body"])
                ans = a.get("answer") or {}
                if ans.get("scope") != op["scope"] or ans.get("key") != op["key"]:
                    v["replay across scopes"].append({"op": op, "attempt": a})
        f = op["final"]
        if f and f.get("status") == 422 and op["kind"] != "other-body":
            v["422 for the same request"].append(op)
        if op["kind"] == "other-body" and f and f.get("status") != 422:
            if f.get("status") and 200 <= f["status"] < 300:
                v["other body accepted"].append(op)
    for r in verification:
        c = r["check"] or {}
        if c.get("status") and 200 <= c["status"] < 300:
            answers.setdefault((r["scope"], r["key"]), set()).add(c["body"])
    limit_keys = {(d["scope"], d["key"]) for d in limit}
    for sk, bodies in answers.items():
        if len(bodies) > 1 and sk not in limit_keys:
            v["differing successful answers"].append({"scope": sk[0], "key": sk[1],
                                                      "bodies": sorted(bodies)})
    for r in verification:
        c = r["check"] or {}
        ok = c.get("status") == r["first"]["status"] and c.get("replayed") and \
            c.get("body") == r["first"]["body"]
        if not ok and (r["scope"], r["key"]) not in limit_keys:
            v["acknowledged answer not replayed"].append(r)
    # A system that answered nothing proves nothing (a gateway that cannot reach its store is
    # fail-closed, so every check above would pass): at least half must be acknowledged.
    acked = sum(1 for op in history if op["final"] and 200 <= op["final"]["status"] < 300)
    if acked < max(1, len(history) // 2):
        v["no progress"].append({"acknowledged": acked, "requests": len(history)})
    for g in gateways:
        if g.rss_max > RSS_BOUND_KIB:
            v["gateway RSS over bound"].append({"gateway": g.name, "max_kib": g.rss_max})
    # A key whose acknowledged answer a failover can have lost: what follows from that loss (it
    # runs again, answers differ, another body is taken) is the store's limit, on a row of its
    # own, not a violation of the gateway's.
    lost_keys = failover_keys(history, failovers)
    lost = {}

    def of(item):
        op = item.get("op") or item
        return (op.get("scope"), op.get("key"))

    for kind in ("duplicate execution", "differing successful answers",
                 "acknowledged answer not replayed", "422 for the same request",
                 "other body accepted"):
        keep = []
        for item in v[kind]:
            if of(item) in lost_keys:
                lost.setdefault(of(item), set()).add(kind)
            else:
                keep.append(item)
        v[kind] = keep
    return v, limit, lost


def summarise(store, history, executions, nemesis_events, verification, gateways, v, limit, lost,
              upstream_failed, seconds):
    attempts = sum(len(op["attempts"]) for op in history)
    statuses = {}
    for op in history:
        for a in op["attempts"]:
            k = str(a.get("status") or a.get("error"))
            statuses[k] = statuses.get(k, 0) + 1
    faults = {}
    for _, k, _ in nemesis_events:
        if not k.endswith(("-start", "-resume", "-end")) and k != "failover":
            faults[k] = faults.get(k, 0) + 1
    unanswered = sum(1 for op in history if op["final"] is None)
    # Was the first execution of a limit duplicate answered to a client (2xx) before the kill?
    # The gateway answers before storing only when the store refused the answer.
    answered_execs = {(a.get("answer") or {}).get("exec") for op in history
                      for a in op["attempts"] if a.get("status") == 201}
    by_kill = [d for d in limit if d["kills"]]
    by_outage = [d for d in limit if not d["kills"]]
    limit_acked = sum(1 for d in by_kill if d["first"]["seq"] in answered_execs)
    kinds = {}
    for op in history:
        kinds[op["kind"]] = kinds.get(op["kind"], 0) + 1
    rows = [
        ("store", store),
        ("seconds of faults", seconds),
        ("logical requests",
         f"{len(history)} ({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))})"),
        ("attempts", f"{attempts} ({', '.join(f'{k} {n}' for k, n in sorted(statuses.items()))})"),
        ("faults injected", ", ".join(f"{k} {n}" for k, n in sorted(faults.items())) or "none"),
        ("executions (upstream)", f"{len(executions)} (+{upstream_failed} answered 503 unrun)"),
        ("keys re-sent after the faults", len(verification)),
        ("never answered within the client deadline", unanswered),
        ("duplicates after a gateway kill (documented limit)",
         f"{len(by_kill)} ({limit_acked} of them answered 2xx to a client first)"),
        ("duplicates after a store outage past the lease, answer held (documented limit)",
         len(by_outage)),
    ]
    # How long each kill kept the store down: its schedule says how long the server stays
    # dead; reading its AOF or recovering its WAL adds to that, more on a busy machine.
    downs, opened = [], None
    for t, k, _ in nemesis_events:
        if k == "store-kill":
            opened = t
        elif k == "store-start" and opened is not None:
            downs.append(t - opened)
            opened = None
    if downs:
        downs.sort()
        rows.append(("store down per kill until it served again (s: median, max)",
                     f"{downs[len(downs) // 2]:.1f}, {downs[-1]:.1f}"))
    if store == "cluster":
        effects = {}
        for kinds in lost.values():
            for k in kinds:
                effects[k] = effects.get(k, 0) + 1
        rows.append(("answers lost at a failover (documented limit: async replication)",
                     f"{len(lost)} keys ({', '.join(f'{k} {n}' for k, n in sorted(effects.items())) or 'none'}); "
                     f"failovers {sum(1 for e in nemesis_events if e[1] == 'failover')}"))
    for k, items in v.items():
        rows.append((f"VIOLATION {k}", len(items)))
    for g in gateways:
        s = [kib for _, kib in g.rss_samples]
        rows.append((f"RSS {g.name} (KiB: first, max, last; {g.incarnation} starts)",
                     f"{s[0] if s else '-'}, {g.rss_max}, {s[-1] if s else '-'}"))
    own = os.times()
    rows.append(("CPU seconds (harness; gateways, sampled each second)",
                 f"{own.user + own.system - HARNESS_CPU0[0]:.1f}; "
                 + ", ".join(f"{g.name} {g.cpu_done + g.cpu_now:.1f}" for g in gateways)))
    width = max(len(r[0]) for r in rows)
    print(f"\n== soak result: {store} ==")
    for name, value in rows:
        print(f"  {name.ljust(width)}  {value}")


def gateway_lines(gateways, key):
    """What the gateways logged about a key (they name it by the first 16 hex digits of its
    SHA-256, never in clear): the evidence to read beside a violation, not a verdict."""
    tag = sha(key.encode())
    return [f"{g.name}: {line.strip()}" for g in gateways for line in g.log_lines() if tag in line]


def describe(v, limit, history, t0, gateways=()):
    def t(x):
        return f"{x - t0:.2f}s"

    for item in limit[:5] + [d for d in limit[5:] if not d["kills"]][:5]:
        if item["kills"]:
            why = (f"{item['first']['gw']} killed at "
                   f"{', '.join(t(k) for k in item['kills'])}")
        else:
            why = (f"the store down {', '.join(f'{t(a)}..{t(b)}' for a, b in item['outage'])} "
                   f"(past the lease) while {item['first']['gw']} held the answer")
        print(f"  limit: key {item['key']} scope {item['scope']!r}: executions "
              f"#{item['first']['seq']} via {item['first']['gw']} at {t(item['first']['t'])} "
              f"and #{item['again']['seq']} via {item['again']['gw']} at "
              f"{t(item['again']['t'])}; {why}")
    for kind, items in v.items():
        for item in items[:5]:
            print(f"  VIOLATION {kind}: {json.dumps(item, default=str)[:1500]}")
            key = item.get("key") or (item.get("op") or item).get("key")
            for op in history:
                if op["key"] == key:
                    print(f"    op {op['kind']} scope={op['scope']!r} body={op['body']} "
                          f"{t(op['t_start'])}..{t(op['t_end'])}")
                    for a in op["attempts"]:
                        print(f"      {t(a['t_send'])}->{t(a['t_recv'])} {a['gw']} "
                              f"{a.get('status') or a.get('error')} "
                              f"{a.get('problem', '')} replayed={a.get('replayed')} "
                              f"answer={a.get('answer')}")
            if key:
                for line in gateway_lines(gateways, key)[:8]:
                    print(f"    log {line[:300]}")


# --------------------------------------------------------------------------------------------


HARNESS_CPU0 = [0.0]


def run(args, kind):
    t = os.times()
    HARNESS_CPU0[0] = t.user + t.system
    work = tempfile.mkdtemp(prefix=f"idemscope-soak-{kind}.")
    store = {"sqlite": SqliteStore, "redis": RedisStore, "cluster": ClusterStore,
             "postgres": PostgresStore}[kind](work)
    store.idemctl = args.idemctl
    store.aof = args.redis_aof
    store.min_replicas = args.cluster_min_replicas
    upstream = Upstream()
    gateways = []
    stop_sampler = threading.Event()
    try:
        if kind in ("redis", "postgres") and args.partitions and StoreNet.available():
            try:
                store.net = StoreNet(args.gateways)
            except (subprocess.CalledProcessError, RuntimeError) as e:
                # Root without the right to make namespaces (a container): loopback, no
                # partitions, said so.
                log(f"{kind}: no network namespace ({e}); the store stays on loopback")
        store.start()
        if kind in ("redis", "postgres") and args.gateways >= 3:
            # The last gateway reaches the store through a relay that can add latency.
            last = args.gateways - 1
            store.relays = {last: DelayRelay(store.host_for(last), store.port)}
        upstream.start()
        gateways = [Gateway(i, args.idemgate, upstream.port, store, work)
                    for i in range(args.gateways)]
        for g in gateways:
            g.start()
        seconds = args.seconds
        rng = random.Random(args.seed)
        schedule = make_schedule(rng, store, seconds, len(gateways), args.pause_past_lease,
                                 args.faults)
        log(f"{kind}: seed {args.seed}, {seconds} s, {args.clients} clients, "
            f"gateways on {', '.join(str(g.port) for g in gateways)}, store "
            f"{', '.join(store.url_for(g.idx) for g in gateways)}"
            f"{' (namespace ' + store.net.ns + ')' if store.net else ''}")
        for t, k, p in schedule:
            log(f"  schedule +{t:7.2f}s {k} {json.dumps(p)}")

        def sampler():
            while not stop_sampler.wait(1.0):
                for g in gateways:
                    g.sample_rss()

        threading.Thread(target=sampler, daemon=True).start()
        state = {"abort_rate": 0.0}
        history, hlock = [], threading.Lock()
        t0 = now()
        clients = [Client(i, args.seed, gateways, state, history, hlock, t0 + seconds)
                   for i in range(args.clients)]
        nemesis = Nemesis(schedule, gateways, store, upstream, state, t0)
        nt = threading.Thread(target=nemesis.run, daemon=True)
        for c in clients:
            c.start()
        nt.start()
        nt.join(timeout=seconds + 120)
        nemesis.stop.set()
        nt.join(timeout=60)
        if nemesis.error:
            raise RuntimeError("nemesis failed: " + nemesis.error)
        # Heal whatever is still broken, so the tail of the run sees a healthy system.
        store.heal()
        for relay in store.relays.values():
            relay.delay = 0.0
        if store.net:
            for g in gateways:
                store.net.cut(g.idx, False)
        for g in gateways:
            if not g.alive():
                g.start()
        for c in clients:
            c.join(timeout=CLIENT_DEADLINE_S + 30)
        if any(c.is_alive() for c in clients):
            raise RuntimeError("a client did not finish within its deadline")
        # Claims of killed gateways end with their lease; then every acknowledged key is sent once
        # more.
        time.sleep(LEASE_S + 1)
        bodies = {}
        for c in clients:
            for key, scope, body in c.done:
                bodies[(scope, key, sha(body))] = body
        for op in history:
            op["_raw"] = bodies.get((op["scope"], op["key"], op["body"]))
        acked = [op for op in history if op["_raw"] is not None]
        verification = verify_acknowledged(acked, gateways)
        stop_sampler.set()
        for g in gateways:
            g.sample_rss()
        with upstream.lock:
            executions = list(upstream.executions)
            failed = upstream.failed
        v, limit, lost = check(history, executions, nemesis.events, verification, gateways,
                               nemesis.failovers)
        if args.keep:
            # The raw history, for a second look at anything the checker reported.
            with open(os.path.join(work, "history.json"), "w") as f:
                json.dump({"t0": t0, "schedule": schedule, "events": nemesis.events,
                           "executions": executions, "requests": history,
                           "verification": verification}, f, default=str)
        summarise(kind, history, executions, nemesis.events, verification, gateways, v, limit, lost,
                  failed, seconds)
        describe(v, limit, history, t0, gateways)
        bad = sum(len(x) for x in v.values())
        return 1 if bad else 0
    finally:
        stop_sampler.set()
        for g in gateways:
            g.stop()
        try:
            upstream.stop()
        except Exception:
            pass
        for relay in store.relays.values():
            relay.close()
        store.stop()
        if store.net:
            store.net.close()
        if args.keep:
            log(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


def become_subreaper():
    # PR_SET_CHILD_SUBREAPER: daemons started for us (the postmaster pg_ctl forks) are
    # reparented to this process, so a killed one can be reaped here.
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(36, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


def main():
    become_subreaper()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--store", default="all",
                    choices=["sqlite", "redis", "cluster", "postgres", "all"])
    ap.add_argument("--seconds", type=int, default=None)
    ap.add_argument("--minutes", type=float, default=None)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--clients", type=int, default=12)
    ap.add_argument("--gateways", type=int, default=3,
                    help="gateways (Redis, PostgreSQL: from 3, the last one's path to the "
                    "store goes through a relay that can add latency)")
    ap.add_argument("--idemgate", default=os.environ.get("IDEMGATE"))
    ap.add_argument("--idemctl", default=os.environ.get("IDEMCTL"),
                    help="idemctl binary (PostgreSQL: migrate)")
    ap.add_argument("--no-partitions", dest="partitions", action="store_false",
                    help="keep the store on loopback (no namespace, no partition faults)")
    ap.add_argument("--redis-aof", default="always", choices=["always", "everysec", "off"],
                    help="Redis persistence (always: the durable configuration)")
    ap.add_argument("--pause-past-lease", action="store_true",
                    help="store pauses and partitions longer than the lease, the partitions "
                    "during a slow upstream (an experiment: a live gateway's claims lapse)")
    ap.add_argument("--cluster-min-replicas", action="store_true",
                    help="Redis Cluster: min-replicas-to-write 1, min-replicas-max-lag 1, "
                    "repl-diskless-sync-delay 0 (an experiment: does it narrow the failover loss?)")
    ap.add_argument("--faults", type=lambda v: v.split(","), default=None,
                    help="only these fault kinds, comma-separated (a focused run to reproduce "
                         "one kind of violation): " + ", ".join(FAULT_KINDS))
    ap.add_argument("--keep", action="store_true", help="keep the work folder (logs)")
    args = ap.parse_args()
    if args.seconds is None:
        args.seconds = int((args.minutes if args.minutes is not None else 1) * 60)
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1, 1 << 31)
    unknown = [k for k in (args.faults or []) if k not in FAULT_KINDS]
    if unknown:
        print(f"soak: unknown fault kind {', '.join(unknown)} (known: {', '.join(FAULT_KINDS)})",
              file=sys.stderr)
        return 2
    if not args.idemgate or not os.access(args.idemgate, os.X_OK):
        print(f"soak: no idemgate binary at {args.idemgate!r}", file=sys.stderr)
        return 2
    if args.store in ("postgres", "all") and not (args.idemctl and
                                                   os.access(args.idemctl, os.X_OK)):
        print(f"soak: no idemctl binary at {args.idemctl!r} (PostgreSQL needs it)",
              file=sys.stderr)
        return 2
    stores = ["sqlite", "redis", "cluster", "postgres"] if args.store == "all" else [args.store]
    log(f"seed {args.seed} (replay the fault schedule with --seed {args.seed})")
    worst = 0
    for kind in stores:
        missing = (kind in ("redis", "cluster") and not shutil.which("redis-server")) or \
            (kind == "postgres" and not pg_bindir())
        if missing:
            # As the suites do: a missing server skips, unless the caller requires servers.
            log(f"{kind}: server not installed: " +
                ("FAIL (IDEM_REQUIRE_SERVICES=1)" if os.environ.get("IDEM_REQUIRE_SERVICES")
                 == "1" else "skipped"))
            worst = max(worst, 2 if os.environ.get("IDEM_REQUIRE_SERVICES") == "1" else 0)
            continue
        try:
            rc = run(args, kind)
        except Exception as e:
            log(f"{kind}: harness error: {e}")
            rc = 2
        worst = max(worst, rc)
    log("PASS" if worst == 0 else ("VIOLATIONS FOUND" if worst == 1 else "ERROR"))
    return worst


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    sys.exit(main())

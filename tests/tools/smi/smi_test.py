#!/usr/bin/env python3
"""hip-smi end to end: runs smi_target processes with a private page folder
(OPENHIP_SMI_DIR) and checks what hip-smi reports about them.
Usage: smi_test.py HIP_SMI SMI_TARGET SCENARIO   (prints PASS, exit 1 on failure)
Every scenario uses its own folder and looks only at the pids it started, so
other OpenHIP processes (tests running in parallel) cannot disturb it."""
import json
import os
import signal
import struct
import subprocess
import sys
import tempfile
import time

HIP_SMI, TARGET, SCENARIO = sys.argv[1:4]
MIB = 1 << 20
READY_TIMEOUT_S = 60  # generous: the machine may be loaded

# Offsets in PageHeader (src/runtime/core/status_page_layout.h).
VERSION_OFFSET, PID_OFFSET, START_TIME_OFFSET = 8, 16, 24


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


class Context:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="openhip-smi-test-")
        self.env = dict(os.environ, OPENHIP_SMI_DIR=self.dir, OPENHIP_CPU_DEVICES="2")
        self.env.pop("OPENHIP_SMI", None)
        self.children = []

    def page(self, pid):
        return os.path.join(self.dir, f"{pid}.status")

    def start_holder(self, mib, spin=False, extra_env=None):
        """Starts `smi_target hold` and returns (process, pid) once it is ready."""
        ready = os.path.join(self.dir, f"ready-{len(self.children)}")
        env = dict(self.env, **(extra_env or {}))
        args = [TARGET, "hold", ready, str(mib)] + (["spin"] if spin else [])
        process = subprocess.Popen(args, env=env)
        self.children.append(process)
        deadline = time.monotonic() + READY_TIMEOUT_S
        while not os.path.exists(ready):
            if process.poll() is not None:
                fail(f"smi_target exited early with status {process.returncode}")
            if time.monotonic() > deadline:
                fail("smi_target did not get ready in time")
            time.sleep(0.02)
        with open(ready) as f:
            pid = int(f.read())
        expect(pid == process.pid, "the ready file names another pid")
        return process, pid

    def smi(self, *args, expect_exit=0):
        result = subprocess.run([HIP_SMI, *args], env=self.env, capture_output=True, text=True,
                                timeout=120)
        print(f"$ hip-smi {' '.join(args)}  (exit {result.returncode})")
        print(result.stdout + result.stderr)
        expect(result.returncode == expect_exit, f"hip-smi exited with {result.returncode}")
        return result

    def smi_json(self, *args):
        result = self.smi("--json", *args)
        try:
            return json.loads(result.stdout), result.stderr
        except json.JSONDecodeError as error:
            fail(f"hip-smi --json printed invalid JSON: {error}")

    def cleanup(self):
        for process in self.children:
            if process.poll() is None:
                process.kill()
            process.wait()
        for name in os.listdir(self.dir):
            os.unlink(os.path.join(self.dir, name))
        os.rmdir(self.dir)


def listed(report, pid):
    return [p for p in report["processes"] if p["pid"] == pid]


def kill_and_reap(process):
    process.send_signal(signal.SIGKILL)
    process.wait()  # a zombie still answers kill(pid, 0): reap it first


def scenario_listed_then_killed(ctx):
    process, pid = ctx.start_holder(64)
    expect(os.path.exists(ctx.page(pid)), "no status page for the running process")
    report, _ = ctx.smi_json("--interval", "0")
    entries = listed(report, pid)
    expect(len(entries) == 1, f"pid {pid} not listed exactly once")
    entry = entries[0]
    expect(entry["name"] == "smi_target", f"process name {entry['name']!r}")
    expect("hold" in entry["command"], "command line missing")
    expect(entry["workers"] >= 1, "no worker count")
    expect("worker_utilization_percent" not in entry, "--interval 0 must omit the utilisation")
    expect(entry["pinned_host_bytes"] >= MIB, "pinned memory not counted")
    devices = entry["devices"]
    expect([d["device"] for d in devices] == [0, 1], "expected devices 0 and 1")
    expect(devices[0]["memory_used_bytes"] >= 64 * MIB, "device 0 shows less than 64 MiB in use")
    expect(devices[0]["memory_total_bytes"] >= devices[0]["memory_used_bytes"], "total below used")
    expect(devices[1]["memory_used_bytes"] == 0, "device 1 shows memory it was never given")
    expect(devices[0]["kernels_running"] == 0, "a kernel reported running")

    table = ctx.smi().stdout
    rows = [line.split() for line in table.splitlines() if line.split()[:1] == [str(pid)]]
    expect(len(rows) == 2, "the table needs one row per device of the process")
    expect(rows[0][1] == "smi_target" and rows[0][2] == "0", "table row of device 0")
    expect(" ".join(rows[0][3:5]) == "64.0 MiB", f"table memory column {rows[0][3:5]}")

    kill_and_reap(process)
    report, _ = ctx.smi_json("--interval", "0")
    expect(not listed(report, pid), "a killed process is still listed")
    expect(not os.path.exists(ctx.page(pid)), "the page of a killed process was not removed")


def scenario_running_kernel(ctx):
    process, pid = ctx.start_holder(1, spin=True)
    report, _ = ctx.smi_json("--interval", "300")
    entry = listed(report, pid)[0]
    device = entry["devices"][0]
    expect(device["kernels_running"] == 1, f"kernels_running {device['kernels_running']}")
    expect(device["running_kernels"] == ["smiSpin(int const*)"], f"names {device['running_kernels']}")
    expect(entry["worker_busy_ns"] > 0, "no busy time while a kernel spins")
    expect(entry.get("worker_utilization_percent", 0) > 0, "no utilisation while a kernel spins")
    table = ctx.smi("--interval", "0").stdout
    expect(any(line.startswith(str(pid)) and "smiSpin" in line for line in table.splitlines()),
           "the table does not name the running kernel")
    kill_and_reap(process)


def scenario_normal_exit(ctx):
    """Also: a starting process removes the pages of pids that are gone."""
    gone = subprocess.Popen(["true"])
    gone.wait()
    for name in (f"{gone.pid}.status", f"{gone.pid}.status.tmp"):
        with open(os.path.join(ctx.dir, name), "wb") as f:
            f.write(b"\0" * 64)
    result = subprocess.run([TARGET, "exit", "8"], env=ctx.env, capture_output=True, text=True,
                            timeout=120)
    expect(result.returncode == 0, f"smi_target exit failed: {result.stderr}")
    pid = int(result.stdout)
    expect(not os.path.exists(ctx.page(pid)), "a normally exiting process left its page")
    expect(not os.listdir(ctx.dir), f"files left in the page folder: {os.listdir(ctx.dir)}")


def scenario_opt_out(ctx):
    process, pid = ctx.start_holder(4, extra_env={"OPENHIP_SMI": "0"})
    expect(not os.path.exists(ctx.page(pid)), "OPENHIP_SMI=0 still published a page")
    report, _ = ctx.smi_json("--interval", "0")
    expect(not listed(report, pid), "OPENHIP_SMI=0 process listed")
    kill_and_reap(process)


def scenario_bad_pages(ctx):
    """Foreign pages are skipped with a warning and kept; stale ones go."""
    process, pid = ctx.start_holder(2)
    with open(ctx.page(pid), "rb") as f:
        good = f.read()
    garbage = os.path.join(ctx.dir, "4000001.status")
    with open(garbage, "wb") as f:
        f.write(b"x" * len(good))
    small = os.path.join(ctx.dir, "4000002.status")
    with open(small, "wb") as f:
        f.write(b"\0" * 16)
    other_version = os.path.join(ctx.dir, "4000003.status")
    with open(other_version, "wb") as f:
        f.write(good[:VERSION_OFFSET] + struct.pack("<I", 99) + good[VERSION_OFFSET + 4:])
    # This driver's own pid with another start time: a page left by an
    # earlier process whose pid was reused. And a pid that no longer runs.
    me = os.getpid()
    reused = os.path.join(ctx.dir, f"{me}.status")
    page = bytearray(good)
    struct.pack_into("<i", page, PID_OFFSET, me)
    struct.pack_into("<Q", page, START_TIME_OFFSET, 1)
    with open(reused, "wb") as f:
        f.write(page)
    gone = subprocess.Popen(["true"])
    gone.wait()
    dead = os.path.join(ctx.dir, f"{gone.pid}.status")
    struct.pack_into("<i", page, PID_OFFSET, gone.pid)
    with open(dead, "wb") as f:
        f.write(page)

    report, warnings = ctx.smi_json("--interval", "0")
    expect([p["pid"] for p in report["processes"]] == [pid], "only the live process may be listed")
    expect("wrong magic" in warnings and garbage in warnings, "no warning for the garbage page")
    expect("too small" in warnings and small in warnings, "no warning for the short page")
    expect("version 99" in warnings and other_version in warnings, "no warning for version 99")
    for path in (garbage, small, other_version):
        expect(os.path.exists(path), f"{path}: a foreign page must be left alone")
    expect(not os.path.exists(reused), "the page of a reused pid was not removed")
    expect(not os.path.exists(dead), "the page of a dead pid was not removed")
    table = ctx.smi("--interval", "0")
    expect(str(pid) in table.stdout and "warning" in table.stderr, "table run")
    kill_and_reap(process)


def scenario_empty(ctx):
    report, warnings = ctx.smi_json("--interval", "0")
    expect(report["processes"] == [] and not warnings, "an empty folder lists nothing")
    expect("No OpenHIP processes found" in ctx.smi("--interval", "0").stdout, "empty table")
    os.rmdir(ctx.dir)
    try:
        report, _ = ctx.smi_json("--interval", "0")
        expect(report["processes"] == [], "a missing folder lists nothing")
    finally:
        os.mkdir(ctx.dir)


SCENARIOS = {name[len("scenario_"):]: f for name, f in globals().items() if name.startswith("scenario_")}

if __name__ == "__main__":
    if SCENARIO not in SCENARIOS:
        fail(f"unknown scenario {SCENARIO}; known: {', '.join(sorted(SCENARIOS))}")
    context = Context()
    try:
        SCENARIOS[SCENARIO](context)
    finally:
        context.cleanup()
    print("PASS")

#!/usr/bin/env python3
"""Runs trace_markers under hipprof and checks the trace (tests/tools/trace).

usage: check_trace.py full|domains|blocks HIPPROF PROGRAM WORKDIR

full: events and their fields, durations, the nesting of ranges, the link
from each launch to its kernel, stream names, capture and graph spans, the
--stats CSV totals against the traced durations, and hipprof -i.
domains: OPENHIP_TRACE without hipprof, kernels only.
blocks: --block-trace: the block chunks of each kernel cover its grid.
nvtx_c: PROGRAM is nvtx_c_program and HIPPROF libopenhip.so, its injection
library: untracked without it, traced with it."""
import csv
import json
import os
import subprocess
import sys


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def full(hipprof, program, workdir):
    trace_path = os.path.join(workdir, "trace.json")
    run = subprocess.run([hipprof, "--stats", "-o", trace_path, program],
                         capture_output=True, text=True, timeout=120)
    check(run.returncode == 0, "hipprof exited with %d: %s%s" % (run.returncode, run.stdout, run.stderr))
    check("PASS" in run.stdout, "the program failed under hipprof: " + run.stdout)
    check("Kernels" in run.stderr and "HIP API" in run.stderr, "no statistics table: " + run.stderr)
    trace = json.load(open(trace_path))
    events = trace["traceEvents"]

    def named(kind, pid, tid=None):
        for e in events:
            if e["ph"] == "M" and e["name"] == kind and e["pid"] == pid and (tid is None or e["tid"] == tid):
                return e["args"]["name"]
        return None

    complete = [e for e in events if e["ph"] == "X"]
    for e in complete:
        check(e["dur"] >= 0 and e["ts"] >= 0, "negative time in %s" % e)
    by_cat = {}
    for e in complete:
        by_cat.setdefault(e["cat"], []).append(e)
    end = lambda e: e["ts"] + e["dur"]
    inside = lambda a, b: b["ts"] <= a["ts"] + 0.001 and end(a) <= end(b) + 0.001

    # Kernels: two launches on named streams plus one in the graph.
    kernels = by_cat.get("kernel", [])
    check(len(kernels) == 3, "expected 3 kernel executions, got %d" % len(kernels))
    check(all(k["name"] == "busy(float*, int, int)" for k in kernels), "kernel names: %s" % kernels)
    stream_names = {named("thread_name", k["pid"], k["tid"]) for k in kernels}
    check({"stream A", "stream B"} <= stream_names, "stream names: %s" % stream_names)
    shapes = sorted((k["args"]["grid"], k["args"]["block"]) for k in kernels)
    check(shapes == [("256,1,1", "256,1,1"), ("256,1,1", "256,1,1"), ("512,1,1", "128,1,1")],
          "grids and blocks: %s" % shapes)

    # API calls: arguments and results; each launch is linked to its kernel.
    api = {e["args"]["correlation_id"]: e for e in by_cat.get("hip_api", []) + by_cat.get("sync", [])}
    launches = [e for e in api.values() if e["name"] == "hipLaunchKernel"]
    check(len(launches) == 3, "expected 3 hipLaunchKernel calls, got %d" % len(launches))
    for k in kernels:
        if "correlation_id" in k["args"]:
            call = api.get(k["args"]["correlation_id"])
            check(call is not None and call["name"] == "hipLaunchKernel", "kernel without its launch: %s" % k)
            check(call["ts"] <= k["ts"], "a kernel started before its launch")
            check(call["args"]["gridDim"] == k["args"]["grid"], "launch and kernel grids differ")
    copies = [e for e in api.values() if e["name"] == "hipMemcpyAsync"]
    check(len(copies) == 2 and all(c["args"]["sizeBytes"] == 262144 and c["args"]["result"] == 0
                                   for c in copies), "hipMemcpyAsync arguments: %s" % copies)
    failed = [e for e in api.values() if e["args"].get("result_name") == "hipErrorInvalidValue"]
    check(len(failed) == 1 and failed[0]["name"] == "hipMemcpy", "the failing call: %s" % failed)
    flows = [e for e in events if e["ph"] in "sf"]
    check(len(flows) >= 2 * 4, "too few launch arrows: %d" % len(flows))

    # Copies and fills: bytes and bandwidth.
    copy_events = by_cat.get("copy", [])
    check(len(copy_events) == 3 and all(c["args"]["bytes"] == 262144 and c["args"]["bandwidth_GBps"] > 0
                                        for c in copy_events), "copies: %s" % copy_events)
    check(len(by_cat.get("fill", [])) == 1, "the captured fill is missing")

    # Ranges: outer > inner > the launches, on the thread named "main".
    markers = {e["name"]: e for e in by_cat.get("marker", [])}
    for name in ("outer", "inner", "nvtx range", "nvtx3 scoped"):
        check(name in markers, "range %s missing" % name)
    main_tid = markers["outer"]["tid"]
    check(named("thread_name", 1, main_tid).startswith("main"), "the main thread is not named")
    check(inside(markers["inner"], markers["outer"]), "inner is not inside outer")
    check(inside(markers["nvtx3 scoped"], markers["nvtx range"]), "nvtx3 scoped not inside nvtx range")
    for call in launches[:2]:
        check(inside(call, markers["inner"]), "a launch outside the inner range")
    marks = {e["name"]: e for e in events if e["ph"] == "i"}
    check("launched" in marks and "nvtx mark" in marks, "marks missing: %s" % list(marks))
    check(markers["inner"]["ts"] <= marks["launched"]["ts"] <= end(markers["inner"]), "mark outside range")
    # The range that ends on another thread.
    begins = [e for e in events if e["ph"] == "b" and e["name"] == "cross-thread"]
    check(len(begins) == 1, "cross-thread range begin missing")
    ends = [e for e in events if e["ph"] == "e" and e.get("cat") == "marker" and e["id"] == begins[0]["id"]]
    check(len(ends) == 1 and ends[0]["tid"] != begins[0]["tid"], "cross-thread range end: %s" % ends)

    # Stream capture and the graph launch holding its steps.
    captures = [e for e in events if e.get("cat") == "capture"]
    check(sorted(e["ph"] for e in captures) == ["b", "e"], "capture span: %s" % captures)
    graphs = by_cat.get("graph", [])
    check(len(graphs) == 1 and graphs[0]["args"]["steps"] == 2, "graph launch: %s" % graphs)
    nested = [k for k in kernels if k["tid"] == graphs[0]["tid"] and inside(k, graphs[0])]
    check(len(nested) == 1, "the graph's kernel is not inside the graph launch")

    # Statistics add up to the traced totals.
    for table, cats in (("kernel_stats", ["kernel"]), ("hip_api_stats", ["hip_api", "sync"]),
                        ("memory_copy_stats", ["copy", "fill"])):
        rows = list(csv.DictReader(open(os.path.join(workdir, "trace.%s.csv" % table))))
        traced = [e for c in cats for e in by_cat.get(c, [])]
        calls = sum(int(r["Calls"]) for r in rows)
        total = sum(float(r["TotalDurationNs"]) for r in rows)
        expected = sum(e["dur"] for e in traced) * 1000
        check(calls == len(traced), "%s: %d calls, %d traced" % (table, calls, len(traced)))
        check(abs(total - expected) <= 1 + 1e-6 * expected, "%s: %.0f ns, traced %.0f" % (table, total, expected))
        percent = sum(float(r["Percentage"]) for r in rows)
        check(abs(percent - 100) < 0.1 * len(rows) + 0.01, "%s: percentages add up to %.2f" % (table, percent))
    marker_rows = {r["Name"]: r for r in csv.DictReader(open(os.path.join(workdir, "trace.marker_stats.csv")))}
    check({"outer", "inner", "cross-thread"} <= set(marker_rows), "marker statistics: %s" % list(marker_rows))
    cross = (ends[0]["ts"] - begins[0]["ts"]) * 1000
    check(abs(float(marker_rows["cross-thread"]["TotalDurationNs"]) - cross) <= 1 + 1e-6 * cross,
          "the cross-thread range's statistics")

    # hipprof -i: the same tables from the file.
    again = subprocess.run([hipprof, "--stats", "-i", trace_path], capture_output=True, text=True)
    check(again.returncode == 0 and "busy(float*, int, int)" in again.stderr, "hipprof -i: " + again.stderr)
    print("PASS: %d events checked" % len(events))


def domains(hipprof, program, workdir):
    trace_path = os.path.join(workdir, "kernels.json")
    env = dict(os.environ, OPENHIP_TRACE=trace_path, OPENHIP_TRACE_DOMAINS="kernel")
    run = subprocess.run([program], capture_output=True, text=True, env=env, timeout=120)
    check(run.returncode == 0 and "PASS" in run.stdout, "the program failed: " + run.stdout + run.stderr)
    cats = {e.get("cat") for e in json.load(open(trace_path))["traceEvents"] if e["ph"] != "M"}
    check(cats <= {"kernel", "graph", "host_function"} and "kernel" in cats, "categories: %s" % cats)
    env["OPENHIP_TRACE_DOMAINS"] = "kernel,bogus"
    run = subprocess.run([program], capture_output=True, text=True, env=env, timeout=120)
    check("OPENHIP_TRACE_DOMAINS" in run.stderr and "bogus" in run.stderr, "no warning: " + run.stderr)
    print("PASS")


def blocks(hipprof, program, workdir):
    trace_path = os.path.join(workdir, "blocks.json")
    run = subprocess.run([hipprof, "--kernel-trace", "--block-trace", "-o", trace_path, program],
                         capture_output=True, text=True, timeout=120)
    check(run.returncode == 0 and "PASS" in run.stdout, "hipprof failed: " + run.stdout + run.stderr)
    events = json.load(open(trace_path))["traceEvents"]
    chunks = [e for e in events if e.get("cat") == "block_chunk"]
    kernels = [e for e in events if e.get("cat") == "kernel"]
    check(len(kernels) == 3 and chunks, "%d kernels, %d chunks" % (len(kernels), len(chunks)))
    blocks_traced = sum(c["args"]["blocks"] for c in chunks)
    blocks_launched = sum(k["args"]["blocks"] for k in kernels)
    check(blocks_traced == blocks_launched, "chunks hold %d blocks of %d" % (blocks_traced, blocks_launched))
    for c in chunks:
        check(any(k["ts"] - 0.001 <= c["ts"] and c["ts"] + c["dur"] <= k["ts"] + k["dur"] + 0.001
                  for k in kernels), "a chunk outside every kernel: %s" % c)
    print("PASS: %d chunks" % len(chunks))


def nvtx_c(library, program, workdir):
    run = subprocess.run([program, "0"], capture_output=True, text=True, timeout=60)
    check(run.returncode == 0, "without a tool: " + run.stdout + run.stderr)
    trace_path = os.path.join(workdir, "nvtx_c.json")
    env = dict(os.environ, NVTX_INJECTION64_PATH=library, OPENHIP_TRACE=trace_path)
    run = subprocess.run([program, "1"], capture_output=True, text=True, env=env, timeout=60)
    check(run.returncode == 0, "with libopenhip injected: " + run.stdout + run.stderr)
    names = {e.get("name") for e in json.load(open(trace_path))["traceEvents"] if e.get("cat") == "marker"}
    for name in ("c range", "c mark", "c attributes range", "c domain: c attributes range", "c start/end"):
        check(name in names, "marker %r missing from %s" % (name, names))
    print("PASS")


if __name__ == "__main__":
    mode, hipprof, program, workdir = sys.argv[1:5]
    os.makedirs(workdir, exist_ok=True)
    {"full": full, "domains": domains, "blocks": blocks, "nvtx_c": nvtx_c}[mode](hipprof, program, workdir)

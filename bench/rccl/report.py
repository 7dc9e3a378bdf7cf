#!/usr/bin/env python3
"""Turns bench/rccl/run.sh's rccl.csv into summary.md and rccl_busbw.png.

usage: report.py <results-dir>
rccl.csv: engine,ranks,bytes,time_us,busbw_GBps,reference_busbw_GBps,wrong
  in-process rows: the reference is the busbw the memcpy bandwidth allows;
  processes and machines rows: the reference is MPI_Allreduce's busbw at the
  same size, between processes of one machine or between the network
  namespaces of scripts/mpirun-netns. An engine name ending in "-graph" is
  the same run with the collectives captured into a graph (all_reduce_perf
  -G), plotted in its engine's panel with dotted lines.
"""
import csv
import os
import sys


def main(results):
    with open(os.path.join(results, "rccl.csv")) as f:
        rows = list(csv.DictReader(f))
    with open(os.path.join(results, "machine.txt")) as f:
        machine = f.read().strip()
    groups = {}
    for r in rows:
        groups.setdefault((r["engine"], int(r["ranks"])), []).append(r)
    lines = ["# RCCL all-reduce (bench/rccl/run.sh)", "", "```", machine, "```", ""]
    for (engine, n), group in sorted(groups.items()):
        ref = "memcpy bound" if engine.startswith("in-process") else "MPI_Allreduce"
        lines += [f"## {engine}, {n} ranks", "",
                  f"| bytes | time us | busbw GB/s | {ref} GB/s | ratio | #wrong |",
                  "|---:|---:|---:|---:|---:|---:|"]
        for r in group:
            bus, refbus = float(r["busbw_GBps"]), float(r["reference_busbw_GBps"] or 0)
            ratio = f"{bus / refbus:.2f}" if refbus > 0 else "-"
            lines.append(f"| {r['bytes']} | {r['time_us']} | {bus:.2f} | {refbus:.2f} | {ratio} | {r['wrong']} |")
        lines.append("")
    with open(os.path.join(results, "summary.md"), "w") as f:
        f.write("\n".join(lines))
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("report.py: matplotlib missing, no plot", file=sys.stderr)
        return
    titles = {"in-process": "in one process (virtual devices)",
              "processes": "between processes (mpirun)",
              "machines": "between network namespaces (TCP over veth)"}
    engines = [e for e in titles if any(key[0] == e for key in groups)]
    fig, axes = plt.subplots(1, len(engines), figsize=(6 * len(engines), 4.5), squeeze=False)
    for ax, engine in zip(axes[0], engines):
        for (e, n), group in sorted(groups.items()):
            graph = e == engine + "-graph"
            if e != engine and not graph:
                continue
            sizes = [int(r["bytes"]) for r in group]
            bus = [float(r["busbw_GBps"]) for r in group]
            if graph:
                ax.plot(sizes, bus, marker=".", linestyle=":", label=f"RCCL in a graph, {n} ranks")
                continue
            line, = ax.plot(sizes, bus, marker="o", label=f"RCCL, {n} ranks")
            ref = [float(r["reference_busbw_GBps"] or 0) for r in group]
            label = f"memcpy bound, {n} ranks" if engine == "in-process" else f"MPI_Allreduce, {n} ranks"
            ax.plot(sizes, ref, linestyle="--", color=line.get_color(), label=label)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("message size (bytes)")
        ax.set_ylabel("busbw (GB/s)")
        ax.set_title(titles[engine])
        ax.legend(fontsize=8)
        ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(os.path.join(results, "rccl_busbw.png"), dpi=110)


if __name__ == "__main__":
    main(sys.argv[1])

#!/usr/bin/env python3
"""Turns the HIPCUB rows of hipcub_bench into CSV, a PNG plot and Markdown.

usage: report.py <results-dir>
Reads  hipcub.raw.tmp (HIPCUB,<name>,<size>,<openhip_ms>,<reference_ms>,<target>), machine.txt
Writes hipcub.csv, hipcub_ratios.png, summary.md
"""
import csv
import os
import sys


def main():
    results = sys.argv[1]
    rows = []
    with open(os.path.join(results, "hipcub.raw.tmp")) as f:
        for row in csv.reader(f):
            if not row or row[0] != "HIPCUB":
                continue
            # A name may contain a comma (template arguments): the last four
            # cells are the numbers.
            name = ",".join(row[1:-4])
            size, hip, ref, target = row[-4], float(row[-3]), float(row[-2]), float(row[-1])
            rows.append(dict(name=name, size=size, hip=hip, ref=ref, target=target, ratio=ref / hip))
    os.remove(os.path.join(results, "hipcub.raw.tmp"))
    with open(os.path.join(results, "hipcub.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["benchmark", "size", "openhip_ms", "reference_ms", "ratio", "target"])
        for r in rows:
            w.writerow([r["name"], r["size"], f"{r['hip']:.3f}", f"{r['ref']:.3f}", f"{r['ratio']:.2f}", r["target"]])
    machine = open(os.path.join(results, "machine.txt")).read().strip().replace("\n", "; ")
    lines = [f"Machine: {machine}", "",
             "| Benchmark | Size | OpenHIP ms | Reference ms | Ratio (reference / OpenHIP) | Target |",
             "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        mark = "" if r["ratio"] >= r["target"] else " (below)"
        lines.append(f"| {r['name']} | {r['size']} | {r['hip']:.2f} | {r['ref']:.2f} | {r['ratio']:.2f}{mark} | {r['target']:.1f} |")
    with open(os.path.join(results, "summary.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("report.py: matplotlib not available, no plot")
        return
    fig, ax = plt.subplots(figsize=(9, 4.5))
    names = [r["name"] for r in rows]
    ax.barh(names, [r["ratio"] for r in rows], color=["tab:green" if r["ratio"] >= r["target"] else "tab:red" for r in rows])
    for i, r in enumerate(rows):
        ax.plot([r["target"], r["target"]], [i - 0.4, i + 0.4], color="black", linewidth=1.5)
    ax.set_xscale("log")
    ax.set_xlabel("reference time / OpenHIP time (log scale; black bar: target)")
    ax.invert_yaxis()
    ax.set_title("hipCUB on the CPU device against CPU references")
    fig.tight_layout()
    fig.savefig(os.path.join(results, "hipcub_ratios.png"), dpi=110)


if __name__ == "__main__":
    main()

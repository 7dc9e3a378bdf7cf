#!/usr/bin/env python3
"""Summarizes a bench/thrust/run.sh benchmark: medians per form and case,
ratios against OpenHIP, a CSV, a Markdown table and a bar chart.

usage: report.py <raw file> <results dir> <sort|scan|sets>
raw rows: RESULT,<form>,<case>,<n>,<wall ms>,<cpu ms>; '#' lines: machine notes.
Writes thrust_<bench>.csv, thrust_<bench>.md, thrust_<bench>.png.
"""
import csv
import os
import statistics
import sys

BENCHES = {
    "sort": {
        "title": "Sorting 2^%d uint32 keys (lower is better)",
        "forms": [("openhip", "OpenHIP Thrust (HIP system, radix sort)"),
                  ("std_par_tbb", "std::sort(par), oneTBB"),
                  ("thrust_tbb", "Thrust on its TBB system")],
        "cases": [("keys", "keys"), ("pairs", "key-value pairs")],
        "bytes_per_item": {},
    },
    "scan": {
        "title": "Reduce and scan of 2^%d uint32 (lower is better)",
        "forms": [("openhip", "OpenHIP Thrust (HIP system)"),
                  ("openmp", "hand-written OpenMP loop")],
        "cases": [("reduce", "reduce into uint64"), ("inclusive_scan", "inclusive scan, in place")],
        # bytes each item moves through memory: read (reduce); read and write (scan)
        "bytes_per_item": {"reduce": 4, "inclusive_scan": 8},
    },
    "sets": {
        "title": "Set operations on two sorted ranges of 2^%d uint32 (lower is better)",
        "forms": [("openhip", "OpenHIP Thrust (HIP system)"),
                  ("std_par_tbb", "std::set_*(par), oneTBB")],
        "cases": [("union", "set_union"), ("intersection", "set_intersection")],
        "bytes_per_item": {},
    },
}


def main(raw_path, out_dir, bench):
    config = BENCHES[bench]
    forms, cases = config["forms"], config["cases"]
    notes, samples, failed = [], {}, set()
    with open(raw_path) as f:
        for line in f:
            if line.startswith("#"):
                notes.append(line[1:].strip())
                continue
            row = line.strip().split(",")
            if len(row) != 6 or row[0] != "RESULT":
                continue
            _, form, case, n, wall, cpu = row
            if wall == "FAIL":
                failed.add((form, case))
                continue
            samples.setdefault((form, case), []).append((int(n), float(wall), float(cpu)))

    rows = []
    for case, _ in cases:
        base = samples.get(("openhip", case))
        base_wall = statistics.median(s[1] for s in base) if base else None
        base_cpu = statistics.median(s[2] for s in base) if base else None
        for form, _ in forms:
            runs = samples.get((form, case), [])
            if (form, case) in failed or not runs:
                status = "FAIL" if (form, case) in failed else "NA"
                rows.append([form, case, "", status, "", "", "", "", len(runs)])
                continue
            n = runs[0][0]
            wall = statistics.median(s[1] for s in runs)
            cpu = statistics.median(s[2] for s in runs)
            per_item = config["bytes_per_item"].get(case)
            gbs = f"{n * per_item / (wall * 1e6):.2f}" if per_item else ""
            rows.append([form, case, n, f"{wall:.1f}", f"{cpu:.1f}", gbs,
                         f"{wall / base_wall:.2f}" if base_wall else "",
                         f"{cpu / base_cpu:.2f}" if base_cpu else "", len(runs)])

    name = "thrust_" + bench
    with open(os.path.join(out_dir, name + ".csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["form", "case", "n", "wall_ms", "cpu_ms", "gb_per_s", "wall_vs_openhip",
                    "cpu_vs_openhip", "runs"])
        w.writerows(rows)

    form_names, case_names = dict(forms), dict(cases)
    with open(os.path.join(out_dir, name + ".md"), "w") as f:
        f.write("Medians of the runs; ratios are the form's time over OpenHIP's "
                "(above 1: OpenHIP is faster).\n\n")
        f.write("| case | form | n | wall ms | CPU ms | GB/s | wall ratio | CPU ratio | runs |\n")
        f.write("|---|---|---|---|---|---|---|---|---|\n")
        for r in rows:
            f.write(f"| {case_names[r[1]]} | {form_names[r[0]]} | "
                    + " | ".join(str(x) for x in r[2:]) + " |\n")
        f.write("\n" + "\n".join(f"- {n}" for n in notes) + "\n")

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("report.py: matplotlib missing, no plot")
        return
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    width = 0.8 / len(forms)
    for ax, (metric, column) in zip(axes, [("wall time (ms)", 3), ("CPU time (ms)", 4)]):
        for i, (form, label) in enumerate(forms):
            values = []
            for case, _ in cases:
                match = [r for r in rows if r[0] == form and r[1] == case]
                try:
                    values.append(float(match[0][column]))
                except (IndexError, ValueError):
                    values.append(0.0)
            offset = (i - (len(forms) - 1) / 2) * width
            ax.bar([c + offset for c in range(len(cases))], values, width, label=label)
        ax.set_xticks(range(len(cases)))
        ax.set_xticklabels([label for _, label in cases])
        ax.set_ylabel(metric)
    axes[0].legend(fontsize=8)
    n = next((r[2] for r in rows if r[2]), 0)
    fig.suptitle(config["title"] % (n.bit_length() - 1 if n else 0))
    fig.tight_layout()
    fig.savefig(os.path.join(out_dir, name + ".png"), dpi=100)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "sort")

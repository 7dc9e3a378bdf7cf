#!/usr/bin/env python3
"""Turns the raw rows of bench/run.sh into CSV files, PNG plots and Markdown.

usage: report.py <results-dir>
Reads  kernels.raw.tmp   (RESULT,<kernel>,<size>,<omp_ms>,<hip_ms>,<pocl_ms>)
       variants.raw.tmp  (the same rows for bench/variants.txt; optional)
       overheads.raw.tmp (OVERHEAD,<metric>,<unit>,<openhip>,<reference>)
       machine.txt
Writes kernels.csv, variants.csv, overheads.csv, kernel_ratios.png, variant_ratios.png,
       overheads.png, summary.md.
"""
import csv
import math
import os
import sys


def number(cell):
    try:
        return float(cell)
    except ValueError:
        return None


def geomean(values):
    values = [v for v in values if v is not None]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def ratio(a, b):
    return a / b if a is not None and b is not None and b > 0 else None


def fmt(value, digits=2):
    return "—" if value is None else f"{value:.{digits}f}"


def read_rows(path, tag):
    with open(path) as f:
        return [row[1:] for row in csv.reader(f) if row and row[0] == tag]


def read_kernels(path):
    kernels = []
    if not os.path.exists(path):
        return kernels
    for name, size, omp, hip, pocl in read_rows(path, "RESULT"):
        o, h, p = number(omp), number(hip), number(pocl)
        kernels.append(dict(name=name, size=size, omp=o, hip=h, pocl=p,
                            hip_cell=hip, pocl_cell=pocl,
                            hip_ratio=ratio(h, o), pocl_ratio=ratio(p, o)))
    return kernels


def write_kernels_csv(path, kernels, hip_geo, pocl_geo):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "size", "omp_ms", "openhip_ms", "pocl_ms", "openhip_over_omp",
                    "pocl_over_omp"])
        for k in kernels:
            w.writerow([k["name"], k["size"], fmt(k["omp"], 3), k["hip_cell"] if k["hip"] is None
                        else fmt(k["hip"], 3), k["pocl_cell"] if k["pocl"] is None else fmt(k["pocl"], 3),
                        fmt(k["hip_ratio"], 3), fmt(k["pocl_ratio"], 3)])
        w.writerow(["geomean", "", "", "", "", fmt(hip_geo, 3), fmt(pocl_geo, 3)])


def table_rows(kernels):
    rows = []
    for k in kernels:
        hip = fmt(k["hip"]) if k["hip"] is not None else k["hip_cell"]
        pocl = fmt(k["pocl"]) if k["pocl"] is not None else k["pocl_cell"]
        rows.append(f"| {k['name']} | {k['size']} | {fmt(k['omp'])} | {hip} | {pocl} | "
                    f"{fmt(k['hip_ratio'])} | {fmt(k['pocl_ratio'])} |")
    return rows


def main():
    results = sys.argv[1]
    kernels = read_kernels(os.path.join(results, "kernels.raw.tmp"))
    variants = read_kernels(os.path.join(results, "variants.raw.tmp"))
    overheads = []
    for metric, unit, ours, ref in read_rows(os.path.join(results, "overheads.raw.tmp"), "OVERHEAD"):
        overheads.append(dict(metric=metric, unit=unit, ours=number(ours), ref=number(ref)))

    hip_geo = geomean([k["hip_ratio"] for k in kernels])
    pocl_geo = geomean([k["pocl_ratio"] for k in kernels])
    both = [k for k in kernels if k["hip_ratio"] and k["pocl_ratio"]]
    hip_geo_common = geomean([k["hip_ratio"] for k in both])

    write_kernels_csv(os.path.join(results, "kernels.csv"), kernels, hip_geo, pocl_geo)
    with open(os.path.join(results, "overheads.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["metric", "unit", "openhip", "reference", "openhip_over_reference"])
        for o in overheads:
            w.writerow([o["metric"], o["unit"], fmt(o["ours"], 3), fmt(o["ref"], 3),
                        fmt(ratio(o["ours"], o["ref"]), 3)])

    machine = open(os.path.join(results, "machine.txt")).read().strip()
    lines = ["<!-- written by bench/report.py -->", "```", machine, "```", "",
             "| Kernel | Size | OpenMP ms | OpenHIP ms | PoCL ms | OpenHIP/OpenMP | PoCL/OpenMP |",
             "|---|---|---:|---:|---:|---:|---:|"]
    lines += table_rows(kernels)
    lines.append(f"| **geometric mean** | | | | | **{fmt(hip_geo)}** | **{fmt(pocl_geo)}** |")
    lines.append("")
    lines.append(f"OpenHIP geomean over the {len(both)} kernels that have a PoCL form: "
                 f"{fmt(hip_geo_common)} (PoCL {fmt(pocl_geo)}).")
    if variants:
        write_kernels_csv(os.path.join(results, "variants.csv"), variants,
                          geomean([v["hip_ratio"] for v in variants]),
                          geomean([v["pocl_ratio"] for v in variants]))
        lines += variant_summary(kernels, variants)
    lines += ["", "| Runtime overhead | Unit | OpenHIP | Reference | Ratio |", "|---|---|---:|---:|---:|"]
    for o in overheads:
        lines.append(f"| {o['metric']} | {o['unit']} | {fmt(o['ours'])} | {fmt(o['ref'])} | "
                     f"{fmt(ratio(o['ours'], o['ref']))} |")
    with open(os.path.join(results, "summary.md"), "w") as f:
        f.write("\n".join(lines) + "\n")

    plot(results, kernels, hip_geo, pocl_geo, overheads)
    if variants:
        plot_variants(results, variants)


def variant_summary(kernels, variants):
    """The variants' table and the issue-20 counts over defaults and variants together."""
    lines = ["", "Variants (bench/variants.txt):", "",
             "| Kernel | Shape | OpenMP ms | OpenHIP ms | PoCL ms | OpenHIP/OpenMP | PoCL/OpenMP |",
             "|---|---|---:|---:|---:|---:|---:|"]
    lines += table_rows(variants)
    every = kernels + variants
    measured = [k for k in every if k["hip_ratio"] is not None]
    above = [k for k in measured if k["hip_ratio"] > 1.3]
    # Behind PoCL by more than 5%: closer than that is within one run's noise.
    behind = [k for k in measured if k["pocl_ratio"] is not None and k["hip_ratio"] > 1.05 * k["pocl_ratio"]]
    lines += ["", f"Over the {len(measured)} measured shapes (defaults and variants): OpenHIP geomean "
              f"{fmt(geomean([k['hip_ratio'] for k in measured]))} of OpenMP (PoCL "
              f"{fmt(geomean([k['pocl_ratio'] for k in every]))}); {len(above)} above 1.3x, "
              f"{len(behind)} behind PoCL by more than 5%" + (": " + ", ".join(
                  f"{k['name']} {k['size']}" for k in behind) if behind else "") + "."]
    failed = [k for k in every if k["hip_ratio"] is None]
    if failed:
        lines.append("Not measured (FAIL, NA or PENDING): " +
                     ", ".join(f"{k['name']} {k['size']}" for k in failed) + ".")
    return lines


def pyplot():
    """matplotlib.pyplot with the file-only backend, or None when it is not installed."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    return plt


def plot_variants(results, variants):
    plt = pyplot()
    if plt is None:
        return
    shown = [v for v in variants if v["hip_ratio"] is not None]
    labels = [f"{v['name']}: {v['size']}" for v in shown]
    ys = range(len(shown))
    fig, ax = plt.subplots(figsize=(10, 0.22 * len(shown) + 1.5))
    ax.barh(list(ys), [v["hip_ratio"] for v in shown], color="#1f77b4", label="OpenHIP (hipcc)")
    pocl = [(y, v["pocl_ratio"]) for y, v in zip(ys, shown) if v["pocl_ratio"] is not None]
    ax.scatter([p for _, p in pocl], [y for y, _ in pocl], color="#ff7f0e", marker="|", s=80,
               label="PoCL 3.1", zorder=3)
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.axvline(1.3, color="gray", linewidth=0.8, linestyle="--")
    ax.set_xscale("log")
    ax.set_yticks(list(ys))
    ax.set_yticklabels(labels, fontsize=6)
    ax.invert_yaxis()
    ax.set_xlabel("time / OpenMP time (lower is better; dashed: 1.3)")
    ax.set_title("Kernel variants relative to hand-written OpenMP C++ (median, same run)")
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(os.path.join(results, "variant_ratios.png"), dpi=110)
    plt.close(fig)


def plot(results, kernels, hip_geo, pocl_geo, overheads):
    plt = pyplot()
    if plt is None:
        print("report.py: matplotlib missing, no plots (scripts/install-bench-deps.sh installs it)")
        return
    names = [k["name"] for k in kernels] + ["geomean"]
    hip = [k["hip_ratio"] for k in kernels] + [hip_geo]
    pocl = [k["pocl_ratio"] for k in kernels] + [pocl_geo]
    fig, ax = plt.subplots(figsize=(11, 4.5))
    width = 0.38
    xs = range(len(names))
    for offset, values, label, color in ((-width / 2, hip, "OpenHIP (hipcc)", "#1f77b4"),
                                         (width / 2, pocl, "PoCL 3.1", "#ff7f0e")):
        pos = [x + offset for x, v in zip(xs, values) if v is not None]
        vals = [v for v in values if v is not None]
        bars = ax.bar(pos, vals, width, label=label, color=color)
        for bar, v in zip(bars, vals):
            ax.annotate(f"{v:.2f}", (bar.get_x() + bar.get_width() / 2, v), ha="center",
                        va="bottom", fontsize=7)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log")
    ax.set_xticks(list(xs))
    ax.set_xticklabels(names, rotation=20)
    ax.set_ylabel("time / OpenMP time (lower is better)")
    ax.set_title("Kernel time relative to hand-written OpenMP C++ (median, same run)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(results, "kernel_ratios.png"), dpi=110)
    plt.close(fig)

    latency = [o for o in overheads if o["unit"] == "us"]
    bandwidth = [o for o in overheads if o["unit"] == "GB/s"]
    rates = [o for o in overheads if o["unit"] == "launches/s"]
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.8))
    axes[0].barh([o["metric"] for o in latency], [o["ours"] for o in latency], color="#1f77b4")
    axes[0].set_xscale("log")
    axes[0].set_xlabel("microseconds (median, log scale)")
    axes[0].set_title("Latency")
    axes[1].barh([o["metric"] for o in rates], [o["ours"] / 1e3 for o in rates], color="#2ca02c")
    axes[1].set_xlabel("thousand launches per second")
    axes[1].set_title("Empty-kernel launch rate")
    labels = [o["metric"] for o in bandwidth]
    ys = range(len(labels))
    axes[2].barh([y - 0.2 for y in ys], [o["ours"] for o in bandwidth], 0.4, label="OpenHIP")
    axes[2].barh([y + 0.2 for y in ys], [o["ref"] or 0 for o in bandwidth], 0.4, label="memcpy/memset")
    axes[2].set_yticks(list(ys))
    axes[2].set_yticklabels(labels)
    axes[2].set_xlabel("GB/s")
    axes[2].set_title("Copy and fill bandwidth")
    axes[2].legend(loc="lower right")
    for ax in axes:
        ax.tick_params(axis="y", labelsize=7)
    fig.tight_layout()
    fig.savefig(os.path.join(results, "overheads.png"), dpi=110)
    plt.close(fig)


if __name__ == "__main__":
    main()

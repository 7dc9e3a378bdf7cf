#!/usr/bin/env bash
# hipBLAS benchmarks (bench/README.md, "hipBLAS"): one run, ratios against references
# measured in the same run. Writes bench/results/blas/*.csv and summary.md.
#   bench/blas/run.sh [build-dir]        BLAS_SIZES="256 512 1024 2048 4096" to choose sizes
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
out=${BENCH_RESULTS:-$root/bench/results/blas}
sizes=${BLAS_SIZES:-256 512 1024 2048 4096}
shapes=${BLAS_SHAPES:-16x16x16 32x32x32 64x64x64 24x512x64 96x96x96 512x512x512 2048x2048x256}
mkdir -p "$out"
ninja -C "$build" -j2 hipcc openhip hipblas hipblas-tune >/dev/null
bin=$build/bench/blas
mkdir -p "$bin"
"$build/bin/hipcc" -O3 "$root/bench/blas/blas_bench.hip" -o "$bin/blas_bench" -lhipblas -lopenblas
{ echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"; echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)";
  lscpu | grep -E 'Model name|^CPU\(s\)'; } >"$out/machine.txt"

"$bin/blas_bench" gemm $sizes | tee "$out/gemm_vs_openblas.csv"
"$bin/blas_bench" lowp $sizes | tee "$out/lowp_vs_sgemm.csv"

# Tuning gain: tune the shapes on this machine, then time them with and without the table.
table=$out/tuned-table.txt
rm -f "$table"
"$build/bin/hipblas-tune" --types f32,f32,f32,f32 --shapes "${shapes// /,}" --reps 5 -o "$table" 2>"$out/tune-f32.log"
"$build/bin/hipblas-tune" --types f16,f16,f16,f32 --shapes "${shapes// /,}" --reps 5 -o "$table" 2>"$out/tune-f16.log"
# The table is read once per process, so default and tuned are separate processes; their times
# differ by up to 2x from one process to the next on this machine even with the same algorithm,
# so five of each run in alternation and the median per shape is reported.
for round in 1 2 3 4 5; do
  "$bin/blas_bench" shapes $shapes >"$out/shapes_default.$round.csv"
  OPENHIP_BLAS_TUNING_FILE=$table "$bin/blas_bench" shapes $shapes >"$out/shapes_tuned.$round.csv"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
python=/usr/bin/python3  # Debian's, with the apt-installed matplotlib
[ -x "$python" ] || python=python3
"$python" - "$out" <<'PY'
import csv, sys, os
out = sys.argv[1]
def medians(kind):
    runs = {}
    for round in (1, 2, 3, 4, 5):
        path = os.path.join(out, f'shapes_{kind}.{round}.csv')
        for r in csv.DictReader(open(path)):
            runs.setdefault((r['type'], r['shape']), []).append(float(r['ms']))
        os.remove(path)
    return {k: sorted(v)[len(v) // 2] for k, v in runs.items()}
d, t = medians('default'), medians('tuned')
with open(os.path.join(out, 'tuning_gain.csv'), 'w') as f:
    f.write('type,shape,default_ms,tuned_ms,gain\n')
    for k in d:
        f.write(f'{k[0]},{k[1]},{d[k]:.4f},{t[k]:.4f},{d[k] / t[k]:.3f}\n')
print(open(os.path.join(out, 'tuning_gain.csv')).read())
try:  # plots, when matplotlib is there (scripts/install-bench-deps.sh installs it)
    import matplotlib
    matplotlib.use('Agg')
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 3, figsize=(15, 4))
    g = list(csv.DictReader(open(os.path.join(out, 'gemm_vs_openblas.csv'))))
    for name in ('sgemm', 'dgemm'):
        rows = [r for r in g if r['benchmark'] == name]
        axes[0].plot([int(r['size']) for r in rows], [float(r['ratio_reference_over_openhip']) for r in rows], 'o-', label=name)
    axes[0].axhline(0.95, ls='--', c='gray'); axes[0].set_title('hipBLAS vs OpenBLAS direct (>= 0.95)')
    l = list(csv.DictReader(open(os.path.join(out, 'lowp_vs_sgemm.csv'))))
    for name in ('f16_gemm', 'bf16_gemm'):
        rows = [r for r in l if r['benchmark'] == name]
        axes[1].plot([int(r['size']) for r in rows], [float(r['ratio_sgemm_over_openhip']) for r in rows], 'o-', label=name)
    axes[1].axhline(0.7, ls='--', c='gray'); axes[1].set_title('f16/bf16 GemmEx vs sgemm (aim 0.7)')
    for ax in axes[:2]:
        ax.set_xscale('log', base=2); ax.set_xlabel('n (n x n x n)'); ax.set_ylabel('ratio (higher is better)'); ax.legend()
    gains = list(csv.DictReader(open(os.path.join(out, 'tuning_gain.csv'))))
    axes[2].bar(range(len(gains)), [float(r['gain']) for r in gains])
    axes[2].set_xticks(range(len(gains)), [r['type'] + ' ' + r['shape'] for r in gains], rotation=70, fontsize=7)
    axes[2].set_yscale('log'); axes[2].axhline(1, c='gray'); axes[2].set_title('tuned table gain (default / tuned)')
    fig.tight_layout(); fig.savefig(os.path.join(out, 'blas.png'), dpi=90)
except ImportError:
    pass
PY

#!/usr/bin/env bash
# Installs the Debian 12 packages the benchmark suite (bench/run.sh) needs on
# top of scripts/install-deps.sh: PoCL (the OpenCL peer), the OpenCL loader and
# headers, clinfo, OpenMP for the reference forms, matplotlib for the plots.
# Does nothing when they are present.
set -euo pipefail
PKGS=(pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo libomp-16-dev g++
      python3-matplotlib)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  echo "install-bench-deps: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

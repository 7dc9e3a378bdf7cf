#!/usr/bin/env bash
# Installs the Debian 12 packages the benchmark suite (bench/run.sh) needs on
# top of scripts/install-deps.sh: PoCL (the OpenCL peer), the OpenCL loader and
# headers, clinfo, OpenMP for the reference forms, matplotlib for the plots,
# oneTBB for std::sort(std::execution::par) (bench/hipcub).
# Does nothing when they are present.
set -euo pipefail
exec "$(dirname "$0")/install-deps.sh" pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clinfo \
  libomp-16-dev python3-matplotlib libtbb-dev

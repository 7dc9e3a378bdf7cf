#!/usr/bin/env bash
# Installs the Debian 12 packages OpenHIP needs, plus any package names given
# as arguments (scripts/install-bench-deps.sh passes the benchmark's); does
# nothing when they are all present.
set -euo pipefail
PKGS=(cmake ninja-build g++ clang-16 llvm-16-dev libclang-16-dev llvm-16-tools lld-16
      libgtest-dev libgmock-dev libbenchmark-dev python3
      libopenmpi-dev openmpi-bin iproute2  # iproute2: the two "machines" of scripts/mpirun-netns
      libomp-16-dev libclang-rt-16-dev liblld-16-dev gdb libopenblas-dev liblapack-dev
      libthrust-dev  # Thrust (NVIDIA, Apache-2.0): the front end of OpenHIP's Thrust, docs/thrust.md
      nlohmann-json3-dev zlib1g-dev  # the timeline pictures: trace JSON, PNG check (docs/tools.md)
      chromium  # headless: the timeline's PNG and its browser test (~150 MB download, under a minute)
      "$@")
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  echo "$(basename "$0"): installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

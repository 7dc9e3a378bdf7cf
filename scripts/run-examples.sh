#!/usr/bin/env bash
# The main job: build OpenHIP, show the CPU device, then compile every program
# in examples/ with the built hipcc and run it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
build/bin/hipinfo
mkdir -p build/examples
status=0
for src in examples/*.hip; do
  name=$(basename "${src%.hip}")
  echo "== $name"
  build/bin/hipcc -O2 "$src" -o "build/examples/$name"
  "build/examples/$name" || status=1
done
exit $status

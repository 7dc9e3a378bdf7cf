#!/usr/bin/env bash
# Runs the `; RUN:` lines of a FileCheck test (a tiny subset of lit):
# %s is the test file, `opt` is openhip-barrier-opt, FileCheck is FileCheck.
# Usage: run-filecheck-test.sh TEST.ll OPT FILECHECK
set -euo pipefail
test_file=$1
opt=$2
filecheck=$3
mapfile -t runs < <(sed -n 's/^; RUN: //p' "$test_file")
if [[ ${#runs[@]} -eq 0 ]]; then
  echo "$test_file: no RUN line" >&2
  exit 1
fi
for run in "${runs[@]}"; do
  cmd=${run//%s/$test_file}
  cmd=$(sed -e "s#\\bopt\\b#$opt#g" -e "s#\\bFileCheck\\b#$filecheck#g" <<<"$cmd")
  echo "RUN: $cmd"
  bash -o pipefail -c "$cmd"
done

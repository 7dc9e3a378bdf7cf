#!/usr/bin/env bash
# Runs the RUN: lines of one FileCheck test, lit-style, without lit.
# usage: run-filecheck-test.sh <test.ll> <llvm-bin-dir> <OpenHipPasses.so> <scratch-dir>
# Substitutions: %s (the test), %t (a scratch path), %plugin (the plugin).
# Tools (opt, FileCheck, not, llc) resolve to <llvm-bin-dir> first.
set -u
test_file=$1
export PATH="$2:$PATH"
plugin=$3
scratch=$4
mkdir -p "$scratch"
tmp="$scratch/$(basename "$test_file")"

mapfile -t lines < <(sed -n 's/^[;#/ ]*RUN:[[:space:]]*//p' "$test_file")
if [ ${#lines[@]} -eq 0 ]; then
  echo "error: no RUN: lines in $test_file"
  exit 1
fi
command=""
for line in "${lines[@]}"; do
  if [[ "$line" == *\\ ]]; then
    command+="${line%\\} "
    continue
  fi
  command+="$line"
  command=${command//%plugin/$plugin}
  command=${command//%s/$test_file}
  command=${command//%t/$tmp}
  echo "RUN: $command"
  if ! bash -o pipefail -c "$command"; then
    echo "FAILED: $command"
    exit 1
  fi
  command=""
done

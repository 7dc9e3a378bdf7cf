#!/bin/sh
# Usage: cpu_targets.sh <hipcc> <hipconfig> <inputs dir> <examples dir> <work dir>
# One binary, several CPU targets (docs/cpu-targets.md): the runtime runs the
# best table the CPU has, OPENHIP_CPU_TARGET forces one, and code for a CPU
# this one is not never runs: a clear message and hipErrorNoBinaryForGpu.
set -e
hipcc=$1 hipconfig=$2 inputs=$3 examples=$4 work=$5
rm -rf "$work" && mkdir -p "$work" && cd "$work"
fail() { echo "FAIL: $*"; exit 1; }
levels="x86-64 x86-64-v2 x86-64-v3 x86-64-v4"

# The default binary: portable x86-64 plus the build machine's CPU.
"$hipcc" "$inputs/cpu_targets.hip" -o default
"$hipconfig" --list-targets default >list.txt || { cat list.txt; fail "list-targets of the default binary"; }
cat list.txt
grep -Eq "^    x86-64 +x86-64 +runs here" list.txt || fail "no portable x86-64 table"
[ "$(grep -c 'runs here' list.txt)" = 2 ] || fail "the default binary should hold 2 runnable tables"
grep -q "(chosen)" list.txt || fail "no table chosen"
./default || fail "default binary"
OPENHIP_CPU_TARGET=x86-64 ./default || fail "default binary forced to x86-64"

# Every psABI level in one binary; each one this CPU runs is forced in turn,
# for the test program and the examples (the main job's programs).
flags="--offload-arch=x86-64,x86-64-v2,x86-64-v3,x86-64-v4"
"$hipcc" $flags "$inputs/cpu_targets.hip" -o levels
for example in "$examples"/*.hip; do
  "$hipcc" $flags "$example" -o "$(basename "$example" .hip)"
done
"$hipconfig" --list-targets levels >levels.txt || true
cat levels.txt
runnable=0
for level in $levels; do
  line=$(grep -E "^    $level " levels.txt) || fail "$level missing from --list-targets"
  case "$line" in
    *"runs here"*)
      runnable=$((runnable + 1))
      for program in levels block_reduction matrix_multiply vector_add; do
        OPENHIP_CPU_TARGET=$level ./$program >run.txt 2>&1 || { cat run.txt; fail "$program forced to $level"; }
      done
      echo "ran the suite as $level" ;;
    *"cannot run here"*)
      if OPENHIP_CPU_TARGET=$level ./levels >run.txt 2>&1; then fail "forced $level ran on a CPU without it"; fi
      cat run.txt
      grep -q "OPENHIP_CPU_TARGET=$level: the $level code of .* needs" run.txt || fail "no explanation"
      grep -q "hipErrorNoBinaryForGpu" run.txt || fail "launch did not fail with hipErrorNoBinaryForGpu" ;;
    *) fail "unexpected line: $line" ;;
  esac
done
[ "$runnable" -ge 2 ] || fail "an x86-64 CPU runs at least x86-64 and x86-64-v2 code"

# A forced target the binary does not hold.
"$hipcc" --offload-arch=x86-64-v2 "$inputs/cpu_targets.hip" -o v2only
if OPENHIP_CPU_TARGET=x86-64 ./v2only >run.txt 2>&1; then fail "ran a target the binary lacks"; fi
cat run.txt
grep -q "OPENHIP_CPU_TARGET=x86-64: .* holds no code for it (it has x86-64-v2)" run.txt || fail "no explanation"

# Only a level this CPU lacks (where it lacks one): a clear message, not SIGILL.
"$hipcc" --offload-arch=x86-64-v4 "$inputs/cpu_targets.hip" -o v4only
if grep -Eq "^    x86-64-v4 .*cannot run here" levels.txt; then
  status=0
  ./v4only >run.txt 2>&1 || status=$?
  cat run.txt
  [ "$status" = 2 ] || fail "v4-only binary: exit status $status, expected 2 (the program's launch error)"
  grep -q "no kernel code of .* runs on this CPU" run.txt || fail "no explanation"
  grep -q "no kernel image is available" run.txt || fail "not hipErrorNoBinaryForGpu"
  "$hipconfig" --list-targets v4only >/dev/null && fail "--list-targets should exit 3"
else
  ./v4only || fail "v4-only binary on an AVX-512 CPU"
fi
echo PASS

#!/bin/sh
# The *_perf programs (docs/rccl.md, "Performance programs") on 2 virtual
# devices: every collective, the data types and operators (each row checks
# every rank's result: "#wrong" must be 0 and the exit status 0), bad options
# answered with a message and exit status 2; -G (graph launches) runs.
#   perf_programs.sh <bin dir> [mpiexec]
set -u
bin=$1
mpiexec=${2:-}
status=0
run() {
  out=$("$@" 2>&1)
  rc=$?
  if [ $rc -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^# Out of bounds values : 0 OK'; then
    printf '%s\n' "$out"
    echo "FAIL: $* (exit $rc)"
    status=1
  fi
}
export OPENHIP_CPU_DEVICES=2
small="-b 1K -e 64K -f 64 -n 1 -w 0"
run "$bin/all_reduce_perf" $small -g 2 -d all -o all
run "$bin/reduce_perf" $small -g 2 -d all -r 1
run "$bin/reduce_scatter_perf" $small -t 2 -o all
for program in all_gather broadcast alltoall sendrecv gather scatter; do
  run "$bin/${program}_perf" $small -g 2 -d all -r 1
done
# -G: the timed iterations captured into a graph, launched 3 times
run "$bin/all_reduce_perf" $small -g 2 -n 4 -G 3
run "$bin/sendrecv_perf" $small -g 2 -n 4 -G 3
# one row's figures: size, count, type, redop, root, then 4 out-of-place and 4 in-place columns
row=$("$bin/all_reduce_perf" -b 4K -e 4K -g 2 -n 2 | grep '^ ')
set -- $row
if [ $# -ne 13 ] || [ "$1" != 4096 ] || [ "$2" != 1024 ] || [ "$3" != float ] || [ "$4" != sum ] ||
   [ "$5" != -1 ] || [ "$9" != 0 ] || [ "${13}" != 0 ]; then
  echo "FAIL: unexpected row: $row"
  status=1
fi
for bad in "-d nosuchtype" "-o nosuchop" "-b 2M -e 1M" "-g 3" "-f 0.5" "-r 2" "-G -1"; do
  "$bin/broadcast_perf" $bad >/dev/null 2>&1
  rc=$?
  if [ $rc -ne 2 ]; then
    echo "FAIL: broadcast_perf $bad: exit $rc, expected 2"
    status=1
  fi
done
if [ -n "$mpiexec" ]; then
  run $mpiexec --oversubscribe -x OPENHIP_CPU_DEVICES=1 -np 2 "$bin/all_reduce_perf" $small -d all
  run $mpiexec --oversubscribe -x OPENHIP_CPU_DEVICES=1 -np 2 "$bin/all_reduce_perf" $small -n 4 -G 3
fi
[ $status -eq 0 ] && echo PASS
exit $status

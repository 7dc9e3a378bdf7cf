// Reduce and scan benchmark, OpenHIP form: thrust::reduce (2^k uint32 summed
// into a uint64) and thrust::inclusive_scan (uint32, in place) on
// device_vectors, compiled by our hipcc -O3. One warm-up, then one timed call
// per case; the scan's input is copied back in before each call, untimed.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>

#include "common.h"

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const std::vector<uint32_t> input = thrustbench::make_keys(n);
  const thrust::device_vector<uint32_t> pristine(input.begin(), input.end());
  thrust::device_vector<uint32_t> data(n);

  uint64_t sum = 0;
  auto reduce = [&] {
    return thrustbench::measure(
        [&] { sum = thrust::reduce(pristine.begin(), pristine.end(), uint64_t(0)); });
  };
  auto scan = [&] {
    data = pristine;
    return thrustbench::measure(
        [&] { thrust::inclusive_scan(data.begin(), data.end(), data.begin()); });
  };

  reduce();
  thrustbench::timing ms = reduce();
  thrustbench::print("openhip", "reduce", n, thrustbench::check_sum(input, sum), ms);
  scan();
  ms = scan();
  const thrust::host_vector<uint32_t> out = data;
  thrustbench::print("openhip", "inclusive_scan", n, thrustbench::check_scan(input, out.data()),
                     ms);
  return 0;
}

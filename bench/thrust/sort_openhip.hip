// Sort benchmark, OpenHIP form: thrust::sort and thrust::sort_by_key on
// device_vectors (OpenHIP's Thrust: the HIP system's radix sort), compiled by
// our hipcc -O3. One warm-up, then one timed sort per case; the input is
// copied back in before each sort, outside the timed region.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>

#include "common.h"

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const std::vector<uint32_t> input = thrustbench::make_keys(n);
  const thrust::device_vector<uint32_t> pristine(input.begin(), input.end());
  thrust::device_vector<uint32_t> keys(n), values(n);

  auto keys_only = [&] {
    keys = pristine;
    return thrustbench::measure([&] { thrust::sort(keys.begin(), keys.end()); });
  };
  auto pairs = [&] {
    keys = pristine;
    thrust::sequence(values.begin(), values.end());
    return thrustbench::measure(
        [&] { thrust::sort_by_key(keys.begin(), keys.end(), values.begin()); });
  };

  keys_only();
  thrustbench::timing ms = keys_only();
  thrust::host_vector<uint32_t> k = keys;
  thrustbench::print("openhip", "keys", n, thrustbench::check_sort(input, k.data(), nullptr, n),
                     ms);
  pairs();
  ms = pairs();
  k = keys;
  thrust::host_vector<uint32_t> v = values;
  thrustbench::print("openhip", "pairs", n, thrustbench::check_sort(input, k.data(), v.data(), n),
                     ms);
  return 0;
}

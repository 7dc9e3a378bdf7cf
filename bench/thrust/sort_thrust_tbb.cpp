// Sort benchmark, peer form: Thrust (Debian's libthrust-dev) on its own oneTBB
// system, g++ -O3 -march=native, no OpenHIP involved: thrust::sort and
// thrust::sort_by_key with thrust::tbb::par on host memory.
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/system/tbb/execution_policy.h>

#include "common.h"

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const std::vector<uint32_t> input = thrustbench::make_keys(n);
  std::vector<uint32_t> keys(n), values(n);

  auto keys_only = [&] {
    keys = input;
    return thrustbench::measure([&] { thrust::sort(thrust::tbb::par, keys.begin(), keys.end()); });
  };
  auto pairs = [&] {
    keys = input;
    thrust::sequence(thrust::tbb::par, values.begin(), values.end());
    return thrustbench::measure(
        [&] { thrust::sort_by_key(thrust::tbb::par, keys.begin(), keys.end(), values.begin()); });
  };

  keys_only();
  thrustbench::timing ms = keys_only();
  thrustbench::print("thrust_tbb", "keys", n,
                     thrustbench::check_sort(input, keys.data(), nullptr, n), ms);
  pairs();
  ms = pairs();
  thrustbench::print("thrust_tbb", "pairs", n,
                     thrustbench::check_sort(input, keys.data(), values.data(), n), ms);
  return 0;
}

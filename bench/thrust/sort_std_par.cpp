// Sort benchmark, reference form: std::sort with the parallel execution
// policy (libstdc++'s parallel algorithms on oneTBB), g++ -O3 -march=native.
// Pairs are sorted as an array of {key, value} structs by key, the layout a
// CPU program would use.
#include <algorithm>
#include <execution>

#include "common.h"

struct pair_kv {
  uint32_t key, value;
};

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const std::vector<uint32_t> input = thrustbench::make_keys(n);
  std::vector<uint32_t> keys(n);
  std::vector<pair_kv> pairs(n);

  auto keys_only = [&] {
    keys = input;
    return thrustbench::measure([&] { std::sort(std::execution::par, keys.begin(), keys.end()); });
  };
  auto sort_pairs = [&] {
    for (std::size_t i = 0; i < n; ++i)
      pairs[i] = pair_kv{input[i], uint32_t(i)};
    return thrustbench::measure([&] {
      std::sort(std::execution::par, pairs.begin(), pairs.end(),
                [](const pair_kv& a, const pair_kv& b) { return a.key < b.key; });
    });
  };

  keys_only();
  thrustbench::timing ms = keys_only();
  thrustbench::print("std_par_tbb", "keys", n,
                     thrustbench::check_sort(input, keys.data(), nullptr, n), ms);
  sort_pairs();
  ms = sort_pairs();
  std::vector<uint32_t> k(n), v(n);
  for (std::size_t i = 0; i < n; ++i)
    k[i] = pairs[i].key, v[i] = pairs[i].value;
  thrustbench::print("std_par_tbb", "pairs", n,
                     thrustbench::check_sort(input, k.data(), v.data(), n), ms);
  return 0;
}

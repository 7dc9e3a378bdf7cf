// Set operations benchmark, reference form: std::set_union and
// std::set_intersection with the parallel execution policy (libstdc++'s
// parallel algorithms on oneTBB), g++ -O3 -march=native.
#include <algorithm>
#include <execution>

#include "common.h"

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const thrustbench::set_inputs in(n);
  std::vector<uint32_t> out(2 * n);

  std::size_t length = 0;
  auto set_union = [&] {
    return thrustbench::measure([&] {
      length = std::set_union(std::execution::par, in.a.begin(), in.a.end(), in.b.begin(),
                              in.b.end(), out.begin()) - out.begin();
    });
  };
  auto set_intersection = [&] {
    return thrustbench::measure([&] {
      length = std::set_intersection(std::execution::par, in.a.begin(), in.a.end(), in.b.begin(),
                                     in.b.end(), out.begin()) - out.begin();
    });
  };

  set_union();
  thrustbench::timing ms = set_union();
  thrustbench::print("std_par_tbb", "union", n, in.check_union(out.data(), length), ms);
  set_intersection();
  ms = set_intersection();
  thrustbench::print("std_par_tbb", "intersection", n, in.check_intersection(out.data(), length),
                     ms);
  return 0;
}

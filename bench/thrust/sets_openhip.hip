// Set operations benchmark, OpenHIP form: thrust::set_union and
// thrust::set_intersection of two sorted ranges of 2^k uint32 (with
// duplicates) on device_vectors, compiled by our hipcc -O3. One warm-up, then
// one timed call per case.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/set_operations.h>

#include "common.h"

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const thrustbench::set_inputs in(n);
  const thrust::device_vector<uint32_t> a(in.a.begin(), in.a.end()), b(in.b.begin(), in.b.end());
  thrust::device_vector<uint32_t> out(2 * n);

  std::size_t length = 0;
  auto set_union = [&] {
    return thrustbench::measure([&] {
      length = thrust::set_union(a.begin(), a.end(), b.begin(), b.end(), out.begin()) - out.begin();
    });
  };
  auto set_intersection = [&] {
    return thrustbench::measure([&] {
      length = thrust::set_intersection(a.begin(), a.end(), b.begin(), b.end(), out.begin()) -
               out.begin();
    });
  };

  set_union();
  thrustbench::timing ms = set_union();
  thrust::host_vector<uint32_t> got(out.begin(), out.begin() + length);
  thrustbench::print("openhip", "union", n, in.check_union(got.data(), length), ms);
  set_intersection();
  ms = set_intersection();
  got.assign(out.begin(), out.begin() + length);
  thrustbench::print("openhip", "intersection", n, in.check_intersection(got.data(), length), ms);
  return 0;
}

// Reduce and scan benchmark, reference form: the loops a CPU programmer would
// write by hand with OpenMP (g++ -O3 -march=native -fopenmp), on the same
// data as scan_openhip.hip: a parallel SIMD reduction into a uint64, and a
// two-pass inclusive scan in place (each thread sums its block, one thread
// turns the block sums into carries, each thread scans its block from its carry).
#include <omp.h>

#include "common.h"

static uint64_t reduce_omp(const uint32_t* a, std::size_t n) {
  uint64_t sum = 0;
#pragma omp parallel for simd reduction(+ : sum)
  for (std::size_t i = 0; i < n; ++i)
    sum += a[i];
  return sum;
}

static void inclusive_scan_omp(uint32_t* a, std::size_t n) {
  std::vector<uint32_t> carries(omp_get_max_threads() + 1, 0);
#pragma omp parallel
  {
    const std::size_t t = omp_get_thread_num(), threads = omp_get_num_threads();
    const std::size_t begin = n * t / threads, end = n * (t + 1) / threads;
    uint32_t block = 0;
#pragma omp simd reduction(+ : block)
    for (std::size_t i = begin; i < end; ++i)
      block += a[i];
    carries[t + 1] = block;
#pragma omp barrier
#pragma omp single
    for (std::size_t i = 1; i <= threads; ++i)
      carries[i] += carries[i - 1];
    uint32_t running = carries[t];
    for (std::size_t i = begin; i < end; ++i)
      a[i] = running += a[i];
  }
}

int main(int argc, char** argv) {
  const std::size_t n = thrustbench::size_from_args(argc, argv);
  const std::vector<uint32_t> input = thrustbench::make_keys(n);
  std::vector<uint32_t> data(n);

  uint64_t sum = 0;
  auto reduce = [&] { return thrustbench::measure([&] { sum = reduce_omp(input.data(), n); }); };
  auto scan = [&] {
    data = input;
    return thrustbench::measure([&] { inclusive_scan_omp(data.data(), n); });
  };

  reduce();
  thrustbench::timing ms = reduce();
  thrustbench::print("openmp", "reduce", n, thrustbench::check_sum(input, sum), ms);
  scan();
  ms = scan();
  thrustbench::print("openmp", "inclusive_scan", n, thrustbench::check_scan(input, data.data()),
                     ms);
  return 0;
}

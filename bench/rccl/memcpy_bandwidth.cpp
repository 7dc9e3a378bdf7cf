// The machine's copy bandwidth, the reference the in-process collectives are
// measured against (bench/README.md, "RCCL"): every core copies its share of a
// large buffer with memcpy; GB/s = bytes copied per second (each byte is read
// once and written once). Prints "MEMCPY,<bytes>,<GB/s>" (best of the runs).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
  const size_t bytes = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : size_t(256) << 20;
  const int reps = argc > 2 ? std::atoi(argv[2]) : 10;
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<char> src(bytes), dst(bytes);
  std::memset(src.data(), 1, bytes); // touch every page before timing
  std::memset(dst.data(), 2, bytes);
  double best = 0;
  for (int r = 0; r < reps; ++r) {
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < threads; ++t)
      workers.emplace_back([&, t] {
        const size_t begin = bytes * t / threads, end = bytes * (t + 1) / threads;
        std::memcpy(dst.data() + begin, src.data() + begin, end - begin);
      });
    for (std::thread& w : workers) w.join();
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
    best = std::max(best, double(bytes) / seconds.count() / 1e9);
  }
  if (std::memcmp(src.data(), dst.data(), bytes) != 0) {
    std::fprintf(stderr, "memcpy_bandwidth: copy mismatch\n");
    return 1;
  }
  std::printf("MEMCPY,%zu,%.3f\n", bytes, best);
  return 0;
}

// libFuzzer entry point for the tuning-table parser (built with clang -fsanitize=fuzzer).
#include "blas_tuning.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const openhip_blas::tuning::CpuIdentity cpu{"AMD EPYC", {"avx2", "fma"}};
  std::string text(reinterpret_cast<const char*>(data), size);
  openhip_blas::tuning::Table t = openhip_blas::tuning::parseTable(text, "fuzz.txt", cpu);
  // Every accepted entry must be internally consistent.
  for (const auto& e : t.entries)
    if (e.m.lo > e.m.hi || e.n.lo > e.n.hi || e.k.lo > e.k.hi || e.batch.lo > e.batch.hi) __builtin_trap();
  return 0;
}

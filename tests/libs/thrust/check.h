// Checks for the Thrust tests: CHECK(cond) prints the failing line, report()
// prints PASS or FAIL and gives the exit status.
#pragma once

#include <cstdio>
#include <vector>

static int thrust_test_failures = 0;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      ++thrust_test_failures;                                                                      \
      std::printf("check failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);                        \
    }                                                                                              \
  } while (0)

#define CHECK_HIP(call) CHECK((call) == hipSuccess)

static inline int report(const char* name) {
  std::printf("%s %s\n", thrust_test_failures ? "FAIL" : "PASS", name);
  return thrust_test_failures ? 1 : 0;
}

// Sizes every algorithm is tried on: empty, one item, a few, and sizes that
// span several tiles without being multiples of any tile size.
static const std::vector<int> test_sizes = {0, 1, 7, 1000, 100003, (1 << 18) + 5};

// A deterministic pseudo-random sequence (no dependence on the C library's rand).
static inline unsigned hash_index(unsigned i) {
  i ^= i >> 16;
  i *= 0x7feb352dU;
  i ^= i >> 15;
  i *= 0x846ca68bU;
  i ^= i >> 16;
  return i;
}

// Key search in OpenMP: the keys in parallel and in SIMD lanes, the hit
// kept as a max-reduction of its index (a vectorizable form of the HIP
// kernel's store to a fixed address; any hit is a correct answer). The
// length padding is computed once, outside the loop, as one would for a
// CPU: with keysearch_hash's switch inside, GCC leaves the loop scalar.
#include "keysearch_hash.h"

extern "C" void keysearch_omp(int* found, unsigned* found_hash, int count, unsigned length, unsigned salt,
                              unsigned target) {
  const unsigned pad = length < 4 ? 0x80u << (8 * length) : 0u;  // keysearch_hash's switch
  int hit = -1;
#pragma omp parallel for simd schedule(static) reduction(max : hit)
  for (int i = 0; i < count; ++i)
    if (keysearch_rounds(static_cast<unsigned>(i) | pad, salt) == target) hit = hit > i ? hit : i;
  *found = hit;
  *found_hash = hit >= 0 ? keysearch_hash(static_cast<unsigned>(hit), length, salt) : 0;
}

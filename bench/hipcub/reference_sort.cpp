// std::sort with the parallel execution policy (libstdc++ runs it on oneTBB).
#include <algorithm>
#include <execution>

#include "reference.h"

namespace reference {

void par_sort_keys(std::uint32_t* keys, std::size_t n) { std::sort(std::execution::par, keys, keys + n); }

void par_sort_pairs(KeyValue* pairs, std::size_t n) {
  std::sort(std::execution::par, pairs, pairs + n,
            [](const KeyValue& a, const KeyValue& b) { return a.key < b.key; });
}

}  // namespace reference

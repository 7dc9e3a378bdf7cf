// Calls whose HIP 5.2 counterpart differs in arity from CUDA's:
//   cudaGraphInstantiate(exec, graph[, flags])  (CUDA 12's form)
//       -> hipGraphInstantiateWithFlags(exec, graph, flags or 0)
//       (CUDA 11's five-argument form maps onto hipGraphInstantiate);
//   cudaMalloc3DArray(array, desc, extent)  (CUDA's default flags)
//       -> hipMalloc3DArray(array, desc, extent, 0).
#pragma once

#include "SourceEdits.h"

#include <string_view>

namespace hipify {

// Adjusts the edits already made for those identifiers (renames) and adds the
// missing arguments. Returns the number of calls rewritten.
std::size_t rewriteCallArities(std::string_view source, const std::vector<LexedToken> &tokens,
                               std::vector<Edit> &edits);

}  // namespace hipify

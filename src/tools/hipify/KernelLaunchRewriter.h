// --hip-kernel-execution-syntax: k<<<g, b, s, st>>>(args) becomes
// hipLaunchKernelGGL(k, dim3(g), dim3(b), s, st, args).
#pragma once

#include "SourceEdits.h"

#include <string>

namespace hipify {

// Appends the edits for every launch found in tokens (comments and
// whitespace excluded); returns the number of launches rewritten. The offsets
// of the <<< of launches it cannot rewrite go to `unconverted`.
std::size_t rewriteKernelLaunches(const std::string &source, const std::vector<LexedToken> &tokens,
                                  std::vector<Edit> &edits,
                                  std::vector<std::size_t> &unconverted);

}  // namespace hipify

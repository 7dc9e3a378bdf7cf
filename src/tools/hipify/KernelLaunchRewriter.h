// --hip-kernel-execution-syntax: k<<<g, b, s, st>>>(args) becomes
// hipLaunchKernelGGL(k, dim3(g), dim3(b), s, st, args).
#pragma once

#include "SourceEdits.h"

namespace hipify {

// Appends the edits for every launch found in tokens (comments and
// whitespace excluded); returns the number of launches rewritten.
std::size_t rewriteKernelLaunches(const std::vector<LexedToken> &tokens, std::vector<Edit> &edits);

}  // namespace hipify

// Finds CUDA code that assumes 32-lane warps. hipify's output is a .hip file,
// which hipcc (like AMD's compilers on CDNA GPUs) compiles with 64-lane
// wavefronts, so such code silently computes something else. Token patterns,
// no AST: full-warp masks (0xffffffff, ~0u) given to warp functions, lane and
// warp indices taken with / 32, % 32, & 31, & 0x1f, >> 5, warp-size constants
// of 32, and ballots kept in 32-bit integers or counted with __popc/__ffs.
#pragma once

#include "SourceEdits.h"

#include <string>
#include <vector>

namespace hipify {

struct WarpSizeFinding {
  std::size_t offset;   // where to point the diagnostic
  std::string message;  // what assumes 32 lanes
};

// What to do about it, appended to each finding's message.
extern const char *const kWarpSizeAdvice;

std::vector<WarpSizeFinding> findWarpSizeAssumptions(const std::string &source,
                                                     const std::vector<LexedToken> &tokens);

}  // namespace hipify

// Rewrites that depend on a variable's CUDA type. A token-based tool cannot
// see types, so it follows the variables declared with the CUDA type's name.
//
// CUDA struct members HIP names differently:
// for `cudaPointerAttributes a;` (also `*a`, `&a`, parameters) it rewrites
//   a.type / a->type                    -> a.memoryType / a->memoryType
//   a.type == cudaMemoryTypeManaged      -> a.isManaged   (!= gives !a.isManaged)
// because HIP 5.2's hipPointerAttribute_t calls the member memoryType and
// hipMemoryType has no managed value (isManaged says it instead).
#pragma once

#include "SourceEdits.h"

#include <set>
#include <string_view>

namespace hipify {

// Appends the edits; adds to consumed the offsets of CUDA identifier tokens
// the rewrite replaced (so they are neither renamed nor reported). Returns
// the number of member accesses rewritten.
std::size_t rewriteStructMembers(std::string_view source, const std::vector<LexedToken> &tokens,
                                 std::vector<Edit> &edits, std::set<std::size_t> &consumed);

// CUdeviceptr is an integer in CUDA and hipDeviceptr_t a void pointer in HIP:
// for `CUdeviceptr p;`, the operands of `p + n` and `p - n` become `(char *)p`
// (byte offsets, as in CUDA; the char * converts back to hipDeviceptr_t).
// Returns the number of operands rewritten.
std::size_t rewriteDevicePointerArithmetic(std::string_view source,
                                           const std::vector<LexedToken> &tokens,
                                           std::vector<Edit> &edits);

}  // namespace hipify

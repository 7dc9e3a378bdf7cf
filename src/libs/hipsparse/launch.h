// Running the library's work on a handle's stream.
//
// Every routine becomes one kernel launch of `blocks` single-work-item
// blocks on the handle's stream, so it is ordered with the user's kernels
// and copies, runs asynchronously to the host and is captured into graphs
// like any other launch. Each block calls a plain C++ function (compiled by
// the host compiler, vectorized, with the routine's parameters by value) for
// its share of the work; the runtime's worker pool runs the blocks in
// parallel. See docs/hipsparse.md ("Execution").
#ifndef OPENHIP_HIPSPARSE_LAUNCH_H
#define OPENHIP_HIPSPARSE_LAUNCH_H

#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace openhip::sparse {

/// The work of one block: `params` are the routine's parameters, `block` in
/// [0, blocks).
using BlockFunction = void (*)(const void* params, uint32_t block, uint32_t blocks);

/// Largest parameter struct a launch carries (the kernel argument stays
/// within the runtime's inline argument storage, so a launch allocates
/// nothing).
constexpr size_t kMaxTaskParams = 240;

/// Launches `blocks` blocks running `run(params, block, blocks)` on `stream`
/// (defined in launch.hip, compiled by hipcc). `params` is copied.
hipError_t launchBlocks(hipStream_t stream, uint32_t blocks, BlockFunction run, const void* params,
                        size_t size);

template <class Params, void (*Body)(const Params&, uint32_t, uint32_t)>
void invokeBody(const void* params, uint32_t block, uint32_t blocks) {
  Body(*static_cast<const Params*>(params), block, blocks);
}

/// Enqueues Body(params, block, blocks) for every block on `stream`.
template <class Params, void (*Body)(const Params&, uint32_t, uint32_t)>
hipError_t enqueue(hipStream_t stream, uint32_t blocks, const Params& params) {
  static_assert(std::is_trivially_copyable_v<Params>, "parameters travel by value");
  static_assert(sizeof(Params) <= kMaxTaskParams, "parameters too large for a launch");
  static_assert(alignof(Params) <= 16, "parameters over-aligned");
  return launchBlocks(stream, blocks == 0 ? 1 : blocks, &invokeBody<Params, Body>, &params,
                      sizeof(Params));
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_LAUNCH_H

// Runs a cooperative launch (hipLaunchCooperativeKernel and the multi-device
// variant): grid_group::sync() needs every block of the grid to be running at
// once, which the worker pool cannot promise (a worker runs its blocks one
// after another). So each block gets its own thread: the submitting thread
// runs block 0 and threads from a process-wide cache run the others. While a
// block runs, a thread-local pointer makes its grid's barrier reachable from
// device code (__openhip_grid_sync, see include/openhip/cooperative_groups/).
#pragma once

#include <cstdint>

#include <memory>
#include <vector>

#include "grid_barrier.h"
#include "kernel_executor.h"

namespace openhip::cpu {

/// A grid's place in a multi-device cooperative launch (multi_grid_group).
struct MultiGridInfo {
  GridBarrier* barrier = nullptr;  ///< one participant per block of every grid
  uint32_t grid_rank = 0;          ///< index of this grid in the launch
  uint32_t num_grids = 1;
  uint64_t thread_offset = 0;  ///< threads of the grids before this one
  uint64_t total_threads = 0;  ///< threads of all grids
};

/// The state the grids of one multi-device cooperative launch share
/// (KernelLaunch::multi_grid; grid i reads grids[i]).
struct MultiGridGroup {
  std::unique_ptr<GridBarrier> barrier;
  std::vector<MultiGridInfo> grids;
};

/// A group for `grids` (one barrier participant per block of every grid).
std::shared_ptr<const void> createMultiGridGroup(const std::vector<const KernelLaunch*>& grids);

/// Executes every block of `launch` concurrently, one thread per block;
/// returns when all have finished. A device fault in a block stops it and
/// every block that waits at (or later reaches) a grid barrier; the fault is
/// returned (0 if none) with its details in `state`, as executeKernel does.
/// When a block gets no thread (a thread limit), the launch fails with
/// hipErrorLaunchOutOfResources.
int executeCooperativeKernel(const KernelLaunch& launch, LaunchFaultState& state);

/// Whether a grid barrier of `participants` threads should spin before
/// sleeping (only when every participant can have a core).
bool gridBarrierShouldSpin(uint64_t participants);

}  // namespace openhip::cpu

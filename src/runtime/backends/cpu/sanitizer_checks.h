// The kernel sanitizer's checks on the CPU backend (docs/sanitizer.md): the
// device entry points instrumented kernels call before each access and
// barrier (__openhip_sanitizer_access/_barrier, include/openhip/abi.h) and
// the per-thread record of the block being run that racecheck and
// synccheck need. core/sanitizer.h holds what the whole process shares.
#pragma once

#include "kernel.h"
#include "openhip/abi.h"

namespace openhip::cpu::sanitizer {

/// Before each block of an instrumented kernel (OPENHIP_KERNEL_SANITIZED).
void beginBlock(const OpenHipLaunchCtx& ctx, const KernelLaunch& launch);

/// A kernel table registers: if it holds instrumented kernels, the sanitizer
/// wakes up and learns where its __device__ variables are.
void noteTable(const OpenHipCpuTable& table);

}  // namespace openhip::cpu::sanitizer

// Device faults: a kernel's assert(), __trap() or abort() stops its block
// (cpu::abandonBlock) and leaves a sticky error on the device that ran it,
// as a GPU fault does: hipErrorAssert for assert, hipErrorLaunchFailure for
// a trap. The device entry points live in device_assert.cpp.
#pragma once

namespace openhip {

/// Raises `error` (a hipError_t value) as the sticky error of the device
/// whose stream operation the calling thread is executing; of every device
/// if the thread runs none (the fault must not get lost).
void raiseDeviceFault(int error);

}  // namespace openhip

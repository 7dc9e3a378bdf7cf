// printf in device code. Declaring printf for the device is all that is
// needed: clang's CUDA mode compiles a device call to printf into
// vprintf(format, packed arguments), and hipcc's device lowering turns that
// into a call to libopenhip's formatter (src/runtime/device_printf.cpp),
// which prints each call with one write to stdout and returns the number of
// characters printed. Output appears while the kernel runs, in order with
// the host's own printf output (a GPU prints at the next synchronization).
#ifndef OPENHIP_DEVICE_PRINTF_H
#define OPENHIP_DEVICE_PRINTF_H

#include <hip/hip_common.h>

extern "C" __device__ int printf(const char* format, ...);

#endif  // OPENHIP_DEVICE_PRINTF_H

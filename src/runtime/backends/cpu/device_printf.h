// Device printf. clang's CUDA mode turns printf(fmt, ...) in device code into
// vprintf(fmt, buffer), the arguments packed in one buffer by the NVPTX rules:
// each argument after default promotion (char/short -> int, float -> double),
// aligned to its own size, pointers (%s, %p) 8 bytes. The device lowering
// renames that call to __openhip_device_printf, which formats the buffer
// here and writes the result with one fwrite to stdout.
#pragma once

#include <string>

namespace openhip {

/// Formats `format` with the packed `arguments` as printf would; every
/// conversion of C99 printf (%n is consumed and ignored, as on GPUs).
std::string formatDevicePrintf(const char* format, const void* arguments);

}  // namespace openhip

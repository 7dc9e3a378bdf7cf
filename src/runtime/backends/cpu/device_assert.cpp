// assert(), __trap() and abort() in device code. hipcc's headers turn a
// failing assert into __openhip_device_assert_fail (with the block and thread
// ids); the device lowering turns __trap()/__builtin_trap()/abort() into
// __openhip_device_trap (with the thread ids). Both print one line to stderr
// in CUDA's format and abandon the block; the launch then fails with a
// sticky error (kernel_executor.h).
#include <cstdio>
#include <cstdlib>
#include <cxxabi.h>
#include <memory>
#include <string>

#include "hip_types.h"
#include "kernel_executor.h"

namespace openhip {
namespace {

/// The demangled name of the kernel the calling thread runs ("" outside one).
std::string currentKernelName() {
  const char* mangled = nullptr;
  cpu::currentBlock(&mangled);
  if (!mangled) return "";
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> demangled(
      abi::__cxa_demangle(mangled, nullptr, nullptr, &status), std::free);
  return status == 0 && demangled ? demangled.get() : mangled;
}

/// One write, so that lines of concurrent faults do not mix.
void printFaultLine(const std::string& line) {
  std::fflush(stdout);  // device printf output before the fault stays before it
  std::fwrite(line.data(), 1, line.size(), stderr);
  std::fflush(stderr);
}

/// file:line: function: block: [x,y,z], thread: [x,y,z] Assertion `e` failed.
void reportAssertion(const char* expression, const char* file, unsigned line, const char* function,
                     unsigned bx, unsigned by, unsigned bz, unsigned tx, unsigned ty, unsigned tz) {
  char ids[160];
  std::snprintf(ids, sizeof(ids), "block: [%u,%u,%u], thread: [%u,%u,%u]", bx, by, bz, tx, ty, tz);
  printFaultLine(std::string(file ? file : "?") + ":" + std::to_string(line) + ": " +
                 (function ? function : "?") + ": " + ids + " Assertion `" +
                 (expression ? expression : "?") + "` failed.\n");
}

void reportTrap(unsigned tx, unsigned ty, unsigned tz) {
  const OpenHipLaunchCtx* ctx = cpu::currentBlock(nullptr);
  char ids[160];
  std::snprintf(ids, sizeof(ids), "block: [%u,%u,%u], thread: [%u,%u,%u]", ctx ? ctx->block_idx[0] : 0,
                ctx ? ctx->block_idx[1] : 0, ctx ? ctx->block_idx[2] : 0, tx, ty, tz);
  printFaultLine("openhip: kernel '" + currentKernelName() + "': " + ids +
                 ": trap (__trap() or abort() in device code)\n");
}

}  // namespace

}  // namespace openhip

extern "C" {

__attribute__((visibility("default"))) void __openhip_device_assert_fail(
    const char* expression, const char* file, unsigned line, const char* function, unsigned block_x,
    unsigned block_y, unsigned block_z, unsigned thread_x, unsigned thread_y, unsigned thread_z) {
  openhip::reportAssertion(expression, file, line, function, block_x, block_y, block_z, thread_x,
                           thread_y, thread_z);
  // Kept by the device as hipErrorLaunchFailure marked as an assert (Device::raiseStickyError).
  openhip::cpu::abandonBlock(hipErrorAssert);  // strings are gone: longjmp skips destructors
}

__attribute__((visibility("default"))) void __openhip_device_trap(unsigned thread_x, unsigned thread_y,
                                                                  unsigned thread_z) {
  openhip::reportTrap(thread_x, thread_y, thread_z);
  openhip::cpu::abandonBlock(hipErrorLaunchFailure);
}

}  // extern "C"

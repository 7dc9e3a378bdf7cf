#include "fault_report.h"

#include <cxxabi.h>
#include <csignal>
#include <dlfcn.h>
#include <pthread.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "address_description.h"
#include "hip_types.h"
#include "host_memory.h"

namespace openhip::cpu {
namespace {

std::string hex(const void* p) {
  char text[32];
  std::snprintf(text, sizeof text, "%p", p);
  return text;
}

/// "app+0x1a2b" for the faulting instruction: `addr2line -e app 0x1a2b`
/// names the source line when the program has debug information.
std::string codeLocation(const void* pc) {
  Dl_info info{};
  if (!pc || !dladdr(pc, &info) || !info.dli_fname) return hex(pc);
  const char* file = info.dli_fname;
  char offset[32];
  std::snprintf(offset, sizeof offset, "0x%zx",
                static_cast<size_t>(static_cast<const char*>(pc) - static_cast<const char*>(info.dli_fbase)));
  return std::string(file) + "+" + offset;
}

std::string accessText(const FaultRecord& record) {
  switch (record.access) {
    case 1: return "read at " + hex(record.address);
    case 2: return "write at " + hex(record.address);
    default: return "access to " + hex(record.address);
  }
}

size_t stackBytes() {
  pthread_attr_t attributes;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
    pthread_attr_getstacksize(&attributes, &size);
    pthread_attr_destroy(&attributes);
  }
  return size;
}

/// One write, so that the lines of concurrent reports do not mix.
void print(const std::string& text) {
  std::fflush(stdout);  // device printf output before the fault stays before it
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

const char* errorName(int error) {
  return error == hipErrorLaunchFailure ? "hipErrorLaunchFailure" : "hipErrorIllegalAddress";
}

/// The lines about the address and the instruction, shared by every report.
std::string details(const FaultRecord& record, int error) {
  std::string text;
  if (record.signal == SIGSEGV || record.signal == SIGBUS) {
    if (record.stack_overflow) {
      text += "openhip:   the work-items ran out of stack (" + std::to_string(stackBytes() >> 10) +
              " KiB per worker thread): recursion too deep?\n";
    } else if (record.code == SI_KERNEL) {
      // A general protection fault: the CPU gives no address for these.
      text += "openhip:   the address lies outside the address space (non-canonical; the processor "
              "does not say which): a wild pointer or index\n";
    } else {
      text += "openhip:   " + hex(record.address) + " is " + describeAddress(record.address) + "\n";
    }
  }
  text += "openhip:   at " + codeLocation(record.pc) + "; " + errorName(error) +
          " is sticky until hipDeviceReset\n";
  return text;
}

/// The signal handler takes a fault in the 1 MiB below a worker's stack
/// for an overflow; a device allocation mapped there says otherwise when the
/// address is in it, in its freed range or in the guard page after it (at
/// most two pages past the end for allocations not ending on a page).
FaultRecord allocationsFirst(FaultRecord record) {
  if (!record.stack_overflow) return record;
  using Relation = AddressLocation::Relation;
  const AddressLocation at = locateAddress(record.address);
  if (at.relation == Relation::Inside || at.relation == Relation::Freed ||
      (at.relation == Relation::After && at.distance < 2 * pageSize()))
    record.stack_overflow = false;
  return record;
}

}  // namespace

std::string demangledName(const char* mangled) {
  if (!mangled) return "?";
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> demangled(abi::__cxa_demangle(mangled, nullptr, nullptr, &status),
                                                   std::free);
  return status == 0 && demangled ? demangled.get() : mangled;
}

void reportKernelFault(int device, const KernelLaunch& launch, const LaunchFault& fault) {
  const FaultRecord record = allocationsFirst(fault.record);
  if (record.signal == 0) return;  // assert and trap printed their own line
  char block[64];
  std::snprintf(block, sizeof block, "block [%u,%u,%u]", fault.block[0], fault.block[1], fault.block[2]);
  std::string text = std::string("openhip: ") + faultKind(record) + " in kernel '" +
                     demangledName(launch.kernel->name) + "' on device " + std::to_string(device) +
                     ", " + block;
  if ((record.signal == SIGSEGV || record.signal == SIGBUS) && !record.stack_overflow &&
      record.code != SI_KERNEL)
    text += ": " + accessText(record);
  text += "\n" + details(record, fault.error);
  // The usual cause of a fault near null in such a kernel: its shared arena is empty.
  if (launch.dynamic_shared == 0 && launch.kernel->static_shared_bytes == 0 &&
      (entryOf(launch).flags & OPENHIP_KERNEL_USES_DYNAMIC_SHARED) && !record.stack_overflow)
    text += "openhip:   note: the kernel uses extern __shared__ memory and the launch gave it 0 bytes\n";
  print(text);
}

void reportCopyFault(int device, const CopyRegion& copy, const FaultRecord& record) {
  const auto* p = static_cast<const char*>(record.address);
  const size_t src_extent = (copy.depth - 1) * copy.src_slice + (copy.height - 1) * copy.src_pitch + copy.width;
  const bool source = p >= copy.src && p < copy.src + src_extent;
  print(std::string("openhip: ") + faultKind(record) + " in a copy on device " + std::to_string(device) +
        ": " + accessText(record) + " (the copy's " + (source ? "source" : "destination") + ", " +
        hex(source ? static_cast<const void*>(copy.src) : copy.dst) + ")\n" +
        details(record, hipErrorIllegalAddress));
}

void reportFillFault(int device, const FillRegion& fill, const FaultRecord& record) {
  print(std::string("openhip: ") + faultKind(record) + " in a memset on device " + std::to_string(device) +
        ": " + accessText(record) + " (destination " + hex(fill.dst) + ")\n" +
        details(record, hipErrorIllegalAddress));
}

}  // namespace openhip::cpu

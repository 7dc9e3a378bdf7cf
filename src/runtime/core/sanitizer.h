// The kernel sanitizer's process-wide state (hipcc -fsanitize=memcheck,
// racecheck, synccheck, initcheck; docs/sanitizer.md): reports and their
// count (the ERROR SUMMARY at exit), memory that instrumented kernels may use
// although the allocation registry does not hold it (device-heap blocks,
// __device__ variables), and initcheck's record of which bytes of device
// allocations were written. Dormant until a table of instrumented kernels
// registers; the backend's device entry points do the per-access checks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "allocation_registry.h"

namespace openhip::sanitizer {

/// True once instrumented kernels are registered (one relaxed load).
bool active();
/// Called when a table with instrumented kernels registers.
void activate();
/// OPENHIP_SANITIZER_CONTINUE=1: after a memcheck error the kernel goes on
/// (the bad access uses scratch memory) instead of failing.
bool continueAfterErrors();

/// Prints one report ("========= " before each line, as compute-sanitizer)
/// and counts it, unless a report with the same `key` was printed before.
/// Returns true if printed.
bool report(const std::string& key, const std::string& text);
/// Reports printed so far.
uint64_t errorCount();

/// Memory valid for kernels that the allocation registry does not record.
void addRange(const void* base, size_t size);
void removeRange(const void* base);
bool inRange(const void* p, size_t bytes);

/// initcheck. A device allocation is tracked from the first time the
/// sanitizer sees it; bytes are "written" once a kernel, copy or fill wrote
/// them. Work the sanitizer cannot see into (uninstrumented kernels, host
/// functions, library work) marks every tracked byte written: no false
/// reports, at the price of missing reads after such work.
void noteWritten(const void* p, size_t bytes);
/// One bit per byte of a device allocation. A shadow stays valid (never
/// freed) once handed out, so a thread may cache the pointer.
struct Shadow;
Shadow* shadowOf(const Allocation& allocation);
/// True if a byte of [offset, offset+bytes) was never written; then `*first`
/// is the offset of the first such byte.
bool readsUnwritten(const Shadow& shadow, uint64_t offset, size_t bytes, uint64_t* first);
void markWritten(Shadow& shadow, uint64_t offset, size_t bytes);
void markEverythingWritten();

/// Host-side checks: a copy or fill range the runtime refuses (outside or
/// past an allocation, freed memory) is reported with the API function and
/// the program's call site. On when instrumented kernels are registered, or
/// with OPENHIP_SANITIZER_HOST=1 in any program; OPENHIP_SANITIZER_HOST=0 turns
/// them off.
bool hostChecks();
void reportHostRange(const void* p, size_t bytes);

/// The program's call into the runtime: "binary+0x1234" of the first frame
/// outside libopenhip, and (if `api`) the runtime function it called.
std::string callerOutsideRuntime(std::string* api = nullptr);

}  // namespace openhip::sanitizer

// The report a contained device fault prints on stderr (docs/faults.md,
// "Report"): what happened, in which kernel, block (and work-item when
// known) or copy, the address and the allocation it falls in or near, and
// where the faulting instruction is.
#pragma once

#include <string>

#include "backend.h"
#include "kernel_executor.h"

namespace openhip::cpu {

/// A kernel's fault (not for assert and trap, which print their own line).
void reportKernelFault(int device, const KernelLaunch& launch, const LaunchFault& fault);

/// A fault of a copy or fill; `region_begin`/`region_bytes` describe the
/// operation's destination and (for copies) source extents, to say which
/// side faulted.
void reportCopyFault(int device, const CopyRegion& copy, const FaultRecord& record);
void reportFillFault(int device, const FillRegion& fill, const FaultRecord& record);

/// The demangled form of a kernel's name (the name itself if it is not mangled).
std::string demangledName(const char* mangled);

}  // namespace openhip::cpu

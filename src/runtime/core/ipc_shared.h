// Interprocess sharing of shareable memory (a file, Backend::createShareable):
// a handle names a file descriptor of the
// exporting process (pid, fd) plus the file's inode, so that the importing
// process can open it as /proc/<pid>/fd/<fd> (same user; Yama's ptrace scope
// does not restrict this read-mode access) and check it opened the same file.
// Used by hipIpcGetMemHandle (ipc_api.cpp) and interprocess events (ipc_event.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime.h"

namespace openhip {

/// What a 64-byte hipIpcMemHandle_t / hipIpcEventHandle_t carries.
struct IpcWireHandle {
  char magic[8];
  int32_t pid;
  int32_t fd;
  uint64_t inode;
  uint64_t size;  ///< bytes shared (mapping length before page rounding)
  int32_t device;
  uint32_t reserved;
};
static_assert(sizeof(IpcWireHandle) <= 64, "must fit HIP's 64-byte IPC handles");

constexpr char kIpcMemMagic[8] = {'O', 'H', 'I', 'P', 'M', 'E', 'M', '1'};
constexpr char kIpcEventMagic[8] = {'O', 'H', 'I', 'P', 'E', 'V', 'T', '1'};

/// Fills `wire` for `fd` of this process.
bool describeSharedFile(int fd, size_t size, int device, const char (&magic)[8],
                        IpcWireHandle* wire);
/// Opens the exporter's file: hipErrorInvalidContext for a handle of this
/// process, hipErrorInvalidHandle for a malformed or stale handle (exporter
/// gone, descriptor reused). On success `*fd` is a new local descriptor.
hipError_t openSharedFile(const IpcWireHandle& wire, const char (&magic)[8], int* fd);

/// hipIpcGetEventHandle: the wire handle of an interprocess event, sharing
/// its state from now on (ipc_event.cpp).
hipError_t exportIpcEvent(ihipEvent_t* event, IpcWireHandle* wire);
/// hipIpcOpenEventHandle.
hipError_t openIpcEvent(const IpcWireHandle& wire, ihipEvent_t** event);

}  // namespace openhip

// Version, error strings, groups, user reduction operators, memory.
#include "api_alias.h"
#include "comm.h"
#include "group.h"
#include "log.h"

#include <cstring>

using namespace rccl;

extern "C" {

ncclResult_t ncclGetVersion(int* version) {
  if (!version) {
    warn("ncclGetVersion: version argument is NULL");
    return ncclInvalidArgument;
  }
  *version = NCCL_VERSION_CODE;
  return ncclSuccess;
}

const char* ncclGetErrorString(ncclResult_t result) {
  switch (result) {
  case ncclSuccess:
    return "no error";
  case ncclUnhandledCudaError:
    return "unhandled HIP error (run with NCCL_DEBUG=WARN for details)";
  case ncclSystemError:
    return "unhandled system error (run with NCCL_DEBUG=WARN for details)";
  case ncclInternalError:
    return "internal error in the collectives library";
  case ncclInvalidArgument:
    return "invalid argument (run with NCCL_DEBUG=WARN for details)";
  case ncclInvalidUsage:
    return "invalid usage (run with NCCL_DEBUG=WARN for details)";
  case ncclRemoteError:
    return "remote process exited, hung or there was a network error";
  case ncclInProgress:
    return "operation in progress";
  default:
    return "unknown result code";
  }
}

ncclResult_t ncclGroupStart(void) {
  return groupStart();
}
ncclResult_t ncclGroupEnd(void) {
  return groupEnd();
}

ncclResult_t ncclRedOpCreatePreMulSum(ncclRedOp_t* op, void* scalar, ncclDataType_t datatype,
                                      ncclScalarResidence_t residence, ncclComm_t comm) {
  ncclResult_t r = commReady(comm, "ncclRedOpCreatePreMulSum");
  if (r != ncclSuccess)
    return r;
  if (!op || !scalar) {
    warn("ncclRedOpCreatePreMulSum: %s argument is NULL", op ? "scalar" : "op");
    return ncclInvalidArgument;
  }
  if (int(datatype) < 0 || int(datatype) >= int(ncclNumTypes)) {
    warn("ncclRedOpCreatePreMulSum: invalid data type %d", int(datatype));
    return ncclInvalidArgument;
  }
  if (residence != ncclScalarDevice && residence != ncclScalarHostImmediate) {
    warn("ncclRedOpCreatePreMulSum: invalid scalar residence %d", int(residence));
    return ncclInvalidArgument;
  }
  UserRedOp user;
  user.used = true;
  user.type = datatype;
  user.op.kind = RedKind::PreMulSum;
  if (residence == ncclScalarHostImmediate) {
    std::memcpy(&user.op.scalar, scalar, typeSize(datatype));
  } else {
    hipPointerAttribute_t attr;
    if (hipPointerGetAttributes(&attr, scalar) != hipSuccess) {
      (void)hipGetLastError();
      warn("ncclRedOpCreatePreMulSum: a ncclScalarDevice scalar must be in memory HIP knows");
      return ncclInvalidArgument;
    }
    user.op.scalarIsPtr = true;
    user.op.scalar = reinterpret_cast<uint64_t>(scalar);
  }
  std::lock_guard<std::mutex> lock(comm->userOpsMutex);
  size_t index = 0;
  while (index < comm->userOps.size() && comm->userOps[index].used)
    ++index;
  if (index == comm->userOps.size())
    comm->userOps.push_back(user);
  else
    comm->userOps[index] = user;
  *op = ncclRedOp_t(int(ncclNumOps) + int(index));
  return ncclSuccess;
}

ncclResult_t ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm) {
  if (int(op) >= 0 && int(op) < int(ncclNumOps)) {
    warn("ncclRedOpDestroy: operator %d is built in", int(op));
    return ncclInvalidArgument;
  }
  if (int(op) < 0) {
    warn("ncclRedOpDestroy: invalid operator %d", int(op));
    return ncclInvalidArgument;
  }
  ncclResult_t r = checkComm(comm, "ncclRedOpDestroy");
  if (r != ncclSuccess)
    return r;
  std::lock_guard<std::mutex> lock(comm->userOpsMutex);
  size_t index = size_t(int(op) - int(ncclNumOps));
  if (index >= comm->userOps.size() || !comm->userOps[index].used) {
    warn("ncclRedOpDestroy: operator %d is unknown to this communicator", int(op));
    return ncclInvalidArgument;
  }
  comm->userOps[index].used = false;
  return ncclSuccess;
}

ncclResult_t ncclMemAlloc(void** ptr, size_t size) {
  if (!ptr) {
    warn("ncclMemAlloc: ptr argument is NULL");
    return ncclInvalidArgument;
  }
  hipError_t e = hipMalloc(ptr, size);
  if (e != hipSuccess) {
    warn("ncclMemAlloc: hipMalloc(%zu) failed: %s", size, hipGetErrorString(e));
    return ncclUnhandledCudaError;
  }
  return ncclSuccess;
}

ncclResult_t ncclMemFree(void* ptr) {
  if (!ptr)
    return ncclSuccess;
  hipError_t e = hipFree(ptr);
  if (e != hipSuccess) {
    warn("ncclMemFree: hipFree(%p) failed: %s", ptr, hipGetErrorString(e));
    return ncclUnhandledCudaError;
  }
  return ncclSuccess;
}

} // extern "C"

RCCL_PROFILING_ALIAS(ncclGetVersion);
RCCL_PROFILING_ALIAS(ncclGetErrorString);
RCCL_PROFILING_ALIAS(ncclGroupStart);
RCCL_PROFILING_ALIAS(ncclGroupEnd);
RCCL_PROFILING_ALIAS(ncclRedOpCreatePreMulSum);
RCCL_PROFILING_ALIAS(ncclRedOpDestroy);
RCCL_PROFILING_ALIAS(ncclMemAlloc);
RCCL_PROFILING_ALIAS(ncclMemFree);

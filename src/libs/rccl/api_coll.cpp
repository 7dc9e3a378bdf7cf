// Collective and point-to-point API: argument checks with NCCL's result
// codes, then the call is queued in the group or enqueued at once.
#include "api_alias.h"
#include "comm.h"
#include "group.h"
#include "log.h"

#include <climits>
#include <cstring>

using namespace rccl;

namespace {

// The reduction as the engines run it (ncclAvg and user operators resolved).
ncclResult_t resolveRedOp(ncclComm* comm, ncclRedOp_t op, ncclDataType_t type, RedOp& out,
                          const char* api) {
  int v = int(op);
  if (v < 0 || v > int(ncclMaxRedOp)) {
    warn("%s: invalid reduction operation %d", api, v);
    return ncclInvalidArgument;
  }
  out = RedOp();
  switch (v) {
  case ncclSum:
    out.kind = RedKind::Sum;
    return ncclSuccess;
  case ncclProd:
    out.kind = RedKind::Prod;
    return ncclSuccess;
  case ncclMax:
    out.kind = RedKind::Max;
    return ncclSuccess;
  case ncclMin:
    out.kind = RedKind::Min;
    return ncclSuccess;
  case ncclAvg:
    if (isFloatType(type)) {
      // NCCL's definition: every input multiplied by 1/nranks, then summed.
      out.kind = RedKind::PreMulSum;
      double inv = 1.0 / comm->nranks;
      uint64_t bits = 0;
      switch (type) {
      case ncclFloat64:
        std::memcpy(&bits, &inv, 8);
        break;
      case ncclFloat32: {
        float f = float(inv);
        std::memcpy(&bits, &f, 4);
        break;
      }
      case ncclFloat16:
        bits = floatToHalf(float(inv));
        break;
      case ncclBfloat16:
        bits = floatToBf16(float(inv));
        break;
      case ncclFp8E4M3:
        bits = floatToFp8(float(inv), 4);
        break;
      case ncclFp8E5M2:
        bits = floatToFp8(float(inv), 5);
        break;
      default:
        break;
      }
      out.scalar = bits;
    } else {
      out.kind = RedKind::SumPostDiv;
      out.divisor = uint64_t(comm->nranks);
    }
    return ncclSuccess;
  default:
    break;
  }
  std::lock_guard<std::mutex> lock(comm->userOpsMutex);
  size_t index = size_t(v - int(ncclNumOps));
  if (index >= comm->userOps.size() || !comm->userOps[index].used) {
    warn("%s: reduction operation %d is unknown to this communicator", api, v);
    return ncclInvalidArgument;
  }
  if (comm->userOps[index].type != type) {
    warn("%s: reduction operation %d was created for another data type", api, v);
    return ncclInvalidArgument;
  }
  out = comm->userOps[index].op;
  return ncclSuccess;
}

// NCCL's pointer check (device memory of another device is refused), plus
// the extent: the whole range must lie in one allocation.
ncclResult_t checkBuffer(ncclComm* comm, const void* p, size_t bytes, const char* name,
                         const char* api) {
  if (bytes == 0)
    return ncclSuccess;
  if (!p) {
    warn("%s: %s argument is NULL", api, name);
    return ncclInvalidArgument;
  }
  hipPointerAttribute_t attr;
  if (hipPointerGetAttributes(&attr, p) != hipSuccess) {
    (void)hipGetLastError();
    warn("%s: %s %p is not memory HIP knows (device, managed, pinned or registered)", api, name, p);
    return ncclInvalidArgument;
  }
  if (attr.memoryType == hipMemoryTypeDevice && !attr.isManaged && attr.device != comm->device) {
    warn("%s: %s %p is on device %d, the communicator on device %d", api, name, p, attr.device,
         comm->device);
    return ncclInvalidArgument;
  }
  hipDeviceptr_t base = nullptr;
  size_t size = 0;
  if (hipMemGetAddressRange(&base, &size, const_cast<void*>(p)) == hipSuccess && base) {
    size_t offset = size_t(static_cast<const char*>(p) - static_cast<const char*>(base));
    if (offset > size || bytes > size - offset) {
      warn("%s: %s %p holds %zu bytes, the call needs %zu", api, name, p, size - offset, bytes);
      return ncclInvalidArgument;
    }
  } else {
    (void)hipGetLastError();
  }
  return ncclSuccess;
}

bool mulOverflows(size_t a, size_t b, size_t* out) {
  return __builtin_mul_overflow(a, b, out);
}

// Checks everything and fills the sizes; ncclSuccess when the call may go on.
ncclResult_t checkOp(Op& op, ncclRedOp_t redop, const char* api) {
  ncclComm* comm = op.comm;
  ncclResult_t r = commReady(comm, api);
  if (r != ncclSuccess)
    return r;
  if (int(op.type) < 0 || int(op.type) >= int(ncclNumTypes)) {
    warn("%s: invalid data type %d", api, int(op.type));
    return ncclInvalidArgument;
  }
  const int n = comm->nranks, me = comm->rank;
  bool rooted = op.coll == Coll::Broadcast || op.coll == Coll::Reduce || op.coll == Coll::Gather ||
                op.coll == Coll::Scatter;
  if (rooted && (op.root < 0 || op.root >= n)) {
    warn("%s: invalid root %d (0..%d)", api, op.root, n - 1);
    return ncclInvalidArgument;
  }
  if ((op.coll == Coll::Send || op.coll == Coll::Recv) && (op.peer < 0 || op.peer >= n)) {
    warn("%s: invalid peer %d (0..%d)", api, op.peer, n - 1);
    return ncclInvalidArgument;
  }
  bool reduces =
      op.coll == Coll::AllReduce || op.coll == Coll::Reduce || op.coll == Coll::ReduceScatter;
  if (reduces && (r = resolveRedOp(comm, redop, op.type, op.redop, api)) != ncclSuccess)
    return r;
  // The stream: a real handle (the null and per-thread streams are the
  // communicator's device's); it may be capturing (enqueuePlan).
  if (op.stream != nullptr && op.stream != hipStreamPerThread) {
    int dev = hipGetStreamDeviceId(op.stream);
    if (dev < 0) {
      warn("%s: invalid stream %p", api, static_cast<void*>(op.stream));
      return ncclUnhandledCudaError;
    }
    if (dev != comm->device) {
      warn("%s: the stream belongs to device %d, the communicator to device %d", api, dev,
           comm->device);
      return ncclInvalidArgument;
    }
  }
  const size_t es = typeSize(op.type);
  size_t one = 0, all = 0;
  if (mulOverflows(op.count, es, &one) || mulOverflows(one, size_t(n), &all)) {
    warn("%s: count %zu is too large", api, op.count);
    return ncclInvalidArgument;
  }
  size_t sendBytes = one, recvBytes = one;
  bool needSend = true, needRecv = true;
  switch (op.coll) {
  case Coll::Broadcast:
    needSend = me == op.root;
    break;
  case Coll::Reduce:
    needRecv = me == op.root;
    break;
  case Coll::AllGather:
    recvBytes = all;
    break;
  case Coll::ReduceScatter:
    sendBytes = all;
    break;
  case Coll::AllToAll:
    sendBytes = recvBytes = all;
    break;
  case Coll::Gather:
    needRecv = me == op.root;
    recvBytes = all;
    break;
  case Coll::Scatter:
    needSend = me == op.root;
    sendBytes = all;
    break;
  case Coll::Send:
    needRecv = false;
    break;
  case Coll::Recv:
    needSend = false;
    break;
  case Coll::AllToAllv: {
    sendBytes = recvBytes = 0;
    const size_t* v = op.vcounts.data();
    for (int j = 0; j < n; ++j) {
      size_t end = 0;
      if (__builtin_add_overflow(v[j], v[n + j], &end) || mulOverflows(end, es, &end))
        return ncclInvalidArgument;
      if (v[j] && end > sendBytes)
        sendBytes = end;
      if (__builtin_add_overflow(v[2 * n + j], v[3 * n + j], &end) || mulOverflows(end, es, &end))
        return ncclInvalidArgument;
      if (v[2 * n + j] && end > recvBytes)
        recvBytes = end;
    }
    break;
  }
  default:
    break;
  }
  if (needSend && (r = checkBuffer(comm, op.sendbuff, sendBytes, "sendbuff", api)) != ncclSuccess)
    return r;
  if (needRecv && (r = checkBuffer(comm, op.recvbuff, recvBytes, "recvbuff", api)) != ncclSuccess)
    return r;
  if (op.coll == Coll::AllToAll && n > 1 && one > 0 && op.sendbuff == op.recvbuff) {
    warn("%s: in-place all-to-all is not supported (sendbuff == recvbuff)", api);
    return ncclInvalidArgument;
  }
  return ncclSuccess;
}

ncclResult_t submit(Coll coll, const void* sendbuff, void* recvbuff, size_t count,
                    ncclDataType_t type, ncclRedOp_t redop, int root, int peer, ncclComm_t comm,
                    hipStream_t stream, const char* api, std::vector<size_t> vcounts = {}) {
  Op op{coll, comm,    stream, sendbuff, recvbuff,          count,
        type, RedOp(), root,   peer,     std::move(vcounts)};
  ncclResult_t r = checkOp(op, redop, api);
  if (r != ncclSuccess)
    return groupError(r);
  return groupError(submitOp(std::move(op)));
}

} // namespace

extern "C" {

ncclResult_t ncclAllReduce(const void* sendbuff, void* recvbuff, size_t count,
                           ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm,
                           hipStream_t stream) {
  return submit(Coll::AllReduce, sendbuff, recvbuff, count, datatype, op, 0, 0, comm, stream,
                "ncclAllReduce");
}

ncclResult_t ncclBroadcast(const void* sendbuff, void* recvbuff, size_t count,
                           ncclDataType_t datatype, int root, ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::Broadcast, sendbuff, recvbuff, count, datatype, ncclSum, root, 0, comm,
                stream, "ncclBroadcast");
}

ncclResult_t ncclBcast(void* buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm,
                       hipStream_t stream) {
  return submit(Coll::Broadcast, buff, buff, count, datatype, ncclSum, root, 0, comm, stream,
                "ncclBcast");
}

ncclResult_t ncclReduce(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype,
                        ncclRedOp_t op, int root, ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::Reduce, sendbuff, recvbuff, count, datatype, op, root, 0, comm, stream,
                "ncclReduce");
}

ncclResult_t ncclAllGather(const void* sendbuff, void* recvbuff, size_t sendcount,
                           ncclDataType_t datatype, ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::AllGather, sendbuff, recvbuff, sendcount, datatype, ncclSum, 0, 0, comm,
                stream, "ncclAllGather");
}

ncclResult_t ncclReduceScatter(const void* sendbuff, void* recvbuff, size_t recvcount,
                               ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm,
                               hipStream_t stream) {
  return submit(Coll::ReduceScatter, sendbuff, recvbuff, recvcount, datatype, op, 0, 0, comm,
                stream, "ncclReduceScatter");
}

ncclResult_t ncclAllToAll(const void* sendbuff, void* recvbuff, size_t count,
                          ncclDataType_t datatype, ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::AllToAll, sendbuff, recvbuff, count, datatype, ncclSum, 0, 0, comm, stream,
                "ncclAllToAll");
}

ncclResult_t ncclAllToAllv(const void* sendbuff, const size_t sendcounts[], const size_t sdispls[],
                           void* recvbuff, const size_t recvcounts[], const size_t rdispls[],
                           ncclDataType_t datatype, ncclComm_t comm, hipStream_t stream) {
  ncclResult_t r = checkComm(comm, "ncclAllToAllv");
  if (r != ncclSuccess)
    return groupError(r);
  if (!sendcounts || !sdispls || !recvcounts || !rdispls) {
    warn("ncclAllToAllv: a count or displacement array is NULL");
    return groupError(ncclInvalidArgument);
  }
  const int n = comm->nranks;
  std::vector<size_t> v;
  v.insert(v.end(), sendcounts, sendcounts + n);
  v.insert(v.end(), sdispls, sdispls + n);
  v.insert(v.end(), recvcounts, recvcounts + n);
  v.insert(v.end(), rdispls, rdispls + n);
  return submit(Coll::AllToAllv, sendbuff, recvbuff, 0, datatype, ncclSum, 0, 0, comm, stream,
                "ncclAllToAllv", std::move(v));
}

ncclResult_t ncclGather(const void* sendbuff, void* recvbuff, size_t sendcount,
                        ncclDataType_t datatype, int root, ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::Gather, sendbuff, recvbuff, sendcount, datatype, ncclSum, root, 0, comm,
                stream, "ncclGather");
}

ncclResult_t ncclScatter(const void* sendbuff, void* recvbuff, size_t recvcount,
                         ncclDataType_t datatype, int root, ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::Scatter, sendbuff, recvbuff, recvcount, datatype, ncclSum, root, 0, comm,
                stream, "ncclScatter");
}

ncclResult_t ncclSend(const void* sendbuff, size_t count, ncclDataType_t datatype, int peer,
                      ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::Send, sendbuff, nullptr, count, datatype, ncclSum, 0, peer, comm, stream,
                "ncclSend");
}

ncclResult_t ncclRecv(void* recvbuff, size_t count, ncclDataType_t datatype, int peer,
                      ncclComm_t comm, hipStream_t stream) {
  return submit(Coll::Recv, nullptr, recvbuff, count, datatype, ncclSum, 0, peer, comm, stream,
                "ncclRecv");
}

} // extern "C"

RCCL_PROFILING_ALIAS(ncclAllReduce);
RCCL_PROFILING_ALIAS(ncclBroadcast);
RCCL_PROFILING_ALIAS(ncclBcast);
RCCL_PROFILING_ALIAS(ncclReduce);
RCCL_PROFILING_ALIAS(ncclAllGather);
RCCL_PROFILING_ALIAS(ncclReduceScatter);
RCCL_PROFILING_ALIAS(ncclAllToAll);
RCCL_PROFILING_ALIAS(ncclAllToAllv);
RCCL_PROFILING_ALIAS(ncclGather);
RCCL_PROFILING_ALIAS(ncclScatter);
RCCL_PROFILING_ALIAS(ncclSend);
RCCL_PROFILING_ALIAS(ncclRecv);

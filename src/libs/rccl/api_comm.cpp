// Communicator API: ids, initialization, split, finalize/destroy/abort,
// queries and errors.
#include "api_alias.h"
#include "comm.h"
#include "group.h"
#include "log.h"

#include <chrono>
#include <climits>
#include <cstring>
#include <thread>
#include <vector>

using namespace rccl;

namespace {

// NCCL_CONFIG_INITIALIZER's checks (the struct may come from an older header).
ncclResult_t parseConfig(const ncclConfig_t* config, ncclConfig_t& out, const char* api) {
  ncclConfig_t def = NCCL_CONFIG_INITIALIZER;
  out = def;
  if (!config)
    return ncclSuccess;
  size_t size = 0;
  std::memcpy(&size, config, sizeof(size));
  if (size > sizeof(ncclConfig_t))
    size = sizeof(ncclConfig_t);
  std::memcpy(&out, config, size);
  if (out.magic != 0xcafebeef) {
    warn("%s: ncclConfig_t was not initialized with NCCL_CONFIG_INITIALIZER", api);
    return ncclInvalidArgument;
  }
  if (out.version < NCCL_VERSION(2, 14, 0))
    out.blocking = def.blocking;
  if (out.version < NCCL_VERSION(2, 17, 0)) {
    out.cgaClusterSize = def.cgaClusterSize;
    out.minCTAs = def.minCTAs;
    out.maxCTAs = def.maxCTAs;
    out.netName = def.netName;
  }
  const int undef = NCCL_CONFIG_UNDEF_INT;
  if (out.blocking != undef && out.blocking != 0 && out.blocking != 1) {
    warn("%s: invalid config blocking value %d", api, out.blocking);
    return ncclInvalidArgument;
  }
  if (out.cgaClusterSize != undef && out.cgaClusterSize < 0) {
    warn("%s: invalid config cgaClusterSize value %d", api, out.cgaClusterSize);
    return ncclInvalidArgument;
  }
  if ((out.minCTAs != undef && out.minCTAs <= 0) || (out.maxCTAs != undef && out.maxCTAs <= 0) ||
      (out.minCTAs != undef && out.maxCTAs != undef && out.minCTAs > out.maxCTAs)) {
    warn("%s: invalid config minCTAs/maxCTAs values %d/%d", api, out.minCTAs, out.maxCTAs);
    return ncclInvalidArgument;
  }
  if (out.splitShare != undef && out.splitShare != 0 && out.splitShare != 1) {
    warn("%s: invalid config splitShare value %d", api, out.splitShare);
    return ncclInvalidArgument;
  }
  return ncclSuccess;
}

ncclComm* newComm(const ncclConfig_t& config) {
  auto* comm = new ncclComm;
  comm->config = config;
  comm->blocking = config.blocking != 0; // undefined means blocking
  registerComm(comm);
  return comm;
}

ncclResult_t startInit(ncclComm_t* newcomm, int nranks, const ncclUniqueId& id, int rank,
                       int device, const ncclConfig_t& config) {
  ncclComm* comm = newComm(config);
  *newcomm = comm;
  auto job = [comm, nranks, id, rank, device]() {
    ncclResult_t r = initRank(comm, nranks, id, rank, device);
    comm->initResult.store(int(r));
    return r;
  };
  if (inGroup()) {
    addGroupJob(job);
    return ncclSuccess;
  }
  if (!comm->blocking) {
    comm->initThread = std::thread(job);
    return ncclInProgress;
  }
  return job();
}

} // namespace

extern "C" {

ncclResult_t ncclGetUniqueId(ncclUniqueId* uniqueId) {
  if (!uniqueId) {
    warn("ncclGetUniqueId: uniqueId argument is NULL");
    return ncclInvalidArgument;
  }
  return makeUniqueId(uniqueId);
}

ncclResult_t ncclCommInitRankConfig(ncclComm_t* newcomm, int nranks, ncclUniqueId commId, int rank,
                                    ncclConfig_t* config) {
  if (!newcomm) {
    warn("ncclCommInitRank: newcomm argument is NULL");
    return groupError(ncclInvalidArgument);
  }
  *newcomm = nullptr;
  if (nranks < 1 || rank < 0 || rank >= nranks) {
    warn("ncclCommInitRank: invalid rank %d of %d", rank, nranks);
    return groupError(ncclInvalidArgument);
  }
  ncclConfig_t cfg;
  ncclResult_t r = parseConfig(config, cfg, "ncclCommInitRankConfig");
  if (r != ncclSuccess)
    return groupError(r);
  IdData id;
  if ((r = decodeUniqueId(commId, id)) != ncclSuccess)
    return groupError(r);
  int device = 0;
  if (hipGetDevice(&device) != hipSuccess) {
    warn("ncclCommInitRank: no current HIP device");
    return groupError(ncclUnhandledCudaError);
  }
  return groupError(startInit(newcomm, nranks, commId, rank, device, cfg));
}

ncclResult_t ncclCommInitRank(ncclComm_t* newcomm, int nranks, ncclUniqueId commId, int rank) {
  return ncclCommInitRankConfig(newcomm, nranks, commId, rank, nullptr);
}

ncclResult_t ncclCommInitAll(ncclComm_t* comms, int ndev, const int* devlist) {
  if (!comms) {
    warn("ncclCommInitAll: comms argument is NULL");
    return ncclInvalidArgument;
  }
  if (ndev < 0) {
    warn("ncclCommInitAll: invalid device count %d", ndev);
    return ncclInvalidArgument;
  }
  int total = 0;
  if (hipGetDeviceCount(&total) != hipSuccess)
    return ncclUnhandledCudaError;
  std::vector<int> devices(size_t(ndev), 0);
  std::vector<char> used(size_t(total > 0 ? total : 1), 0);
  for (int i = 0; i < ndev; ++i) {
    int d = devlist ? devlist[i] : i;
    if (d < 0 || d >= total) {
      // NCCL: a bad devlist entry is an argument error; without a devlist,
      // more ranks than devices fails in the device runtime (hipSetDevice).
      warn("ncclCommInitAll: device %d does not exist (%d devices)", d, total);
      return devlist ? ncclInvalidArgument : ncclUnhandledCudaError;
    }
    if (used[size_t(d)]) {
      warn("ncclCommInitAll: device %d appears twice", d);
      return ncclInvalidUsage;
    }
    used[size_t(d)] = 1;
    devices[size_t(i)] = d;
  }
  if (ndev == 0)
    return ncclSuccess;
  ncclUniqueId id;
  ncclResult_t r = makeUniqueId(&id, false);
  if (r != ncclSuccess)
    return r;
  ncclConfig_t cfg = NCCL_CONFIG_INITIALIZER;
  groupStart();
  for (int i = 0; i < ndev; ++i)
    (void)startInit(&comms[i], ndev, id, i, devices[size_t(i)], cfg);
  return groupEnd();
}

ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t* newcomm,
                           ncclConfig_t* config) {
  ncclResult_t r = commReady(comm, "ncclCommSplit");
  if (r != ncclSuccess)
    return groupError(r);
  if (!newcomm) {
    warn("ncclCommSplit: newcomm argument is NULL");
    return groupError(ncclInvalidArgument);
  }
  if (color < 0 && color != NCCL_SPLIT_NOCOLOR) {
    warn("ncclCommSplit: invalid color %d (non-negative or NCCL_SPLIT_NOCOLOR)", color);
    return groupError(ncclInvalidArgument);
  }
  *newcomm = nullptr;
  ncclConfig_t cfg = comm->config;
  if (config && (r = parseConfig(config, cfg, "ncclCommSplit")) != ncclSuccess)
    return groupError(r);
  ncclComm* child = color == NCCL_SPLIT_NOCOLOR ? nullptr : newComm(cfg);
  auto job = [comm, color, key, child, newcomm]() {
    ncclResult_t res = splitRank(comm, color, key, child);
    if (child) {
      child->initResult.store(int(res));
      if (res == ncclSuccess) {
        *newcomm = child;
      } else {
        releaseComm(child, true);
      }
    }
    return res;
  };
  if (inGroup()) {
    addGroupJob(job);
    return ncclSuccess;
  }
  return job();
}

ncclResult_t ncclCommFinalize(ncclComm_t comm) {
  if (!comm)
    return ncclSuccess;
  ncclResult_t r = commReady(comm, "ncclCommFinalize");
  if (r != ncclSuccess)
    return r;
  if (comm->finalized) {
    warn("ncclCommFinalize: the communicator was finalized already");
    return ncclInvalidArgument;
  }
  comm->finalized = true;
  while (comm->inflight.load() > 0 && !comm->broken())
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  int err = comm->asyncError.load();
  return ncclResult_t(err);
}

ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  if (!comm)
    return ncclSuccess;
  ncclResult_t r = checkComm(comm, "ncclCommDestroy");
  if (r != ncclSuccess)
    return r;
  releaseComm(comm, false);
  return ncclSuccess;
}

ncclResult_t ncclCommAbort(ncclComm_t comm) {
  if (!comm)
    return ncclSuccess;
  ncclResult_t r = checkComm(comm, "ncclCommAbort");
  if (r != ncclSuccess)
    return r;
  releaseComm(comm, true);
  return ncclSuccess;
}

ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t* asyncError) {
  ncclResult_t r = checkComm(comm, "ncclCommGetAsyncError");
  if (r != ncclSuccess)
    return r;
  if (!asyncError) {
    warn("ncclCommGetAsyncError: asyncError argument is NULL");
    return ncclInvalidArgument;
  }
  int init = comm->initResult.load();
  *asyncError = init != ncclSuccess ? ncclResult_t(init) : ncclResult_t(comm->asyncError.load());
  return ncclSuccess;
}

ncclResult_t ncclCommCount(const ncclComm_t comm, int* count) {
  ncclResult_t r = checkComm(comm, "ncclCommCount");
  if (r != ncclSuccess)
    return r;
  if (!count) {
    warn("ncclCommCount: count argument is NULL");
    return ncclInvalidArgument;
  }
  if ((r = commReady(comm, "ncclCommCount")) != ncclSuccess &&
      comm->initResult.load() != ncclSuccess)
    return r;
  *count = comm->nranks;
  return ncclSuccess;
}

ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int* device) {
  ncclResult_t r = checkComm(comm, "ncclCommCuDevice");
  if (r != ncclSuccess)
    return r;
  if (!device) {
    warn("ncclCommCuDevice: device argument is NULL");
    return ncclInvalidArgument;
  }
  if ((r = commReady(comm, "ncclCommCuDevice")) != ncclSuccess &&
      comm->initResult.load() != ncclSuccess)
    return r;
  *device = comm->device;
  return ncclSuccess;
}

ncclResult_t ncclCommUserRank(const ncclComm_t comm, int* rank) {
  ncclResult_t r = checkComm(comm, "ncclCommUserRank");
  if (r != ncclSuccess)
    return r;
  if (!rank) {
    warn("ncclCommUserRank: rank argument is NULL");
    return ncclInvalidArgument;
  }
  if ((r = commReady(comm, "ncclCommUserRank")) != ncclSuccess &&
      comm->initResult.load() != ncclSuccess)
    return r;
  *rank = comm->rank;
  return ncclSuccess;
}

ncclResult_t ncclCommRegister(const ncclComm_t comm, void* buff, size_t size, void** handle) {
  ncclResult_t r = commReady(comm, "ncclCommRegister");
  if (r != ncclSuccess)
    return r;
  if (!handle || (!buff && size > 0)) {
    warn("ncclCommRegister: %s argument is NULL", handle ? "buff" : "handle");
    return ncclInvalidArgument;
  }
  // Every buffer works without registration; the handle only has to be
  // recognised by ncclCommDeregister.
  auto* h = new char[1];
  std::lock_guard<std::mutex> lock(comm->registrationsMutex);
  comm->registrations.insert(h);
  *handle = h;
  return ncclSuccess;
}

ncclResult_t ncclCommDeregister(const ncclComm_t comm, void* handle) {
  ncclResult_t r = checkComm(comm, "ncclCommDeregister");
  if (r != ncclSuccess)
    return r;
  std::lock_guard<std::mutex> lock(comm->registrationsMutex);
  auto it = comm->registrations.find(handle);
  if (it == comm->registrations.end()) {
    warn("ncclCommDeregister: handle %p was not registered with this communicator", handle);
    return ncclInvalidArgument;
  }
  delete[] static_cast<char*>(*it);
  comm->registrations.erase(it);
  return ncclSuccess;
}

const char* ncclGetLastError(ncclComm_t) {
  return lastErrorText();
}

} // extern "C"

RCCL_PROFILING_ALIAS(ncclGetUniqueId);
RCCL_PROFILING_ALIAS(ncclCommInitRankConfig);
RCCL_PROFILING_ALIAS(ncclCommInitRank);
RCCL_PROFILING_ALIAS(ncclCommInitAll);
RCCL_PROFILING_ALIAS(ncclCommSplit);
RCCL_PROFILING_ALIAS(ncclCommFinalize);
RCCL_PROFILING_ALIAS(ncclCommDestroy);
RCCL_PROFILING_ALIAS(ncclCommAbort);
RCCL_PROFILING_ALIAS(ncclCommGetAsyncError);
RCCL_PROFILING_ALIAS(ncclCommCount);
RCCL_PROFILING_ALIAS(ncclCommCuDevice);
RCCL_PROFILING_ALIAS(ncclCommUserRank);
RCCL_PROFILING_ALIAS(ncclCommRegister);
RCCL_PROFILING_ALIAS(ncclCommDeregister);
RCCL_PROFILING_ALIAS(ncclGetLastError);

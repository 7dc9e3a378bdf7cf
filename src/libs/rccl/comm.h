// The communicator object (one rank of a communicator) and what every
// transport ("engine") provides.
#pragma once

#include "bootstrap.h"
#include "elements.h"
#include "op.h"
#include "segment.h"

#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace rccl {

// How the ranks of a communicator reach each other (docs/rccl.md):
// Local: all in this process, kernels read and write the peers' buffers;
// Shm: one machine, through shared staging memory;
// Net: several machines (or forced), through Open MPI.
enum class Family { Local, Shm, Net };
const char* familyName(Family f);

class Engine {
public:
  virtual ~Engine() = default;
  // Enqueues the plan's work on the stream (host functions, copies, kernels).
  virtual ncclResult_t enqueue(Plan& plan, hipStream_t stream) = 0;
  // Host-side exchange of small records among all ranks (blocking).
  virtual ncclResult_t controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) = 0;
  // This rank failed or aborted: peers waiting on it stop waiting.
  virtual void markFailed() = 0;
};

struct UserRedOp {
  bool used = false;
  ncclDataType_t type = ncclFloat32;
  RedOp op;
};

} // namespace rccl

struct ncclComm {
  static constexpr uint64_t kMagic = 0x6f68726363636c31ull;
  uint64_t magic = kMagic;
  int rank = -1;
  int nranks = 0;
  int device = -1;
  bool blocking = true;
  ncclConfig_t config{};
  rccl::Nonce nonce;
  std::vector<rccl::RankInfo> table;
  rccl::Family family = rccl::Family::Local;
  std::unique_ptr<rccl::Engine> engine;
  int workers = 1; // the device's multiprocessor count

  std::atomic<int> initResult{ncclInProgress};
  std::thread initThread; // non-blocking initialization
  std::atomic<int> asyncError{ncclSuccess};
  std::atomic<bool> aborted{false};
  std::atomic<int> inflight{0}; // enqueued plans not finished yet
  bool finalized = false;

  std::mutex userOpsMutex;
  std::vector<rccl::UserRedOp> userOps;

  // Plans run in call order on every rank, also across streams.
  bool haveLastStream = false;
  hipStream_t lastStream = nullptr;
  hipEvent_t orderEvent = nullptr;
  std::vector<hipEvent_t> groupEvents;

  uint64_t splitCount = 0;
  std::mutex registrationsMutex;
  std::set<void*> registrations;

  bool broken() const {
    return asyncError.load(std::memory_order_acquire) != ncclSuccess ||
           aborted.load(std::memory_order_acquire);
  }
  // Records the first asynchronous error and tells the peers.
  void fail(ncclResult_t r);
};

namespace rccl {

// The table of live communicators (a destroyed handle is rejected, not used).
void registerComm(ncclComm* comm);
void unregisterComm(ncclComm* comm);
// ncclInvalidArgument for NULL or unknown handles.
ncclResult_t checkComm(const ncclComm* comm, const char* api);
// Also waits for a non-blocking init, and returns the communicator's
// asynchronous error if it has one.
ncclResult_t commReady(ncclComm* comm, const char* api);

// Builds the rank's engine from the rank table (init and split); `segment`
// is the rank's shared segment if it made one.
ncclResult_t setupEngine(ncclComm* comm, std::unique_ptr<SharedSegment> segment);
Family chooseFamily(const std::vector<RankInfo>& table);

// Initializes `comm` as rank `rank` of `nranks` (blocking).
ncclResult_t initRank(ncclComm* comm, int nranks, const ncclUniqueId& id, int rank, int device);
// ncclCommSplit's work for one rank (blocking); *child may stay null.
ncclResult_t splitRank(ncclComm* parent, int color, int key, ncclComm* child);

// Enqueues a plan for `comm`; extra streams (other streams of the group for
// the same communicator) are joined to the launch stream and back.
ncclResult_t enqueuePlan(ncclComm* comm, Plan& plan, hipStream_t stream,
                         const std::vector<hipStream_t>& others);

// Waits (bounded) for the communicator's enqueued plans, then frees it.
void releaseComm(ncclComm* comm, bool abort);

} // namespace rccl

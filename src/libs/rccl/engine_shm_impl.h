// The shared-memory engine's internals (engine_shm.cpp: setup, barriers,
// send/receive; engine_shm_coll.cpp: the collectives).
//
// Every rank owns one segment, mapped by all ranks of the communicator:
//   control   counters (barrier phase, control exchange, FIFO posted/consumed
//             per peer), failure flag, op signatures, control records
//   staging   two halves of R bytes; round g of the communicator's
//             collectives uses half g % 2
//   fifo      per receiving peer K slots of C bytes (sends and receives)
//   host      two halves of kHostPathBytes for the collectives that run as
//             one host function; they alternate as those run
// Device data reaches the segment only through hipMemcpyAsync and kernels
// (the segment is registered with hipHostRegister); host functions only wait
// and signal. The exception: on a device that uses the host's page tables (the
// CPU device), small all-reduces and reduces run as one host function that
// copies, meets the peers and reduces (engine_shm_coll.cpp), in their own
// staging whose half is chosen when they run (so a graph replaying them needs
// no fences).
#pragma once

#include "engine_common.h"
#include "engine_shm.h"
#include "sync.h"

#include <memory>
#include <vector>

namespace rccl {

constexpr int kFifoSlots = 2;
constexpr size_t kControlRecordBytes = 256;
// All-reduces and reduces up to this size: every rank reduces the whole message (one barrier).
constexpr size_t kWholeReduceBytes = kHostPathBytes;

struct ShmControl {
  SyncWord phase; // barriers of collectives
  SyncWord ctrl;  // control exchanges (host side)
  alignas(64) std::atomic<uint32_t> failed;
  alignas(64) uint64_t signature[2]; // of the collective at an even / odd barrier
  alignas(64) char record[2][kControlRecordBytes];
  // followed by SyncWord posted[n], SyncWord consumed[n]
};

struct ShmLayout {
  size_t control, staging, fifo, hostStaging, total;
  size_t stagingHalf, fifoSlot;
  ShmLayout(int n, size_t stagingHalf, size_t fifoSlot);
};

class ShmEngine : public Engine {
public:
  ShmEngine(ncclComm* comm, std::unique_ptr<SharedSegment> own);
  ~ShmEngine() override;
  ncclResult_t setup();

  ncclResult_t enqueue(Plan& plan, hipStream_t stream) override;
  ncclResult_t controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) override;
  void markFailed() override;

private:
  struct Peer {
    std::unique_ptr<SharedSegment> mapping; // null for this rank (own_)
    char* host = nullptr;                   // base as the host sees it
    char* dev = nullptr;                    // base as kernels see it
    ShmLayout layout{1, 0, 0};
    bool registered = false;
  };

  ShmControl* control(int j) const { return reinterpret_cast<ShmControl*>(peers_[size_t(j)].host); }
  SyncWord& posted(int owner, int peer) const;
  SyncWord& consumed(int owner, int peer) const;
  // Staging half `half` of rank j: host and device views.
  char* stageHost(int j, int half) const;
  char* stageDev(int j, int half) const;
  char* fifoHost(int sender, int receiver, int slot) const;
  // Half `half` of rank j's staging for the host path.
  char* hostStage(int j, int half) const;
  ncclResult_t peerCheck() const;

  // A barrier of all ranks as a host function; afterwards `fill` is copied
  // into the pointer table at `table` (the next kernel's pointers). With
  // checkSig, the ranks' collective signatures must agree.
  ncclResult_t barrier(hipStream_t stream, uint64_t sig, bool checkSig, void** table,
                       std::vector<void*> fill);
  // The barrier's work, on the stream's thread: publish the next phase, wait
  // for every peer to reach it. False (the failure recorded on the
  // communicator) when the communicator is broken, a wait fails or a
  // signature differs.
  bool meet(uint64_t sig, bool checkSig);
  ncclResult_t enqueueCollective(const Op& op, hipStream_t stream);
  // An all-reduce or reduce small enough for allReduceWhole.
  bool reducesWhole(const Op& op) const;
  // The op runs as one host function (allReduceWholeOnHost).
  bool runsOnHost(const Op& op) const;
  ncclResult_t enqueueTransfers(const Plan& plan, hipStream_t stream);

  // The collectives (engine_shm_coll.cpp).
  ncclResult_t allReduceOrReduce(const Op& op, hipStream_t stream);
  ncclResult_t allReduceWhole(const Op& op, hipStream_t stream);
  // finishesPlan: the host function also counts the plan finished.
  ncclResult_t allReduceWholeOnHost(const Op& op, hipStream_t stream, bool finishesPlan);
  ncclResult_t broadcast(const Op& op, hipStream_t stream);
  ncclResult_t allGather(const Op& op, hipStream_t stream);
  ncclResult_t reduceScatter(const Op& op, hipStream_t stream);
  ncclResult_t allToAll(const Op& op, hipStream_t stream);
  // A kernel pointer table of `slots` entries for the current plan.
  ncclResult_t tableFor(size_t slots, void*** host, void*** dev);

  ncclComm* comm_;
  std::unique_ptr<SharedSegment> own_;
  std::vector<Peer> peers_;
  std::vector<std::unique_ptr<ProcessWatch>> watches_;
  int me_, n_;
  bool hostReachesDevice_ = false; // the device uses the host's page tables
  size_t stagingHalf_, fifoSlot_; // common to all ranks (the smallest offered)
  uint32_t ctrlSeq_ = 0;
  uint64_t round_ = 0; // staging rounds enqueued (the half a round uses)
  std::vector<uint32_t> sendChunks_, recvChunks_; // FIFO chunks enqueued (their slots)
  bool captureSeen_ = false;                      // a plan was captured (enqueueTransfers)
  // Numbered as they run, on the stream's thread (a captured plan runs at
  // every launch of its graph): barrier phases, FIFO chunks sent to and
  // received from each peer. One rank runs one plan at a time.
  std::atomic<uint32_t> phaseRun_{0};
  uint32_t hostRoundRun_ = 0; // host-path rounds run (the half of hostStage)
  std::vector<uint32_t> sendRun_, recvRun_;
  PointerArena arena_;
  size_t arenaUsed_ = 0;
  void** arenaHost_ = nullptr;
  void** arenaDev_ = nullptr;
};

} // namespace rccl

// State of the routines whose rows depend on earlier rows (triangular solves,
// incomplete factorizations), shared by the generic SpSV/SpSM descriptors and
// the legacy info objects.
//
// Parallel order: the blocks of a solve claim rows in dependency order from
// one counter; before reading a row it depends on, a block waits for that
// row's flag. The lowest unfinished claimed row only depends on finished rows
// and belongs to a running block, so the solve always progresses, whatever
// number of blocks the worker pool runs at once. Flags and the counter carry
// the operation's epoch, so nothing is reset between solves.
#ifndef OPENHIP_HIPSPARSE_SOLVE_STATE_H
#define OPENHIP_HIPSPARSE_SOLVE_STATE_H

#include <atomic>
#include <cstdint>
#include <limits>
#include <sched.h>
#include <vector>

namespace openhip::sparse {

struct SolveState {
  int64_t rows = 0;
  std::vector<uint32_t> done;       // epoch of the operation that finished each row
  std::atomic<uint64_t> counter{0}; // epoch << 32 | next row to claim
  std::atomic<uint64_t> pivot{0};   // epoch << 32 | (lowest zero pivot + 1), 0: none
  uint32_t epoch = 0;               // of the last operation enqueued (host side)
  bool analysed = false;
  bool transposed = false; // analysed for op(A) = A^T or A^H
  int64_t levels = 0; // length of the longest dependency chain (analysis)

  // COO: row offsets built by the analysis. Transposed solves: the
  // transpose's structure and, per entry, the position of its value in A.
  std::vector<int64_t> offsets;
  std::vector<int64_t> transposeOffsets;
  std::vector<int64_t> transposeIndices;
  std::vector<int64_t> transposeMap;
  std::vector<int64_t> diagonal; // position of each row's diagonal entry, -1: none

  /// Prepares the flags for `rows` rows and returns the epoch of a new operation.
  uint32_t begin(int64_t rowCount) {
    if (rows != rowCount || done.size() != static_cast<size_t>(rowCount)) {
      rows = rowCount;
      done.assign(static_cast<size_t>(rowCount), 0);
      epoch = 0;
      counter.store(0);
      pivot.store(0);
    }
    return ++epoch;
  }

  /// The lowest zero pivot recorded by the last operation, or -1.
  int64_t zeroPivot() const {
    const uint64_t value = pivot.load();
    if (static_cast<uint32_t>(value >> 32) != epoch) return -1;
    return static_cast<int64_t>(value & 0xffffffffu) - 1;
  }
};

/// The claiming, waiting and finishing of rows within one operation.
class RowSchedule {
 public:
  RowSchedule(SolveState* state, uint32_t epoch) : state_(state), epoch_(epoch) {}

  /// The first of the next `chunk` row indices to process, or rows when none
  /// is left.
  int64_t claim(int64_t chunk) {
    uint64_t value = state_->counter.load(std::memory_order_relaxed);
    for (;;) {
      uint64_t next;
      int64_t row;
      if (static_cast<uint32_t>(value >> 32) != epoch_) {
        row = 0;
        next = static_cast<uint64_t>(epoch_) << 32 | static_cast<uint64_t>(chunk);
      } else {
        row = static_cast<int64_t>(value & 0xffffffffu);
        if (row >= state_->rows) return state_->rows;
        next = value + static_cast<uint64_t>(chunk);
      }
      if (state_->counter.compare_exchange_weak(value, next, std::memory_order_relaxed)) return row;
    }
  }

  void waitFor(int64_t row) const {
    const uint32_t* flag = &state_->done[static_cast<size_t>(row)];
    for (unsigned spins = 0; __atomic_load_n(flag, __ATOMIC_ACQUIRE) != epoch_; ++spins) {
      if (spins < 4096) {
        __builtin_ia32_pause();
      } else {
        sched_yield();
      }
    }
  }

  void finish(int64_t row) const {
    __atomic_store_n(&state_->done[static_cast<size_t>(row)], epoch_, __ATOMIC_RELEASE);
  }

  /// Records `row` as a zero pivot if it is the lowest of this operation.
  void recordZeroPivot(int64_t row) const { recordZeroPivot(*state_, epoch_, row); }

  static void recordZeroPivot(SolveState& state, uint32_t epoch, int64_t row) {
    const uint64_t mine = static_cast<uint64_t>(epoch) << 32 | static_cast<uint64_t>(row + 1);
    uint64_t value = state.pivot.load();
    while (static_cast<uint32_t>(value >> 32) != epoch || (value & 0xffffffffu) > uint64_t(row + 1)) {
      if (state.pivot.compare_exchange_weak(value, mine)) return;
    }
  }

 private:
  SolveState* state_;
  uint32_t epoch_;
};

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_SOLVE_STATE_H

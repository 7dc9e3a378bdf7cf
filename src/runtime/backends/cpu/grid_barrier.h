// The barrier behind grid_group::sync() and multi_grid_group::sync(): one
// participant per block of a cooperative grid (each block runs on its own
// thread, see cooperative_executor.h), reusable for any number of rounds.
// Waiters spin briefly, then sleep on a futex, so a grid with more blocks
// than cores still makes progress.
#pragma once

#include <atomic>
#include <cstdint>

namespace openhip::cpu {

class GridBarrier {
 public:
  /// `participants` threads must call arriveAndWait() per round (at least 1).
  /// `spin` lets waiters poll before sleeping; turn it off when there are more
  /// participants than cores (a spinning waiter would steal a late arriver's core).
  GridBarrier(uint32_t participants, bool spin);
  GridBarrier(const GridBarrier&) = delete;
  GridBarrier& operator=(const GridBarrier&) = delete;

  /// Returns true once every participant has arrived in the current round.
  /// Memory written by any participant before it arrived is visible to all
  /// after. Returns false, at once or when woken, after cancel().
  bool arriveAndWait();

  /// Releases every waiter and every later arrival with `false`: a block
  /// faulted and will never arrive.
  void cancel();

  uint32_t participants() const { return participants_; }

 private:
  const uint32_t participants_;
  const bool spin_;
  std::atomic<uint32_t> arrived_{0};
  std::atomic<uint32_t> generation_{0};  // futex word: bumped when a round completes
  std::atomic<uint32_t> sleepers_{0};
  std::atomic<bool> cancelled_{false};
};

}  // namespace openhip::cpu

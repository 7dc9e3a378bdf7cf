// WarpScan: prefix scans within a logical warp, as two warp barriers: the
// lanes publish their inputs, lane 0 of the logical warp scans them, and each
// lane reads its own prefixes (and the aggregate, over the lanes that exist
// in a partial last warp). Broadcast is one shuffle.
#ifndef HIPCUB_WARP_SCAN_HPP_
#define HIPCUB_WARP_SCAN_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T, int LOGICAL_WARP_THREADS = HIPCUB_WARP_THREADS, int ARCH = HIPCUB_ARCH>
class WarpScan {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= HIPCUB_WARP_THREADS,
                "WarpScan: the logical warp must fit in a warp");

  struct _TempStorage {
    T inclusive[LOGICAL_WARP_THREADS];
    T exclusive[LOGICAL_WARP_THREADS];
    T aggregate;
  };

  _TempStorage& temp_storage;
  int lane;

  /// Scans the lanes' inputs; afterwards inclusive[lane] and exclusive[lane]
  /// (undefined for lane 0) hold the lane's prefixes.
  template <typename ScanOp>
  __device__ void Scan(T input, ScanOp& scan_op) {
    temp_storage.inclusive[lane] = input;
    __syncwarp();
    if (lane == 0) {
      T running = temp_storage.inclusive[0];
      const int lanes = detail::logical_warp_lanes<LOGICAL_WARP_THREADS>();
      for (int i = 1; i < lanes; ++i) {
        temp_storage.exclusive[i] = running;
        running = scan_op(running, temp_storage.inclusive[i]);
        temp_storage.inclusive[i] = running;
      }
      temp_storage.aggregate = running;
    }
    __syncwarp();
  }

  template <typename ScanOp>
  __device__ T Seeded(const T& initial_value, ScanOp& scan_op) {
    return lane == 0 ? initial_value : scan_op(initial_value, temp_storage.exclusive[lane]);
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ WarpScan(TempStorage& storage)
      : temp_storage(storage.Alias()), lane(static_cast<int>(LaneId() % LOGICAL_WARP_THREADS)) {}

  __device__ void InclusiveSum(T input, T& inclusive_output) { InclusiveScan(input, inclusive_output, ::hipcub::Sum()); }
  __device__ void InclusiveSum(T input, T& inclusive_output, T& warp_aggregate) {
    InclusiveScan(input, inclusive_output, ::hipcub::Sum(), warp_aggregate);
  }

  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T& inclusive_output, ScanOp scan_op) {
    Scan(input, scan_op);
    inclusive_output = temp_storage.inclusive[lane];
  }

  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T& inclusive_output, ScanOp scan_op, T& warp_aggregate) {
    Scan(input, scan_op);
    inclusive_output = temp_storage.inclusive[lane];
    warp_aggregate = temp_storage.aggregate;
  }

  __device__ void ExclusiveSum(T input, T& exclusive_output) {
    ExclusiveScan(input, exclusive_output, T{}, ::hipcub::Sum());
  }
  __device__ void ExclusiveSum(T input, T& exclusive_output, T& warp_aggregate) {
    ExclusiveScan(input, exclusive_output, T{}, ::hipcub::Sum(), warp_aggregate);
  }

  /// Without an initial value lane 0's output is undefined.
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& exclusive_output, ScanOp scan_op) {
    Scan(input, scan_op);
    exclusive_output = temp_storage.exclusive[lane];
  }

  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& exclusive_output, T initial_value, ScanOp scan_op) {
    Scan(input, scan_op);
    exclusive_output = Seeded(initial_value, scan_op);
  }

  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& exclusive_output, ScanOp scan_op, T& warp_aggregate) {
    Scan(input, scan_op);
    exclusive_output = temp_storage.exclusive[lane];
    warp_aggregate = temp_storage.aggregate;
  }

  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T& exclusive_output, T initial_value, ScanOp scan_op, T& warp_aggregate) {
    Scan(input, scan_op);
    exclusive_output = Seeded(initial_value, scan_op);
    warp_aggregate = temp_storage.aggregate;
  }

  template <typename ScanOp>
  __device__ void Scan(T input, T& inclusive_output, T& exclusive_output, ScanOp scan_op) {
    Scan(input, scan_op);
    inclusive_output = temp_storage.inclusive[lane];
    exclusive_output = temp_storage.exclusive[lane];
  }

  template <typename ScanOp>
  __device__ void Scan(T input, T& inclusive_output, T& exclusive_output, T initial_value, ScanOp scan_op) {
    Scan(input, scan_op);
    inclusive_output = scan_op(initial_value, temp_storage.inclusive[lane]);
    exclusive_output = Seeded(initial_value, scan_op);
  }

  /// The input of lane src_lane of the logical warp.
  __device__ T Broadcast(T input, unsigned int src_lane) {
    return ShuffleIndex<LOGICAL_WARP_THREADS>(input, static_cast<int>(src_lane), ~0ull);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_WARP_SCAN_HPP_

// GridQueue: a work queue in device memory whose fill and drain counters
// blocks advance with atomics (CUB's GridQueue).
#ifndef HIPCUB_GRID_QUEUE_HPP_
#define HIPCUB_GRID_QUEUE_HPP_

#include <cstddef>

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename OffsetT>
class GridQueue {
  enum { FILL = 0, DRAIN = 1 };
  OffsetT* d_counters;

 public:
  __host__ __device__ static std::size_t AllocationSize() { return sizeof(OffsetT) * 2; }

  __host__ __device__ GridQueue() : d_counters(nullptr) {}
  __host__ __device__ GridQueue(void* d_storage) : d_counters(static_cast<OffsetT*>(d_storage)) {}

  /// Sets the fill size and resets the drain counter (in stream order).
  __host__ hipError_t FillAndResetDrain(OffsetT fill_size, hipStream_t stream = 0) {
    const OffsetT counters[2] = {fill_size, OffsetT(0)};
    return hipMemcpyAsync(d_counters, counters, sizeof(counters), hipMemcpyHostToDevice, stream);
  }
  __device__ hipError_t FillAndResetDrain(OffsetT fill_size) {
    d_counters[FILL] = fill_size;
    d_counters[DRAIN] = 0;
    return hipSuccess;
  }
  __host__ hipError_t ResetDrain(hipStream_t stream = 0) {
    return hipMemsetAsync(d_counters + DRAIN, 0, sizeof(OffsetT), stream);
  }
  __device__ hipError_t ResetDrain() {
    d_counters[DRAIN] = 0;
    return hipSuccess;
  }
  __host__ hipError_t ResetFill(hipStream_t stream = 0) {
    return hipMemsetAsync(d_counters + FILL, 0, sizeof(OffsetT), stream);
  }
  __device__ hipError_t ResetFill() {
    d_counters[FILL] = 0;
    return hipSuccess;
  }
  /// The fill size (the host form waits for the stream).
  __host__ hipError_t FillSize(OffsetT& fill_size, hipStream_t stream = 0) {
    hipError_t error = hipMemcpyAsync(&fill_size, d_counters + FILL, sizeof(OffsetT), hipMemcpyDeviceToHost, stream);
    return error == hipSuccess ? hipStreamSynchronize(stream) : error;
  }
  __device__ hipError_t FillSize(OffsetT& fill_size) {
    fill_size = d_counters[FILL];
    return hipSuccess;
  }
  /// Takes num_items from the drain counter; returns the first one.
  __device__ OffsetT Drain(OffsetT num_items) { return atomicAdd(d_counters + DRAIN, num_items); }
  /// Adds num_items to the fill counter; returns the previous fill size.
  __device__ OffsetT Fill(OffsetT num_items) { return atomicAdd(d_counters + FILL, num_items); }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_GRID_QUEUE_HPP_

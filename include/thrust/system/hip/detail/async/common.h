// What every asynchronous algorithm of the HIP system does first: pick its
// stream (the one the policy names with .on(s), else a new stream, which like
// any blocking stream is ordered after earlier null-stream work) and make it
// wait for the policy's dependencies (.after(...)). The work is then queued
// with par_nosync on that stream and an event recorded after it. Scratch
// memory comes from the stream-ordered pool; an allocator given with
// par(alloc) is used by the synchronous algorithms only.
#pragma once

#include <thrust/system/hip/future.h>
#include <thrust/system/hip/detail/par.h>
#include <thrust/system/hip/detail/util.h>
#include <thrust/detail/execute_with_dependencies.h>

#include <memory>
#include <tuple>
#include <utility>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {

template <class Policy> __host__ std::shared_ptr<async_state> begin_async(Policy& policy) {
  const hipStream_t attached = thrust::hip_rocprim::stream(policy);
  const bool new_one = attached == thrust::hip_rocprim::default_stream();
  hipStream_t stream = attached;
  if (new_one)
    thrust::hip_rocprim::throw_on_error(hipStreamCreate(&stream),
                                        "asynchronous algorithm: hipStreamCreate failed");
  std::shared_ptr<async_state> state = make_state(stream, new_one);
  auto dependencies = thrust::detail::extract_dependencies(policy);
  depend_on_all(*state, dependencies,
                std::make_index_sequence<std::tuple_size<decltype(dependencies)>::value>());
  return state;
}

// Device memory for one T, freed once the operation's event has completed.
template <class T> __host__ T* async_storage(async_state& state) {
  void* p = nullptr;
  thrust::hip_rocprim::throw_on_error(hipMallocAsync(&p, sizeof(T), state.stream),
                                      "asynchronous algorithm: hipMallocAsync failed");
  const hipStream_t stream = state.owns_stream ? state.stream : nullptr;
  state.keep_alive.push_back(std::shared_ptr<void>(p, [stream](void* q) {
    if ((stream ? hipFreeAsync(q, stream) : hipFree(q)) != hipSuccess)
      (void)hipGetLastError();
  }));
  return static_cast<T*>(p);
}

__host__ inline unique_eager_event finish_async(std::shared_ptr<async_state> state) {
  state->record();
  return unique_eager_event(std::move(state));
}

} // namespace detail
} // namespace hip
} // namespace system
THRUST_NAMESPACE_END

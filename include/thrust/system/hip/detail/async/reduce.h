// thrust::async::reduce (a future of the sum) and reduce_into on the HIP system.
#pragma once

#include <thrust/detail/config.h>
#include <thrust/detail/cpp14_required.h>

#if THRUST_CPP_DIALECT >= 2014

#include <thrust/system/hip/detail/async/common.h>
#include <thrust/system/hip/detail/reduce.h>
#include <thrust/type_traits/remove_cvref.h>
#include <thrust/distance.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __async_reduce {

template <class T> struct store_body {
  T value;
  T* out;
  __host__ __device__ void operator()() { *out = value; }
};

template <class Source, class Destination> struct move_body {
  Source from;
  Destination to;
  __host__ __device__ void operator()() { *to = *from; }
};

// Queues the reduction of [first, last) into device memory at out.
template <class ForwardIt, class Sentinel, class T, class BinaryOp>
__host__ void reduce_to(execute_on_stream_nosync& on_stream, ForwardIt first, Sentinel last, T init,
                        BinaryOp op, T* out) {
  const auto n = thrust::distance(first, ForwardIt(last));
  if (n > 0)
    __reduce::reduce_to(on_stream, first, n, init, op, out);
  else
    detail::launch_single(on_stream, store_body<T>{init, out});
}

} // namespace __async_reduce

template <class DerivedPolicy, class ForwardIt, class Sentinel, class T, class BinaryOp>
__host__ thrust::hip::unique_eager_future<thrust::remove_cvref_t<T>>
async_reduce(execution_policy<DerivedPolicy>& policy, ForwardIt first, Sentinel last, T init,
             BinaryOp op) {
  typedef thrust::remove_cvref_t<T> U;
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  U* value = thrust::system::hip::detail::async_storage<U>(*state);
  execute_on_stream_nosync on_stream(state->stream);
  __async_reduce::reduce_to(on_stream, first, last, U(init), op, value);
  return thrust::hip::unique_eager_future<U>(
      thrust::system::hip::detail::finish_async(std::move(state)), value);
}

template <class DerivedPolicy, class ForwardIt, class Sentinel, class OutputIt, class T,
          class BinaryOp>
__host__ thrust::hip::unique_eager_event async_reduce_into(execution_policy<DerivedPolicy>& policy,
                                                           ForwardIt first, Sentinel last,
                                                           OutputIt output, T init, BinaryOp op) {
  typedef thrust::remove_cvref_t<T> U;
  auto state = thrust::system::hip::detail::begin_async(thrust::detail::derived_cast(policy));
  U* value = thrust::system::hip::detail::async_storage<U>(*state);
  execute_on_stream_nosync on_stream(state->stream);
  __async_reduce::reduce_to(on_stream, first, last, U(init), op, value);
  auto to = thrust::detail::try_unwrap_contiguous_iterator(output);
  detail::launch_single(on_stream, __async_reduce::move_body<U*, decltype(to)>{value, to});
  return thrust::system::hip::detail::finish_async(std::move(state));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END

#endif

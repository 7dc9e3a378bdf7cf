// The one way the HIP system runs work in parallel: a range of items is cut
// into tiles and a kernel with one single-thread block per tile runs `body(t)`
// for every tile t on the policy's stream. OpenHIP's runtime runs the blocks on
// its worker threads, so the tiles run in parallel, in stream order, and the
// bodies are device code: user functors may be __device__ lambdas and reach
// device memory directly.
#pragma once

#include <thrust/system/hip/detail/util.h>
#include <thrust/detail/seq.h>
#include <thrust/detail/raw_pointer_cast.h>

#include <cstddef>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace detail {

// A range of n items in tiles of tile_size (the last one may be shorter).
template <class Size> struct tiling {
  Size n;
  Size tile_size;
  std::size_t tiles;

  __host__ __device__ Size begin(std::size_t tile) const {
    return static_cast<Size>(tile) * tile_size;
  }
  __host__ __device__ Size end(std::size_t tile) const {
    const Size stop = begin(tile) + tile_size;
    return stop < n ? stop : n;
  }
};

// About eight tiles per worker thread, so that a busy or uneven machine still
// balances, and at least min_tile items per tile, so that short ranges run as
// one tile on one thread without waking the others.
template <class Size> __host__ tiling<Size> make_tiling(Size n, Size min_tile = 8192) {
  tiling<Size> t{n, 1, 0};
  if (n <= 0)
    return t;
  const Size target = static_cast<Size>(device_parallelism()) * 8;
  Size size = (n + target - 1) / target;
  if (size < min_tile)
    size = min_tile;
  t.tile_size = size;
  t.tiles = static_cast<std::size_t>((n + size - 1) / size);
  return t;
}

#if THRUST_HIP_HAS_KERNELS

template <class Body> __global__ void __launch_bounds__(1) tile_kernel(Body body) {
  body(static_cast<std::size_t>(blockIdx.x));
}

template <class Derived, class Body>
__host__ void launch_tiles(execution_policy<Derived>& exec, std::size_t tiles, Body body) {
  if (tiles == 0)
    return;
  void* args[] = {&body};
  throw_on_error(hipLaunchKernel(reinterpret_cast<const void*>(&tile_kernel<Body>),
                                 dim3(static_cast<unsigned>(tiles)), dim3(1), args, 0,
                                 stream(exec)),
                 "hipLaunchKernel failed");
}

#else // host-only translation unit: no kernels

// Set while this thread runs tiles, whose element accesses are then direct
// (get_value and friends otherwise copy through the runtime).
inline int& host_tile_depth() {
  static thread_local int depth = 0;
  return depth;
}

template <class Derived, class Body>
__host__ void launch_tiles(execution_policy<Derived>& exec, std::size_t tiles, Body body) {
  if (tiles == 0)
    return;
  synchronize(exec);
  ++host_tile_depth();
  try {
    for (std::size_t t = 0; t < tiles; ++t)
      body(t);
  } catch (...) {
    --host_tile_depth();
    throw;
  }
  --host_tile_depth();
}

#endif

// Whether this thread is inside tiles running on the host (host-only units).
__host__ inline bool in_host_tiles() {
#if THRUST_HIP_HAS_KERNELS
  return false;
#else
  return host_tile_depth() > 0;
#endif
}

// Runs body(tile) for each tile of the tiling.
template <class Derived, class Size, class Body>
__host__ void for_each_tile(execution_policy<Derived>& exec, const tiling<Size>& t, Body body) {
  launch_tiles(exec, t.tiles, body);
}

// Runs body() once, on one worker, in stream order.
template <class Body> struct single_tile_body {
  Body body;
  __host__ __device__ void operator()(std::size_t) { body(); }
};

template <class Derived, class Body>
__host__ void launch_single(execution_policy<Derived>& exec, Body body) {
  launch_tiles(exec, 1, single_tile_body<Body>{body});
}

// Entry points are __host__ __device__: in host code they run the parallel
// implementation (a __host__ function with a deduced return type), in device
// code (a Thrust call inside a kernel) Thrust's sequential algorithm. In
// hipcc's device pass the host call is only named, in an unevaluated operand,
// which instantiates it and the kernels it launches (clang rejects an
// evaluated call of a __host__ function there).
template <class> struct instantiate_host_path {};

} // namespace detail
} // namespace hip_rocprim
THRUST_NAMESPACE_END

#if defined(__CUDA_ARCH__)
#define THRUST_HIP_DISPATCH(host_call, seq_call)                                                   \
  return ((void)sizeof(::thrust::hip_rocprim::detail::instantiate_host_path<decltype(host_call)>), \
          seq_call)
#define THRUST_HIP_DISPATCH_VOID(host_call, seq_call)                                              \
  (void)sizeof(::thrust::hip_rocprim::detail::instantiate_host_path<decltype(host_call)>);         \
  seq_call
#else
#define THRUST_HIP_DISPATCH(host_call, seq_call) return host_call
#define THRUST_HIP_DISPATCH_VOID(host_call, seq_call) (void)host_call
#endif

// Common machinery of the device-wide algorithms (namespace hipcub::detail).
//
// A device-wide algorithm is a short sequence of kernel launches on the
// caller's stream, so it runs in stream order, asynchronously to the host,
// as on a GPU. Its kernels are CPU-style: `__launch_bounds__(1)`, one
// work-item per block, each block working through one tile of the input in
// plain loops that the host compiler vectorizes, and the blocks spread over
// OpenHIP's worker threads (docs/hipcub.md explains the choice).
#ifndef HIPCUB_DEVICE_DETAIL_LAUNCH_HPP_
#define HIPCUB_DEVICE_DETAIL_LAUNCH_HPP_

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>

#include "../../config.hpp"
#include "../../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

/// Turns the status of an algorithm into the API's error type: hipError_t
/// for hipcub, cudaError_t for cub (specialized in <cub/util_namespace.cuh>).
template <typename ErrorT>
struct error_traits;
template <>
struct error_traits<hipError_t> {
  static hipError_t from(hipError_t error) { return error; }
};

/// Runs body(tile) as block `tile` of a one-work-item-per-block grid.
template <typename Body>
__global__ __launch_bounds__(1) void serial_tiles_kernel(Body body) {
  body(static_cast<unsigned int>(blockIdx.x));
}

/// Launches body over `tiles` blocks on `stream` (nothing for zero tiles).
template <typename Body>
inline hipError_t launch_tiles(unsigned int tiles, hipStream_t stream, Body body) {
  if (tiles == 0) return hipSuccess;
  void* args[] = {&body};
  return hipLaunchKernel(reinterpret_cast<const void*>(&serial_tiles_kernel<Body>), dim3(tiles), dim3(1), args, 0,
                         stream);
}

template <typename It, typename T>
struct FillBody {
  It it;
  T value;
  __device__ void operator()(unsigned int) { *it = value; }
};

/// Writes one value through an output iterator, in stream order.
template <typename It, typename T>
inline hipError_t fill_value(It it, T value, hipStream_t stream) {
  return launch_tiles(1, stream, FillBody<It, T>{it, value});
}

/// Ends an algorithm: with debug_synchronous, waits for the stream.
inline hipError_t finish(hipError_t error, hipStream_t stream, bool debug_synchronous) {
  if (error == hipSuccess && debug_synchronous) error = hipStreamSynchronize(stream);
  return error;
}

#define HIPCUB_DETAIL_RETURN_IF_ERROR(expr)  \
  do {                                       \
    const hipError_t hipcub_error_ = (expr); \
    if (hipcub_error_ != hipSuccess) return hipcub_error_; \
  } while (0)

constexpr std::size_t TEMP_ALIGNMENT = 256;

/// Sub-allocations of the caller's temporary storage, each 256-byte aligned.
/// Algorithms describe their parts once; the same description answers the
/// size query (null d_temp_storage) and carves the storage up.
class TempStorageLayout {
 public:
  template <typename T>
  std::size_t add(std::size_t count) {
    const std::size_t offset = (bytes_ + TEMP_ALIGNMENT - 1) / TEMP_ALIGNMENT * TEMP_ALIGNMENT;
    bytes_ = offset + count * sizeof(T);
    return offset;
  }
  /// At least 16 bytes, so that a caller never allocates zero bytes and then
  /// passes a null pointer back (which would be a size query again).
  std::size_t bytes() const { return bytes_ < 16 ? 16 : bytes_; }

 private:
  std::size_t bytes_ = 0;
};

template <typename T>
inline T* temp_part(void* d_temp_storage, std::size_t offset) {
  return reinterpret_cast<T*>(static_cast<char*>(d_temp_storage) + offset);
}

/// The two-phase protocol: with a null d_temp_storage, report the size and
/// stop (*done = true); with too little storage, hipErrorInvalidValue.
inline hipError_t check_temp_storage(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                     const TempStorageLayout& layout, bool* done) {
  *done = false;
  if (d_temp_storage == nullptr) {
    temp_storage_bytes = layout.bytes();
    *done = true;
    return hipSuccess;
  }
  if (temp_storage_bytes < layout.bytes()) return hipErrorInvalidValue;
  return hipSuccess;
}

// ---- Validating iterators ---------------------------------------------------
// Only raw pointers (also inside hipCUB's wrapping iterators) can be checked.

template <typename It, typename = void>
struct has_base : std::false_type {};
template <typename It>
struct has_base<It, decltype((void)std::declval<const It&>().base())> : std::true_type {};

template <typename It>
inline bool is_null_iterator(const It& it) {
  if constexpr (std::is_pointer<It>::value)
    return it == nullptr;
  else if constexpr (has_base<It>::value)
    return is_null_iterator(it.base());
  else
    return false;
}

template <typename... Its>
inline bool any_null(const Its&... its) {
  return (is_null_iterator(its) || ...);
}

/// The "values" of keys-only algorithms: an iterator over nothing.
struct NullValues {
  using difference_type = std::ptrdiff_t;
  using value_type = NullType;
  using pointer = NullType*;
  using reference = NullType;
  using iterator_category = std::random_access_iterator_tag;
  __host__ __device__ NullValues operator+(long long) const { return *this; }
  __host__ __device__ NullType operator[](long long) const { return NullType(); }
};

/// The value type of an input iterator.
template <typename It>
using input_value_t = typename std::iterator_traits<It>::value_type;

/// The value an output iterator stores, or `Fallback` for iterators whose
/// value_type is void (DiscardOutputIterator, ...).
template <typename It, typename Fallback>
using output_value_t = non_void_value_t<It, Fallback>;

/// Segmented algorithms give each block a run of consecutive segments, at
/// most this many blocks in all.
constexpr unsigned int SEGMENT_BLOCKS = 1024;

/// Tiles of `tile_items` items covering n items.
inline unsigned int tile_count(long long n, long long tile_items) {
  return static_cast<unsigned int>((n + tile_items - 1) / tile_items);
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DEVICE_DETAIL_LAUNCH_HPP_

// CachingDeviceAllocator: a cache of device allocations in geometrically
// growing bins (CUB's allocator). Freed blocks stay cached per device up to
// max_cached_bytes and are handed out again once the stream they were last
// used on has reached the free (or at once on the same stream).
#ifndef HIPCUB_UTIL_ALLOCATOR_HPP_
#define HIPCUB_UTIL_ALLOCATOR_HPP_

#include <cstddef>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>

#include "config.hpp"
#include "device/detail/launch.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <typename ErrorT>
struct CachingDeviceAllocatorT {
  static const unsigned int INVALID_BIN = static_cast<unsigned int>(-1);
  static const std::size_t INVALID_SIZE = static_cast<std::size_t>(-1);
  static const int INVALID_DEVICE_ORDINAL = -1;

  unsigned int bin_growth;
  unsigned int min_bin;
  unsigned int max_bin;
  std::size_t min_bin_bytes;
  std::size_t max_bin_bytes;
  std::size_t max_cached_bytes;
  const bool skip_cleanup;
  bool debug;

  CachingDeviceAllocatorT(unsigned int bin_growth, unsigned int min_bin = 1, unsigned int max_bin = INVALID_BIN,
                          std::size_t max_cached_bytes = INVALID_SIZE, bool skip_cleanup = false,
                          bool debug = false)
      : bin_growth(bin_growth),
        min_bin(min_bin),
        max_bin(max_bin),
        min_bin_bytes(IntPow(bin_growth, min_bin)),
        max_bin_bytes(IntPow(bin_growth, max_bin)),
        max_cached_bytes(max_cached_bytes),
        skip_cleanup(skip_cleanup),
        debug(debug) {}

  CachingDeviceAllocatorT(bool skip_cleanup = false, bool debug = false)
      : bin_growth(8),
        min_bin(3),
        max_bin(7),
        min_bin_bytes(IntPow(8, 3)),
        max_bin_bytes(IntPow(8, 7)),
        max_cached_bytes((IntPow(8, 7) * 3) - 1),
        skip_cleanup(skip_cleanup),
        debug(debug) {}

  CachingDeviceAllocatorT(const CachingDeviceAllocatorT&) = delete;
  CachingDeviceAllocatorT& operator=(const CachingDeviceAllocatorT&) = delete;

  virtual ~CachingDeviceAllocatorT() {
    if (!skip_cleanup) (void)FreeAllCached();
  }

  ErrorT SetMaxCachedBytes(std::size_t bytes) {
    std::lock_guard<std::mutex> lock(mutex);
    max_cached_bytes = bytes;
    return error_traits<ErrorT>::from(hipSuccess);
  }

  ErrorT DeviceAllocate(int device, void** d_ptr, std::size_t bytes, hipStream_t active_stream = 0) {
    if (d_ptr == nullptr) return error_traits<ErrorT>::from(hipErrorInvalidValue);
    *d_ptr = nullptr;
    int entry_device = INVALID_DEVICE_ORDINAL;
    hipError_t error = hipGetDevice(&entry_device);
    if (error != hipSuccess) return error_traits<ErrorT>::from(error);
    if (device == INVALID_DEVICE_ORDINAL) device = entry_device;

    Block search{nullptr, device, 0, 0, active_stream, nullptr};
    NearestBin(bytes, &search.bin, &search.bytes);
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (search.bin != INVALID_BIN) {
        // A cached block of the same bin and device, free to use on this stream.
        for (auto it = cached.lower_bound(search); it != cached.end() && it->device == device && it->bin == search.bin;
             ++it) {
          if (it->stream == active_stream || hipEventQuery(it->ready) == hipSuccess) {
            Block block = *it;
            block.stream = active_stream;
            cached_bytes[device] -= block.bytes;
            cached.erase(it);
            live[block.ptr] = block;
            *d_ptr = block.ptr;
            return error_traits<ErrorT>::from(hipSuccess);
          }
        }
      }
    }
    if (device != entry_device && (error = hipSetDevice(device)) != hipSuccess) return error_traits<ErrorT>::from(error);
    error = hipMalloc(&search.ptr, search.bytes);
    if (error == hipErrorOutOfMemory) {  // release the cache of this device and retry once
      (void)FreeCached(device);
      (void)hipGetLastError();
      error = hipMalloc(&search.ptr, search.bytes);
    }
    if (error == hipSuccess) error = hipEventCreateWithFlags(&search.ready, hipEventDisableTiming);
    if (device != entry_device) (void)hipSetDevice(entry_device);
    if (error != hipSuccess) {
      if (search.ptr) (void)hipFree(search.ptr);
      return error_traits<ErrorT>::from(error);
    }
    {
      std::lock_guard<std::mutex> lock(mutex);
      live[search.ptr] = search;
    }
    *d_ptr = search.ptr;
    if (debug) std::printf("Device %d allocated new device block at %p (%zu bytes)\n", device, search.ptr, search.bytes);
    return error_traits<ErrorT>::from(hipSuccess);
  }

  ErrorT DeviceAllocate(void** d_ptr, std::size_t bytes, hipStream_t active_stream = 0) {
    return DeviceAllocate(INVALID_DEVICE_ORDINAL, d_ptr, bytes, active_stream);
  }

  ErrorT DeviceFree(int device, void* d_ptr) {
    (void)device;
    return DeviceFree(d_ptr);
  }

  ErrorT DeviceFree(void* d_ptr) {
    Block block{};
    bool keep = false;
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = live.find(d_ptr);
      if (it == live.end()) return error_traits<ErrorT>::from(hipErrorInvalidValue);
      block = it->second;
      live.erase(it);
      keep = block.bin != INVALID_BIN && cached_bytes[block.device] + block.bytes <= max_cached_bytes;
      if (keep) {
        cached.insert(block);
        cached_bytes[block.device] += block.bytes;
      }
    }
    if (keep) return error_traits<ErrorT>::from(hipEventRecord(block.ready, block.stream));
    hipError_t error = hipFree(block.ptr);
    hipError_t destroyed = hipEventDestroy(block.ready);
    return error_traits<ErrorT>::from(error != hipSuccess ? error : destroyed);
  }

  ErrorT FreeAllCached() { return FreeCached(INVALID_DEVICE_ORDINAL); }

 private:
  struct Block {
    void* ptr;
    int device;
    unsigned int bin;
    std::size_t bytes;
    hipStream_t stream;
    hipEvent_t ready;
    bool operator<(const Block& other) const {
      if (device != other.device) return device < other.device;
      if (bin != other.bin) return bin < other.bin;
      return ptr < other.ptr;
    }
  };

  static std::size_t IntPow(unsigned int base, unsigned int exp) {
    std::size_t value = 1;
    for (unsigned int i = 0; i < exp; ++i) {
      if (value > INVALID_SIZE / (base ? base : 1)) return INVALID_SIZE;
      value *= base;
    }
    return value;
  }

  void NearestBin(std::size_t bytes, unsigned int* bin, std::size_t* rounded) const {
    if (bytes > max_bin_bytes || max_bin == INVALID_BIN) {
      *bin = INVALID_BIN;  // too large to cache: exact size, freed when released
      *rounded = bytes > 0 ? bytes : 1;
      return;
    }
    unsigned int b = min_bin;
    std::size_t size = min_bin_bytes;
    while (size < bytes) {
      size *= bin_growth;
      ++b;
    }
    *bin = b;
    *rounded = size;
  }

  ErrorT FreeCached(int device) {
    std::set<Block> release;
    {
      std::lock_guard<std::mutex> lock(mutex);
      for (auto it = cached.begin(); it != cached.end();) {
        if (device == INVALID_DEVICE_ORDINAL || it->device == device) {
          cached_bytes[it->device] -= it->bytes;
          release.insert(*it);
          it = cached.erase(it);
        } else {
          ++it;
        }
      }
    }
    hipError_t result = hipSuccess;
    for (const Block& block : release) {
      hipError_t error = hipFree(block.ptr);
      if (error == hipSuccess) error = hipEventDestroy(block.ready);
      if (result == hipSuccess) result = error;
    }
    return error_traits<ErrorT>::from(result);
  }

  std::mutex mutex;
  std::set<Block> cached;
  std::map<void*, Block> live;
  std::map<int, std::size_t> cached_bytes;
};

}  // namespace detail

using CachingDeviceAllocator = detail::CachingDeviceAllocatorT<hipError_t>;

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_UTIL_ALLOCATOR_HPP_

// C ABI: stream memory operations (hipStreamWaitValue*/hipStreamWriteValue*):
// a stream waits until a word in memory satisfies a condition, or writes one.
#include <atomic>
#include <chrono>
#include <thread>

#include "memory_ops.h"

namespace {

template <class T>
bool conditionHolds(T current, T value, T mask, unsigned flags) {
  const T masked = current & mask;
  switch (flags) {
    case hipStreamWaitValueGte: return masked >= value;
    case hipStreamWaitValueEq: return masked == value;
    case hipStreamWaitValueAnd: return (masked & value) != 0;
    case hipStreamWaitValueNor: return static_cast<T>(~(masked | (value & mask))) != 0;
  }
  return true;
}

/// Polls the word: spinning first, then sleeping with growing pauses (the
/// executor thread of the stream is the only one blocked).
template <class T>
void waitForValue(const T* ptr, T value, T mask, unsigned flags) {
  const auto* word = reinterpret_cast<const std::atomic<T>*>(ptr);
  std::chrono::microseconds pause(1);
  for (int spins = 0;; ++spins) {
    if (conditionHolds<T>(word->load(std::memory_order_acquire), value, mask, flags)) return;
    if (spins < 1000) {
      std::this_thread::yield();
    } else {
      std::this_thread::sleep_for(pause);
      if (pause < std::chrono::microseconds(200)) pause *= 2;
    }
  }
}

template <class T>
hipError_t checkWord(const void* ptr) {
  if (!ptr || reinterpret_cast<uintptr_t>(ptr) % sizeof(T) != 0) return hipErrorInvalidValue;
  return openhip::checkRange(ptr, sizeof(T), /*must_be_known=*/true);
}

template <class T>
hipError_t streamWait(hipStream_t stream, void* ptr, T value, unsigned flags, T mask) {
  if (flags > hipStreamWaitValueNor) return hipErrorInvalidValue;
  if (hipError_t e = checkWord<T>(ptr)) return e;
  const T* word = static_cast<const T*>(ptr);
  return openhip::submitMemoryOperation(
      stream, [=] { waitForValue<T>(word, value, mask, flags); }, false);
}

template <class T>
hipError_t streamWrite(hipStream_t stream, void* ptr, T value, unsigned flags) {
  if (flags != 0) return hipErrorInvalidValue;
  if (hipError_t e = checkWord<T>(ptr)) return e;
  auto* word = reinterpret_cast<std::atomic<T>*>(ptr);
  return openhip::submitMemoryOperation(
      stream, [=] { word->store(value, std::memory_order_release); }, false);
}

}  // namespace

extern "C" {

hipError_t hipStreamWaitValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int flags,
                                uint32_t mask) {
  HIP_RETURN(streamWait<uint32_t>(stream, ptr, value, flags, mask));
}

hipError_t hipStreamWaitValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int flags,
                                uint64_t mask) {
  HIP_RETURN(streamWait<uint64_t>(stream, ptr, value, flags, mask));
}

hipError_t hipStreamWriteValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int flags) {
  HIP_RETURN(streamWrite<uint32_t>(stream, ptr, value, flags));
}

hipError_t hipStreamWriteValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int flags) {
  HIP_RETURN(streamWrite<uint64_t>(stream, ptr, value, flags));
}

}  // extern "C"

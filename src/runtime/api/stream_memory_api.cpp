// C ABI: stream memory operations (hipStreamWaitValue*/hipStreamWriteValue*):
// a stream waits until a word in memory satisfies a condition, or writes one.

#include "api_common.h"
#include "memory_ops.h"

namespace {

template <class T>
hipError_t checkWord(const void* ptr) {
  if (!ptr || reinterpret_cast<uintptr_t>(ptr) % sizeof(T) != 0) return hipErrorInvalidValue;
  return openhip::checkRange(ptr, sizeof(T), /*must_be_known=*/true);
}

template <class T>
hipError_t streamWait(hipStream_t stream, void* ptr, T value, unsigned flags, T mask) {
  if (flags > hipStreamWaitValueNor) return hipErrorInvalidValue;
  if (hipError_t e = checkWord<T>(ptr)) return e;
  openhip::ValueWait wait;
  wait.address = ptr;
  wait.value = value;
  wait.mask = mask;
  wait.size = sizeof(T);
  wait.condition = flags;
  return openhip::submitMemoryOperation(stream, wait, false);
}

template <class T>
hipError_t streamWrite(hipStream_t stream, void* ptr, T value, unsigned flags) {
  if (flags != 0) return hipErrorInvalidValue;
  if (hipError_t e = checkWord<T>(ptr)) return e;
  openhip::ValueWrite write;
  write.address = ptr;
  write.value = value;
  write.size = sizeof(T);
  return openhip::submitMemoryOperation(stream, write, false);
}

}  // namespace

extern "C" {

hipError_t hipStreamWaitValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int flags,
                                uint32_t mask) {
  OPENHIP_API(stream, ptr, value, flags, mask);
  HIP_RETURN(streamWait<uint32_t>(stream, ptr, value, flags, mask));
}

hipError_t hipStreamWaitValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int flags,
                                uint64_t mask) {
  OPENHIP_API(stream, ptr, value, flags, mask);
  HIP_RETURN(streamWait<uint64_t>(stream, ptr, value, flags, mask));
}

hipError_t hipStreamWriteValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int flags) {
  OPENHIP_API(stream, ptr, value, flags);
  HIP_RETURN(streamWrite<uint32_t>(stream, ptr, value, flags));
}

hipError_t hipStreamWriteValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int flags) {
  OPENHIP_API(stream, ptr, value, flags);
  HIP_RETURN(streamWrite<uint64_t>(stream, ptr, value, flags));
}

}  // extern "C"

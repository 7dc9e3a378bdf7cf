// C ABI: interprocess events (see core/ipc_event.cpp).
#include <cstring>

#include "api_common.h"
#include "event.h"
#include "ipc_shared.h"

extern "C" {

hipError_t hipIpcGetEventHandle(hipIpcEventHandle_t* handle, hipEvent_t event) {
  OPENHIP_API(handle, event);
  if (!handle || !event || !openhip::Runtime::get().isLiveEvent(event)) HIP_RETURN(hipErrorInvalidValue);
  if (!(event->flags & hipEventInterprocess)) HIP_RETURN(hipErrorInvalidConfiguration);
  openhip::IpcWireHandle wire{};
  if (hipError_t e = openhip::exportIpcEvent(event, &wire)) HIP_RETURN(e);
  std::memset(handle, 0, sizeof *handle);
  std::memcpy(handle->reserved, &wire, sizeof wire);
  HIP_RETURN(hipSuccess);
}

hipError_t hipIpcOpenEventHandle(hipEvent_t* event, hipIpcEventHandle_t handle) {
  OPENHIP_API(event, handle);
  if (!event) HIP_RETURN(hipErrorInvalidValue);
  openhip::IpcWireHandle wire{};
  std::memcpy(&wire, handle.reserved, sizeof wire);
  HIP_RETURN(openhip::openIpcEvent(wire, event));
}

}  // extern "C"

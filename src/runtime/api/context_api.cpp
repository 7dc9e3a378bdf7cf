// C ABI: contexts (hipCtx*, deprecated in HIP but real here) and primary
// contexts (hipDevicePrimaryCtx*). See context.h.
#include "api_common.h"
#include "device_config.h"
#include "context.h"

using openhip::Runtime;

namespace {

// Device flags as hipSetDeviceFlags accepts them: one schedule mode at most.
bool validContextFlags(unsigned flags) {
  const unsigned schedule = flags & 0x7u;
  const unsigned known = hipDeviceScheduleMask | hipDeviceMapHost | hipDeviceLmemResizeToMax;
  return (flags & ~known) == 0 &&
         (schedule == 0 || schedule == 1 || schedule == 2 || schedule == 4);
}

bool validDevice(int ordinal) { return Runtime::get().device(ordinal) != nullptr; }

}  // namespace

extern "C" {

hipError_t hipCtxCreate(hipCtx_t* ctx, unsigned int flags, hipDevice_t device) {
  OPENHIP_API(ctx, flags, device);
  if (!ctx) HIP_RETURN(hipErrorInvalidValue);
  if (!validDevice(device)) HIP_RETURN(hipErrorInvalidDevice);
  if (!validContextFlags(flags)) HIP_RETURN(hipErrorInvalidValue);
  *ctx = openhip::createContext(device, flags);
  openhip::contextStack().push_back(*ctx);
  openhip::makeDeviceCurrent(*ctx);
  HIP_RETURN(hipSuccess);
}

hipError_t hipCtxDestroy(hipCtx_t ctx) {
  OPENHIP_API(ctx);
  if (!ctx) HIP_RETURN(hipErrorInvalidValue);
  if (!openhip::isLiveContext(ctx) || ctx->primary) HIP_RETURN(hipErrorInvalidContext);
  // Work queued while the context was current must finish first.
  if (openhip::Device* device = Runtime::get().device(ctx->device)) {
    if (device->onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
    device->synchronize();
  }
  HIP_RETURN(openhip::destroyContext(ctx) ? hipSuccess : hipErrorInvalidContext);
}

hipError_t hipCtxPopCurrent(hipCtx_t* ctx) {
  OPENHIP_API(ctx);
  std::vector<ihipCtx_t*>& stack = openhip::contextStack();
  openhip::currentContext();  // drops contexts destroyed by other threads
  if (stack.empty()) HIP_RETURN(hipErrorInvalidContext);
  if (ctx) *ctx = stack.back();
  stack.pop_back();
  if (!stack.empty()) openhip::makeDeviceCurrent(stack.back());
  HIP_RETURN(hipSuccess);
}

hipError_t hipCtxPushCurrent(hipCtx_t ctx) {
  OPENHIP_API(ctx);
  if (!openhip::isLiveContext(ctx)) HIP_RETURN(hipErrorInvalidContext);
  openhip::contextStack().push_back(ctx);
  openhip::makeDeviceCurrent(ctx);
  HIP_RETURN(hipSuccess);
}

hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  OPENHIP_API(ctx);
  std::vector<ihipCtx_t*>& stack = openhip::contextStack();
  if (!ctx) {  // unbinds the current context
    if (!stack.empty()) stack.pop_back();
    if (!stack.empty()) openhip::makeDeviceCurrent(stack.back());
    HIP_RETURN(hipSuccess);
  }
  if (!openhip::isLiveContext(ctx)) HIP_RETURN(hipErrorInvalidContext);
  if (stack.empty())
    stack.push_back(ctx);
  else
    stack.back() = ctx;
  openhip::makeDeviceCurrent(ctx);
  HIP_RETURN(hipSuccess);
}

hipError_t hipCtxGetCurrent(hipCtx_t* ctx) {
  OPENHIP_API(ctx);
  if (!ctx) HIP_RETURN(hipErrorInvalidValue);
  *ctx = openhip::currentContext();
  HIP_RETURN(*ctx ? hipSuccess : hipErrorInvalidContext);
}

hipError_t hipCtxGetDevice(hipDevice_t* device) {
  OPENHIP_API(device);
  if (!device) HIP_RETURN(hipErrorInvalidValue);
  ihipCtx_t* ctx = openhip::currentContext();
  if (!ctx) HIP_RETURN(hipErrorInvalidContext);
  *device = ctx->device;
  HIP_RETURN(hipSuccess);
}

hipError_t hipCtxGetApiVersion(hipCtx_t ctx, int* apiVersion) {
  OPENHIP_API(ctx, apiVersion);
  if (!apiVersion) HIP_RETURN(hipErrorInvalidValue);
  if (ctx && !openhip::isLiveContext(ctx)) HIP_RETURN(hipErrorInvalidContext);
  *apiVersion = HIP_VERSION;  // every context speaks the runtime's API version
  HIP_RETURN(hipSuccess);
}

// The configuration calls act on the current context's device, which is
// the thread's current device.
hipError_t hipCtxGetCacheConfig(hipFuncCache_t* cacheConfig) {
  OPENHIP_API(cacheConfig);
  HIP_RETURN(openhip::getCacheConfig(cacheConfig));
}

hipError_t hipCtxSetCacheConfig(hipFuncCache_t cacheConfig) {
  OPENHIP_API(cacheConfig);
  HIP_RETURN(openhip::setCacheConfig(cacheConfig));
}

hipError_t hipCtxSetSharedMemConfig(hipSharedMemConfig config) {
  OPENHIP_API(config);
  HIP_RETURN(openhip::setSharedMemConfig(config));
}

hipError_t hipCtxGetSharedMemConfig(hipSharedMemConfig* pConfig) {
  OPENHIP_API(pConfig);
  HIP_RETURN(openhip::getSharedMemConfig(pConfig));
}

hipError_t hipCtxSynchronize(void) {
  OPENHIP_API();
  HIP_RETURN(openhip::synchronizeDevice());
}

hipError_t hipCtxGetFlags(unsigned int* flags) {
  OPENHIP_API(flags);
  if (!flags) HIP_RETURN(hipErrorInvalidValue);
  ihipCtx_t* ctx = openhip::currentContext();
  if (!ctx) HIP_RETURN(hipErrorInvalidContext);
  *flags = ctx->primary ? Runtime::get().device(ctx->device)->flags() : ctx->flags;
  HIP_RETURN(hipSuccess);
}

hipError_t hipCtxEnablePeerAccess(hipCtx_t peerCtx, unsigned int flags) {
  OPENHIP_API(peerCtx, flags);
  if (!openhip::isLiveContext(peerCtx)) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::enablePeerAccess(peerCtx->device, flags));
}

hipError_t hipCtxDisablePeerAccess(hipCtx_t peerCtx) {
  OPENHIP_API(peerCtx);
  if (!openhip::isLiveContext(peerCtx)) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::disablePeerAccess(peerCtx->device));
}

hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int* flags, int* active) {
  OPENHIP_API(dev, flags, active);
  if (!flags || !active) HIP_RETURN(hipErrorInvalidValue);
  if (!validDevice(dev)) HIP_RETURN(hipErrorInvalidDevice);
  *flags = Runtime::get().device(dev)->flags();
  *active = openhip::primaryRetainCount(dev) > 0 ? 1 : 0;
  HIP_RETURN(hipSuccess);
}

hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev) {
  OPENHIP_API(dev);
  if (!validDevice(dev)) HIP_RETURN(hipErrorInvalidDevice);
  HIP_RETURN(openhip::releasePrimary(dev) ? hipSuccess : hipErrorInvalidContext);
}

hipError_t hipDevicePrimaryCtxRetain(hipCtx_t* pctx, hipDevice_t dev) {
  OPENHIP_API(pctx, dev);
  if (!pctx) HIP_RETURN(hipErrorInvalidValue);
  if (!validDevice(dev)) HIP_RETURN(hipErrorInvalidDevice);
  openhip::retainPrimary(dev);
  *pctx = openhip::primaryContext(dev);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev) {
  OPENHIP_API(dev);
  openhip::Device* device = Runtime::get().device(dev);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  if (device->onExecutorThread()) HIP_RETURN(hipErrorNotSupported);
  // As hipDeviceReset of that device: its memory, streams and state go.
  Runtime::get().resetDevice(*device);
  device->clearStickyError();
  openhip::resetPrimary(dev);
  HIP_RETURN(hipSuccess);
}

hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t dev, unsigned int flags) {
  OPENHIP_API(dev, flags);
  openhip::Device* device = Runtime::get().device(dev);
  if (!device) HIP_RETURN(hipErrorInvalidDevice);
  if (openhip::primaryRetainCount(dev) > 0) HIP_RETURN(hipErrorContextAlreadyInUse);
  if (!validContextFlags(flags)) HIP_RETURN(hipErrorInvalidValue);
  device->setFlags(flags);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"

// Contexts of HIP's (deprecated but still used) driver-style API. On the CPU
// a context is a device plus flags: every device has one primary context,
// hipCtxCreate makes more, and each thread has a stack of current contexts
// whose top decides the thread's current device (as hipSetDevice does).
#pragma once

#include <vector>

#include "runtime.h"

struct ihipCtx_t {
  int device = 0;
  unsigned flags = 0;  ///< for a primary context: the device's flags (hipSetDeviceFlags)
  bool primary = false;
};

namespace openhip {

/// The primary context of device `ordinal` (nullptr if out of range).
ihipCtx_t* primaryContext(int ordinal);
ihipCtx_t* createContext(int ordinal, unsigned flags);
/// false if `context` is not a live context made by createContext.
bool destroyContext(ihipCtx_t* context);
/// Live primary or created context.
bool isLiveContext(const ihipCtx_t* context);

/// The calling thread's context stack, top at the back.
std::vector<ihipCtx_t*>& contextStack();
/// Makes `context`'s device the thread's current device.
void makeDeviceCurrent(const ihipCtx_t* context);
/// The thread's current context: the top of its stack, else the primary
/// context of its current device (nullptr without devices).
ihipCtx_t* currentContext();

/// Primary-context bookkeeping (hipDevicePrimaryCtx*): retain count per device.
int primaryRetainCount(int ordinal);
void retainPrimary(int ordinal);
/// false when the count is already 0.
bool releasePrimary(int ordinal);
void resetPrimary(int ordinal);

}  // namespace openhip

#include "stream.h"

#include "device.h"
#include "stream_capture.h"
#include "trace.h"

#include <cstdio>

// hipStreamNonBlocking; the value is part of HIP's API.
static constexpr unsigned kNonBlockingFlag = 0x1;

ihipStream_t::ihipStream_t(openhip::Device& device, openhip::StreamKind kind, unsigned flags,
                           int priority)
    : device_(device),
      kind_(kind),
      flags_(flags),
      priority_(priority),
      queue_(device.backend().createQueue(device, priority)) {
  if (openhip::trace::any()) {
    char name[64];
    if (kind == openhip::StreamKind::User)
      std::snprintf(name, sizeof name, "stream %p", static_cast<const void*>(this));
    else
      std::snprintf(name, sizeof name, kind == openhip::StreamKind::Null ? "null stream" : "per-thread stream");
    openhip::trace::nameQueue(queue_.get(), device.ordinal(), name);
  }
}

ihipStream_t::~ihipStream_t() {
  openhip::forgetCapturingStream(*this);
  queue_.reset();  // drains the queue
}

bool ihipStream_t::blocking() const {
  return kind_ != openhip::StreamKind::Null && !(flags_ & kNonBlockingFlag);
}

bool ihipStream_t::idle() const {
  openhip::CompletionPtr latest = last();
  return !latest || latest->done();
}

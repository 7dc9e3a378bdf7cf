// An event: the completion of the stream operation that last recorded it.
#pragma once

#include <mutex>

#include "completion.h"

struct ihipEvent_t {
  explicit ihipEvent_t(unsigned flags) : flags(flags) {}

  const unsigned flags;

  /// The recorded marker, nullptr if never recorded.
  openhip::CompletionPtr marker() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return recorded_;
  }
  void setMarker(openhip::CompletionPtr marker) {
    std::lock_guard<std::mutex> lock(mutex_);
    recorded_ = std::move(marker);
  }

 private:
  mutable std::mutex mutex_;
  openhip::CompletionPtr recorded_;
};

// Copies, fills and stream value operations on memory the host can address
// (every CPU device's memory).
#pragma once

#include <atomic>

#include "backend.h"

namespace openhip::cpu {

void runCopy(const CopyRegion& copy);
void runFill(const FillRegion& fill);
void runValueWrite(const ValueWrite& write);
/// Polls the word: spinning first, then sleeping with growing pauses (the
/// queue's runner is the only thread blocked); gives up once `*stop` is set
/// (a cancellation).
void runValueWait(const ValueWait& wait, const std::atomic<bool>* stop = nullptr);

}  // namespace openhip::cpu

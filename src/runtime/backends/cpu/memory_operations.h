// Copies, fills and stream value operations on memory the host can address
// (every CPU device's memory).
#pragma once

#include "backend.h"

namespace openhip::cpu {

void runCopy(const CopyRegion& copy);
void runFill(const FillRegion& fill);
void runValueWrite(const ValueWrite& write);
/// Polls the word: spinning first, then sleeping with growing pauses (the
/// queue's own thread is the only one blocked).
void runValueWait(const ValueWait& wait);

}  // namespace openhip::cpu

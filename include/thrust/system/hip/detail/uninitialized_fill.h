// uninitialized_fill: Thrust's generic implementation
// (thrust/system/detail/generic/uninitialized_fill.*) serves the HIP system; it is built on the HIP
// system's parallel primitives (for_each, reduce, scans, copy_if, sort, ...).
#pragma once

#include <thrust/detail/config.h>

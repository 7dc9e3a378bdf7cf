// uninitialized_copy: Thrust's generic implementation
// (thrust/system/detail/generic/uninitialized_copy.*) serves the HIP system; it is built on the HIP
// system's parallel primitives (for_each, reduce, scans, copy_if, sort, ...).
#pragma once

#include <thrust/detail/config.h>

// swap_ranges: Thrust's generic implementation (thrust/system/detail/generic/swap_ranges.*)
// serves the HIP system; it is built on the HIP system's parallel primitives
// (for_each, reduce, scans, copy_if, sort, ...).
#pragma once

#include <thrust/detail/config.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/swap.h>
#include <thrust/distance.h>

// adjacent_difference: Thrust's generic implementation
// (thrust/system/detail/generic/adjacent_difference.*) serves the HIP system; it is built on the
// HIP system's parallel primitives (for_each, reduce, scans, copy_if, sort, ...).
#pragma once

#include <thrust/detail/config.h>
// Public headers Thrust's CUDA system includes here too: programs written
// against it may rely on them.
#include <thrust/functional.h>
#include <thrust/memory.h>
#include <thrust/adjacent_difference.h>

// hipCUB for OpenHIP: every block, warp and device-wide primitive, iterator
// and utility (docs/hipcub.md).
#ifndef HIPCUB_HPP_
#define HIPCUB_HPP_

#include "config.hpp"
#include "hipcub_version.hpp"
#include "util_allocator.hpp"
#include "util_deprecated.hpp"
#include "util_macro.hpp"
#include "util_ptx.hpp"
#include "util_type.hpp"

#include "thread/thread_load.hpp"
#include "thread/thread_operators.hpp"
#include "thread/thread_reduce.hpp"
#include "thread/thread_scan.hpp"
#include "thread/thread_search.hpp"
#include "thread/thread_sort.hpp"
#include "thread/thread_store.hpp"

#include "iterator/arg_index_input_iterator.hpp"
#include "iterator/cache_modified_input_iterator.hpp"
#include "iterator/cache_modified_output_iterator.hpp"
#include "iterator/constant_input_iterator.hpp"
#include "iterator/counting_input_iterator.hpp"
#include "iterator/discard_output_iterator.hpp"
#include "iterator/transform_input_iterator.hpp"

#include "block/block_adjacent_difference.hpp"
#include "block/block_discontinuity.hpp"
#include "block/block_exchange.hpp"
#include "block/block_histogram.hpp"
#include "block/block_load.hpp"
#include "block/block_radix_sort.hpp"
#include "block/block_reduce.hpp"
#include "block/block_scan.hpp"
#include "block/block_shuffle.hpp"
#include "block/block_store.hpp"

#include "warp/warp_exchange.hpp"
#include "warp/warp_load.hpp"
#include "warp/warp_reduce.hpp"
#include "warp/warp_scan.hpp"
#include "warp/warp_store.hpp"

#include "device/device_histogram.hpp"
#include "device/device_merge_sort.hpp"
#include "device/device_partition.hpp"
#include "device/device_radix_sort.hpp"
#include "device/device_reduce.hpp"
#include "device/device_run_length_encode.hpp"
#include "device/device_scan.hpp"
#include "device/device_segmented_radix_sort.hpp"
#include "device/device_segmented_reduce.hpp"
#include "device/device_select.hpp"

#include "grid/grid_even_share.hpp"
#include "grid/grid_mapping.hpp"
#include "grid/grid_queue.hpp"

#endif  // HIPCUB_HPP_

// Merge path: splitting the merge of two sorted ranges into independent
// pieces. The first `diagonal` items of the stable merge of a and b take
// merge_path(...) items from a and the rest from b (ties go to a).
#pragma once

#include <thrust/detail/raw_reference_cast.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace detail {

template <class ItA, class ItB, class Size, class Compare>
__host__ __device__ Size merge_path(ItA a, Size na, ItB b, Size nb, Size diagonal, Compare comp) {
  Size lo = diagonal > nb ? diagonal - nb : 0;
  Size hi = diagonal < na ? diagonal : na;
  while (lo < hi) {
    const Size mid = lo + (hi - lo) / 2;
    if (comp(thrust::raw_reference_cast(b[diagonal - mid - 1]), thrust::raw_reference_cast(a[mid])))
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

// Sequential stable merge of a[0, na) and b[0, nb) into out, values alongside
// when HasValues.
template <bool HasValues, class KeyA, class KeyB, class ValA, class ValB, class KeyOut,
          class ValOut, class Size, class Compare>
__host__ __device__ void serial_merge(KeyA a, ValA va, Size na, KeyB b, ValB vb, Size nb,
                                      KeyOut out, ValOut vout, Compare comp) {
  Size i = 0, j = 0;
  while (i < na && j < nb) {
    if (comp(thrust::raw_reference_cast(b[j]), thrust::raw_reference_cast(a[i]))) {
      *out = b[j];
      if (HasValues)
        *vout = vb[j];
      ++j;
    } else {
      *out = a[i];
      if (HasValues)
        *vout = va[i];
      ++i;
    }
    ++out;
    if (HasValues)
      ++vout;
  }
  for (; i < na; ++i, ++out) {
    *out = a[i];
    if (HasValues)
      *vout = va[i], ++vout;
  }
  for (; j < nb; ++j, ++out) {
    *out = b[j];
    if (HasValues)
      *vout = vb[j], ++vout;
  }
}

} // namespace detail
} // namespace hip_rocprim
THRUST_NAMESPACE_END

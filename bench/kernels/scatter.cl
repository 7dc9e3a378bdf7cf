// Atomic float scatter-add in OpenCL C: the HIP kernel of scatter.hip.
// OpenCL 1.2 has no float atomic add: the usual compare-and-swap loop on
// the value's bits stands in for it.
inline void atomic_add_float(volatile __global float* address, float value) {
  volatile __global uint* bits = (volatile __global uint*)address;
  uint old = *bits, seen;
  while ((seen = atomic_cmpxchg(bits, old, as_uint(as_float(old) + value))) != old) old = seen;
}

__kernel void scatter(__global const int* idx, __global const float* val, __global float* bins, int n) {
  int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
  if (i < n) atomic_add_float(&bins[idx[i]], val[i]);
}

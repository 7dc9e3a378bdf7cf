// 256-bin byte histogram in OpenCL C: the HIP kernel of histogram.hip.
#define BINS 256
__kernel void histogram(__global const uchar* data, __global uint* bins, int n) {
  __local uint local_bins[BINS];
  for (int b = get_local_id(0); b < BINS; b += get_local_size(0)) local_bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_group_id(0) * get_local_size(0) + get_local_id(0); i < n;
       i += get_local_size(0) * get_num_groups(0))
    atomic_add(&local_bins[data[i]], 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = get_local_id(0); b < BINS; b += get_local_size(0)) atomic_add(&bins[b], local_bins[b]);
}

// Exclusive scan in OpenCL C: the HIP kernels of scan.hip.
#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 4
#endif
#define PER_BLOCK (BLOCK * ITEMS)
__kernel void scan_blocks(__global const uint* in, __global uint* out, __global uint* block_sums, int n) {
  __local uint totals[BLOCK];
  int t = get_local_id(0);
  int base = get_group_id(0) * PER_BLOCK + t * ITEMS;
  uint items[ITEMS];
  uint total = 0;
  for (int k = 0; k < ITEMS; ++k) {
    items[k] = base + k < n ? in[base + k] : 0u;
    total += items[k];
  }
  totals[t] = total;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int offset = 1; offset < BLOCK; offset *= 2) {
    uint left = t >= offset ? totals[t - offset] : 0u;
    barrier(CLK_LOCAL_MEM_FENCE);
    totals[t] += left;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  uint running = totals[t] - total;
  for (int k = 0; k < ITEMS; ++k) {
    if (base + k < n) out[base + k] = running;
    running += items[k];
  }
  if (t == BLOCK - 1) block_sums[get_group_id(0)] = totals[t];
}

__kernel void add_offsets(__global uint* out, __global const uint* offsets, int n) {
  uint offset = offsets[get_group_id(0)];
  for (int k = 0; k < ITEMS; ++k) {
    int i = get_group_id(0) * PER_BLOCK + k * BLOCK + get_local_id(0);
    if (i < n) out[i] += offset;
  }
}

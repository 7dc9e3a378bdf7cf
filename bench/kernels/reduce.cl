// Block reduction in OpenCL C: the HIP kernel of reduce.hip.
#ifndef BLOCK
#define BLOCK 256
#endif
__kernel void block_reduce(__global const float* in, __global float* out, int n) {
  __local float partial[BLOCK];
  int t = get_local_id(0);
  int i = get_group_id(0) * get_local_size(0) + t;
  partial[t] = i < n ? in[i] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int stride = get_local_size(0) / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0) out[get_group_id(0)] = partial[0];
}

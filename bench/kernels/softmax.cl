// Row softmax in OpenCL C: the HIP kernel of softmax.hip.
#define BLOCK 256
__kernel void softmax(__global const float* in, __global float* out, int cols) {
  __local float partial[BLOCK];
  __global const float* x = in + (size_t)get_group_id(0) * cols;
  __global float* y = out + (size_t)get_group_id(0) * cols;
  const int t = get_local_id(0);
  const int size = get_local_size(0);

  float top = -INFINITY;
  for (int c = t; c < cols; c += size) top = fmax(top, x[c]);
  partial[t] = top;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = size / 2; s > 0; s /= 2) {
    if (t < s) partial[t] = fmax(partial[t], partial[t + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  top = partial[0];
  barrier(CLK_LOCAL_MEM_FENCE);

  float sum = 0.0f;
  for (int c = t; c < cols; c += size) sum += exp(x[c] - top);
  partial[t] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = size / 2; s > 0; s /= 2) {
    if (t < s) partial[t] += partial[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  const float scale = 1.0f / partial[0];
  for (int c = t; c < cols; c += size) y[c] = exp(x[c] - top) * scale;
}

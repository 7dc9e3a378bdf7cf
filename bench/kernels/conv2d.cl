// 2-D 5x5 convolution in OpenCL C: the HIP kernel of conv2d.hip (sizes in a
// struct passed by value, the filter in __constant memory).
typedef struct {
  uint width, height;
} GridSize;

__kernel void conv2d(__global const float* padded, __global float* out, __constant float* filter, GridSize size) {
  const size_t x = get_global_id(0);
  const size_t y = get_global_id(1);
  if (x >= size.width || y >= size.height) return;
  const size_t stride = size.width + 4;
  float sum = 0.0f;
  for (size_t fy = 0; fy < 5; ++fy)
    for (size_t fx = 0; fx < 5; ++fx) sum += padded[(y + fy) * stride + x + fx] * filter[fy * 5 + fx];
  out[y * size.width + x] = sum;
}

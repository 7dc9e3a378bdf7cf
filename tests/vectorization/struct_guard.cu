// A 2-D guard on sizes passed in a by-value struct (AMD's convolution example,
// `uint2 input_dimensions`), with size_t global indices.
struct Size2 {
  unsigned x, y;
};

extern "C" __global__ void scale_2d(const float* in, float* out, Size2 size, float a) {
  const unsigned long x = blockDim.x * blockIdx.x + threadIdx.x;
  const unsigned long y = blockDim.y * blockIdx.y + threadIdx.y;
  const unsigned long width = size.x, height = size.y;
  if (x >= width || y >= height) return;
  out[y * width + x] = a * in[y * width + x];
}

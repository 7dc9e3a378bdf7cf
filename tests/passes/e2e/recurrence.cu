// A loop of the work-item's own (its trip count differs per work-item, so it
// stays inside the work-item loop), carrying a value through memory from one
// iteration to the next.
extern "C" __global__ void recurrence(float* __restrict__ a, const float* __restrict__ b,
                                      const int* __restrict__ lengths, float c) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  int base = id * 64;
  for (int i = 1; i < lengths[id]; ++i)
    a[base + i] = a[base + i - 1] * c + b[base + i];
}

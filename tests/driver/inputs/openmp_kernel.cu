// HeCBench's bilateral links with `-Xcompiler -fopenmp`: OpenMP host code
// next to a CUDA kernel.
#include <cstdio>
#include <omp.h>

__global__ void increment(int* values) { values[threadIdx.x] += 1; }

int main() {
  int sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < 100; ++i)
    sum += i;
  int* values = nullptr;
  if (cudaMallocManaged(&values, 32 * sizeof(int)) != cudaSuccess)
    return 1;
  for (int i = 0; i < 32; ++i)
    values[i] = i;
  increment<<<1, 32>>>(values);
  bool ok = cudaDeviceSynchronize() == cudaSuccess && sum == 4950 && values[31] == 32 &&
            omp_get_max_threads() >= 1;
  std::printf("OpenMP next to a kernel: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

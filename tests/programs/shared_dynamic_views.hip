// Dynamic shared memory (extern __shared__) sized at launch: one arena carved
// into typed views (double, int, char), and two extern __shared__
// declarations of different types (in the kernel and in a __device__
// function) that alias the same bytes.
#include "program_check.h"

#include <cstring>
#include <vector>

extern __shared__ double arena_doubles[];

__device__ unsigned read_as_bits(int index) {
  extern __shared__ unsigned arena_bits[];
  return arena_bits[index];
}

// Layout per block of n threads: n doubles, then n ints, then n chars.
__global__ void carve(const int* in, double* out_d, int* out_i, unsigned* out_bits) {
  int n = blockDim.x, t = threadIdx.x;
  double* as_double = arena_doubles;
  int* as_int = reinterpret_cast<int*>(as_double + n);
  char* as_char = reinterpret_cast<char*>(as_int + n);
  int v = in[blockIdx.x * n + t];
  as_double[t] = v * 1.5;
  as_int[t] = v - 7;
  as_char[t] = static_cast<char>(v & 0x3f);
  __syncthreads();
  int o = n - 1 - t;
  out_d[blockIdx.x * n + t] = as_double[o] + as_char[o];
  out_i[blockIdx.x * n + t] = as_int[(t + 1) % n] * 2 + as_char[(t + 2) % n];
  __syncthreads();
  // The low 32 bits of the double slot written by thread o, via the other declaration.
  out_bits[blockIdx.x * n + t] = read_as_bits(2 * o);
}

int main() {
  Checker check;
  const int blocks = 9;
  for (int threads : {16, 100, 256}) {
    const int n = blocks * threads;
    const size_t shared_bytes = threads * (sizeof(double) + sizeof(int) + sizeof(char));
    std::vector<int> in(n), out_i(n);
    std::vector<double> out_d(n);
    std::vector<unsigned> out_bits(n);
    for (int i = 0; i < n; ++i) in[i] = (i * 73) % 500 + threads;
    int *d_in, *d_out_i;
    double* d_out_d;
    unsigned* d_bits;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_out_i, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_out_d, n * sizeof(double)));
    HIP_CHECK(hipMalloc(&d_bits, n * sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    carve<<<blocks, threads, shared_bytes>>>(d_in, d_out_d, d_out_i, d_bits);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out_d.data(), d_out_d, n * sizeof(double), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(out_i.data(), d_out_i, n * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(out_bits.data(), d_bits, n * sizeof(unsigned), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      const int* v = &in[b * threads];
      for (int t = 0; t < threads; ++t) {
        int o = threads - 1 - t, i = b * threads + t;
        check.expect_near("double view", i, out_d[i], v[o] * 1.5 + (v[o] & 0x3f), 0.0);
        check.expect_eq("int view", i, out_i[i], (v[(t + 1) % threads] - 7) * 2 + (v[(t + 2) % threads] & 0x3f));
        double d = v[o] * 1.5;
        unsigned words[2];
        std::memcpy(words, &d, sizeof d);
        check.expect_eq("alias", i, out_bits[i], words[0]);
      }
    }
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out_i));
    HIP_CHECK(hipFree(d_out_d));
    HIP_CHECK(hipFree(d_bits));
  }
  return check.finish();
}

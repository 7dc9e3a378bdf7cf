// A block total in a library's style: each thread stores its value, thread 0
// adds them up, the others keep their own (as hipCUB's BlockReduce returns),
// then the caller's own `if (t == 0)` stores the result.
__global__ void block_total(const int* in, int* out) {
  __shared__ int partial[256];
  const int t = threadIdx.x;
  const int v = in[blockIdx.x * blockDim.x + t];
  partial[t] = v;
  __syncthreads();
  int total = v;
  if (t == 0)
    for (int i = 1; i < blockDim.x; ++i) total += partial[i];
  if (t == 0) out[blockIdx.x] = total;
}

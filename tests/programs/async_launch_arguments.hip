// Launches are asynchronous, so arguments are captured at launch time: many
// launches queued on one stream, with the host changing its argument
// variables (a scalar and a struct) right after each launch, all run in
// order with the values they were launched with.
#include "program_check.h"

#include <vector>

struct Step {
  int multiplier;
  int addend;
};

__global__ void apply(int* data, int n, Step step, int round) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = (data[i] * step.multiplier + step.addend + round) % 100003;
}

int main() {
  Checker check;
  const int n = 4096, rounds = 300;
  std::vector<int> data(n), want(n);
  for (int i = 0; i < n; ++i) data[i] = want[i] = i;
  int* d_data;
  HIP_CHECK(hipMalloc(&d_data, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_data, data.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));

  Step step{1, 0};
  int round = 0;
  for (int r = 0; r < rounds; ++r) {
    step.multiplier = r % 7 + 1;
    step.addend = r * 3;
    round = r;
    apply<<<n / 256, 256, 0, stream>>>(d_data, n, step, round);
    HIP_CHECK(hipGetLastError());
    for (int i = 0; i < n; ++i) want[i] = (want[i] * step.multiplier + step.addend + round) % 100003;
    step = Step{-1, -1};  // must not reach the queued launch
    round = -1;
  }
  HIP_CHECK(hipStreamSynchronize(stream));
  HIP_CHECK(hipMemcpy(data.data(), d_data, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("data", i, data[i], want[i]);
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(d_data));
  return check.finish();
}

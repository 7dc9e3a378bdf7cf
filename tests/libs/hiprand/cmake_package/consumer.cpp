// Uses hipRAND through its CMake package (hip::hiprand puts include/hiprand
// on the include path, so <hiprand.h> is found as with AMD's package) and
// through the C++ API of <hiprand/hiprand.hpp>.
#include <hiprand.h>
#include <hiprand/hiprand.hpp>
#include <hiprand_kernel.h>

#include <cmath>
#include <cstdio>
#include <vector>

static int failures = 0;
static void expect(bool ok, const char* what) {
  if (!ok) {
    std::printf("failed: %s\n", what);
    ++failures;
  }
}

__global__ void firstWord(unsigned int* out) {
  hiprandStatePhilox4_32_10_t s;
  hiprand_init(0, threadIdx.x, 0, &s);
  out[threadIdx.x] = hiprand(&s);
}

int main() {
  unsigned int* words;
  float* values;
  (void)hipMalloc(&words, 64 * sizeof(unsigned int));
  (void)hipMalloc(&values, 64 * sizeof(float));
  std::vector<unsigned int> h(64);
  {
    // Seed 0: Philox4x32-10 of counter 0 under key 0 (Random123's first known answer).
    hiprand_cpp::philox4x32_10 engine(0);
    hiprand_cpp::uniform_int_distribution<unsigned int> bits;
    bits(engine, words, 64);
    (void)hipMemcpy(h.data(), words, 64 * sizeof(unsigned int), hipMemcpyDeviceToHost);
    expect(h[0] == 0x6627e8d5u && h[1] == 0xe169c58du, "philox words through hiprand_cpp");
    firstWord<<<1, 1>>>(words);
    unsigned int device_first = 0;
    (void)hipMemcpy(&device_first, words, sizeof(unsigned int), hipMemcpyDeviceToHost);
    expect(device_first == 0x6627e8d5u, "philox word from the device API");

    hiprand_cpp::normal_distribution<float> normal(10.0f, 2.0f);
    expect(normal.mean() == 10.0f && normal.stddev() == 2.0f, "normal parameters");
    normal(engine, values, 64);
    std::vector<float> v(64);
    (void)hipMemcpy(v.data(), values, 64 * sizeof(float), hipMemcpyDeviceToHost);
    double sum = 0;
    for (float x : v) sum += x;
    expect(std::fabs(sum / 64 - 10.0) < 1.5, "normal mean");
    hiprand_cpp::poisson_distribution<unsigned int> poisson(4.0);
    poisson(engine, words, 64);
  }
  {
    hiprand_cpp::sobol32 engine(4);  // 4 dimensions: counts must be multiples of 4
    hiprand_cpp::uniform_real_distribution<float> uniform;
    uniform(engine, values, 64);
    bool threw = false;
    try {
      uniform(engine, values, 63);
    } catch (const hiprand_cpp::error& e) {
      threw = e.error_code() == HIPRAND_STATUS_LENGTH_NOT_MULTIPLE;
    }
    expect(threw, "hiprand_cpp::error with LENGTH_NOT_MULTIPLE");
  }
  {
    hiprand_cpp::mtgp32 mtgp(7);
    hiprand_cpp::mt19937 mt(5489);
    hiprand_cpp::xorwow xorwow(1, 10);
    hiprand_cpp::mrg32k3a mrg;
    mtgp(words, 64);
    mt(words, 64);
    xorwow(words, 64);
    mrg(words, 64);
    hiprand_cpp::sobol64 sobol64(2);
    unsigned long long* wide;
    (void)hipMalloc(&wide, 64 * sizeof(unsigned long long));
    sobol64(wide, 64);
    (void)hipFree(wide);
  }
  expect(hiprand_cpp::version() == HIPRAND_VERSION, "version");
  (void)hipFree(words);
  (void)hipFree(values);
  std::printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}

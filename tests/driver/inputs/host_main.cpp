// Host-only half of the -c-then-link test.
#include <cstdio>
#include <vector>

int runSaxpy(int n, float a, const float* x, float* y);

int main() {
  const int n = 1000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i);
    y[i] = 1.0f;
  }
  if (runSaxpy(n, 2.0f, x.data(), y.data()) != 0) {
    std::printf("FAIL: HIP call failed\n");
    return 1;
  }
  for (int i = 0; i < n; ++i) {
    if (y[i] != 2.0f * float(i) + 1.0f) {
      std::printf("FAIL: y[%d] = %g\n", i, y[i]);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}

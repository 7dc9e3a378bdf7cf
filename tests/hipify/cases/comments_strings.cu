// Comments, string and character literals are not rewritten (a literal that
// is exactly one CUDA error-code name is: string_literal_names.cu).
#include <cstdio>
/* cudaMalloc in a block comment
   cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice); */
// CHECK: /* cudaMalloc in a block comment
// CHECK-NEXT: cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice); */
void strings() {
  std::printf("cudaMalloc failed: %s\n", "cudaErrorMemoryAllocation: out of memory");
  // CHECK: std::printf("cudaMalloc failed: %s\n", "cudaErrorMemoryAllocation: out of memory");
  const char *raw = R"(cudaFree(ptr); "cudaMemset")";
  // CHECK: const char *raw = R"(cudaFree(ptr); "cudaMemset")";
  const wchar_t *wide = L"cudaStream_t";
  // CHECK: const wchar_t *wide = L"cudaStream_t";
  char c = 'c'; int million = 1'000'000; cudaDeviceSynchronize(); // cudaDeviceReset
  // CHECK: char c = 'c'; int million = 1'000'000; hipDeviceSynchronize(); // cudaDeviceReset
  const char *escaped = "\"cudaFree\" \\"; cudaFree(0);
  // CHECK: const char *escaped = "\"cudaFree\" \\"; hipFree(0);
  (void)raw; (void)wide; (void)c; (void)million; (void)escaped;
}

// malloc/free/new/delete in kernels: per-thread blocks, 16-byte aligned,
// usable and distinct; blocks passed between launches; NULL beyond the heap
// limit of hipDeviceSetLimit(hipLimitMallocHeapSize), as on a GPU.
#include <hip/hip_runtime.h>

#include <cstdint>
#include <cstdlib>

#include "../program_check.h"

struct Node {
  int value;
  Node* next;
  __device__ Node(int v, Node* n) : value(v), next(n) {}
};

__global__ void mallocPerThread(int* sums, int* misaligned) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int n = 1 + i % 17;
  int* block = static_cast<int*>(malloc(n * sizeof(int)));
  if (!block) {
    sums[i] = -1;
    return;
  }
  if (reinterpret_cast<uintptr_t>(block) % 16 != 0) atomicAdd(misaligned, 1);
  for (int k = 0; k < n; ++k) block[k] = i + k;
  int sum = 0;
  for (int k = 0; k < n; ++k) sum += block[k];
  free(block);
  sums[i] = sum;
}

__global__ void newDelete(int* results) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  Node* list = nullptr;
  for (int k = 1; k <= 5; ++k) list = new Node(k * i, list);
  int sum = 0;
  while (list) {
    sum += list->value;
    Node* next = list->next;
    delete list;
    list = next;
  }
  double* array = new double[8];
  for (int k = 0; k < 8; ++k) array[k] = k;
  sum += static_cast<int>(array[7]);
  delete[] array;
  results[i] = sum;
}

__global__ void allocateKeep(int** slots) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  slots[i] = static_cast<int*>(malloc(sizeof(int)));
  if (slots[i]) *slots[i] = i * 3;
}

__global__ void readAndFree(int** slots, int* values) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  values[i] = slots[i] ? *slots[i] : -1;
  free(slots[i]);
}

__global__ void fillHeap(int size, int* granted, void** blocks) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  blocks[i] = malloc(size);
  if (blocks[i]) atomicAdd(granted, 1);
}

__global__ void freeAll(void** blocks) { free(blocks[blockIdx.x * blockDim.x + threadIdx.x]); }

int main() {
  Checker check;
  const int blocks = 16, threads = 64, n = blocks * threads;
  int* sums = nullptr;
  int* misaligned = nullptr;
  HIP_CHECK(hipMallocManaged(&sums, n * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&misaligned, sizeof(int)));
  *misaligned = 0;
  mallocPerThread<<<blocks, threads>>>(sums, misaligned);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < n; ++i) {
    const int count = 1 + i % 17;
    check.expect_eq("malloc sums", i, sums[i], count * i + count * (count - 1) / 2);
  }
  check.expect_eq("misaligned blocks", 0, *misaligned, 0);

  newDelete<<<blocks, threads>>>(sums);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < n; ++i) check.expect_eq("new/delete sums", i, sums[i], 15 * i + 7);

  int** slots = nullptr;
  HIP_CHECK(hipMallocManaged(&slots, n * sizeof(int*)));
  allocateKeep<<<blocks, threads>>>(slots);
  HIP_CHECK_LAUNCH();
  readAndFree<<<blocks, threads>>>(slots, sums);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < n; ++i) check.expect_eq("blocks kept across launches", i, sums[i], 3 * i);

  // Heap limit: 64 KiB holds exactly 256 blocks of 256 bytes.
  size_t old_limit = 0;
  HIP_CHECK(hipDeviceGetLimit(&old_limit, hipLimitMallocHeapSize));
  HIP_CHECK(hipDeviceSetLimit(hipLimitMallocHeapSize, 64 * 1024));
  size_t limit = 0;
  HIP_CHECK(hipDeviceGetLimit(&limit, hipLimitMallocHeapSize));
  check.expect_eq("heap limit", 0, static_cast<long>(limit), 64L * 1024);
  int* granted = nullptr;
  void** held = nullptr;
  HIP_CHECK(hipMallocManaged(&granted, sizeof(int)));
  HIP_CHECK(hipMallocManaged(&held, n * sizeof(void*)));
  *granted = 0;
  fillHeap<<<blocks, threads>>>(256, granted, held);
  HIP_CHECK_LAUNCH();
  check.expect_eq("mallocs granted under the limit", 0, *granted, 256);
  long nulls = 0;
  for (int i = 0; i < n; ++i) nulls += held[i] == nullptr;
  check.expect_eq("mallocs refused (NULL)", 0, nulls, static_cast<long>(n - 256));
  freeAll<<<blocks, threads>>>(held);
  HIP_CHECK_LAUNCH();
  *granted = 0;
  fillHeap<<<blocks, threads>>>(256, granted, held);  // everything was returned
  HIP_CHECK_LAUNCH();
  check.expect_eq("mallocs granted after free", 0, *granted, 256);
  freeAll<<<blocks, threads>>>(held);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipDeviceSetLimit(hipLimitMallocHeapSize, old_limit));

  HIP_CHECK(hipFree(sums));
  HIP_CHECK(hipFree(misaligned));
  HIP_CHECK(hipFree(slots));
  HIP_CHECK(hipFree(granted));
  HIP_CHECK(hipFree(held));
  return check.finish();
}

// Key search (a password cracker's shape, HeCBench md5hash's style): each
// work-item tries `per` consecutive keys from (global id * per), the last
// work-items cut off at the key space, hashing each (16 multiply-rotate
// rounds on the key and a block-uniform salt, a switch on the key length)
// and reporting a hit by storing the key's index and hash to fixed
// addresses. Compute-bound: no memory traffic but the rare hit.
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"
#include "keysearch_hash.h"

extern "C" void keysearch_omp(int* found, unsigned* found_hash, int count, unsigned length, unsigned salt,
                              unsigned target);

namespace {
constexpr int kBlock = 256;

__global__ void keysearch(int* found, unsigned* found_hash, int count, int per, unsigned length, unsigned salt,
                          unsigned target) {
  const int start = (blockIdx.x * blockDim.x + threadIdx.x) * per;
  for (int j = 0; j < per && start + j < count; ++j) {
    const unsigned h = keysearch_hash(static_cast<unsigned>(start + j), length, salt);
    if (h == target) {
      found[0] = start + j;
      found_hash[0] = h;
    }
  }
}
}  // namespace

int main() {
  // BENCH_KEYSEARCH_PER: keys per work-item (default 16).
  const int per = bench::setting("BENCH_KEYSEARCH_PER", 16, 1, 4096);
  const int count = static_cast<int>((1u << 26) / bench::scaleDown()) - 5;  // not a multiple of per
  const unsigned length = 3, salt = 0x2545F491u;
  // The target: the hash of a key three quarters into the space; every key
  // with that hash is a correct answer (any one of them, as on a GPU).
  const unsigned target = keysearch_hash(static_cast<unsigned>(count / 4 * 3), length, salt);
  std::vector<int> hits;
  for (int i = 0; i < count; ++i)
    if (keysearch_hash(static_cast<unsigned>(i), length, salt) == target) hits.push_back(i);
  int found = -1;
  unsigned foundHash = 0;
  auto check = [&](const char* form) {
    const bool ok = std::find(hits.begin(), hits.end(), found) != hits.end() && foundHash == target;
    if (!ok) std::fprintf(stderr, "keysearch %s: found key %d (hash %08x), not a key of hash %08x\n", form, found,
                          foundHash, target);
    return ok;
  };

  bench::FormResult omp = bench::measure("keysearch", "omp",
      [&] { keysearch_omp(&found, &foundHash, count, length, salt, target); }, [&] { return check("omp"); });

  const int none = -1;
  const unsigned noHash = 0;
  bench::DeviceArray<int> dfound(1, &none);
  bench::DeviceArray<unsigned> dhash(1, &noHash);
  const int threads = (count + per - 1) / per;
  const int blocks = (threads + kBlock - 1) / kBlock;
  bench::FormResult hip = bench::measure("keysearch", "hip",
      [&] {
        keysearch<<<blocks, kBlock>>>(dfound.ptr, dhash.ptr, count, per, length, salt, target);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] {
        dfound.copyTo(&found);
        dhash.copyTo(&foundHash);
        return check("hip");
      });

  bench::FormResult pocl = bench::guarded("keysearch", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("keysearch.cl"));
    cl_kernel k = cl.kernel("keysearch");
    cl_mem cfound = cl.buffer(sizeof(int)), chash = cl.buffer(sizeof(unsigned));
    cl.setArgs(k, cfound, chash, count, per, length, salt, target);
    const size_t global = size_t(blocks) * kBlock, local = kBlock;
    return bench::measure("keysearch", "pocl", [&] { cl.launch(k, 1, &global, &local); cl.finish(); },
        [&] {
          cl.read(cfound, &found, sizeof(int));
          cl.read(chash, &foundHash, sizeof(unsigned));
          return check("pocl");
        });
  });
  bench::printResult("keysearch", std::to_string(count) + " keys " + std::to_string(per) + " per work-item", omp,
                     hip, pocl);
}

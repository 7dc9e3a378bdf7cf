// Deterministic mutation fuzzing of the tuning-table parser (no libFuzzer needed):
//   blas_tuning_fuzz SLICE COUNT
// runs COUNT inputs derived from valid tables by random edits (byte flips, insertions of
// format tokens, deletions, duplicated and swapped lines, truncation), seeded by SLICE.
// Built with ASan+UBSan: any memory error, undefined behaviour or leak fails the run.
// Invariants checked on every input: no exception escapes, accepted entries are
// consistent, and an unusable table has no entries.
#include "blas_tuning.h"

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace openhip_blas::tuning;

namespace {

const char* const kSeeds[] = {
    "openhip-blas-tuning 1\n"
    "op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1-64 n=1-64 k=1-64 algo=openblas threads=1\n"
    "op=gemm cpu=\"AMD EPYC\" isa=avx2 lib=0.1 types=f16,f16,f16,f32 trans=NT m=65-* n=1-* k=1-* batch=1-8 "
    "algo=convert panel=512 threads=2\n",
    "# comment\nopenhip-blas-tuning 1\n\n"
    "op=matmul cpu=* lib=0.1 types=bf16,bf16,f32,f32 trans=TN m=16 n=16 k=16 algo=direct tile=8 # c\n",
    "openhip-blas-tuning 1\nop=gemm cpu=\"Other\" lib=0.2 types=i8,i8,i32,i32 trans=CC m=3-2 n=x k=1 algo=warp\n",
    "openhip-blas-tuning 2\n",
    "",
};

const char* const kTokens[] = {"openhip-blas-tuning 1", "op=", "gemm", "matmul", "cpu=", "\"", "*", "isa=", "avx2",
                               "lib=0.1", "types=", "f32,", "f8fnuz", "trans=", "NN", "m=", "n=", "k=", "batch=",
                               "1-*", "-", "999999999999999", "algo=", "openblas", "convert", "direct", "threads=",
                               "panel=", "tile=", "=", "#", "\n", " ", "\t", "\r", ","};

std::string mutate(std::string s, std::mt19937_64& rng) {
  int edits = 1 + int(rng() % 8);
  for (int e = 0; e < edits; ++e) {
    size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
    switch (rng() % 7) {
      case 0:  // flip a byte
        if (!s.empty()) s[pos % s.size()] = char(rng() & 0xff);
        break;
      case 1: {  // insert a format token
        const char* t = kTokens[rng() % (sizeof(kTokens) / sizeof(kTokens[0]))];
        s.insert(pos, t);
        break;
      }
      case 2:  // delete a range
        if (!s.empty()) s.erase(pos % s.size(), 1 + rng() % 16);
        break;
      case 3: {  // duplicate a line
        size_t start = s.rfind('\n', pos == 0 ? 0 : pos - 1);
        start = start == std::string::npos ? 0 : start + 1;
        size_t end = s.find('\n', pos);
        if (end == std::string::npos) end = s.size();
        s.insert(end, "\n" + s.substr(start, end - start));
        break;
      }
      case 4:  // truncate
        s.resize(pos);
        break;
      case 5:  // insert random bytes
        for (int i = 0, n = int(rng() % 8); i < n; ++i) s.insert(pos, 1, char(rng() & 0xff));
        break;
      default: {  // swap two lines' halves
        if (s.size() > 2) {
          size_t a = rng() % s.size(), b = rng() % s.size();
          std::swap(s[a], s[b]);
        }
      }
    }
  }
  if (s.size() > 4096) s.resize(4096);
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: blas_tuning_fuzz SLICE COUNT\n");
    return 2;
  }
  unsigned long slice = std::strtoul(argv[1], nullptr, 10);
  long count = std::strtol(argv[2], nullptr, 10);
  std::mt19937_64 rng(0x9e3779b97f4a7c15ULL * (slice + 1));
  CpuIdentity cpu{"AMD EPYC", {"avx2", "fma"}};
  std::vector<std::string> pool(std::begin(kSeeds), std::end(kSeeds));
  long accepted_entries = 0, warnings = 0;
  for (long i = 0; i < count; ++i) {
    const std::string& base = pool[rng() % pool.size()];
    std::string input = mutate(base, rng);
    Table t = parseTable(input, "fuzz.txt", cpu);
    for (const auto& e : t.entries)
      if (e.m.lo > e.m.hi || e.n.lo > e.n.hi || e.k.lo > e.k.hi || e.batch.lo > e.batch.hi || !e.choice.tuned) {
        std::printf("FAIL inconsistent entry from input %ld\n", i);
        return 1;
      }
    if (!t.usable && !t.entries.empty()) {
      std::printf("FAIL unusable table with entries from input %ld\n", i);
      return 1;
    }
    accepted_entries += long(t.entries.size());
    warnings += long(t.warnings.size());
    // Inputs that still parse to a usable table become seeds: mutations go deeper.
    if (t.usable && !t.entries.empty() && pool.size() < 256) pool.push_back(input);
  }
  std::printf("PASS fuzz slice %lu: %ld inputs, %ld entries accepted, %ld warnings\n", slice, count, accepted_entries,
              warnings);
  return 0;
}

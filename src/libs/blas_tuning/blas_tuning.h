// The tuning table shared by hipBLAS and hipBLASLt (docs/blas-tuning.md): which GEMM
// algorithm, with which parameters, to use for an operation on this CPU.
//
// One table per process: the first lookup reads the file named by
// OPENHIP_BLAS_TUNING_FILE or HIPBLASLT_TUNING_OVERRIDE_FILE (else the installed
// default, if any), validates every entry, prints the problems once and caches the
// result; every later lookup, from either library, uses that table.
#ifndef OPENHIP_BLAS_TUNING_H
#define OPENHIP_BLAS_TUNING_H

#include <cstdint>
#include <string>
#include <vector>

namespace openhip_blas::tuning {

// The algorithms a GEMM can run with. Which ones apply depends on the types.
enum class Algorithm {
  OpenBlas,  // OpenBLAS directly (f32, f64, complex): parameter threads
  Convert,   // widen panels of A/B to f32 (f64 for int8), OpenBLAS, narrow: panel, threads
  Direct,    // our own blocked kernel on the narrow types, one thread: tile
};

struct Choice {
  Algorithm algorithm = Algorithm::OpenBlas;
  int threads = 0;   // 0: OpenBLAS's default
  int panel = 0;     // k columns per converted panel (0: all of k)
  int tile = 0;      // Direct: columns of C per block (0: default)
  bool tuned = false;  // from the table (false: default heuristics)
};

// What is being computed: op "gemm" (hipBLAS) or "matmul" (hipBLASLt); types "a,b,c,compute"
// with the names of docs/blas-tuning.md (f16, bf16, f32, f64, c32, c64, i8, i32, f8, bf8,
// f8fnuz, bf8fnuz); trans "NN", "NT", ...
struct Problem {
  std::string op;
  std::string types;
  std::string trans;
  int64_t m = 0, n = 0, k = 0, batch = 1;
};

// The CPU a table entry must match: model name (as in /proc/cpuinfo) and ISA features.
struct CpuIdentity {
  std::string model;
  std::vector<std::string> isa;  // features present, e.g. avx2, fma, avx512f
  bool has(const std::string& feature) const;
};
CpuIdentity thisCpu();

// Version of OpenHIP's BLAS libraries that tables are written for (the `lib=` key).
constexpr const char* kLibraryVersion = "0.1";

struct Range {
  int64_t lo = 1, hi = INT64_MAX;
  bool contains(int64_t v) const { return v >= lo && v <= hi; }
};

struct Entry {
  int line = 0;
  std::string op, types, trans;
  Range m, n, k, batch;
  Choice choice;
  bool matches(const Problem& p) const;
};

// The outcome of reading one table.
struct Table {
  std::string file;
  std::vector<Entry> entries;         // valid entries for this CPU and library version
  std::vector<std::string> warnings;  // each printed once, in order
  bool usable = false;                // false: default heuristics for everything
};

// Parses and validates `text` (the contents of `file`) for `cpu`. Never throws.
Table parseTable(const std::string& text, const std::string& file, const CpuIdentity& cpu);
// Reads and parses a file; a file that cannot be read is one warning.
Table loadTable(const std::string& file, const CpuIdentity& cpu);

// Formats one entry as a table line (the tuning tool writes these).
std::string formatEntry(const CpuIdentity& cpu, const Entry& entry);
std::string formatHeader();

// The process-wide table: loaded and reported on first use, then cached.
const Table& processTable();
// The choice for `problem`: the first matching entry of the process table, else `fallback`.
Choice choose(const Problem& problem, const Choice& fallback);
// Number of times the process table was parsed (for the tests: always 0 or 1).
int processTableLoads();

const char* algorithmName(Algorithm a);

}  // namespace openhip_blas::tuning

#endif

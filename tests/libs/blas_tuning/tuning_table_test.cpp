// The tuning table's behaviours, each with its exact warning text: a good file, one bad
// entry among good ones, entries for a foreign CPU, a missing file, a corrupt file; entry
// validation (schema, key, algorithm, parameter ranges) and lookup.
#include "blas_tuning.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace openhip_blas::tuning;

static int failures = 0;
#define CHECK(cond)                                                  \
  do {                                                               \
    if (!(cond)) {                                                   \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);    \
      ++failures;                                                    \
    }                                                                \
  } while (0)

static bool sameLines(const std::vector<std::string>& got, const std::vector<std::string>& want) {
  if (got == want) return true;
  for (const auto& g : got) std::printf("  got:  %s\n", g.c_str());
  for (const auto& w : want) std::printf("  want: %s\n", w.c_str());
  return false;
}

static CpuIdentity testCpu() {
  CpuIdentity cpu;
  cpu.model = "Test CPU 1000";
  cpu.isa = {"avx2", "fma"};
  return cpu;
}

static const std::string kGood =
    "# a comment line\n"
    "openhip-blas-tuning 1\n"
    "op=gemm cpu=\"Test CPU 1000\" isa=avx2 lib=0.1 types=f32,f32,f32,f32 trans=NN m=1-64 n=1-64 k=1-64 "
    "algo=openblas threads=1\n"
    "op=gemm cpu=\"Test CPU 1000\" lib=0.1 types=f16,f16,f16,f32 trans=NT m=65-* n=1-* k=1-* batch=1-8 "
    "algo=convert panel=512 threads=2   # trailing comment\n"
    "\n"
    "op=matmul cpu=* lib=0.1 types=bf16,bf16,f32,f32 trans=TN m=16 n=16 k=16 algo=direct tile=8\n";

static void goodFile() {
  Table t = parseTable(kGood, "good.txt", testCpu());
  CHECK(t.usable);
  CHECK(sameLines(t.warnings, {}));
  CHECK(t.entries.size() == 3);
  Problem p{"gemm", "f32,f32,f32,f32", "NN", 32, 32, 32, 1};
  CHECK(t.entries[0].matches(p));
  p.m = 65;
  CHECK(!t.entries[0].matches(p));
  Problem h{"gemm", "f16,f16,f16,f32", "NT", 1000, 5, 7, 8};
  CHECK(t.entries[1].matches(h) && t.entries[1].choice.panel == 512 && t.entries[1].choice.threads == 2);
  h.batch = 9;
  CHECK(!t.entries[1].matches(h));
  CHECK(t.entries[2].choice.algorithm == Algorithm::Direct && t.entries[2].choice.tile == 8);
  // The tool's output parses back to the same entry.
  std::string line = formatEntry(testCpu(), t.entries[1]);
  Table again = parseTable(formatHeader() + line + "\n", "again.txt", testCpu());
  CHECK(again.usable && again.entries.size() == 1 && again.entries[0].choice.panel == 512 &&
        again.entries[0].matches(Problem{"gemm", "f16,f16,f16,f32", "NT", 1000, 5, 7, 8}));
}

static void oneBadEntryAmongGood() {
  std::string text = kGood + "op=gemm cpu=\"Test CPU 1000\" lib=0.1 types=f32,f32,f32,f32 trans=NN m=1-8 n=1 k=1 "
                             "algo=fast\n";
  Table t = parseTable(text, "mixed.txt", testCpu());
  CHECK(t.usable);
  CHECK(t.entries.size() == 3);
  CHECK(sameLines(t.warnings, {"hipBLAS tuning: mixed.txt:7: entry skipped: unknown algorithm 'fast'"}));
}

static void entryValidation() {
  struct Case {
    const char* entry;
    const char* reason;
  } cases[] = {
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas",
       "types must be a,b,c,compute (got 'f32,f32,f32')"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f99 trans=NN m=1 n=1 k=1 algo=openblas", "unknown type 'f99'"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NX m=1 n=1 k=1 algo=openblas",
       "trans must be two of N, T, C (got 'NX')"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=9-3 n=1 k=1 algo=openblas",
       "bad range m='9-3' (want lo-hi, lo-* or a number >= 1)"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=0 algo=openblas",
       "bad range k='0' (want lo-hi, lo-* or a number >= 1)"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas threads=0",
       "parameter threads='0' out of range 1..1024"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas tile=4",
       "parameter 'tile' does not apply to algorithm 'openblas'"},
      {"op=gemm cpu=* lib=0.1 types=f16,f16,f16,f32 trans=NN m=1 n=1 k=1 algo=openblas",
       "algorithm 'openblas' does not apply to types f16,f16,f16,f32"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=convert",
       "algorithm 'convert' does not apply to types f32,f32,f32,f32"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 algo=openblas", "missing key 'k'"},
      {"op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 k=2 algo=openblas", "duplicate key 'k'"},
      {"op=gemm cpu=* lib=0.1 colour=red", "unknown key 'colour'"},
      {"op=gemv cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas", "unknown operation 'gemv'"},
      {"op=gemm cpu=\"Test CPU lib=0.1", "unterminated quote in value of 'cpu'"},
      {"op=gemm just words", "expected key=value at 'just'"},
      {"op=gemm cpu=* lib=0.2 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas",
       "written for library version 0.2 (this is 0.1)"},
      {"op=gemm cpu=* isa=avx512f lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas",
       "needs ISA feature 'avx512f' that this CPU lacks"},
  };
  std::string text = "openhip-blas-tuning 1\nop=gemm cpu=* lib=0.1 types=f64,f64,f64,f64 trans=TT m=1 n=1 k=1 algo=openblas\n";
  std::vector<std::string> want;
  int line = 3;
  for (const Case& c : cases) {
    text += std::string(c.entry) + "\n";
    want.push_back("hipBLAS tuning: v.txt:" + std::to_string(line++) + ": entry skipped: " + c.reason);
  }
  Table t = parseTable(text, "v.txt", testCpu());
  CHECK(t.usable && t.entries.size() == 1);
  CHECK(sameLines(t.warnings, want));
}

static void foreignCpu() {
  std::string text =
      "openhip-blas-tuning 1\n"
      "op=gemm cpu=\"Imaginary CPU 9000\" lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas\n"
      "op=gemm cpu=\"Imaginary CPU 9000\" lib=0.1 types=f64,f64,f64,f64 trans=NN m=1 n=1 k=1 algo=openblas\n";
  Table t = parseTable(text, "foreign.txt", testCpu());
  CHECK(!t.usable);
  CHECK(sameLines(t.warnings,
                  {"hipBLAS tuning: foreign.txt:2: entry skipped: for CPU 'Imaginary CPU 9000' (this is 'Test CPU 1000')",
                   "hipBLAS tuning: foreign.txt:3: entry skipped: for CPU 'Imaginary CPU 9000' (this is 'Test CPU 1000')",
                   "hipBLAS tuning: foreign.txt: no entries for this CPU (Test CPU 1000; avx2,fma); using default "
                   "heuristics"}));
}

static void missingFile() {
  Table t = loadTable("/nonexistent/openhip/tuning.txt", testCpu());
  CHECK(!t.usable);
  CHECK(sameLines(t.warnings, {"hipBLAS tuning: /nonexistent/openhip/tuning.txt: cannot open (No such file or "
                               "directory); using default heuristics"}));
}

static void corruptFile() {
  Table t = parseTable("<?xml version=\"1.0\"?>\nopenhip-blas-tuning 1\n", "corrupt.txt", testCpu());
  CHECK(!t.usable && t.entries.empty());
  CHECK(sameLines(t.warnings, {"hipBLAS tuning: corrupt.txt: not a tuning table (line 1: expected "
                               "'openhip-blas-tuning 1'); using default heuristics"}));
  t = parseTable(std::string("openhip-blas-tuning 1\n\x7f" "ELF\0\1", 28), "binary.txt", testCpu());
  CHECK(sameLines(t.warnings, {"hipBLAS tuning: binary.txt: not a tuning table (binary data); using default heuristics"}));
  t = parseTable("openhip-blas-tuning 2\n", "future.txt", testCpu());
  CHECK(sameLines(t.warnings, {"hipBLAS tuning: future.txt: unsupported format 'openhip-blas-tuning 2' (this library "
                               "reads 'openhip-blas-tuning 1'); using default heuristics"}));
  t = parseTable("# only comments\n\n", "empty.txt", testCpu());
  CHECK(sameLines(t.warnings, {"hipBLAS tuning: empty.txt: not a tuning table (no 'openhip-blas-tuning 1' line); "
                               "using default heuristics"}));
}

static void manyBadEntriesAreCapped() {
  std::string text = "openhip-blas-tuning 1\n";
  for (int i = 0; i < 25; ++i) text += "op=gemm nonsense\n";
  Table t = parseTable(text, "many.txt", testCpu());
  CHECK(t.warnings.size() == 21);
  CHECK(t.warnings.back() == "hipBLAS tuning: many.txt: 5 more entries skipped");
}

int main() {
  goodFile();
  oneBadEntryAmongGood();
  entryValidation();
  foreignCpu();
  missingFile();
  corruptFile();
  manyBadEntriesAreCapped();
  if (failures == 0) std::printf("PASS blas tuning table\n");
  return failures == 0 ? 0 : 1;
}

// hipblas-tune: benchmarks the GEMM algorithms that apply to given types and shapes on
// this machine and writes the fastest as tuning-table entries (docs/blas-tuning.md).
//
//   hipblas-tune --types f16,f16,f16,f32 --shapes 64x64x64,1024x1024x1024 [--trans NN]
//                [--op gemm|matmul] [--reps 5] [--margin 0.05] [-o table.txt]
//
// Candidates run as the libraries run them: queued on a HIP stream (hipLaunchHostFunc, the
// stream's executor thread) in bursts, the host waiting in hipStreamSynchronize. A candidate
// replaces the default heuristics only if, timed again alternately with the default, it is
// faster by more than the margin: a table must never make a problem slower, and on a small
// or busy machine the first ranking of close candidates is noise.
//
// With -o, an existing table is updated: its entries for the same operation, types,
// transposes, shape and CPU are replaced, every other line is kept. Without -o the
// table goes to stdout. Timing details go to stderr.
#include "blas_tuning.h"
#include "gemm_engine.h"
#include "lowp.h"

#include <hip/hip_runtime_api.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace openhip_blas;
using tuning::Algorithm;
using tuning::Choice;

namespace {

struct Shape {
  int64_t m, n, k;
};

[[noreturn]] void usage(const char* message) {
  std::fprintf(stderr, "hipblas-tune: %s\n", message);
  std::fprintf(stderr,
               "usage: hipblas-tune --types A,B,C,COMPUTE --shapes MxNxK[,MxNxK...] [--trans NN] [--op gemm|matmul]\n"
               "                    [--reps N] [--margin FRACTION] [-o FILE]\n");
  std::exit(2);
}

[[noreturn]] void fail(const char* message) {
  std::fprintf(stderr, "hipblas-tune: %s\n", message);
  std::exit(1);
}

Elem elemByName(const std::string& name) {
  for (Elem e : {Elem::F16, Elem::BF16, Elem::F32, Elem::F64, Elem::I8, Elem::I32, Elem::F8, Elem::BF8, Elem::F8Fnuz,
                 Elem::BF8Fnuz})
    if (name == elemName(e)) return e;
  return Elem::Invalid;
}

std::vector<Choice> candidates(bool wide, int64_t k) {
  int cores = int(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<int> threads;
  for (int t = 1; t < cores; t *= 2) threads.push_back(t);
  threads.push_back(cores);
  std::vector<Choice> out;
  if (wide) {
    for (int t : threads) out.push_back({Algorithm::OpenBlas, t, 0, 0, true});
    return out;
  }
  for (int panel : {64, 256, 1024, 4096})
    if (panel < k || panel == 64)
      for (int t : threads) out.push_back({Algorithm::Convert, t, panel, 0, true});
  for (int t : threads) out.push_back({Algorithm::Convert, t, 0, 0, true});  // all of k at once
  for (int tile : {4, 16, 64}) out.push_back({Algorithm::Direct, 0, 0, tile, true});
  return out;
}

std::string describe(const Choice& c) {
  std::string s = tuning::algorithmName(c.algorithm);
  if (c.threads) s += " threads=" + std::to_string(c.threads);
  if (c.panel) s += " panel=" + std::to_string(c.panel);
  if (c.tile) s += " tile=" + std::to_string(c.tile);
  return s;
}

struct Run {
  const GemmOperands* g;
  const Choice* c;
};

void runOnStream(void* user) {
  const Run* run = static_cast<const Run*>(user);
  runGemm(*run->g, *run->c);
}

/// Seconds per call of `calls` calls queued on `stream` and waited for, as hipBLAS runs them.
double burst(hipStream_t stream, const GemmOperands& g, const Choice& c, int calls) {
  Run run{&g, &c};
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < calls; ++i)
    if (hipLaunchHostFunc(stream, runOnStream, &run) != hipSuccess) fail("cannot queue work on a HIP stream");
  if (hipStreamSynchronize(stream) != hipSuccess) fail("cannot synchronize a HIP stream");
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / calls;
}

double median(std::vector<double> times) {
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

/// Calls per burst: enough for about a millisecond, so that the hand-off to the stream's
/// thread does not decide between small problems.
int burstCalls(hipStream_t stream, const GemmOperands& g, const Choice& c) {
  double once = burst(stream, g, c, 1);  // also the warm-up
  return int(std::clamp(1e-3 / std::max(once, 1e-9), 1.0, 50.0));
}

/// Median seconds per call over `reps` bursts.
double timeChoice(hipStream_t stream, const GemmOperands& g, const Choice& c, int calls, int reps) {
  burst(stream, g, c, 1);
  std::vector<double> times;
  for (int r = 0; r < reps; ++r) times.push_back(burst(stream, g, c, calls));
  return median(times);
}

/// The default and a candidate timed in alternation (default, candidate, default, ...), so
/// that a change of the machine's state during the run affects both alike.
struct Duel {
  double default_time;    ///< median seconds per call
  double candidate_time;  ///< median seconds per call
  int candidate_wins;     ///< rounds in which the candidate was faster by more than the margin
  int rounds;
};

Duel timeAlternately(hipStream_t stream, const GemmOperands& g, const Choice& byDefault, const Choice& candidate,
                     int calls, int rounds, double margin) {
  std::vector<double> default_times, candidate_times;
  int wins = 0;
  for (int r = 0; r < rounds; ++r) {
    default_times.push_back(burst(stream, g, byDefault, calls));
    candidate_times.push_back(burst(stream, g, candidate, calls));
    if (candidate_times.back() < default_times.back() * (1 - margin)) ++wins;
  }
  return {median(default_times), median(candidate_times), wins, rounds};
}

/// A candidate replaces the default only if it is faster by more than the margin in the
/// median and in at least three rounds of four.
bool clearWin(const Duel& duel, double margin) {
  return duel.candidate_time < duel.default_time * (1 - margin) && 4 * duel.candidate_wins >= 3 * duel.rounds;
}

}  // namespace

int main(int argc, char** argv) {
  std::string types, shapes_arg, trans = "NN", op = "gemm", output;
  int reps = 5;
  double margin = 0.05;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(("missing value after " + arg).c_str());
      return argv[++i];
    };
    if (arg == "--types") types = value();
    else if (arg == "--shapes") shapes_arg = value();
    else if (arg == "--trans") trans = value();
    else if (arg == "--op") op = value();
    else if (arg == "--reps") reps = std::max(1, std::atoi(value().c_str()));
    else if (arg == "--margin") {
      std::string text = value();
      char* end = nullptr;
      margin = std::strtod(text.c_str(), &end);
      if (text.empty() || *end != '\0') usage(("bad --margin " + text).c_str());
    }
    else if (arg == "-o") output = value();
    else usage(("unknown argument " + arg).c_str());
  }
  if (types.empty() || shapes_arg.empty()) usage("--types and --shapes are required");
  std::vector<Elem> t;
  std::stringstream type_list(types);
  for (std::string name; std::getline(type_list, name, ',');) t.push_back(elemByName(name));
  if (t.size() != 4 || std::count(t.begin(), t.end(), Elem::Invalid)) usage("bad --types");
  if (trans.size() != 2 || !std::strchr("NT", trans[0]) || !std::strchr("NT", trans[1])) usage("bad --trans");
  if (op != "gemm" && op != "matmul") usage("bad --op");
  if (!(margin >= 0 && margin < 1)) usage("bad --margin (a fraction: 0 <= margin < 1)");
  std::vector<Shape> shapes;
  std::stringstream shape_list(shapes_arg);
  for (std::string s; std::getline(shape_list, s, ',');) {
    Shape sh{};
    if (std::sscanf(s.c_str(), "%ldx%ldx%ld", &sh.m, &sh.n, &sh.k) != 3 || sh.m < 1 || sh.n < 1 || sh.k < 1)
      usage(("bad shape " + s).c_str());
    shapes.push_back(sh);
  }

  tuning::CpuIdentity cpu = tuning::thisCpu();
  hipStream_t stream = nullptr;
  if (hipStreamCreate(&stream) != hipSuccess) fail("cannot create a HIP stream");
  std::vector<tuning::Entry> results;
  std::mt19937 rng(42);
  for (const Shape& s : shapes) {
    GemmOperands g;
    g.transA = trans[0] == 'N' ? HIPBLAS_OP_N : HIPBLAS_OP_T;
    g.transB = trans[1] == 'N' ? HIPBLAS_OP_N : HIPBLAS_OP_T;
    g.m = s.m;
    g.n = s.n;
    g.k = s.k;
    g.a = t[0];
    g.b = t[1];
    g.c = g.d = t[2];
    g.compute = t[3];
    g.lda = g.transA == HIPBLAS_OP_N ? s.m : s.k;
    g.ldb = g.transB == HIPBLAS_OP_N ? s.k : s.n;
    g.ldc = g.ldd = s.m;
    // Inputs hold small integers, exactly representable in every type (int8 and fp8 included).
    std::vector<unsigned char> A(size_t(s.m * s.k) * elemSize(g.a)), B(size_t(s.k * s.n) * elemSize(g.b)),
        C(size_t(s.m * s.n) * elemSize(g.c));
    for (auto* buffer : {&A, &B}) {
      Elem e = buffer == &A ? g.a : g.b;
      std::vector<float> values(buffer->size() / elemSize(e));
      for (auto& v : values) v = float(int(rng() % 5) - 2);
      for (size_t i = 0; i < values.size(); ++i) {
        switch (e) {
          case Elem::F32: reinterpret_cast<float*>(buffer->data())[i] = values[i]; break;
          case Elem::F64: reinterpret_cast<double*>(buffer->data())[i] = values[i]; break;
          case Elem::I8: reinterpret_cast<int8_t*>(buffer->data())[i] = int8_t(values[i]); break;
          case Elem::F16: reinterpret_cast<uint16_t*>(buffer->data())[i] = floatToHalf(values[i]); break;
          case Elem::BF16: reinterpret_cast<uint16_t*>(buffer->data())[i] = floatToBf16(values[i]); break;
          case Elem::F8: (*buffer)[i] = floatToFp8(values[i], kE4M3); break;
          case Elem::BF8: (*buffer)[i] = floatToFp8(values[i], kE5M2); break;
          case Elem::F8Fnuz: (*buffer)[i] = floatToFp8(values[i], kE4M3Fnuz); break;
          case Elem::BF8Fnuz: (*buffer)[i] = floatToFp8(values[i], kE5M2Fnuz); break;
          default: break;
        }
      }
    }
    g.A = A.data();
    g.B = B.data();
    g.C = C.data();
    g.D = C.data();
    bool wide = (g.a == Elem::F32 || g.a == Elem::F64) && g.a == g.b && g.b == g.c && g.compute == g.a;
    const Choice by_default = defaultChoice(g);
    const int calls = burstCalls(stream, g, by_default);
    Choice best = by_default;
    double best_time = 1e30;
    for (const Choice& c : candidates(wide, s.k)) {
      double seconds = timeChoice(stream, g, c, calls, reps);
      std::fprintf(stderr, "%ldx%ldx%ld %-32s %10.3f ms\n", s.m, s.n, s.k, describe(c).c_str(), seconds * 1e3);
      if (seconds < best_time) {
        best_time = seconds;
        best = c;
      }
    }
    // The winner must beat the default heuristics again, timed alternately with them, by
    // more than the margin; otherwise the default stays (written as the entry, so that the
    // table records that this shape was tuned).
    Duel duel = timeAlternately(stream, g, by_default, best, calls, 2 * reps + 1, margin);
    std::fprintf(stderr,
                 "%ldx%ldx%ld best candidate: %s (%.3f ms; default heuristics %s %.3f ms, gain %.2fx, "
                 "faster by more than the margin in %d of %d rounds)\n",
                 s.m, s.n, s.k, describe(best).c_str(), duel.candidate_time * 1e3, describe(by_default).c_str(),
                 duel.default_time * 1e3, duel.default_time / duel.candidate_time, duel.candidate_wins, duel.rounds);
    if (!clearWin(duel, margin)) {
      std::fprintf(stderr, "%ldx%ldx%ld kept the default heuristics: no clear win beyond the %.0f%% margin\n", s.m,
                   s.n, s.k, margin * 100);
      best = by_default;
    }
    best.tuned = true;
    tuning::Entry e;
    e.op = op;
    e.types = types;
    e.trans = trans;
    e.m = {s.m, s.m};
    e.n = {s.n, s.n};
    e.k = {s.k, s.k};
    e.choice = best;
    results.push_back(e);
  }

  // Merge: keep every line of an existing table except entries this run replaces.
  std::string merged;
  bool have_header = false;
  if (!output.empty()) {
    std::ifstream in(output);
    std::string line;
    while (std::getline(in, line)) {
      bool replaced = false;
      for (const auto& e : results) {
        std::string key = tuning::formatEntry(cpu, e);
        key = key.substr(0, key.find(" algo="));
        if (line.rfind(key, 0) == 0) replaced = true;
      }
      if (line.find("openhip-blas-tuning") == 0) have_header = true;
      if (!replaced) merged += line + "\n";
    }
  }
  if (!have_header) merged = tuning::formatHeader() + merged;
  for (const auto& e : results) merged += tuning::formatEntry(cpu, e) + "\n";
  if (output.empty()) {
    std::fputs(merged.c_str(), stdout);
  } else {
    std::ofstream out(output);
    out << merged;
    if (!out) {
      std::fprintf(stderr, "hipblas-tune: cannot write %s\n", output.c_str());
      return 1;
    }
  }
  return 0;
}

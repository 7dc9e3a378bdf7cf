// The ranks of a *_perf run: threads of this process (-t), and processes
// started by mpirun when the programs are built with Open MPI. Barriers and
// reductions span both, so rank 0 can print figures over every rank.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace rccl_perf {

class Team {
public:
  // Starts MPI when built with it and started by mpirun.
  Team(int* argc, char*** argv, int threads);
  ~Team();

  int processes() const { return processes_; }
  int process() const { return process_; }
  int threads() const { return threads_; }

  // Every thread of every process waits here.
  void barrier();
  // Reductions of one value per thread over every thread of every process;
  // every caller gets the result.
  enum class Reduce { Sum, Min, Max };
  double reduce(int thread, double value, Reduce how);
  // Process 0's bytes reach every process (called by one thread per process).
  void broadcast(void* data, size_t bytes);
  // Every process's text, in process order, on process 0 (one thread each).
  std::string gather(const std::string& mine);
  // Ends the run at once, every process.
  [[noreturn]] void abort(int code);

private:
  double processReduce(double value, Reduce how);

  [[maybe_unused]] bool mpi_ = false; // MPI started (never without RCCL_PERF_MPI)
  int processes_ = 1, process_ = 0, threads_;
  std::mutex mutex_;
  std::condition_variable cv_;
  int arrived_ = 0;
  unsigned generation_ = 0;
  std::vector<double> values_;
  double result_ = 0;
};

} // namespace rccl_perf

#include "team.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifdef RCCL_PERF_MPI
#include <mpi.h>
#endif

namespace rccl_perf {

#ifdef RCCL_PERF_MPI
namespace {
// Started by mpirun (Open MPI, or a PMI launcher such as MPICH's)? A run
// without it stays one process and does not start MPI at all (a singleton
// MPI_Init would spawn Open MPI's daemon for nothing).
bool launchedByMpirun() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMI_SIZE") || std::getenv("PMIX_RANK");
}
} // namespace
#endif

Team::Team(int* argc, char*** argv, int threads) : threads_(threads), values_(size_t(threads)) {
#ifdef RCCL_PERF_MPI
  mpi_ = launchedByMpirun();
  if (mpi_) {
    MPI_Init(argc, argv);
    MPI_Comm_size(MPI_COMM_WORLD, &processes_);
    MPI_Comm_rank(MPI_COMM_WORLD, &process_);
  }
#else
  (void)argc;
  (void)argv;
#endif
}

Team::~Team() {
#ifdef RCCL_PERF_MPI
  if (mpi_)
    MPI_Finalize();
#endif
}

double Team::processReduce(double value, Reduce how) {
#ifdef RCCL_PERF_MPI
  if (!mpi_)
    return value;
  double out = value;
  MPI_Op op = how == Reduce::Sum ? MPI_SUM : how == Reduce::Min ? MPI_MIN : MPI_MAX;
  MPI_Allreduce(&value, &out, 1, MPI_DOUBLE, op, MPI_COMM_WORLD);
  return out;
#else
  (void)how;
  return value;
#endif
}

void Team::barrier() {
  std::unique_lock<std::mutex> lock(mutex_);
  const unsigned generation = generation_;
  if (++arrived_ < threads_) {
    cv_.wait(lock, [&] { return generation_ != generation; });
    return;
  }
#ifdef RCCL_PERF_MPI
  if (mpi_)
    MPI_Barrier(MPI_COMM_WORLD);
#endif
  arrived_ = 0;
  ++generation_;
  cv_.notify_all();
}

double Team::reduce(int thread, double value, Reduce how) {
  std::unique_lock<std::mutex> lock(mutex_);
  values_[size_t(thread)] = value;
  const unsigned generation = generation_;
  if (++arrived_ < threads_) {
    cv_.wait(lock, [&] { return generation_ != generation; });
    return result_;
  }
  double local = values_[0];
  for (int t = 1; t < threads_; ++t)
    local = how == Reduce::Sum   ? local + values_[size_t(t)]
            : how == Reduce::Min ? std::min(local, values_[size_t(t)])
                                 : std::max(local, values_[size_t(t)]);
  result_ = processReduce(local, how);
  arrived_ = 0;
  ++generation_;
  cv_.notify_all();
  return result_;
}

void Team::broadcast(void* data, size_t bytes) {
#ifdef RCCL_PERF_MPI
  if (mpi_)
    MPI_Bcast(data, int(bytes), MPI_BYTE, 0, MPI_COMM_WORLD);
#else
  (void)data;
  (void)bytes;
#endif
}

std::string Team::gather(const std::string& mine) {
#ifdef RCCL_PERF_MPI
  if (!mpi_)
    return mine;
  int length = int(mine.size());
  std::vector<int> lengths(static_cast<size_t>(processes_)), offsets(static_cast<size_t>(processes_));
  MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
  int total = 0;
  for (int p = 0; p < processes_; ++p) {
    offsets[size_t(p)] = total;
    total += lengths[size_t(p)];
  }
  std::string all(size_t(process_ == 0 ? total : 0), '\0');
  MPI_Gatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, 0,
              MPI_COMM_WORLD);
  return all;
#else
  return mine;
#endif
}

void Team::abort(int code) {
  std::fflush(stdout);
#ifdef RCCL_PERF_MPI
  if (mpi_ && processes_ > 1)
    MPI_Abort(MPI_COMM_WORLD, code);
#endif
  std::exit(code);
}

} // namespace rccl_perf

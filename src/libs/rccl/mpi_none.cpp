// Built without MPI: communicators stay on one machine.
#include "log.h"
#include "mpi_support.h"

namespace rccl {

bool mpiBuilt() {
  return false;
}
int mpiBootstrapRank() {
  return -1;
}
int mpiWorldRank() {
  return -1;
}
bool mpiThreadMultiple() {
  return false;
}

ncclResult_t mpiExchangeRankInfo(const IdData&, const RankInfo&, std::vector<RankInfo>&) {
  warn("ncclCommInitRank: this librccl was built without MPI");
  return ncclInvalidUsage;
}

ncclResult_t mpiCommFor(const Nonce&, const std::vector<RankInfo>&, std::shared_ptr<MpiComm>&) {
  warn("the ranks of this communicator span machines, and this librccl was built without MPI "
       "(docs/rccl.md)");
  return ncclInvalidUsage;
}

} // namespace rccl

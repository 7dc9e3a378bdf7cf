// Data types and operators by their nccl-tests names, the values each rank
// sends, and the check of a receive buffer (the "#wrong" column).
#pragma once

#include "collectives.h"

#include <cstdint>
#include <vector>

namespace rccl_perf {

struct TypeInfo {
  const char* name; // nccl-tests' name ("float", "bfloat16", ...)
  ncclDataType_t type;
  size_t bytes;
  bool floating;
};

struct OpInfo {
  const char* name; // "sum", "prod", "max", "min", "avg", "mulsum"
  ncclRedOp_t op;   // ncclSum.. ncclAvg; mulsum: made per communicator
  bool preMulSum;
};

// Every type and operator nccl-tests knows, in its order ("all").
const std::vector<TypeInfo>& allTypes();
const std::vector<OpInfo>& allOps();
// By name; false for an unknown name. "all" gives every entry.
bool typesByName(const char* name, std::vector<TypeInfo>* out);
bool opsByName(const char* name, std::vector<OpInfo>* out);

// The scalar of the "mulsum" operator (ncclRedOpCreatePreMulSum): 2, exact in
// every type.
constexpr double kPreMulScalar = 2.0;
// Its bits in `type` (the host-immediate scalar argument).
uint64_t scalarBits(const TypeInfo& type, double value);

// Fills `elements` elements at `out` with what rank `rank` sends: for the
// reductions small values that every type holds exactly and that no operator
// overflows for a few ranks, for the others a pattern that tells ranks and
// positions apart.
void fillSend(const Collective& c, const TypeInfo& type, const OpInfo& op, int rank, int nranks,
              size_t elements, std::vector<unsigned char>& out);

// Counts the elements of rank `rank`'s receive buffer `got` (k.recv elements)
// that differ from what the collective must leave there (floating types
// within a rounding tolerance, integers exactly).
size_t countWrong(const Collective& c, const Counts& k, const TypeInfo& type, const OpInfo& op,
                  int root, int rank, int nranks, const std::vector<unsigned char>& got);

} // namespace rccl_perf

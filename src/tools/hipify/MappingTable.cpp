#include "MappingTable.h"

#include <unordered_map>

namespace hipify {

const char *apiGroupName(ApiGroup group) {
  switch (group) {
  case ApiGroup::Runtime: return "CUDA Runtime API";
  case ApiGroup::Driver: return "CUDA Driver API";
  case ApiGroup::Device: return "CUDA Device functions";
  case ApiGroup::CooperativeGroups: return "Cooperative Groups";
  case ApiGroup::Blas: return "cuBLAS";
  case ApiGroup::Rand: return "cuRAND";
  case ApiGroup::Fft: return "cuFFT";
  case ApiGroup::Sparse: return "cuSPARSE";
  case ApiGroup::Cub: return "CUB";
  case ApiGroup::Include: return "Include files";
  case ApiGroup::Count: break;
  }
  return "?";
}

namespace {

struct TableEntry {
  const char *cudaName;
  const char *hipName;  // "" when unsupported
  ApiGroup group;
};

// Each .def file lists HIPIFY_MAP(cuda, hip) and HIPIFY_UNSUPPORTED(cuda).
#define HIPIFY_MAP(cuda, hip) {#cuda, #hip, HIPIFY_GROUP},
#define HIPIFY_UNSUPPORTED(cuda) {#cuda, "", HIPIFY_GROUP},
const TableEntry identifierTable[] = {
#define HIPIFY_GROUP ApiGroup::Runtime
#include "tables/runtime.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Driver
#include "tables/driver.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Device
#include "tables/device.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::CooperativeGroups
#include "tables/cooperative_groups.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Blas
#include "tables/cublas.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Rand
#include "tables/curand.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Fft
#include "tables/cufft.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Sparse
#include "tables/cusparse.def"
#undef HIPIFY_GROUP
#define HIPIFY_GROUP ApiGroup::Cub
#include "tables/cub.def"
#undef HIPIFY_GROUP
};
#undef HIPIFY_MAP
#undef HIPIFY_UNSUPPORTED

// includes.def lists HIPIFY_INCLUDE("cuda header", "hip header", group).
#define HIPIFY_INCLUDE(cuda, hip, group) {cuda, hip, ApiGroup::group},
const TableEntry includeTable[] = {
#include "tables/includes.def"
};
#undef HIPIFY_INCLUDE

using Index = std::unordered_map<std::string_view, NameMapping>;

Index buildIndex(const TableEntry *begin, const TableEntry *end) {
  Index index;
  for (const TableEntry *e = begin; e != end; ++e)
    index.emplace(e->cudaName, NameMapping{e->hipName, e->group});
  return index;
}

}  // namespace

const NameMapping *findIdentifier(std::string_view cudaName) {
  static const Index index = buildIndex(std::begin(identifierTable), std::end(identifierTable));
  auto it = index.find(cudaName);
  return it == index.end() ? nullptr : &it->second;
}

const NameMapping *findInclude(std::string_view header) {
  static const Index index = buildIndex(std::begin(includeTable), std::end(includeTable));
  auto it = index.find(header);
  return it == index.end() ? nullptr : &it->second;
}

}  // namespace hipify

// The CUDA -> HIP name tables (data in tables/*.def).
#pragma once

#include <string>
#include <string_view>

namespace hipify {

// API groups, reported separately by --print-stats.
enum class ApiGroup {
  Runtime,
  Driver,
  Device,
  CooperativeGroups,
  Blas,
  Rand,
  Fft,
  Sparse,
  Cub,
  Include,
  Count
};

const char *apiGroupName(ApiGroup group);

struct NameMapping {
  std::string_view hipName;  // empty when HIP has no counterpart
  ApiGroup group;
  bool supported() const { return !hipName.empty(); }
};

// Looks up a CUDA identifier; returns nullptr for names we do not know.
const NameMapping *findIdentifier(std::string_view cudaName);

// Looks up an include file name as written between <> or "" (e.g.
// "cuda_runtime.h"); returns nullptr when it is not a CUDA header.
const NameMapping *findInclude(std::string_view header);

}  // namespace hipify

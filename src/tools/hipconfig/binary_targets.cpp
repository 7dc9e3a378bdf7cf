#include "binary_targets.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

#include "openhip/abi.h"
#include "openhip/cpu_features.h"

namespace openhip::tools {
namespace {

uint32_t readU32(const std::string& bytes, size_t at) {
  uint32_t value = 0;
  std::memcpy(&value, bytes.data() + at, sizeof(value));
  return value;
}

/// "x86-64:0,znver3:1ffff" -> targets; malformed entries are skipped.
std::vector<CpuTarget> parseTargets(const std::string& list) {
  std::vector<CpuTarget> targets;
  std::stringstream stream(list);
  std::string entry;
  while (std::getline(stream, entry, ',')) {
    const size_t colon = entry.rfind(':');
    if (colon == std::string::npos || colon == 0) continue;
    CpuTarget target;
    target.name = entry.substr(0, colon);
    target.features = std::strtoull(entry.c_str() + colon + 1, nullptr, 16);
    targets.push_back(target);
  }
  return targets;
}

}  // namespace

std::vector<UnitTargets> findUnitTargets(const std::string& bytes) {
  std::vector<UnitTargets> units;
  const std::string magic(OPENHIP_FATBIN_MAGIC, 8);
  const size_t header = sizeof(OpenHipFatBinaryHeader);
  for (size_t at = bytes.find(magic); at != std::string::npos; at = bytes.find(magic, at + 1)) {
    if (at + header > bytes.size()) break;
    OpenHipFatBinaryHeader blob;
    std::memcpy(&blob, bytes.data() + at, header);
    if (blob.version == 0 || blob.version > OPENHIP_ABI_VERSION || blob.id_size == 0 || blob.id_size > 4096 ||
        at + header + blob.id_size > bytes.size())
      continue;
    UnitTargets unit;
    unit.id = bytes.substr(at + header, blob.id_size);
    const size_t list = at + header + blob.id_size;
    if (blob.version >= 2 && list + 4 <= bytes.size()) {
      const uint32_t size = readU32(bytes, list);
      if (list + 4 + size <= bytes.size()) unit.targets = parseTargets(bytes.substr(list + 4, size));
    }
    units.push_back(std::move(unit));
  }
  return units;
}

int listTargets(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    std::fprintf(stderr, "hipconfig: error: cannot read '%s'\n", path.c_str());
    return 1;
  }
  const std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const std::vector<UnitTargets> units = findUnitTargets(bytes);
  if (units.empty()) {
    std::fprintf(stderr, "hipconfig: error: '%s' holds no device code built by hipcc\n", path.c_str());
    return 1;
  }
  const uint64_t host = cpu_features::host();
  std::printf("%s: %zu translation unit%s with device code; this CPU: %s\n", path.c_str(), units.size(),
              units.size() == 1 ? "" : "s", cpu_features::levelName(host));
  int status = 0;
  for (const UnitTargets& unit : units) {
    std::printf("  %s\n", unit.id.c_str());
    if (unit.targets.empty()) {
      std::printf("    (targets not recorded: built by an older hipcc)\n");
      continue;
    }
    // The runtime's choice: the target with the most features this CPU has.
    const CpuTarget* chosen = nullptr;
    for (const CpuTarget& target : unit.targets)
      if ((target.features & ~host) == 0 &&
          (!chosen || __builtin_popcountll(target.features) > __builtin_popcountll(chosen->features)))
        chosen = &target;
    for (const CpuTarget& target : unit.targets) {
      const uint64_t missing = target.features & ~host;
      std::printf("    %-16s %-10s %s%s\n", target.name.c_str(), cpu_features::levelName(target.features),
                  missing ? ("cannot run here: needs " + cpu_features::names(missing)).c_str() : "runs here",
                  &target == chosen ? " (chosen)" : "");
    }
    if (!chosen) status = 3;
  }
  return status;
}

}  // namespace openhip::tools

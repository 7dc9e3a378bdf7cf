#include "env.h"

#include <cstdlib>
#include <cstring>
#include <strings.h>

namespace rccl {
namespace {

long long readInt(const char* name, long long fallback) {
  const char* v = std::getenv(name);
  if (!v || !*v)
    return fallback;
  char* end = nullptr;
  long long x = std::strtoll(v, &end, 0);
  return (end && *end == 0) ? x : fallback;
}

Settings load() {
  Settings s;
  s.timeoutSeconds = 300;
  if (const char* v = std::getenv("OPENHIP_RCCL_TIMEOUT")) {
    char* end = nullptr;
    double x = std::strtod(v, &end);
    if (end != v && x >= 0)
      s.timeoutSeconds = x;
  }
  s.p2pDisable = readInt("NCCL_P2P_DISABLE", 0) != 0;
  s.shmDisable = readInt("NCCL_SHM_DISABLE", 0) != 0;
  s.algo = 0;
  if (const char* v = std::getenv("NCCL_ALGO")) {
    if (!strcasecmp(v, "ring"))
      s.algo = 1;
    else if (!strcasecmp(v, "tree"))
      s.algo = 2;
  }
  long long b = readInt("NCCL_BUFFSIZE", 4 << 20);
  s.bufferBytes = size_t(b < 65536 ? 65536 : b);
  long long t = readInt("OPENHIP_RCCL_TREE_THRESHOLD", 64 << 10);
  s.treeThreshold = size_t(t < 0 ? 0 : t);
  if (const char* v = std::getenv("NCCL_HOSTID"))
    s.hostId = v;
  return s;
}

} // namespace

const Settings& settings() {
  static const Settings s = load();
  return s;
}

} // namespace rccl

// Which of a translation unit's kernel tables (one per CPU target hipcc
// compiled it for) the runtime runs, and what it says when it cannot run
// the best one or any (docs/cpu-targets.md).
#include <gtest/gtest.h>

#include "cpu/code_tables.h"
#include "openhip/cpu_features.h"

using openhip::cpu::chooseTable;
using openhip::cpu::describeChoice;

namespace {

OpenHipCpuTable table(const char* target, uint64_t features) {
  return OpenHipCpuTable{OPENHIP_ABI_VERSION, 64, "unit.hip", 0, 0, nullptr, nullptr, target, features};
}

constexpr uint64_t kAvx512Vnni = uint64_t{1} << 21;

}  // namespace

TEST(CpuTargetChoice, BestTableTheCpuRuns) {
  const OpenHipCpuTable portable = table("x86-64", 0), v3 = table("x86-64-v3", OPENHIP_CPU_LEVEL_V3),
                        v4 = table("x86-64-v4", OPENHIP_CPU_LEVEL_V4);
  const std::vector<const OpenHipCpuTable*> all = {&portable, &v4, &v3};
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V3, ""), &v3);
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V4 | kAvx512Vnni, ""), &v4);
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V2, ""), &portable);
  EXPECT_EQ(chooseTable(all, 0, ""), &portable);
  EXPECT_EQ(chooseTable({&v4}, OPENHIP_CPU_LEVEL_V3, ""), nullptr);
  // The same unit in a shared library and in the program: the later one.
  const OpenHipCpuTable v3_again = table("x86-64-v3", OPENHIP_CPU_LEVEL_V3);
  EXPECT_EQ(chooseTable({&portable, &v3, &v3_again}, OPENHIP_CPU_LEVEL_V3, ""), &v3_again);
  EXPECT_EQ(chooseTable({&portable, &v3, &v3_again}, OPENHIP_CPU_LEVEL_V3, "x86-64-v3"), &v3_again);
}

TEST(CpuTargetChoice, ForcedTargetMustBePresentAndRunnable) {
  const OpenHipCpuTable portable = table("x86-64", 0), v3 = table("x86-64-v3", OPENHIP_CPU_LEVEL_V3),
                        v4 = table("x86-64-v4", OPENHIP_CPU_LEVEL_V4);
  const std::vector<const OpenHipCpuTable*> all = {&portable, &v3, &v4};
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V4, "x86-64"), &portable);
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V4, "x86-64-v3"), &v3);
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V3, "x86-64-v4"), nullptr);  // would be SIGILL
  EXPECT_EQ(chooseTable(all, OPENHIP_CPU_LEVEL_V4, "znver3"), nullptr);

  const std::string absent = describeChoice(all, nullptr, OPENHIP_CPU_LEVEL_V4, "znver3");
  EXPECT_NE(absent.find("OPENHIP_CPU_TARGET=znver3"), std::string::npos) << absent;
  EXPECT_NE(absent.find("x86-64, x86-64-v3, x86-64-v4"), std::string::npos) << absent;
  const std::string lacking = describeChoice(all, nullptr, OPENHIP_CPU_LEVEL_V3, "x86-64-v4");
  EXPECT_NE(lacking.find("avx512f, avx512bw, avx512cd, avx512dq, avx512vl"), std::string::npos) << lacking;
  // A forced choice is what was asked for: nothing to report.
  EXPECT_EQ(describeChoice(all, &portable, OPENHIP_CPU_LEVEL_V4, "x86-64"), "");
}

TEST(CpuTargetChoice, FallbackAndNoCodeAreExplained) {
  const OpenHipCpuTable portable = table("x86-64", 0), native = table("znver4", OPENHIP_CPU_LEVEL_V4 | kAvx512Vnni);
  const std::vector<const OpenHipCpuTable*> both = {&portable, &native};
  EXPECT_EQ(describeChoice(both, &native, OPENHIP_CPU_LEVEL_V4 | kAvx512Vnni, ""), "");
  const std::string fallback = describeChoice(both, &portable, OPENHIP_CPU_LEVEL_V3, "");
  EXPECT_NE(fallback.find("run as x86-64 code"), std::string::npos) << fallback;
  EXPECT_NE(fallback.find("znver4 code needs avx512f"), std::string::npos) << fallback;
  EXPECT_NE(fallback.find("avx512vnni"), std::string::npos) << fallback;

  const std::string none = describeChoice({&native}, nullptr, OPENHIP_CPU_LEVEL_V2, "");
  EXPECT_NE(none.find("no kernel code of unit.hip runs on this CPU (x86-64-v2)"), std::string::npos) << none;
  EXPECT_NE(none.find("avx2"), std::string::npos) << none;
  EXPECT_NE(none.find("--offload-arch=x86-64"), std::string::npos) << none;
}

TEST(CpuTargetChoice, FeatureNamesAndLevels) {
  EXPECT_EQ(openhip::cpu_features::names(OPENHIP_CPU_LEVEL_V2),
            "sse3, ssse3, sse4.1, sse4.2, popcnt, cx16, sahf");
  EXPECT_STREQ(openhip::cpu_features::levelName(OPENHIP_CPU_LEVEL_V3 | kAvx512Vnni), "x86-64-v3");
  EXPECT_STREQ(openhip::cpu_features::levelName(OPENHIP_CPU_LEVEL_V4), "x86-64-v4");
  EXPECT_STREQ(openhip::cpu_features::levelName(OPENHIP_CPU_LEVEL_V2 >> 1), "x86-64");
#if defined(__x86_64__)
  // Every x86-64 CPU this project runs on has SSE3 and SSSE3; AVX-512 implies AVX2.
  const uint64_t host = openhip::cpu_features::host();
  EXPECT_TRUE(host & 1);
  if (host & (uint64_t{1} << 16)) {
    EXPECT_TRUE(host & (uint64_t{1} << 8));
  }
#endif
}

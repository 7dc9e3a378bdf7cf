// The device printf formatter: arguments packed as clang's vprintf lowering
// packs them (promoted, each aligned to its size) must print exactly what
// the host's printf prints for the same values.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cpu/device_printf.h"

extern "C" int __openhip_device_printf(const char* format, const void* arguments);

namespace {

/// Packs arguments as the device side does.
class Packer {
 public:
  template <class T>
  Packer& add(T value) {
    static_assert(sizeof(T) == 4 || sizeof(T) == 8, "device printf arguments are 4 or 8 bytes");
    const size_t offset = (bytes_.size() + sizeof(T) - 1) / sizeof(T) * sizeof(T);
    bytes_.resize(offset + sizeof(T));
    std::memcpy(bytes_.data() + offset, &value, sizeof(T));
    return *this;
  }
  const void* data() const { return bytes_.data(); }

 private:
  std::vector<char> bytes_;
};

template <class... Args>
std::string host(const char* format, Args... args) {
  char buffer[1024];
  const int n = std::snprintf(buffer, sizeof(buffer), format, args...);
  return std::string(buffer, static_cast<size_t>(n));
}

TEST(DevicePrintfFormat, Integers) {
  Packer p;
  p.add(-42).add(7).add(4000000000u).add(0xbeefu).add(0xbeefu).add(8u).add(int('Z'));
  EXPECT_EQ(openhip::formatDevicePrintf("%d %i %u %x %X %o %c", p.data()),
            host("%d %i %u %x %X %o %c", -42, 7, 4000000000u, 0xbeefu, 0xbeefu, 8u, 'Z'));
}

TEST(DevicePrintfFormat, StringsPointersPercent) {
  const char* text = "device";
  const void* pointer = reinterpret_cast<const void*>(uintptr_t{0x1234});
  Packer p;
  p.add(text).add(pointer).add(static_cast<const char*>(nullptr));
  EXPECT_EQ(openhip::formatDevicePrintf("[%s] %p 100%% %s", p.data()), host("[%s] %p 100%% ", text, pointer) + "(null)");
}

TEST(DevicePrintfFormat, FloatingPointIsPromotedToDouble) {
  const double v = 1234.5678125;
  Packer p;
  for (int i = 0; i < 8; ++i) p.add(v);
  EXPECT_EQ(openhip::formatDevicePrintf("%f %F %e %E %g %G %a %A", p.data()),
            host("%f %F %e %E %g %G %a %A", v, v, v, v, v, v, v, v));
  Packer q;
  q.add(-0.1);
  EXPECT_EQ(openhip::formatDevicePrintf("%Lf", q.data()), host("%f", -0.1));  // device long double is double
}

TEST(DevicePrintfFormat, LengthModifiers) {
  // hh and h arrive promoted to int; l, ll, z, j, t are 8 bytes each, aligned to 8.
  Packer p;
  p.add(300).add(70000).add(int64_t{-5000000000}).add(int64_t{-6000000000}).add(uint64_t{1} << 40);
  p.add(int64_t{-7}).add(int64_t{-8}).add(65u).add(uint64_t{0xffffffffffull});
  EXPECT_EQ(openhip::formatDevicePrintf("%hhd %hd %ld %lld %zu %jd %td %hhx %llx", p.data()),
            host("%hhd %hd %ld %lld %zu %jd %td %hhx %llx", 300, 70000, -5000000000l, -6000000000ll,
                 size_t{1} << 40, intmax_t{-7}, ptrdiff_t{-8}, 65u, 0xffffffffffull));
}

TEST(DevicePrintfFormat, AlignmentAfterNarrowArguments) {
  // int, then a double at offset 8 (4 bytes of padding), then an int at 16.
  Packer p;
  p.add(1).add(2.5).add(3);
  EXPECT_EQ(openhip::formatDevicePrintf("%d %.1f %d", p.data()), "1 2.5 3");
}

TEST(DevicePrintfFormat, FlagsWidthPrecisionAndStars) {
  Packer p;
  p.add(42).add(42).add(42).add(255u).add(3.14159).add("truncated");
  p.add(6).add(7).add(-9).add(12).add(2.0).add(3).add(123456.0).add(-5).add(1);
  EXPECT_EQ(openhip::formatDevicePrintf("%-8d|%+d|% d|%#x|%08.3f|%.3s|%*d|%-*.*f|%.*e|%*d|", p.data()),
            host("%-8d|%+d|% d|%#x|%08.3f|%.3s|%*d|%-*.*f|%.*e|%*d|", 42, 42, 42, 255u, 3.14159, "truncated",
                 6, 7, -9, 12, 2.0, 3, 123456.0, -5, 1));
}

TEST(DevicePrintfFormat, WideCharactersAndStrings) {
  const wchar_t* wide = L"wide";
  Packer p;
  p.add(int('w')).add(wide);
  EXPECT_EQ(openhip::formatDevicePrintf("%lc %ls", p.data()), host("%lc %ls", wint_t('w'), wide));
}

TEST(DevicePrintfFormat, NoArgumentsAndOddDirectives) {
  EXPECT_EQ(openhip::formatDevicePrintf("plain text\n", nullptr), "plain text\n");
  EXPECT_EQ(openhip::formatDevicePrintf("100%%", nullptr), "100%");
  EXPECT_EQ(openhip::formatDevicePrintf("ends with %", nullptr), "ends with %");
  EXPECT_EQ(openhip::formatDevicePrintf("%y stays", nullptr), "%y stays");
  EXPECT_EQ(openhip::formatDevicePrintf(nullptr, nullptr), "");
  int written = 0;
  Packer p;
  p.add(&written).add(5);
  EXPECT_EQ(openhip::formatDevicePrintf("a%nb%d", p.data()), "ab5");  // %n is consumed, not written
  EXPECT_EQ(written, 0);
}

TEST(DevicePrintfFormat, LongOutput) {
  const std::string long_text(5000, 'x');
  Packer p;
  p.add(long_text.c_str()).add(300);
  const std::string out = openhip::formatDevicePrintf("%s|%300d", p.data());
  EXPECT_EQ(out, long_text + "|" + host("%300d", 300));
}

TEST(DevicePrintfFormat, ReturnsCharacterCount) {
  testing::internal::CaptureStdout();
  Packer p;
  p.add(12345);
  const int n = __openhip_device_printf("value %d\n", p.data());
  std::fflush(stdout);
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "value 12345\n");
  EXPECT_EQ(n, 12);
}

}  // namespace

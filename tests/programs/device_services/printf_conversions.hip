// Device printf: every conversion, length modifier, flag, width and
// precision prints what the host's printf prints; printf returns the number
// of characters; many threads printing at once never tear a line. stdout is
// captured into a file around each kernel and compared.
#include <hip/hip_runtime.h>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>

#include "../program_check.h"

namespace {

/// Runs `body` with stdout redirected to a temporary file; returns what was printed.
template <class Body>
std::string captureStdout(Body body) {
  std::fflush(stdout);
  char path[] = "/tmp/openhip-printf-XXXXXX";
  const int file = mkstemp(path);
  const int saved = dup(1);
  dup2(file, 1);
  body();
  std::fflush(stdout);
  dup2(saved, 1);
  close(saved);
  std::string text;
  lseek(file, 0, SEEK_SET);
  char buffer[4096];
  ssize_t n;
  while ((n = read(file, buffer, sizeof(buffer))) > 0) text.append(buffer, static_cast<size_t>(n));
  close(file);
  unlink(path);
  return text;
}

template <class... Args>
std::string host(const char* format, Args... args) {
  char buffer[2048];
  const int n = std::snprintf(buffer, sizeof(buffer), format, args...);
  return std::string(buffer, static_cast<size_t>(n));
}

}  // namespace

__global__ void conversions(const char* text, int* counts) {
  counts[0] = printf("%d %i %u %x %X %o %c %s %%\n", -42, 7, 4000000000u, 0xbeefu, 0xbeefu, 8u, 'Z', text);
  counts[1] = printf("%f %F %e %E %g %G %a %A\n", 1234.5678125, 2.5, 1e-5, 6.02e23, 0.0001, 1e20, 1.0, -0.75);
  float f = 3.25f;
  counts[2] = printf("float %f %.2e\n", f, f);  // float is promoted to double
  signed char sc = -3;
  short sh = -1234;
  long l = -5000000000l;
  long long ll = 9000000000000ll;
  size_t z = size_t{1} << 40;
  ptrdiff_t t = -77;
  intmax_t j = -88;
  unsigned char uc = 200;
  counts[3] = printf("%hhd %hd %ld %lld %zu %td %jd %hhu %llx %lu\n", sc, sh, l, ll, z, t, j, uc, ll, 123ul);
  counts[4] = printf("[%-8d|%+d|% d|%#x|%#o|%08.3f|%.3s|%10s|%-10s|]\n", 42, 42, 42, 255u, 8u, 3.14159,
                     "truncated", "right", "left");
  counts[5] = printf("[%*d|%-*.*f|%.*e|%*d|%.*s]\n", 6, 7, 12, 2, 2.0, 3, 123456.0, -5, 1, 2, "abc");
  counts[6] = printf("%p %s\n", (void*)0x1234, (const char*)nullptr);
  counts[7] = printf("no arguments\n");
  counts[8] = printf("%c%c%c %5.1f%%\n", 'a', 'b', 'c', 99.5);
  counts[9] = printf("mixed %d %f %lld %f %d\n", 1, 2.5, 3ll, 4.25f, 5);
}

__global__ void manyLines(int payload) {
  // Each line is long enough that a torn write would show.
  printf("line block=%03d thread=%03d %0*d end\n", blockIdx.x, threadIdx.x, payload,
         blockIdx.x * 1000 + threadIdx.x);
}

int main() {
  Checker check;
  const char text_host[] = "device";
  char* text = nullptr;
  int* counts = nullptr;
  HIP_CHECK(hipMalloc(&text, sizeof(text_host)));
  HIP_CHECK(hipMemcpy(text, text_host, sizeof(text_host), hipMemcpyHostToDevice));
  HIP_CHECK(hipMallocManaged(&counts, 10 * sizeof(int)));

  const std::string printed = captureStdout([&] {
    conversions<<<1, 1>>>(text, counts);
    HIP_CHECK_LAUNCH();
  });
  std::string lines[10];
  lines[0] = host("%d %i %u %x %X %o %c %s %%\n", -42, 7, 4000000000u, 0xbeefu, 0xbeefu, 8u, 'Z', "device");
  lines[1] = host("%f %F %e %E %g %G %a %A\n", 1234.5678125, 2.5, 1e-5, 6.02e23, 0.0001, 1e20, 1.0, -0.75);
  lines[2] = host("float %f %.2e\n", 3.25, 3.25);
  lines[3] = host("%hhd %hd %ld %lld %zu %td %jd %hhu %llx %lu\n", (signed char)-3, (short)-1234,
                  -5000000000l, 9000000000000ll, size_t{1} << 40, ptrdiff_t{-77}, intmax_t{-88},
                  (unsigned char)200, 9000000000000ll, 123ul);
  lines[4] = host("[%-8d|%+d|% d|%#x|%#o|%08.3f|%.3s|%10s|%-10s|]\n", 42, 42, 42, 255u, 8u, 3.14159,
                  "truncated", "right", "left");
  lines[5] = host("[%*d|%-*.*f|%.*e|%*d|%.*s]\n", 6, 7, 12, 2, 2.0, 3, 123456.0, -5, 1, 2, "abc");
  lines[6] = host("%p ", (void*)0x1234) + "(null)\n";
  lines[7] = "no arguments\n";
  lines[8] = host("%c%c%c %5.1f%%\n", 'a', 'b', 'c', 99.5);
  lines[9] = host("mixed %d %f %lld %f %d\n", 1, 2.5, 3ll, 4.25, 5);
  std::string expected;
  for (int i = 0; i < 10; ++i) {
    expected += lines[i];
    check.expect_eq("printf return value", i, counts[i], static_cast<int>(lines[i].size()));
  }
  check.expect_true("device printf output equals host printf output", printed == expected);
  if (printed != expected)
    std::fprintf(stderr, "device printed:\n%s\nhost printed:\n%s\n", printed.c_str(), expected.c_str());

  // 64 blocks x 128 threads print at once from all workers: every line whole, none lost.
  const int payload = 150;
  const std::string many = captureStdout([&] {
    manyLines<<<64, 128>>>(payload);
    HIP_CHECK_LAUNCH();
  });
  std::set<std::string> seen;
  size_t start = 0;
  long bad = 0;
  while (start < many.size()) {
    const size_t end = many.find('\n', start);
    if (end == std::string::npos) {
      ++bad;
      break;
    }
    const std::string line = many.substr(start, end - start + 1);
    int block = -1, thread = -1;
    char digits[256] = {0};
    if (std::sscanf(line.c_str(), "line block=%d thread=%d %200s end", &block, &thread, digits) != 3 ||
        line != host("line block=%03d thread=%03d %0*d end\n", block, thread, payload, block * 1000 + thread))
      ++bad;
    else
      seen.insert(line);
    start = end + 1;
  }
  check.expect_eq("torn or malformed lines", 0, bad, 0);
  check.expect_eq("distinct whole lines", 0, static_cast<long>(seen.size()), 64L * 128);

  HIP_CHECK(hipFree(text));
  HIP_CHECK(hipFree(counts));
  return check.finish();
}

#include "caller_memory.h"

#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace openhip {
namespace {

/// The same through a pipe (write(2) fails with EFAULT), for systems whose
/// seccomp policy forbids process_vm_readv.
bool readThroughPipe(void* destination, const void* source, size_t bytes) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) return false;
  bool ok = true;
  auto* out = static_cast<char*>(destination);
  const auto* in = static_cast<const char*>(source);
  for (size_t done = 0; ok && done < bytes;) {
    // A pipe holds at least 4 KiB: move the bytes in such steps.
    const size_t step = bytes - done < 4096 ? bytes - done : 4096;
    const ssize_t written = write(ends[1], in + done, step);
    if (written <= 0) {
      ok = written < 0 && errno == EINTR;
      continue;
    }
    for (ssize_t got = 0; got < written;) {
      const ssize_t n = read(ends[0], out + done + got, static_cast<size_t>(written - got));
      if (n <= 0 && errno != EINTR) {
        ok = false;
        break;
      }
      if (n > 0) got += n;
    }
    done += static_cast<size_t>(written);
  }
  close(ends[0]);
  close(ends[1]);
  return ok;
}

}  // namespace

bool readCallerMemory(void* destination, const void* source, size_t bytes) {
  if (bytes == 0) return true;
  if (!source) return false;
  iovec local{destination, bytes};
  iovec remote{const_cast<void*>(source), bytes};
  const ssize_t n = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
  if (n == static_cast<ssize_t>(bytes)) return true;
  if (n >= 0 || errno == EFAULT) return false;  // a short read stops at unreadable memory
  return readThroughPipe(destination, source, bytes);
}

}  // namespace openhip

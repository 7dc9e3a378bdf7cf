#include "net_algorithms.h"

#include "host_reduce.h"
#include "op.h"

#include <vector>

namespace rccl {
namespace {

int mod(int a, int n) {
  return ((a % n) + n) % n;
}

int pow2AtLeast(int n) {
  int p = 1;
  while (p < n)
    p <<= 1;
  return p;
}

char* at(void* p, size_t off) {
  return static_cast<char*>(p) + off;
}

std::vector<Range> parts(size_t count, int n) {
  std::vector<Range> r(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i)
    r[size_t(i)] = partRange(count, n, i, 1);
  return r;
}

void finish(NetContext& c, void* buf, size_t count) {
  if (c.divisor)
    hostDivide(c.type, buf, count, c.divisor);
}

// Afterwards rank r holds the reduction of chunk r.
ncclResult_t reduceScatterChunks(NetContext& c, void* buf, void* tmp,
                                 const std::vector<Range>& ch) {
  const size_t es = typeSize(c.type);
  const int next = mod(c.rank + 1, c.n), prev = mod(c.rank - 1, c.n);
  for (int s = 0; s < c.n - 1; ++s) {
    const Range& out = ch[size_t(mod(c.rank - s - 1, c.n))];
    const Range& in = ch[size_t(mod(c.rank - s - 2, c.n))];
    ncclResult_t r =
        c.sendRecv(next, at(buf, out.begin * es), out.len * es, prev, tmp, in.len * es);
    if (r != ncclSuccess)
      return r;
    hostCombine(c.type, c.kind, at(buf, in.begin * es), tmp, in.len);
  }
  const Range& own = ch[size_t(c.rank)];
  finish(c, at(buf, own.begin * es), own.len);
  return ncclSuccess;
}

// Rank r's chunk r reaches everyone.
ncclResult_t allGatherChunks(NetContext& c, void* buf, const std::vector<Range>& ch, size_t es) {
  const int next = mod(c.rank + 1, c.n), prev = mod(c.rank - 1, c.n);
  for (int s = 0; s < c.n - 1; ++s) {
    const Range& out = ch[size_t(mod(c.rank - s, c.n))];
    const Range& in = ch[size_t(mod(c.rank - s - 1, c.n))];
    ncclResult_t r = c.sendRecv(next, at(buf, out.begin * es), out.len * es, prev,
                                at(buf, in.begin * es), in.len * es);
    if (r != ncclSuccess)
      return r;
  }
  return ncclSuccess;
}

} // namespace

ncclResult_t NetContext::sendRecv(int to, const void* sendBuf, size_t sendBytes, int from,
                                  void* recvBuf, size_t recvBytes) {
  std::vector<MpiMessage> msgs;
  if (to >= 0 && sendBytes)
    msgs.push_back({true, const_cast<void*>(sendBuf), sendBytes, to, mpi->tag(0, rank, to)});
  if (from >= 0 && recvBytes)
    msgs.push_back({false, recvBuf, recvBytes, from, mpi->tag(0, from, rank)});
  if (msgs.empty())
    return ncclSuccess;
  return mpi->exchange(msgs, *wait);
}

ncclResult_t ringAllReduce(NetContext& c, void* buf, void* tmp, size_t count) {
  std::vector<Range> ch = parts(count, c.n);
  ncclResult_t r = reduceScatterChunks(c, buf, tmp, ch);
  if (r != ncclSuccess)
    return r;
  return allGatherChunks(c, buf, ch, typeSize(c.type));
}

ncclResult_t treeAllReduce(NetContext& c, void* buf, void* tmp, size_t count) {
  ncclResult_t r = treeReduce(c, buf, tmp, count, 0);
  if (r != ncclSuccess)
    return r;
  return treeBroadcast(c, buf, count * typeSize(c.type), 0);
}

ncclResult_t ringReduceScatter(NetContext& c, void* buf, void* tmp, size_t m) {
  std::vector<Range> ch(size_t(c.n));
  for (int i = 0; i < c.n; ++i)
    ch[size_t(i)] = Range{size_t(i) * m, m};
  return reduceScatterChunks(c, buf, tmp, ch);
}

ncclResult_t ringAllGather(NetContext& c, void* buf, size_t bytes) {
  std::vector<Range> ch(size_t(c.n));
  for (int i = 0; i < c.n; ++i)
    ch[size_t(i)] = Range{size_t(i) * bytes, bytes};
  return allGatherChunks(c, buf, ch, 1);
}

// Binomial tree over ranks relabelled so that root is 0: the children of v
// are v + m for the powers of two m below v's lowest set bit.
ncclResult_t treeBroadcast(NetContext& c, void* buf, size_t bytes, int root) {
  const int v = mod(c.rank - root, c.n);
  const int low = v == 0 ? pow2AtLeast(c.n) : (v & -v);
  ncclResult_t r;
  if (v != 0 &&
      (r = c.sendRecv(-1, nullptr, 0, mod(v - low + root, c.n), buf, bytes)) != ncclSuccess)
    return r;
  std::vector<MpiMessage> sends;
  for (int m = low >> 1; m >= 1; m >>= 1) {
    if (v + m >= c.n)
      continue;
    int to = mod(v + m + root, c.n);
    sends.push_back({true, buf, bytes, to, c.mpi->tag(0, c.rank, to)});
  }
  if (sends.empty() || bytes == 0)
    return ncclSuccess;
  return c.mpi->exchange(sends, *c.wait);
}

ncclResult_t chainBroadcast(NetContext& c, void* buf, size_t bytes, int root, size_t piece) {
  const int v = mod(c.rank - root, c.n);
  const int next = v + 1 < c.n ? mod(v + 1 + root, c.n) : -1;
  const int prev = v > 0 ? mod(v - 1 + root, c.n) : -1;
  const size_t pieces = (bytes + piece - 1) / piece;
  auto len = [&](size_t k) { return std::min(piece, bytes - k * piece); };
  // Step k receives piece k and forwards piece k-1 (the root sends piece k).
  for (size_t k = 0; k <= pieces; ++k) {
    size_t sendK = v == 0 ? k : k - 1;
    bool doSend = next >= 0 && (v == 0 ? k < pieces : k >= 1);
    bool doRecv = prev >= 0 && k < pieces;
    ncclResult_t r = c.sendRecv(doSend ? next : -1, doSend ? at(buf, sendK * piece) : nullptr,
                                doSend ? len(sendK) : 0, doRecv ? prev : -1,
                                doRecv ? at(buf, k * piece) : nullptr, doRecv ? len(k) : 0);
    if (r != ncclSuccess)
      return r;
  }
  return ncclSuccess;
}

ncclResult_t treeReduce(NetContext& c, void* buf, void* tmp, size_t count, int root) {
  const size_t bytes = count * typeSize(c.type);
  const int v = mod(c.rank - root, c.n);
  const int low = v == 0 ? pow2AtLeast(c.n) : (v & -v);
  for (int m = 1; m < low; m <<= 1) {
    if (v + m >= c.n)
      continue;
    ncclResult_t r = c.sendRecv(-1, nullptr, 0, mod(v + m + root, c.n), tmp, bytes);
    if (r != ncclSuccess)
      return r;
    hostCombine(c.type, c.kind, buf, tmp, count);
  }
  if (v != 0)
    return c.sendRecv(mod(v - low + root, c.n), buf, bytes, -1, nullptr, 0);
  finish(c, buf, count);
  return ncclSuccess;
}

ncclResult_t ringReduce(NetContext& c, void* buf, void* tmp, size_t count, int root) {
  const size_t es = typeSize(c.type);
  std::vector<Range> ch = parts(count, c.n);
  ncclResult_t r = reduceScatterChunks(c, buf, tmp, ch);
  if (r != ncclSuccess)
    return r;
  if (c.rank != root) {
    const Range& own = ch[size_t(c.rank)];
    return c.sendRecv(root, at(buf, own.begin * es), own.len * es, -1, nullptr, 0);
  }
  std::vector<MpiMessage> recvs;
  for (int j = 0; j < c.n; ++j) {
    const Range& p = ch[size_t(j)];
    if (j == root || !p.len)
      continue;
    recvs.push_back({false, at(buf, p.begin * es), p.len * es, j, c.mpi->tag(0, j, c.rank)});
  }
  if (recvs.empty())
    return ncclSuccess;
  return c.mpi->exchange(recvs, *c.wait);
}

} // namespace rccl

// The cases of the collective acceptance test and what each rank must hold
// afterwards (computed on the host from every rank's generated input).
#pragma once

#include "reference.h"

#include <rccl/rccl.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

enum class Coll {
  AllReduce,
  Broadcast,
  Reduce,
  AllGather,
  ReduceScatter,
  AllToAll,
  AllToAllv,
  Gather,
  Scatter,
  SendRecv
};

inline const char* collName(Coll c) {
  static const char* names[] = {"AllReduce", "Broadcast", "Reduce", "AllGather", "ReduceScatter",
                                "AllToAll",  "AllToAllv", "Gather", "Scatter",   "SendRecv"};
  return names[int(c)];
}

struct Case {
  Coll coll;
  ncclDataType_t type;
  ref::Red op;
  size_t count; // the API's count argument
  bool inPlace;
  int root; // rooted collectives; SendRecv: the shift to the destination rank
  uint64_t seed;
};

inline bool reduces(Coll c) {
  return c == Coll::AllReduce || c == Coll::Reduce || c == Coll::ReduceScatter;
}

// Element counts of rank r's send and receive buffers.
inline void bufferCounts(const Case& c, int n, int r, size_t* send, size_t* recv) {
  size_t k = c.count, nk = c.count * size_t(n);
  switch (c.coll) {
  case Coll::AllGather:
    *send = k;
    *recv = nk;
    return;
  case Coll::ReduceScatter:
    *send = nk;
    *recv = k;
    return;
  case Coll::AllToAll:
    *send = nk;
    *recv = nk;
    return;
  case Coll::Gather:
    *send = k;
    *recv = nk;
    return;
  case Coll::Scatter:
    *send = nk;
    *recv = k;
    return;
  case Coll::AllToAllv: {
    size_t s = 0, q = 0;
    for (int j = 0; j < n; ++j) {
      s += ((r + j) % 3) * k;
      q += ((j + r) % 3) * k;
    }
    *send = s;
    *recv = q;
    return;
  }
  default:
    *send = k;
    *recv = k;
    return;
  }
}

// AllToAllv: rank i sends ((i + j) % 3) * count elements to rank j, packed in
// rank order (displacements are prefix sums).
inline void allToAllvLayout(int n, int r, size_t k, std::vector<size_t>& sc,
                            std::vector<size_t>& sd, std::vector<size_t>& rc,
                            std::vector<size_t>& rd) {
  sc.assign(size_t(n), 0);
  sd = rc = rd = sc;
  size_t s = 0, q = 0;
  for (int j = 0; j < n; ++j) {
    sc[size_t(j)] = ((r + j) % 3) * k;
    sd[size_t(j)] = s;
    s += sc[size_t(j)];
    rc[size_t(j)] = ((j + r) % 3) * k;
    rd[size_t(j)] = q;
    q += rc[size_t(j)];
  }
}

// Rank r's input element i (as bytes of the type).
inline void input(const Case& c, int r, size_t i, bool fixedOrder, void* out) {
  ref::generate(c.type, c.op, r, i, c.seed, fixedOrder, out);
}

inline uint64_t scalarBits(ncclDataType_t t) {
  uint64_t bits = 0;
  if (ref::isFloat(t))
    ref::storeFloat(t, &bits, 0.5);
  else
    bits = 3;
  return bits;
}

// What rank r's receive buffer must hold (empty: nothing is checked, e.g.
// the receive buffer of a non-root Reduce).
inline std::vector<char> expected(const Case& c, int n, int r, bool fixedOrder) {
  const size_t es = ref::typeSize(c.type), k = c.count;
  size_t sendCount, recvCount;
  bufferCounts(c, n, r, &sendCount, &recvCount);
  std::vector<char> out(recvCount * es);
  char a[8], x[8];
  const uint64_t scalar = scalarBits(c.type);
  auto reduceAt = [&](size_t elem,
                      char* dst) { // fold over ranks of element `elem` of each send buffer
    for (int j = 0; j < n; ++j) {
      input(c, j, elem, fixedOrder, x);
      ref::fold(c.type, c.op, a, x, j == 0, n, scalar);
    }
    ref::finish(c.type, c.op, a, n);
    std::memcpy(dst, a, es);
  };
  switch (c.coll) {
  case Coll::AllReduce:
    for (size_t i = 0; i < k; ++i)
      reduceAt(i, &out[i * es]);
    break;
  case Coll::Reduce:
    if (r != c.root)
      return {};
    for (size_t i = 0; i < k; ++i)
      reduceAt(i, &out[i * es]);
    break;
  case Coll::ReduceScatter:
    for (size_t i = 0; i < k; ++i)
      reduceAt(size_t(r) * k + i, &out[i * es]);
    break;
  case Coll::Broadcast:
    for (size_t i = 0; i < k; ++i)
      input(c, c.root, i, fixedOrder, &out[i * es]);
    break;
  case Coll::AllGather:
    for (int j = 0; j < n; ++j)
      for (size_t i = 0; i < k; ++i)
        input(c, j, i, fixedOrder, &out[(size_t(j) * k + i) * es]);
    break;
  case Coll::AllToAll:
    for (int j = 0; j < n; ++j)
      for (size_t i = 0; i < k; ++i)
        input(c, j, size_t(r) * k + i, fixedOrder, &out[(size_t(j) * k + i) * es]);
    break;
  case Coll::Gather:
    if (r != c.root)
      return {};
    for (int j = 0; j < n; ++j)
      for (size_t i = 0; i < k; ++i)
        input(c, j, i, fixedOrder, &out[(size_t(j) * k + i) * es]);
    break;
  case Coll::Scatter:
    for (size_t i = 0; i < k; ++i)
      input(c, c.root, size_t(r) * k + i, fixedOrder, &out[i * es]);
    break;
  case Coll::AllToAllv: {
    std::vector<size_t> sc, sd, rc, rd;
    allToAllvLayout(n, r, k, sc, sd, rc, rd);
    for (int j = 0; j < n; ++j) {
      std::vector<size_t> jsc, jsd, jrc, jrd;
      allToAllvLayout(n, j, k, jsc, jsd, jrc, jrd);
      for (size_t i = 0; i < rc[size_t(j)]; ++i)
        input(c, j, jsd[size_t(r)] + i, fixedOrder, &out[(rd[size_t(j)] + i) * es]);
    }
    break;
  }
  case Coll::SendRecv: {
    int from = ((r - c.root) % n + n) % n;
    for (size_t i = 0; i < k; ++i)
      input(c, from, i, fixedOrder, &out[i * es]);
    break;
  }
  }
  return out;
}

// The case list. `large`: the large element count (RCCL_TEST_LARGE=1 gives 64 MiB of floats).
inline std::vector<Case> allCases(int n, bool fixedOrder) {
  const bool big =
      std::getenv("RCCL_TEST_LARGE") && std::string(std::getenv("RCCL_TEST_LARGE")) == "1";
  const size_t large =
      big ? (size_t(16) << 20) + 3 : (size_t(1) << 20) + 3; // 64 MiB / 4 MiB of floats
  const size_t medium = (size_t(1) << 16) + 5;
  const size_t small[] = {0, 1, 1003, 4099};
  const ncclDataType_t types[] = {ncclInt8,    ncclUint8,    ncclInt32,   ncclUint32,
                                  ncclInt64,   ncclUint64,   ncclFloat16, ncclFloat32,
                                  ncclFloat64, ncclBfloat16, ncclFp8E4M3, ncclFp8E5M2};
  const ref::Red ops[] = {ref::Sum, ref::Prod,       ref::Max,         ref::Min,
                          ref::Avg, ref::PreMulHost, ref::PreMulDevice};
  std::vector<Case> cases;
  uint64_t seed = 1;
  int rootTurn = 0;
  auto add = [&](Coll coll, ncclDataType_t t, ref::Red op, size_t count, bool inPlace) {
    int root = (rootTurn++) % n;
    if (coll == Coll::SendRecv)
      root = n > 1 ? 1 + (rootTurn % (n - 1)) : 0;
    if (coll == Coll::AllToAll && inPlace)
      return;
    // Averages of floats are exact in any order only when 1/n is a power of two.
    if (!fixedOrder && op == ref::Avg && ref::isFloat(t) && (n & (n - 1)))
      return;
    cases.push_back({coll, t, op, count, inPlace, root, seed++});
  };
  for (Coll coll : {Coll::AllReduce, Coll::Reduce, Coll::ReduceScatter})
    for (ncclDataType_t t : types)
      for (ref::Red op : ops)
        for (size_t count : small)
          for (bool inPlace : {false, true})
            add(coll, t, op, count, inPlace);
  for (Coll coll : {Coll::Broadcast, Coll::AllGather, Coll::AllToAll, Coll::Gather, Coll::Scatter,
                    Coll::AllToAllv, Coll::SendRecv})
    for (ncclDataType_t t : types)
      for (size_t count : small)
        for (bool inPlace : {false, true}) {
          if ((coll == Coll::AllToAllv || coll == Coll::SendRecv) && inPlace)
            continue;
          add(coll, t, ref::Sum, count, inPlace);
        }
  // Large messages: several rounds of staging and pipelining.
  for (ncclDataType_t t : {ncclFloat32, ncclInt32, ncclFloat16, ncclFloat64})
    for (bool inPlace : {false, true})
      add(Coll::AllReduce, t, ref::Sum, large, inPlace);
  add(Coll::AllReduce, ncclBfloat16, ref::PreMulDevice, large, false);
  add(Coll::AllReduce, ncclUint8, ref::Max, large, true);
  for (Coll coll : {Coll::Reduce, Coll::ReduceScatter, Coll::Broadcast, Coll::AllGather,
                    Coll::AllToAll, Coll::Gather, Coll::Scatter, Coll::SendRecv, Coll::AllToAllv})
    for (bool inPlace : {false, true})
      if (!(inPlace && (coll == Coll::AllToAllv || coll == Coll::SendRecv)))
        add(coll, ncclFloat32, ref::Sum,
            coll == Coll::Reduce || coll == Coll::Broadcast ? large : medium, inPlace);
  return cases;
}

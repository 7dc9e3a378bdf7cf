#include "op.h"

namespace rccl {

const char* collName(Coll c) {
  switch (c) {
  case Coll::AllReduce:
    return "AllReduce";
  case Coll::Broadcast:
    return "Broadcast";
  case Coll::Reduce:
    return "Reduce";
  case Coll::AllGather:
    return "AllGather";
  case Coll::ReduceScatter:
    return "ReduceScatter";
  case Coll::AllToAll:
    return "AllToAll";
  case Coll::AllToAllv:
    return "AllToAllv";
  case Coll::Gather:
    return "Gather";
  case Coll::Scatter:
    return "Scatter";
  case Coll::Send:
    return "Send";
  case Coll::Recv:
    return "Recv";
  }
  return "?";
}

namespace {

char* at(const void* p, size_t byteOffset) {
  return static_cast<char*>(const_cast<void*>(p)) + byteOffset;
}

// Zero-byte transfers are skipped on both sides alike (counts must match).
// Transfers to the rank itself stay transfers; matchSelfTransfers pairs them.
void transfer(Plan& plan, int /*rank*/, int peer, bool send, const void* buf, size_t bytes) {
  if (bytes == 0)
    return;
  plan.transfers.push_back({peer, send, const_cast<void*>(buf), bytes});
}

} // namespace

void addToPlan(Plan& plan, const Op& op, int rank, int n, bool keepAllToAll) {
  const size_t es = typeSize(op.type);
  switch (op.coll) {
  case Coll::Send:
    transfer(plan, rank, op.peer, true, op.sendbuff, op.count * es);
    break;
  case Coll::Recv:
    transfer(plan, rank, op.peer, false, op.recvbuff, op.count * es);
    break;
  case Coll::Gather: {
    size_t bytes = op.count * es;
    if (rank == op.root) {
      for (int j = 0; j < n; ++j) {
        if (j == rank) {
          void* dst = at(op.recvbuff, size_t(j) * bytes);
          if (dst != op.sendbuff && bytes)
            plan.copies.push_back({op.sendbuff, dst, bytes});
        } else {
          transfer(plan, rank, j, false, at(op.recvbuff, size_t(j) * bytes), bytes);
        }
      }
    } else {
      transfer(plan, rank, op.root, true, op.sendbuff, bytes);
    }
    break;
  }
  case Coll::Scatter: {
    size_t bytes = op.count * es;
    if (rank == op.root) {
      for (int j = 0; j < n; ++j) {
        if (j == rank) {
          const void* src = at(op.sendbuff, size_t(j) * bytes);
          if (src != op.recvbuff && bytes)
            plan.copies.push_back({src, op.recvbuff, bytes});
        } else {
          transfer(plan, rank, j, true, at(op.sendbuff, size_t(j) * bytes), bytes);
        }
      }
    } else {
      transfer(plan, rank, op.root, false, op.recvbuff, bytes);
    }
    break;
  }
  case Coll::AllToAll:
    if (keepAllToAll) {
      plan.colls.push_back(op);
      break;
    }
    for (int j = 0; j < n; ++j) {
      size_t bytes = op.count * es;
      if (j == rank) {
        if (bytes)
          plan.copies.push_back({at(op.sendbuff, j * bytes), at(op.recvbuff, j * bytes), bytes});
        continue;
      }
      transfer(plan, rank, j, true, at(op.sendbuff, size_t(j) * bytes), bytes);
      transfer(plan, rank, j, false, at(op.recvbuff, size_t(j) * bytes), bytes);
    }
    break;
  case Coll::AllToAllv: {
    const size_t* sc = op.vcounts.data();
    const size_t* sd = sc + n;
    const size_t* rc = sd + n;
    const size_t* rd = rc + n;
    for (int j = 0; j < n; ++j) {
      if (j == rank) {
        size_t bytes = sc[j] * es;
        const void* src = at(op.sendbuff, sd[j] * es);
        void* dst = at(op.recvbuff, rd[j] * es);
        if (bytes && src != dst)
          plan.copies.push_back({src, dst, bytes});
        continue;
      }
      transfer(plan, rank, j, true, at(op.sendbuff, sd[j] * es), sc[j] * es);
      transfer(plan, rank, j, false, at(op.recvbuff, rd[j] * es), rc[j] * es);
    }
    break;
  }
  default:
    plan.colls.push_back(op);
    break;
  }
}

ncclResult_t matchSelfTransfers(Plan& plan, int rank) {
  std::vector<Transfer> kept, sends, recvs;
  for (const Transfer& t : plan.transfers) {
    if (t.peer != rank)
      kept.push_back(t);
    else
      (t.send ? sends : recvs).push_back(t);
  }
  if (sends.size() != recvs.size())
    return ncclInvalidUsage;
  for (size_t i = 0; i < sends.size(); ++i) {
    if (sends[i].bytes != recvs[i].bytes)
      return ncclInvalidUsage;
    if (sends[i].buffer != recvs[i].buffer)
      plan.copies.push_back({sends[i].buffer, recvs[i].buffer, sends[i].bytes});
  }
  plan.transfers.swap(kept);
  return ncclSuccess;
}

Range partRange(size_t n, int parts, int i, size_t align) {
  if (align == 0)
    align = 1;
  size_t units = (n + align - 1) / align;
  size_t base = units / size_t(parts), extra = units % size_t(parts);
  size_t ui = size_t(i);
  size_t beginUnit = ui * base + (ui < extra ? ui : extra);
  size_t lenUnits = base + (ui < extra ? 1 : 0);
  size_t begin = beginUnit * align;
  if (begin >= n)
    return {n, 0};
  size_t end = (beginUnit + lenUnits) * align;
  if (end > n)
    end = n;
  return {begin, end - begin};
}

uint64_t signature(const Op& op) {
  uint64_t h = 1469598103934665603ull;
  auto add = [&h](uint64_t x) {
    for (int i = 0; i < 8; ++i)
      h = (h ^ ((x >> (8 * i)) & 0xff)) * 1099511628211ull;
  };
  add(uint64_t(op.coll));
  add(op.count);
  add(uint64_t(op.type));
  add(uint64_t(op.redop.kind));
  add(uint64_t(op.root));
  return h;
}

} // namespace rccl

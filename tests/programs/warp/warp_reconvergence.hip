// Which lanes are active at a warp operation after divergence, checked
// against the post-Volta rule: lanes that part at a branch reconverge at its
// immediate post-dominator, and only lanes in the same iteration of a loop
// meet at a collective inside it. Shapes: if/else with a collective in both
// arms and in a nested `if`; a loop whose `if` alternates lanes per
// iteration; `continue` and `break` before collectives; a vote in the arm
// that breaks; a divergent `return`; nested loops with per-lane trip counts
// (outer or inner); both arms of an if/else inside such a loop; a switch. Each kernel records __activemask() (and shuffle
// results) per lane; slots a lane does not reach stay 0. Blocks end in a
// partial warp.
#include "warp_test_util.h"

#include <functional>
#include <vector>

using Mask = unsigned long long;

// After the if/else (the repro of issue 4): every lane is active again.
__global__ void nested_if(Mask* out, int v) {
  const int id = linear_thread_id();
  Mask a;
  if (id % 3 == 0) {
    a = __activemask();
    if (v == 1) a += __shfl(id, 0);
  } else {
    a = __activemask() + 1;
  }
  out[id * 2] = a;
  out[id * 2 + 1] = __activemask();
}

// Iteration i: lanes with (lane + i) even take the `if`. A lane that skips
// it must not run ahead into the next iteration's collective.
__global__ void alternating_loop(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  for (int i = 0; i < 4; ++i) {
    if ((lane + i) % 2 == 0) {
      out[id * 10 + i] = __activemask();
      out[id * 10 + 4 + i] = 1 + __shfl_down(id, 1);  // lane + 1 has the other parity: own id
    }
  }
  out[id * 10 + 8] = __activemask();
}

__global__ void continue_loop(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  for (int i = 0; i < 6; ++i) {
    if (lane % 3 == i % 3) continue;
    out[id * 7 + i] = __ballot(1);
  }
  out[id * 7 + 6] = __activemask();
}

// Lane leaves at iteration lane % 5; the others vote and shuffle on.
__global__ void break_loop(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  long long v = id;
  for (int i = 0; i < 6; ++i) {
    if (i == lane % 5) break;
    out[id * 9 + i] = __ballot(1);
    v += __shfl_xor(v, 1);
  }
  out[id * 9 + 6] = __activemask();
  out[id * 9 + 7] = v;
  out[id * 9 + 8] = __any(lane == 0) + 2 * __all(lane < 1000);
}

__global__ void divergent_return(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  if (lane % 4 == 1) return;
  Mask inner = 0;
  if (lane < 10) inner = __activemask();
  out[id * 4] = inner;
  out[id * 4 + 1] = __activemask();
  out[id * 4 + 2] = 1 + __shfl_down(id, 1);
  out[id * 4 + 3] = __ballot(lane % 2);
}

// Per-lane outer trip count 1..3, uniform inner loop.
__global__ void nested_loops(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  for (int i = 0; i < lane % 3 + 1; ++i)
    for (int j = 0; j < 2; ++j) out[id * 7 + i * 2 + j] = __activemask();
  out[id * 7 + 6] = __activemask();
}

// Both arms hold a collective, inside a loop with per-lane trip counts.
__global__ void arms_in_loop(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  const int n = 1 + lane % 3;
  for (int i = 0; i < n; ++i) {
    Mask arm;
    if (lane & 1)
      arm = __ballot(1);
    else
      arm = __activemask() | Mask(__shfl(lane, 0) == 0) << 63;  // bit 63: lane 0 is active here
    out[id * 7 + i * 2] = arm;
    out[id * 7 + i * 2 + 1] = __activemask();
  }
  out[id * 7 + 6] = __activemask();
}

// A lane leaves at iteration lane % 4 through an arm that votes first: only
// the lanes leaving in the same iteration vote together.
__global__ void vote_then_break(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  for (int i = 0; i < 5; ++i) {
    if (i == lane % 4) {
      out[id * 8 + i] = __ballot(1);
      break;
    }
    out[id * 8 + 4 + i] = __activemask();
  }
  out[id * 8 + 7] = __activemask();
}

// Per-lane trip count of an inner loop inside a uniform outer loop.
__global__ void inner_varying(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < lane % 3; ++j) out[id * 7 + i * 2 + j] = __activemask();
  out[id * 7 + 6] = __activemask();
}

__global__ void switch_arms(Mask* out) {
  const int id = linear_thread_id();
  const int lane = id % warpSize;
  Mask m;
  switch (lane % 4) {
    case 0: m = __ballot(1); break;
    case 1: m = __activemask() + 1; break;
    case 2: m = 0; break;
    default: m = __shfl(id, lane ^ 4); break;  // lane ^ 4 is in this arm too
  }
  out[id * 2] = m;
  out[id * 2 + 1] = __activemask();
}

// ---- host side ------------------------------------------------------------

struct Shape {
  int ws, threads;
  int lane(int id) const { return id % ws; }
  // Mask of the lanes of id's warp (that exist) satisfying `pred(id')`.
  Mask mask(int id, const std::function<bool(int)>& pred) const {
    Mask m = 0;
    const int base = id / ws * ws;
    for (int l = 0; l < ws && base + l < threads; ++l)
      if (pred(base + l)) m |= Mask(1) << l;
    return m;
  }
  bool exists(int id) const { return id >= 0 && id < threads; }
  bool same_warp(int a, int b) const { return exists(b) && a / ws == b / ws; }
};

template <typename Kernel, typename... Args>
std::vector<Mask> run(Kernel kernel, int threads, int per, Args... args) {
  Mask* d = nullptr;
  HIP_CHECK(hipMalloc(&d, threads * per * sizeof(Mask)));
  HIP_CHECK(hipMemset(d, 0, threads * per * sizeof(Mask)));
  kernel<<<1, threads>>>(d, args...);
  HIP_CHECK_LAUNCH();
  std::vector<Mask> out(threads * per);
  HIP_CHECK(hipMemcpy(out.data(), d, out.size() * sizeof(Mask), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  return out;
}

void check_nested_if(Checker& check, const Shape& s) {
  for (int v = 0; v < 2; ++v) {
    std::vector<Mask> out = run(nested_if, s.threads, 2, v);
    for (int id = 0; id < s.threads; ++id) {
      Mask want;
      if (id % 3 == 0) {
        want = s.mask(id, [](int o) { return o % 3 == 0; });
        const int source = id / s.ws * s.ws;
        if (v == 1) want += source % 3 == 0 ? source : id;
      } else {
        want = s.mask(id, [](int o) { return o % 3 != 0; }) + 1;
      }
      check.expect_eq("nested_if.arm", id, out[id * 2], want);
      check.expect_eq("nested_if.after", id, out[id * 2 + 1], s.mask(id, [](int) { return true; }));
    }
  }
}

void check_alternating_loop(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(alternating_loop, s.threads, 10);
  for (int id = 0; id < s.threads; ++id)
    for (int i = 0; i < 4; ++i) {
      const bool in = (s.lane(id) + i) % 2 == 0;
      check.expect_eq("alternating.active", id * 10 + i, out[id * 10 + i],
                      in ? s.mask(id, [&](int o) { return (s.lane(o) + i) % 2 == 0; }) : 0);
      check.expect_eq("alternating.shfl_down", id * 10 + i, out[id * 10 + 4 + i], in ? 1 + id : 0);
      check.expect_eq("alternating.after", id, out[id * 10 + 8], s.mask(id, [](int) { return true; }));
    }
}

void check_continue_loop(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(continue_loop, s.threads, 7);
  for (int id = 0; id < s.threads; ++id) {
    for (int i = 0; i < 6; ++i) {
      auto votes = [&](int o) { return s.lane(o) % 3 != i % 3; };
      check.expect_eq("continue.ballot", id * 7 + i, out[id * 7 + i], votes(id) ? s.mask(id, votes) : 0);
    }
    check.expect_eq("continue.after", id, out[id * 7 + 6], s.mask(id, [](int) { return true; }));
  }
}

void check_break_loop(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(break_loop, s.threads, 9);
  // Reference: the lanes of a warp step through iterations together.
  std::vector<long long> v(s.threads);
  for (int id = 0; id < s.threads; ++id) v[id] = id;
  for (int i = 0; i < 6; ++i) {
    std::vector<long long> next = v;
    for (int id = 0; id < s.threads; ++id) {
      auto in = [&](int o) { return i < s.lane(o) % 5; };
      if (!in(id)) continue;
      check.expect_eq("break.ballot", id * 9 + i, out[id * 9 + i], s.mask(id, in));
      const int partner = id ^ 1;
      next[id] = v[id] + (s.same_warp(id, partner) && in(partner) ? v[partner] : v[id]);
    }
    v = next;
  }
  for (int id = 0; id < s.threads; ++id) {
    check.expect_eq("break.after", id, out[id * 9 + 6], s.mask(id, [](int) { return true; }));
    check.expect_eq("break.shfl_xor", id, static_cast<long long>(out[id * 9 + 7]), v[id]);
    check.expect_eq("break.any_all", id, out[id * 9 + 8], 3);
  }
}

void check_divergent_return(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(divergent_return, s.threads, 4);
  auto stays = [&](int o) { return s.lane(o) % 4 != 1; };
  for (int id = 0; id < s.threads; ++id) {
    if (!stays(id)) {
      for (int k = 0; k < 4; ++k) check.expect_eq("return.returned", id * 4 + k, out[id * 4 + k], 0);
      continue;
    }
    auto inner = [&](int o) { return stays(o) && s.lane(o) < 10; };
    check.expect_eq("return.inner", id, out[id * 4], inner(id) ? s.mask(id, inner) : 0);
    check.expect_eq("return.after", id, out[id * 4 + 1], s.mask(id, stays));
    const int source = id + 1;
    const bool fromSource = s.lane(id) + 1 < s.ws && s.exists(source) && stays(source);
    check.expect_eq("return.shfl_down", id, out[id * 4 + 2], 1 + (fromSource ? source : id));
    check.expect_eq("return.ballot", id, out[id * 4 + 3], s.mask(id, [&](int o) { return stays(o) && s.lane(o) % 2; }));
  }
}

void check_nested_loops(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(nested_loops, s.threads, 7);
  for (int id = 0; id < s.threads; ++id) {
    for (int i = 0; i < 3; ++i) {
      auto in = [&](int o) { return i < s.lane(o) % 3 + 1; };
      for (int j = 0; j < 2; ++j)
        check.expect_eq("nested_loops.inner", id * 7 + i * 2 + j, out[id * 7 + i * 2 + j],
                        in(id) ? s.mask(id, in) : 0);
    }
    check.expect_eq("nested_loops.after", id, out[id * 7 + 6], s.mask(id, [](int) { return true; }));
  }
}

void check_arms_in_loop(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(arms_in_loop, s.threads, 7);
  for (int id = 0; id < s.threads; ++id) {
    for (int i = 0; i < 3; ++i) {
      auto in = [&](int o) { return i < 1 + s.lane(o) % 3; };
      auto arm = [&](int o) { return in(o) && s.lane(o) % 2 == s.lane(id) % 2; };
      Mask want = 0, after = 0;
      if (in(id)) {
        want = s.mask(id, arm);
        if (s.lane(id) % 2 == 0 && in(id / s.ws * s.ws)) want |= Mask(1) << 63;  // lane 0 active: its value 0
        after = s.mask(id, in);
      }
      check.expect_eq("arms_in_loop.arm", id * 7 + i * 2, out[id * 7 + i * 2], want);
      check.expect_eq("arms_in_loop.after_if", id * 7 + i * 2 + 1, out[id * 7 + i * 2 + 1], after);
    }
    check.expect_eq("arms_in_loop.after", id, out[id * 7 + 6], s.mask(id, [](int) { return true; }));
  }
}

void check_vote_then_break(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(vote_then_break, s.threads, 8);
  for (int id = 0; id < s.threads; ++id) {
    const int leave = s.lane(id) % 4;
    for (int i = 0; i < 4; ++i) {
      check.expect_eq("vote_then_break.vote", id * 8 + i, out[id * 8 + i],
                      i == leave ? s.mask(id, [&](int o) { return s.lane(o) % 4 == i; }) : 0);
      if (i < 3)
        check.expect_eq("vote_then_break.stay", id * 8 + 4 + i, out[id * 8 + 4 + i],
                        i < leave ? s.mask(id, [&](int o) { return s.lane(o) % 4 > i; }) : 0);
    }
    check.expect_eq("vote_then_break.after", id, out[id * 8 + 7], s.mask(id, [](int) { return true; }));
  }
}

void check_inner_varying(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(inner_varying, s.threads, 7);
  for (int id = 0; id < s.threads; ++id) {
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 2; ++j) {
        auto in = [&](int o) { return j < s.lane(o) % 3; };
        check.expect_eq("inner_varying.inner", id * 7 + i * 2 + j, out[id * 7 + i * 2 + j],
                        in(id) ? s.mask(id, in) : 0);
      }
    check.expect_eq("inner_varying.after", id, out[id * 7 + 6], s.mask(id, [](int) { return true; }));
  }
}

void check_switch_arms(Checker& check, const Shape& s) {
  std::vector<Mask> out = run(switch_arms, s.threads, 2);
  for (int id = 0; id < s.threads; ++id) {
    const int arm = s.lane(id) % 4;
    auto same = [&](int o) { return s.lane(o) % 4 == arm; };
    Mask want = 0;
    if (arm == 0) want = s.mask(id, same);
    if (arm == 1) want = s.mask(id, same) + 1;
    if (arm == 3) want = s.exists(id ^ 4) ? id ^ 4 : id;
    check.expect_eq("switch_arms.arm", id, out[id * 2], want);
    check.expect_eq("switch_arms.after", id, out[id * 2 + 1], s.mask(id, [](int) { return true; }));
  }
}

int main() {
  Checker check;
  const int ws = device_warp_size();
  for (int threads : {ws, 2 * ws + ws / 2 + 3}) {
    const Shape s{ws, threads};
    check_nested_if(check, s);
    check_alternating_loop(check, s);
    check_continue_loop(check, s);
    check_break_loop(check, s);
    check_divergent_return(check, s);
    check_nested_loops(check, s);
    check_arms_in_loop(check, s);
    check_vote_then_break(check, s);
    check_inner_varying(check, s);
    check_switch_arms(check, s);
  }
  return check.finish();
}

#include "context.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <unordered_set>

namespace openhip {
namespace {

struct Contexts {
  std::mutex mutex;
  std::vector<std::unique_ptr<ihipCtx_t>> primaries;  // index = device ordinal
  std::vector<int> retain_counts;
  std::unordered_set<const ihipCtx_t*> created;
};

Contexts& contexts() {
  static Contexts* all = [] {
    auto* c = new Contexts();  // never destroyed: used by atexit code
    const int count = Runtime::get().deviceCount();
    for (int d = 0; d < count; ++d) {
      auto primary = std::make_unique<ihipCtx_t>();
      primary->device = d;
      primary->primary = true;
      c->primaries.push_back(std::move(primary));
    }
    c->retain_counts.assign(static_cast<size_t>(count), 0);
    return c;
  }();
  return *all;
}

bool validOrdinal(int ordinal) { return ordinal >= 0 && ordinal < Runtime::get().deviceCount(); }

}  // namespace

ihipCtx_t* primaryContext(int ordinal) {
  if (!validOrdinal(ordinal)) return nullptr;
  return contexts().primaries[static_cast<size_t>(ordinal)].get();
}

ihipCtx_t* createContext(int ordinal, unsigned flags) {
  auto* context = new ihipCtx_t();
  context->device = ordinal;
  context->flags = flags;
  Contexts& c = contexts();
  std::lock_guard<std::mutex> lock(c.mutex);
  c.created.insert(context);
  return context;
}

bool destroyContext(ihipCtx_t* context) {
  Contexts& c = contexts();
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    if (!c.created.erase(context)) return false;
  }
  // Stacks of other threads keep the stale pointer; isLiveContext rejects it.
  std::vector<ihipCtx_t*>& stack = contextStack();
  stack.erase(std::remove(stack.begin(), stack.end(), context), stack.end());
  if (!stack.empty()) makeDeviceCurrent(stack.back());
  delete context;
  return true;
}

bool isLiveContext(const ihipCtx_t* context) {
  if (!context) return false;
  Contexts& c = contexts();
  // Compare addresses only: `context` may be any pointer a program passes.
  for (const auto& p : c.primaries)
    if (p.get() == context) return true;
  std::lock_guard<std::mutex> lock(c.mutex);
  return c.created.count(context) != 0;
}

std::vector<ihipCtx_t*>& contextStack() {
  thread_local std::vector<ihipCtx_t*> stack;
  return stack;
}

void makeDeviceCurrent(const ihipCtx_t* context) { currentDeviceOrdinal() = context->device; }

ihipCtx_t* currentContext() {
  std::vector<ihipCtx_t*>& stack = contextStack();
  while (!stack.empty() && !isLiveContext(stack.back())) stack.pop_back();  // destroyed elsewhere
  if (!stack.empty()) return stack.back();
  return primaryContext(currentDeviceOrdinal());
}

int primaryRetainCount(int ordinal) {
  Contexts& c = contexts();
  std::lock_guard<std::mutex> lock(c.mutex);
  return c.retain_counts[static_cast<size_t>(ordinal)];
}

void retainPrimary(int ordinal) {
  Contexts& c = contexts();
  std::lock_guard<std::mutex> lock(c.mutex);
  ++c.retain_counts[static_cast<size_t>(ordinal)];
}

bool releasePrimary(int ordinal) {
  Contexts& c = contexts();
  std::lock_guard<std::mutex> lock(c.mutex);
  int& count = c.retain_counts[static_cast<size_t>(ordinal)];
  if (count == 0) return false;
  --count;
  return true;
}

void resetPrimary(int ordinal) {
  Contexts& c = contexts();
  std::lock_guard<std::mutex> lock(c.mutex);
  c.retain_counts[static_cast<size_t>(ordinal)] = 0;
}

}  // namespace openhip

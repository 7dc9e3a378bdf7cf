#include "user_object.h"

#include <limits>
#include <mutex>
#include <unordered_set>

struct hipUserObject {
  void* ptr = nullptr;
  hipHostFn_t destroy = nullptr;
  unsigned long long refs = 0;  ///< guarded by userObjectMutex()
};

namespace openhip {
namespace {

constexpr unsigned long long kMaxRefs = std::numeric_limits<unsigned>::max();

std::mutex& userObjectMutex() {
  static auto* mutex = new std::mutex;  // never destroyed (atexit users)
  return *mutex;
}

std::unordered_set<const hipUserObject*>& liveObjects() {
  static auto* objects = new std::unordered_set<const hipUserObject*>;
  return *objects;
}

}  // namespace

hipUserObject* createUserObject(void* ptr, hipHostFn_t destroy, unsigned refs) {
  auto* object = new hipUserObject;
  object->ptr = ptr;
  object->destroy = destroy;
  object->refs = refs;
  std::lock_guard<std::mutex> lock(userObjectMutex());
  liveObjects().insert(object);
  return object;
}

bool isLiveUserObject(const hipUserObject* object) {
  std::lock_guard<std::mutex> lock(userObjectMutex());
  return object && liveObjects().count(object);
}

hipError_t retainUserObject(hipUserObject* object, unsigned count) {
  std::lock_guard<std::mutex> lock(userObjectMutex());
  if (!object || !liveObjects().count(object) || count == 0 || object->refs + count > kMaxRefs)
    return hipErrorInvalidValue;
  object->refs += count;
  return hipSuccess;
}

hipError_t releaseUserObject(hipUserObject* object, unsigned count) {
  {
    std::lock_guard<std::mutex> lock(userObjectMutex());
    if (!object || !liveObjects().count(object) || count == 0 || count > object->refs)
      return hipErrorInvalidValue;
    object->refs -= count;
    if (object->refs > 0) return hipSuccess;
    liveObjects().erase(object);
  }
  // Outside the lock: the destructor may release other objects.
  if (object->destroy) object->destroy(object->ptr);
  delete object;
  return hipSuccess;
}

void releaseAll(const UserObjectCounts& counts) {
  for (const auto& [object, count] : counts) (void)releaseUserObject(object, count);
}

UserObjectCounts retainAll(const UserObjectCounts& counts) {
  UserObjectCounts taken;
  for (const auto& [object, count] : counts)
    if (retainUserObject(object, count) == hipSuccess) taken[object] = count;
  return taken;
}

UserObjectRefs::UserObjectRefs(const UserObjectCounts& counts) {
  for (const auto& entry : counts)
    if (retainUserObject(entry.first, 1) == hipSuccess) objects_.push_back(entry.first);
}

UserObjectRefs::~UserObjectRefs() {
  for (hipUserObject* object : objects_) (void)releaseUserObject(object, 1);
}

}  // namespace openhip

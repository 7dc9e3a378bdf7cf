// User objects (hipUserObject_t, HIP 6 / CUDA 11.3): a reference-counted
// resource with a destructor callback, whose references a program and its
// graphs hold. A graph owns references (hipGraphRetainUserObject), an
// executable graph holds one reference to each object of the graph it was
// instantiated from, and every queued launch keeps that alive, so the
// destructor runs once the last graph, executable graph and launch are gone:
// the way a library ties what its captured work needs to the graph's life.
//
// The destructor runs on the thread that drops the last reference (a user
// thread, or the executor thread that finishes the last launch) and, as in
// HIP and CUDA, must not call the runtime.
#pragma once

#include <map>
#include <memory>
#include <vector>

#include "hip_types.h"

struct hipUserObject;

namespace openhip {

/// A new object with `refs` (>= 1) references owned by the caller.
hipUserObject* createUserObject(void* ptr, hipHostFn_t destroy, unsigned refs);
/// False for null, unknown and destroyed handles.
bool isLiveUserObject(const hipUserObject* object);
/// hipErrorInvalidValue for a handle that is not live or a count of 0 or
/// one that overflows (retain) or exceeds the references left (release);
/// the last release runs the destructor.
hipError_t retainUserObject(hipUserObject* object, unsigned count);
hipError_t releaseUserObject(hipUserObject* object, unsigned count);

/// The references a graph owns: object -> count.
using UserObjectCounts = std::map<hipUserObject*, unsigned>;
/// Releases every reference of `counts` (graph destruction).
void releaseAll(const UserObjectCounts& counts);
/// Takes the same references again (graph clone); returns those taken.
UserObjectCounts retainAll(const UserObjectCounts& counts);

/// One reference to each of a set of objects, released when it goes (an
/// instantiated plan holds one; launches share it).
class UserObjectRefs {
 public:
  explicit UserObjectRefs(const UserObjectCounts& counts);
  ~UserObjectRefs();
  UserObjectRefs(const UserObjectRefs&) = delete;
  UserObjectRefs& operator=(const UserObjectRefs&) = delete;

 private:
  std::vector<hipUserObject*> objects_;
};

}  // namespace openhip

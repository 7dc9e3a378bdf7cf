// User objects (HIP 6): reference counts, the references graphs, clones,
// child graphs, executable graphs and queued launches hold, the destructor
// running exactly once after the last one, and the errors.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "test_kernels.h"

namespace {

std::atomic<int> destroyed{0};

void countDestroy(void* ptr) {
  destroyed.fetch_add(1);
  *static_cast<int*>(ptr) += 1;
}

// A host node that sleeps: keeps a launch in flight for a while.
void sleepNode(void*) { std::this_thread::sleep_for(std::chrono::milliseconds(100)); }

class UserObject : public ::testing::Test {
 protected:
  void SetUp() override {
    destroyed = 0;
    HIP_ASSERT_OK(hipUserObjectCreate(&object, &calls, countDestroy, 1,
                                      hipUserObjectNoDestructorSync));
    HIP_ASSERT_OK(hipGraphCreate(&graph, 0));
  }
  void TearDown() override {
    if (graph) {
      EXPECT_EQ(hipGraphDestroy(graph), hipSuccess);
    }
  }
  hipUserObject_t object = nullptr;
  hipGraph_t graph = nullptr;
  int calls = 0;
};

TEST_F(UserObject, LastReleaseRunsTheDestructorOnce) {
  HIP_ASSERT_OK(hipUserObjectRetain(object, 2));
  HIP_ASSERT_OK(hipUserObjectRelease(object, 2));
  EXPECT_EQ(calls, 0);
  HIP_ASSERT_OK(hipUserObjectRelease(object));
  EXPECT_EQ(calls, 1);
  // The handle is gone: further use is an error, not a second destruction.
  EXPECT_EQ(hipUserObjectRelease(object), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectRetain(object), hipErrorInvalidValue);
  EXPECT_EQ(calls, 1);
}

TEST_F(UserObject, GraphOwnsMovedAndRetainedReferences) {
  HIP_ASSERT_OK(hipGraphRetainUserObject(graph, object, 1, hipGraphUserObjectMove));
  HIP_ASSERT_OK(hipGraphRetainUserObject(graph, object, 2));  // new references
  HIP_ASSERT_OK(hipGraphReleaseUserObject(graph, object, 2));
  EXPECT_EQ(calls, 0);
  // The graph owns one reference now; releasing more is refused.
  EXPECT_EQ(hipGraphReleaseUserObject(graph, object, 2), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  graph = nullptr;
  EXPECT_EQ(calls, 1);
}

TEST_F(UserObject, CloneAndChildGraphOwnTheirOwn) {
  HIP_ASSERT_OK(hipGraphRetainUserObject(graph, object, 1, hipGraphUserObjectMove));
  hipGraph_t clone = nullptr, parent = nullptr;
  HIP_ASSERT_OK(hipGraphClone(&clone, graph));
  HIP_ASSERT_OK(hipGraphCreate(&parent, 0));
  hipGraphNode_t child = nullptr;
  HIP_ASSERT_OK(hipGraphAddChildGraphNode(&child, parent, nullptr, 0, graph));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  graph = nullptr;
  HIP_ASSERT_OK(hipGraphDestroy(clone));
  EXPECT_EQ(calls, 0);  // the child graph's copy still holds one
  HIP_ASSERT_OK(hipGraphDestroy(parent));
  EXPECT_EQ(calls, 1);
}

TEST_F(UserObject, ExecutableGraphAndLaunchesKeepItAlive) {
  hipHostNodeParams host{sleepNode, nullptr};
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddHostNode(&node, graph, nullptr, 0, &host));
  HIP_ASSERT_OK(hipGraphRetainUserObject(graph, object, 1, hipGraphUserObjectMove));
  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  graph = nullptr;
  EXPECT_EQ(calls, 0);
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  EXPECT_EQ(destroyed.load(), 0);  // the queued launch still holds it
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  // The launch drops its reference as it finishes (on the stream's thread).
  for (int i = 0; i < 200 && destroyed.load() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_EQ(destroyed.load(), 1);
  HIP_ASSERT_OK(hipStreamDestroy(stream));
}

TEST_F(UserObject, CapturedGraphOwnsWhatTheCaptureRetained) {
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  hipStreamCaptureStatus status = hipStreamCaptureStatusNone;
  hipGraph_t capturing = nullptr;
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, &capturing));
  ASSERT_EQ(status, hipStreamCaptureStatusActive);
  HIP_ASSERT_OK(hipGraphRetainUserObject(capturing, object, 1, hipGraphUserObjectMove));
  hipGraph_t captured = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &captured));
  EXPECT_EQ(calls, 0);
  HIP_ASSERT_OK(hipGraphDestroy(captured));
  EXPECT_EQ(calls, 1);
  HIP_ASSERT_OK(hipStreamDestroy(stream));
}

TEST_F(UserObject, BadArguments) {
  hipUserObject_t other = nullptr;
  const unsigned flag = hipUserObjectNoDestructorSync;
  EXPECT_EQ(hipUserObjectCreate(nullptr, &calls, countDestroy, 1, flag), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectCreate(&other, &calls, nullptr, 1, flag), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectCreate(&other, &calls, countDestroy, 0, flag), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectCreate(&other, &calls, countDestroy, 1, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectRetain(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectRetain(object, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipUserObjectRelease(object, 2), hipErrorInvalidValue);  // holds one
  EXPECT_EQ(hipGraphRetainUserObject(nullptr, object), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphRetainUserObject(graph, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphRetainUserObject(graph, object, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphRetainUserObject(graph, object, 1, 2), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphReleaseUserObject(graph, object), hipErrorInvalidValue);  // owns none
  EXPECT_EQ(calls, 0);
  HIP_ASSERT_OK(hipUserObjectRelease(object));
  EXPECT_EQ(calls, 1);
}

}  // namespace

#include "LoopPassRegistration.h"

#include "cpu/GridStrideLoops.h"
#include "cpu/ImplicitLoopBarriers.h"

#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace openhip {
namespace {

template <typename PassManagerT, typename AddFn>
bool addLoopPass(StringRef name, PassManagerT& manager, AddFn add) {
  if (name == GridStrideLoopsPass::name()) {
    add(manager, GridStrideLoopsPass());
    return true;
  }
  if (name == ImplicitLoopBarriersPass::name()) {
    add(manager, ImplicitLoopBarriersPass());
    return true;
  }
  return false;
}

}  // namespace

void registerLoopPasses(PassBuilder& builder) {
  builder.registerPipelineParsingCallback(
      [](StringRef name, ModulePassManager& mpm, ArrayRef<PassBuilder::PipelineElement>) {
        return addLoopPass(name, mpm, [](ModulePassManager& m, auto pass) {
          m.addPass(createModuleToFunctionPassAdaptor(std::move(pass)));
        });
      });
  builder.registerPipelineParsingCallback(
      [](StringRef name, FunctionPassManager& fpm, ArrayRef<PassBuilder::PipelineElement>) {
        return addLoopPass(name, fpm, [](FunctionPassManager& f, auto pass) { f.addPass(std::move(pass)); });
      });
}

}  // namespace openhip

#include "cpu/ArenaAliasScopes.h"

#include "cpu/ArenaProvenance.h"
#include "common/LaunchContext.h"
#include "cpu/SharedMemoryAtomics.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {
namespace {

struct RegionScope {
  unsigned region;
  const char* name;
};
constexpr RegionScope RegionScopes[] = {{PrivateArenaRegion, "private-arena"},
                                        {SharedArenaRegion, "shared-arena"},
                                        {GlobalRegion, "global"},
                                        {StackRegion, "stack"}};

/// One kernel's scopes, and the (uniqued) scope lists per region set.
class KernelScopes {
 public:
  explicit KernelScopes(Function& kernel) : context_(kernel.getContext()) {
    MDBuilder builder(context_);
    MDNode* domain = builder.createAnonymousAliasScopeDomain(("openhip.arena." + kernel.getName()).str());
    for (const RegionScope& region : RegionScopes)
      scopes_.push_back(builder.createAnonymousAliasScope(domain, region.name));
  }

  /// The scopes of the regions in `regions` (inside), or of the others.
  MDNode* list(unsigned regions, bool inside) {
    SmallVector<Metadata*, 4> members;
    for (unsigned i = 0; i < std::size(RegionScopes); ++i)
      if (((regions & RegionScopes[i].region) != 0) == inside) members.push_back(scopes_[i]);
    return members.empty() ? nullptr : MDNode::get(context_, members);
  }

 private:
  LLVMContext& context_;
  SmallVector<MDNode*, 4> scopes_;
};

void addScopes(Instruction& inst, unsigned kind, MDNode* scopes) {
  if (scopes) inst.setMetadata(kind, MDNode::concatenate(inst.getMetadata(kind), scopes));
}

bool annotateKernel(Function& kernel) {
  if (!getLaunchCtxArg(kernel)) return false;
  ArenaProvenance provenance(kernel);
  KernelScopes scopes(kernel);
  bool changed = false;
  for (Instruction& inst : instructions(kernel)) {
    if (!inst.mayReadOrWriteMemory()) continue;
    unsigned regions = provenance.accessedRegions(inst);
    if (regions == 0) continue;
    addScopes(inst, LLVMContext::MD_alias_scope, scopes.list(regions, true));
    addScopes(inst, LLVMContext::MD_noalias, scopes.list(regions, false));
    changed = true;
  }
  return changed;
}

}  // namespace

PreservedAnalyses ArenaAliasScopesPass::run(Module& module, ModuleAnalysisManager&) {
  bool changed = false;
  for (Function& function : module)
    if (isKernel(function) && !function.isDeclaration()) changed |= annotateKernel(function);
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

void addArenaMemoryPasses(ModulePassManager& passes) {
  passes.addPass(SharedMemoryAtomicsPass());
  passes.addPass(ArenaAliasScopesPass());
}

}  // namespace openhip

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

constexpr const char* DomainPrefix = "openhip.arena.";

/// One kernel's scopes, and the (uniqued) scope lists per region set.
class KernelScopes {
 public:
  explicit KernelScopes(Function& kernel) : context_(kernel.getContext()) {
    MDBuilder builder(context_);
    MDNode* domain = builder.createAnonymousAliasScopeDomain((DomainPrefix + kernel.getName()).str());
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

unsigned scopedRegions(const Instruction& inst) {
  unsigned regions = 0;
  const MDNode* scopes = inst.getMetadata(LLVMContext::MD_alias_scope);
  if (!scopes) return 0;
  for (const MDOperand& operand : scopes->operands()) {
    // An anonymous scope is {self, domain, name}, a domain {self, name}.
    const auto* scope = dyn_cast<MDNode>(operand);
    if (!scope || scope->getNumOperands() < 3) continue;
    const auto* domain = dyn_cast<MDNode>(scope->getOperand(1));
    const auto* domainName =
        domain && domain->getNumOperands() > 1 ? dyn_cast<MDString>(domain->getOperand(1)) : nullptr;
    const auto* name = dyn_cast<MDString>(scope->getOperand(2));
    if (!domainName || !domainName->getString().startswith(DomainPrefix) || !name) continue;
    for (const RegionScope& region : RegionScopes)
      if (name->getString() == region.name) regions |= region.region;
  }
  return regions;
}

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

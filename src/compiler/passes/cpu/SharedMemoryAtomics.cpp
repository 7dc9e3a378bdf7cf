#include "cpu/SharedMemoryAtomics.h"

#include "cpu/ArenaProvenance.h"
#include "common/LaunchContext.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"

using namespace llvm;

namespace openhip {
namespace {

constexpr unsigned BlockLocalRegions = PrivateArenaRegion | SharedArenaRegion;

bool isBlockLocal(const ArenaProvenance& provenance, const Value* pointer) {
  unsigned regions = provenance.regionsOf(pointer);
  return regions != 0 && (regions & ~BlockLocalRegions) == 0;
}

void replaceRmw(AtomicRMWInst& rmw) {
  IRBuilder<> builder(&rmw);
  Value* pointer = rmw.getPointerOperand();
  LoadInst* old = builder.CreateAlignedLoad(rmw.getType(), pointer, rmw.getAlign(), rmw.getName() + ".old");
  Value* updated = buildAtomicRMWValue(rmw.getOperation(), builder, old, rmw.getValOperand());
  if (updated != rmw.getValOperand() && isa<Instruction>(updated)) updated->setName(rmw.getName() + ".new");
  builder.CreateAlignedStore(updated, pointer, rmw.getAlign());
  rmw.replaceAllUsesWith(old);
  rmw.eraseFromParent();
}

void replaceCmpXchg(AtomicCmpXchgInst& cmpxchg) {
  IRBuilder<> builder(&cmpxchg);
  Value* pointer = cmpxchg.getPointerOperand();
  Type* type = cmpxchg.getNewValOperand()->getType();
  LoadInst* old = builder.CreateAlignedLoad(type, pointer, cmpxchg.getAlign(), cmpxchg.getName() + ".old");
  Value* equal = builder.CreateICmpEQ(old, cmpxchg.getCompareOperand(), cmpxchg.getName() + ".equal");
  Value* stored = builder.CreateSelect(equal, cmpxchg.getNewValOperand(), old, cmpxchg.getName() + ".stored");
  builder.CreateAlignedStore(stored, pointer, cmpxchg.getAlign());
  Value* result = builder.CreateInsertValue(PoisonValue::get(cmpxchg.getType()), old, 0);
  result = builder.CreateInsertValue(result, equal, 1);
  cmpxchg.replaceAllUsesWith(result);
  cmpxchg.eraseFromParent();
}

/// An atomic load or store of block-local memory: now a plain one.
template <typename Access>
void makePlain(Access& access) {
  access.setAtomic(AtomicOrdering::NotAtomic);
  access.setMetadata(LLVMContext::MD_access_group, nullptr);
}

bool lowerKernelAtomics(Function& kernel) {
  if (!getLaunchCtxArg(kernel)) return false;
  ArenaProvenance provenance(kernel);
  SmallVector<Instruction*, 16> atomics;
  for (Instruction& inst : instructions(kernel)) {
    if (auto* rmw = dyn_cast<AtomicRMWInst>(&inst)) {
      if (!rmw->isVolatile() && isBlockLocal(provenance, rmw->getPointerOperand())) atomics.push_back(rmw);
    } else if (auto* cmpxchg = dyn_cast<AtomicCmpXchgInst>(&inst)) {
      if (!cmpxchg->isVolatile() && isBlockLocal(provenance, cmpxchg->getPointerOperand()))
        atomics.push_back(cmpxchg);
    } else if (auto* load = dyn_cast<LoadInst>(&inst)) {
      if (load->isAtomic() && !load->isVolatile() && isBlockLocal(provenance, load->getPointerOperand()))
        atomics.push_back(load);
    } else if (auto* store = dyn_cast<StoreInst>(&inst)) {
      if (store->isAtomic() && !store->isVolatile() && isBlockLocal(provenance, store->getPointerOperand()))
        atomics.push_back(store);
    }
  }
  for (Instruction* inst : atomics) {
    if (auto* rmw = dyn_cast<AtomicRMWInst>(inst))
      replaceRmw(*rmw);
    else if (auto* cmpxchg = dyn_cast<AtomicCmpXchgInst>(inst))
      replaceCmpXchg(*cmpxchg);
    else if (auto* load = dyn_cast<LoadInst>(inst))
      makePlain(*load);
    else
      makePlain(*cast<StoreInst>(inst));
  }
  return !atomics.empty();
}

}  // namespace

PreservedAnalyses SharedMemoryAtomicsPass::run(Module& module, ModuleAnalysisManager&) {
  bool changed = false;
  for (Function& function : module)
    if (isKernel(function) && !function.isDeclaration()) changed |= lowerKernelAtomics(function);
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip

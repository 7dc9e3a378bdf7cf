#include "cpu/ArenaProvenance.h"

#include "common/LaunchContext.h"
#include "openhip/abi.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {
namespace {

/// Deeper GEP chains than this count as unknown provenance.
constexpr unsigned MaxUnderlyingObjectLookup = 32;

}  // namespace

ArenaProvenance::ArenaProvenance(Function& kernel) : ctx_(getLaunchCtxArg(kernel)) {
  const StructLayout* layout =
      kernel.getParent()->getDataLayout().getStructLayout(getLaunchCtxType(kernel.getContext()));
  sharedArenaOffset_ = static_cast<int64_t>(layout->getElementOffset(OPENHIP_CTX_SHARED_ARENA));
  privateArenaOffset_ = static_cast<int64_t>(layout->getElementOffset(OPENHIP_CTX_PRIVATE_ARENA));
}

unsigned ArenaProvenance::regionOfObject(const Value* object) const {
  // A parameter's value comes from the host (the kernel's own frame holds
  // byval copies), and ctx is the runtime's: never an arena address.
  if (isa<Argument>(object)) return GlobalRegion;
  if (isa<GlobalValue>(object)) return GlobalRegion;
  if (isa<AllocaInst>(object)) return StackRegion;
  // The arenas' base addresses are loads of ctx fields; the kernel cannot
  // store to the context (it is the runtime's, and const).
  if (const auto* load = dyn_cast<LoadInst>(object); load && ctx_) {
    int64_t offset = 0;
    const Value* base =
        GetPointerBaseWithConstantOffset(load->getPointerOperand(), offset, load->getModule()->getDataLayout());
    if (base != ctx_) return 0;
    if (offset == sharedArenaOffset_) return SharedArenaRegion;
    if (offset == privateArenaOffset_) return PrivateArenaRegion;
  }
  return 0;
}

unsigned ArenaProvenance::regionsOf(const Value* pointer) const {
  SmallVector<const Value*, 4> objects;
  getUnderlyingObjects(pointer, objects, nullptr, MaxUnderlyingObjectLookup);
  unsigned regions = 0;
  for (const Value* object : objects) {
    unsigned region = regionOfObject(object);
    if (region == 0) return 0;
    regions |= region;
  }
  return regions;
}

unsigned ArenaProvenance::accessedRegions(const Instruction& inst) const {
  if (const auto* load = dyn_cast<LoadInst>(&inst)) return regionsOf(load->getPointerOperand());
  if (const auto* store = dyn_cast<StoreInst>(&inst)) return regionsOf(store->getPointerOperand());
  if (const auto* rmw = dyn_cast<AtomicRMWInst>(&inst)) return regionsOf(rmw->getPointerOperand());
  if (const auto* cmpxchg = dyn_cast<AtomicCmpXchgInst>(&inst)) return regionsOf(cmpxchg->getPointerOperand());
  if (const auto* intrinsic = dyn_cast<MemIntrinsic>(&inst)) {
    unsigned regions = regionsOf(intrinsic->getRawDest());
    if (const auto* transfer = dyn_cast<MemTransferInst>(intrinsic)) {
      unsigned source = regionsOf(transfer->getRawSource());
      if (regions == 0 || source == 0) return 0;
      regions |= source;
    }
    return regions;
  }
  return 0;
}

}  // namespace openhip

#include "cpu/LockstepWarps.h"

#include "common/LaunchContext.h"
#include "common/LoweringNames.h"
#include "cpu/ArenaProvenance.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"

#include <optional>
#include <vector>

using namespace llvm;

/// -openhip-lockstep=false leaves kernels as written (hipcc sets it from
/// OPENHIP_LOCKSTEP=0; for measurements and for code known not to need it).
static cl::opt<bool> Lockstep("openhip-lockstep", cl::init(true), cl::Hidden,
                              cl::desc("Run warp lanes in lockstep where they talk through shared memory"));

namespace openhip {
namespace {

/// Address computations deeper than this are taken as different.
constexpr unsigned MaxAddressDepth = 12;

/// True when `a` and `b` compute the same address from the same values (two
/// copies of one GEP, as unoptimized code has them).
bool sameAddress(const Value* a, const Value* b, unsigned depth = 0) {
  if (a == b) return true;
  const auto* left = dyn_cast<Instruction>(a);
  const auto* right = dyn_cast<Instruction>(b);
  if (!left || !right || depth > MaxAddressDepth || !left->isSameOperationAs(right)) return false;
  if (const auto* call = dyn_cast<CallInst>(left))
    if (!callsFunction(call, contract::LocalIdFn)) return false;
  if (!isa<GetElementPtrInst>(left) && !isa<CastInst>(left) && !isa<BinaryOperator>(left) &&
      !isa<CallInst>(left) && !isa<LoadInst>(left))
    return false;
  // Loads are the same only from the launch context (blockDim, the arena).
  if (const auto* load = dyn_cast<LoadInst>(left))
    if (!load->hasMetadata(LLVMContext::MD_invariant_load)) return false;
  for (unsigned i = 0; i < left->getNumOperands(); ++i)
    if (!sameAddress(left->getOperand(i), right->getOperand(i), depth + 1)) return false;
  return true;
}

bool isLocalIdX(const Value* value) {
  const auto* call = dyn_cast<CallInst>(value);
  if (!call || !callsFunction(call, contract::LocalIdFn)) return false;
  const auto* dim = dyn_cast<ConstantInt>(call->getArgOperand(0));
  return dim && dim->isZero();
}

/// True when `value` is computed from the work-item's x id.
bool dependsOnLocalIdX(const Value* value, unsigned depth = 0) {
  const auto* inst = dyn_cast<Instruction>(value);
  if (!inst) return false;
  if (isLocalIdX(inst)) return true;
  // Deep or cyclic (phi) computations: assume they do.
  if (depth > MaxAddressDepth || isa<PHINode>(inst)) return true;
  if (isa<LoadInst>(inst) || isa<CallInst>(inst)) return false;
  for (const Value* operand : inst->operands())
    if (dependsOnLocalIdX(operand, depth + 1)) return true;
  return false;
}

/// True when `value` differs between work-items that differ in their x id:
/// the id itself, plus or minus, times or shifted by a constant, or xor-ed
/// with a value that does not depend on the id. `tid / 32`, `tid & 31` and
/// the like are not (several lanes share them).
bool injectiveInLocalId(const Value* value, unsigned depth = 0) {
  if (depth > MaxAddressDepth) return false;
  if (isLocalIdX(value)) return true;
  if (const auto* cast = dyn_cast<CastInst>(value))
    return (isa<ZExtInst>(cast) || isa<SExtInst>(cast)) && injectiveInLocalId(cast->getOperand(0), depth + 1);
  const auto* op = dyn_cast<BinaryOperator>(value);
  if (!op) return false;
  const Value* left = op->getOperand(0);
  const Value* right = op->getOperand(1);
  switch (op->getOpcode()) {
    case Instruction::Add:
    case Instruction::Sub:
    case Instruction::Xor:
      return (injectiveInLocalId(left, depth + 1) && !dependsOnLocalIdX(right)) ||
             (injectiveInLocalId(right, depth + 1) && !dependsOnLocalIdX(left));
    case Instruction::Mul:
    case Instruction::Shl: {
      const auto* factor = dyn_cast<ConstantInt>(right);
      return factor && !factor->isZero() && injectiveInLocalId(left, depth + 1);
    }
    default:
      return false;
  }
}

/// True when the address is a work-item's own slot: some index of its GEPs
/// is injective in the x id (`s[tid]`, `s[ty][tx]`, `s[tid + 1]`).
bool isOwnSlot(const Value* pointer) {
  for (unsigned depth = 0; depth < MaxAddressDepth; ++depth) {
    const auto* gep = dyn_cast<GEPOperator>(pointer);
    if (!gep) return false;
    for (const Value* index : gep->indices())
      if (injectiveInLocalId(index)) return true;
    pointer = gep->getPointerOperand();
  }
  return false;
}

/// An address as base + constant offset + sum of index terms * element size,
/// the constants of `s[tid - 1]`-style indices folded into the offset.
struct SplitAddress {
  const Value* base = nullptr;
  int64_t offset = 0;
  SmallVector<std::pair<const Value*, int64_t>, 2> terms;
};

const Value* stripExtension(const Value* value) {
  if (isa<ZExtInst>(value) || isa<SExtInst>(value)) return cast<CastInst>(value)->getOperand(0);
  return value;
}

SplitAddress splitAddress(const Value* pointer, const DataLayout& layout) {
  SplitAddress split;
  for (unsigned depth = 0; depth < MaxAddressDepth; ++depth) {
    const auto* gep = dyn_cast<GEPOperator>(pointer);
    if (!gep) break;
    for (gep_type_iterator type = gep_type_begin(gep), last = gep_type_end(gep); type != last; ++type) {
      const Value* index = type.getOperand();
      if (StructType* fields = type.getStructTypeOrNull()) {
        split.offset += layout.getStructLayout(fields)->getElementOffset(cast<ConstantInt>(index)->getZExtValue());
        continue;
      }
      const auto size = static_cast<int64_t>(layout.getTypeAllocSize(type.getIndexedType()));
      if (const auto* constant = dyn_cast<ConstantInt>(index)) {
        split.offset += constant->getSExtValue() * size;
        continue;
      }
      index = stripExtension(index);
      // x + C, x - C
      for (const auto* op = dyn_cast<BinaryOperator>(index); op && isa<ConstantInt>(op->getOperand(1));
           op = dyn_cast<BinaryOperator>(index)) {
        const int64_t constant = cast<ConstantInt>(op->getOperand(1))->getSExtValue();
        if (op->getOpcode() == Instruction::Add) split.offset += constant * size;
        else if (op->getOpcode() == Instruction::Sub) split.offset -= constant * size;
        else break;
        index = stripExtension(op->getOperand(0));
      }
      split.terms.push_back({index, size});
    }
    pointer = gep->getPointerOperand();
  }
  split.base = pointer;
  return split;
}

/// The x id, or the x id times (or shifted by) a positive constant.
bool growsWithLocalIdX(const Value* term) {
  const auto* op = dyn_cast<BinaryOperator>(term);
  if (op && (op->getOpcode() == Instruction::Mul || op->getOpcode() == Instruction::Shl))
    if (const auto* factor = dyn_cast<ConstantInt>(op->getOperand(1)); factor && factor->getValue().isStrictlyPositive())
      term = stripExtension(op->getOperand(0));
  return isLocalIdX(term);
}

/// True when `load` reads the slot that `store` writes for a lower lane:
/// `x = s[tid - 1]; ... s[tid] = y` with no barrier between. The work-items
/// run in increasing x order, so the lower lane's store has already happened
/// and the load would see the new value, where the lanes of a warp all read
/// the old one. (A higher lane's slot, `s[tid + 1]`, is still unwritten.)
bool readsLowerLane(const Value* loaded, const Value* stored, const DataLayout& layout, unsigned depth = 0) {
  // One load of `tid == 0 ? &in[n] : &s[tid - 1]` (optimized code merges the two loads).
  if (const auto* phi = dyn_cast<PHINode>(loaded); phi && depth < 2)
    return any_of(phi->incoming_values(),
                  [&](const Value* incoming) { return readsLowerLane(incoming, stored, layout, depth + 1); });
  if (const auto* select = dyn_cast<SelectInst>(loaded); select && depth < 2)
    return readsLowerLane(select->getTrueValue(), stored, layout, depth + 1) ||
           readsLowerLane(select->getFalseValue(), stored, layout, depth + 1);
  const SplitAddress read = splitAddress(loaded, layout);
  const SplitAddress written = splitAddress(stored, layout);
  if (read.offset >= written.offset || read.terms.size() != written.terms.size() ||
      !sameAddress(read.base, written.base))
    return false;
  bool grows = false;
  for (size_t i = 0; i < read.terms.size(); ++i) {
    if (read.terms[i].second != written.terms[i].second ||
        !sameAddress(read.terms[i].first, written.terms[i].first))
      return false;
    grows |= growsWithLocalIdX(read.terms[i].first);
  }
  return grows;
}

/// The bytes of the shared arena an access may touch, when the pointer
/// names them: an element of a `__shared__` array (a GEP indexing into an
/// array type: the whole array, as C's bounds say) or a scalar at a constant
/// offset. Two accesses of different variables never meet.
struct ArenaRange {
  const Value* base = nullptr;  ///< the arena's address (a load of ctx)
  int64_t begin = 0, end = 0;
};

std::optional<ArenaRange> arenaRangeOf(const Value* pointer, uint64_t accessSize, const DataLayout& layout) {
  int64_t offset = 0;
  if (const auto* gep = dyn_cast<GEPOperator>(pointer);
      gep && isa<ArrayType>(gep->getSourceElementType()) && gep->getNumIndices() >= 1) {
    const auto* first = dyn_cast<ConstantInt>(*gep->idx_begin());
    if (!first || !first->isZero()) return std::nullopt;
    const Value* base = GetPointerBaseWithConstantOffset(gep->getPointerOperand(), offset, layout);
    uint64_t size = layout.getTypeAllocSize(gep->getSourceElementType());
    if (size == 0) return std::nullopt;  // extern __shared__ T s[]: unbounded
    return ArenaRange{base, offset, offset + static_cast<int64_t>(size)};
  }
  const Value* base = GetPointerBaseWithConstantOffset(pointer, offset, layout);
  if (base == pointer && !isa<LoadInst>(base)) return std::nullopt;
  return ArenaRange{base, offset, offset + static_cast<int64_t>(accessSize)};
}

/// True when `value` is the same in every work-item of a block: constants,
/// kernel parameters and block-uniform loads (the launch context) combined by
/// arithmetic and address computation.
bool isBlockUniform(const Value* value, const Value* ctx, unsigned depth = 0) {
  if (isa<Constant>(value) || isa<Argument>(value)) return true;
  if (depth > MaxAddressDepth) return false;
  if (const auto* load = dyn_cast<LoadInst>(value)) return isBlockUniformLoad(*load, ctx);
  if (!isa<BinaryOperator>(value) && !isa<CastInst>(value) && !isa<GetElementPtrInst>(value)) return false;
  return all_of(cast<Instruction>(value)->operands(),
                [&](const Value* operand) { return isBlockUniform(operand, ctx, depth + 1); });
}

/// True for an index that sets the lanes apart: the x id, times a constant or
/// block-uniform factor, plus or minus a constant (`tid - 1`, `tid * w + 1`).
bool isLaneIndex(const Value* index, const Value* ctx) {
  index = stripExtension(index);
  for (const auto* op = dyn_cast<BinaryOperator>(index);
       op && isa<ConstantInt>(op->getOperand(1)) &&
       (op->getOpcode() == Instruction::Add || op->getOpcode() == Instruction::Sub ||
        op->getOpcode() == Instruction::Or);  // `tid * 6 | 1`: an add of known-zero bits
       op = dyn_cast<BinaryOperator>(index))
    index = stripExtension(op->getOperand(0));
  if (const auto* op = dyn_cast<BinaryOperator>(index);
      op && (op->getOpcode() == Instruction::Mul || op->getOpcode() == Instruction::Shl)) {
    const Value* left = op->getOperand(0);
    const Value* right = op->getOperand(1);
    if (isLocalIdX(stripExtension(left))) return isBlockUniform(right, ctx);
    return op->getOpcode() == Instruction::Mul && isLocalIdX(stripExtension(right)) && isBlockUniform(left, ctx);
  }
  return isLocalIdX(index);
}

/// The array that `pointer` indexes by lane, `P[lane index]`, when P is a
/// block-uniform pointer: the start of one of the arrays a kernel carves from
/// dynamic shared memory (`T* b = (T*)&a[n]`), or of a `__shared__` array.
const Value* laneIndexedArray(const Value* pointer, const Value* ctx) {
  const auto* gep = dyn_cast<GetElementPtrInst>(pointer);
  if (!gep || gep->getNumIndices() != 1 || !isLaneIndex(*gep->idx_begin(), ctx)) return nullptr;
  const Value* array = gep->getPointerOperand();
  return isBlockUniform(array, ctx) ? array : nullptr;
}

/// The x id C when only work-items with x == C reach `block`: it is
/// dominated by the `x == C` side of a branch (`if (threadIdx.x == 0) {...}`).
std::optional<uint64_t> onlyLaneOf(BasicBlock* block, const DominatorTree& tree) {
  for (DomTreeNode* node = tree.getNode(block); node && node->getIDom(); node = node->getIDom()) {
    BasicBlock* dominator = node->getIDom()->getBlock();
    auto* branch = dyn_cast<BranchInst>(dominator->getTerminator());
    auto* compare = branch && branch->isConditional() ? dyn_cast<ICmpInst>(branch->getCondition()) : nullptr;
    if (!compare || !compare->isEquality()) continue;
    Value* id = compare->getOperand(0);
    auto* constant = dyn_cast<ConstantInt>(compare->getOperand(1));
    if (!constant) {
      id = compare->getOperand(1);
      constant = dyn_cast<ConstantInt>(compare->getOperand(0));
    }
    if (auto* cast = dyn_cast<CastInst>(id); cast && (isa<ZExtInst>(cast) || isa<SExtInst>(cast)))
      id = cast->getOperand(0);
    if (!constant || !isLocalIdX(id)) continue;
    BasicBlock* taken = branch->getSuccessor(compare->getPredicate() == ICmpInst::ICMP_EQ ? 0 : 1);
    if (tree.dominates(BasicBlockEdge(dominator, taken), block)) return constant->getZExtValue();
  }
  return std::nullopt;
}

struct SharedAccess {
  Instruction* inst;
  Value* pointer;
  bool isStore;
  bool isVolatile;
  bool ownSlot;  ///< the address is the work-item's own (isOwnSlot)
  std::optional<uint64_t> onlyLane;  ///< only the work-item with this x id gets here
  std::optional<ArenaRange> range;   ///< the bytes it may touch, when known
  const Value* laneArray = nullptr;  ///< the array it indexes by lane (laneIndexedArray)
};

/// The accesses of one kernel that may reach the shared arena, and the
/// ones after or before which its lanes must meet.
class KernelLockstep {
 public:
  explicit KernelLockstep(Function& kernel) : kernel_(kernel) {
    ArenaProvenance provenance(kernel);
    DominatorTree tree(kernel);
    for (Instruction& I : instructions(kernel)) {
      Value* pointer = nullptr;
      bool isVolatile = false;
      if (auto* load = dyn_cast<LoadInst>(&I)) {
        pointer = load->getPointerOperand();
        isVolatile = load->isVolatile();
      } else if (auto* store = dyn_cast<StoreInst>(&I)) {
        pointer = store->getPointerOperand();
        isVolatile = store->isVolatile();
      }
      if (!pointer || !(provenance.accessedRegions(I) & SharedArenaRegion)) continue;
      const DataLayout& layout = kernel.getParent()->getDataLayout();
      Type* type = isa<StoreInst>(I) ? cast<StoreInst>(I).getValueOperand()->getType() : I.getType();
      index_[&I] = accesses_.size();
      accesses_.push_back({&I, pointer, isa<StoreInst>(I), isVolatile, isOwnSlot(pointer),
                           onlyLaneOf(I.getParent(), tree),
                           arenaRangeOf(pointer, layout.getTypeStoreSize(type), layout),
                           laneIndexedArray(pointer, getLaunchCtxArg(kernel))});
    }
  }

  /// Inserts the warp barriers; false when the kernel needs none.
  bool run();

 private:
  /// Accesses since the last point where the warp met.
  struct Pending {
    BitVector stores;
    BitVector loads;
    bool operator==(const Pending& other) const { return stores == other.stores && loads == other.loads; }
  };

  /// Whether `later` may touch, in another lane, what `earlier` touched.
  bool mayConflict(const SharedAccess& earlier, const SharedAccess& later) const {
    if (earlier.onlyLane && earlier.onlyLane == later.onlyLane) return false;  // one work-item
    if (earlier.range && later.range && earlier.range->base == later.range->base &&
        (earlier.range->end <= later.range->begin || later.range->end <= earlier.range->begin))
      return false;  // different variables
    if (earlier.isStore && !later.isStore && readsOwnSlot(earlier, later)) return false;
    if (inDifferentCarvedArrays(earlier, later)) return false;
    return !(earlier.ownSlot && sameAddress(earlier.pointer, later.pointer));
  }
  /// True when both index by lane arrays that start a run-time distance
  /// apart: sub-arrays carved from dynamic shared memory at run-time offsets,
  /// each indexed within its own, as separate `__shared__` variables are.
  bool inDifferentCarvedArrays(const SharedAccess& a, const SharedAccess& b) const;
  /// True when `load` runs for one work-item (x id C) only and reads the
  /// slot that `store` writes for that work-item: `s[tid] = ...` then
  /// `if (tid == 0) ... = s[0]`, the end of a tree reduction.
  static bool readsOwnSlot(const SharedAccess& store, const SharedAccess& load);
  /// Whether `store` must wait until the lanes have done `load` (write after read).
  bool mustFollow(const SharedAccess& load, const SharedAccess& store) const;
  /// Runs `block` from `pending`; with `mark`, records the barriers needed.
  void transfer(BasicBlock& block, Pending& pending, bool mark);
  /// Where the lanes meet between `loads` and `store`: as high on the
  /// store's dominator chain as can be, right after the loads or in a block
  /// that every load's block must pass through (and that does not come before it),
  /// so that the meeting point stays out of branches where it can (sosfil's
  /// `x = tid == 0 ? in[n] : s[tid - 1]` joins before `if (...) s[tid] = y`).
  Instruction* meetingPointBefore(const SharedAccess& store, ArrayRef<unsigned> loads) const;
  void insertWarpBarrier(Instruction* before, Instruction* site);

  Function& kernel_;
  std::vector<SharedAccess> accesses_;
  DenseMap<const Instruction*, unsigned> index_;
  BitVector needAfter_;
  std::vector<SmallVector<unsigned, 2>> readsBefore_;  ///< per store: the loads it must wait for
};

bool KernelLockstep::readsOwnSlot(const SharedAccess& store, const SharedAccess& load) {
  const auto* stored = dyn_cast<GEPOperator>(store.pointer);
  if (!load.onlyLane || !stored) return false;
  // The store's address for the work-item with x id C: constant indices,
  // exactly one of them the x id.
  const DataLayout& layout = store.inst->getModule()->getDataLayout();
  int64_t offset = 0;
  const Value* base = GetPointerBaseWithConstantOffset(stored->getPointerOperand(), offset, layout);
  bool idIndex = false;
  for (gep_type_iterator type = gep_type_begin(stored), last = gep_type_end(stored); type != last; ++type) {
    const Value* index = type.getOperand();
    if (StructType* fields = type.getStructTypeOrNull()) {
      offset += layout.getStructLayout(fields)->getElementOffset(cast<ConstantInt>(index)->getZExtValue());
      continue;
    }
    int64_t stride = static_cast<int64_t>(layout.getTypeAllocSize(type.getIndexedType()));
    if (const auto* constant = dyn_cast<ConstantInt>(index)) {
      offset += constant->getSExtValue() * stride;
      continue;
    }
    if (const auto* cast = dyn_cast<CastInst>(index); cast && (isa<ZExtInst>(cast) || isa<SExtInst>(cast)))
      index = cast->getOperand(0);
    if (idIndex || !isLocalIdX(index)) return false;
    idIndex = true;
    offset += static_cast<int64_t>(*load.onlyLane) * stride;
  }
  int64_t loadOffset = 0;
  const Value* loadBase = GetPointerBaseWithConstantOffset(load.pointer, loadOffset, layout);
  return idIndex && loadBase == base && loadOffset == offset;
}

bool KernelLockstep::inDifferentCarvedArrays(const SharedAccess& a, const SharedAccess& b) const {
  if (!a.laneArray || !b.laneArray || sameAddress(a.laneArray, b.laneArray)) return false;
  // A constant distance apart (`s + 32`): one array indexed past its start, maybe.
  const DataLayout& layout = kernel_.getParent()->getDataLayout();
  int64_t offsetA = 0, offsetB = 0;
  return !sameAddress(GetPointerBaseWithConstantOffset(a.laneArray, offsetA, layout),
                      GetPointerBaseWithConstantOffset(b.laneArray, offsetB, layout));
}

bool KernelLockstep::mustFollow(const SharedAccess& load, const SharedAccess& store) const {
  if (load.isVolatile && store.isVolatile && mayConflict(load, store)) return true;
  return readsLowerLane(load.pointer, store.pointer, kernel_.getParent()->getDataLayout());
}

void KernelLockstep::transfer(BasicBlock& block, Pending& pending, bool mark) {
  for (Instruction& I : block) {
    if (isSyncPoint(&I)) {
      pending.stores.reset();
      pending.loads.reset();
      continue;
    }
    auto found = index_.find(&I);
    if (found == index_.end()) continue;
    unsigned current = found->second;
    const SharedAccess& access = accesses_[current];
    if (mark) {
      // A later read of another lane's store (read after write); between
      // volatile accesses a later write too (write after write).
      for (unsigned store : pending.stores.set_bits()) {
        const SharedAccess& earlier = accesses_[store];
        bool ordered = !access.isStore || (access.isVolatile && earlier.isVolatile);
        if (ordered && mayConflict(earlier, access)) needAfter_.set(store);
      }
      // A write of what another lane read: volatile accesses, or a lower
      // lane's slot (write after read).
      if (access.isStore)
        for (unsigned load : pending.loads.set_bits())
          if (mustFollow(accesses_[load], access) && !is_contained(readsBefore_[current], load))
            readsBefore_[current].push_back(load);
    }
    if (access.isStore) pending.stores.set(current);
    else pending.loads.set(current);
  }
}

bool KernelLockstep::run() {
  bool anyStore = false;
  for (const SharedAccess& access : accesses_) anyStore |= access.isStore;
  if (!anyStore) return false;
  unsigned count = accesses_.size();
  needAfter_.resize(count);
  readsBefore_.assign(count, {});

  // What may be pending at the start of each block: a forward union over
  // all paths, to a fixed point (the sets only grow).
  ReversePostOrderTraversal<Function*> order(&kernel_);
  DenseMap<BasicBlock*, Pending> in, out;
  Pending empty{BitVector(count), BitVector(count)};
  for (BasicBlock* block : order) in[block] = out[block] = empty;
  for (bool changed = true; changed;) {
    changed = false;
    for (BasicBlock* block : order) {
      Pending state = empty;
      for (BasicBlock* predecessor : predecessors(block)) {
        auto found = out.find(predecessor);
        if (found == out.end()) continue;  // unreachable
        state.stores |= found->second.stores;
        state.loads |= found->second.loads;
      }
      in[block] = state;
      transfer(*block, state, false);
      if (!(state == out[block])) {
        out[block] = std::move(state);
        changed = true;
      }
    }
  }
  for (BasicBlock* block : order) {
    Pending state = in[block];
    transfer(*block, state, true);
  }
  if (needAfter_.none() && all_of(readsBefore_, [](const auto& loads) { return loads.empty(); })) return false;

  // Meeting points first: the trees describe the CFG, which the calls do not change.
  SmallVector<std::pair<Instruction*, Instruction*>, 8> points;
  for (unsigned i = 0; i < count; ++i) {
    Instruction* inst = accesses_[i].inst;
    if (!readsBefore_[i].empty()) points.push_back({meetingPointBefore(accesses_[i], readsBefore_[i]), inst});
    if (needAfter_.test(i)) points.push_back({inst->getNextNode(), inst});
  }
  for (auto [before, site] : points) insertWarpBarrier(before, site);
  return true;
}

Instruction* KernelLockstep::meetingPointBefore(const SharedAccess& store, ArrayRef<unsigned> loads) const {
  DominatorTree tree(kernel_);
  PostDominatorTree postTree(kernel_);
  Instruction* chosen = store.inst;
  for (DomTreeNode* node = tree.getNode(store.inst->getParent()); node; node = node->getIDom()) {
    BasicBlock* block = node->getBlock();
    // Right after the loads when they all are in this block.
    if (all_of(loads, [&](unsigned load) { return accesses_[load].inst->getParent() == block; })) {
      for (Instruction& I : *block)
        if (any_of(loads, [&](unsigned load) { return accesses_[load].inst == &I; })) chosen = I.getNextNode();
      continue;
    }
    // Every path from a load to the store passes through `block` after the
    // load when the load's block must pass through it and it does not come
    // before the load.
    if (all_of(loads, [&](unsigned load) {
          BasicBlock* from = accesses_[load].inst->getParent();
          return postTree.dominates(block, from) && !tree.dominates(block, from);
        }))
      chosen = &*block->getFirstInsertionPt();
  }
  return chosen;
}

void KernelLockstep::insertWarpBarrier(Instruction* before, Instruction* site) {
  // Two barriers in a row (after one store, before the next) are one.
  if (isSyncPoint(before)) return;
  if (Instruction* previous = before->getPrevNode(); previous && isSyncPoint(previous)) return;
  Module& module = *kernel_.getParent();
  LLVMContext& context = module.getContext();
  FunctionCallee ballot = module.getOrInsertFunction(
      contract::WarpBallotFn, FunctionType::get(Type::getInt64Ty(context), {Type::getInt32Ty(context)}, false));
  if (auto* declaration = dyn_cast<Function>(ballot.getCallee())) {
    declaration->addFnAttr(Attribute::Convergent);
    declaration->addFnAttr(Attribute::NoUnwind);
  }
  IRBuilder<> builder(before);
  builder.SetCurrentDebugLocation(site->getDebugLoc());
  CallInst* call = builder.CreateCall(ballot, {builder.getInt32(1)});
  call->setMetadata(cpu::LockstepMD, MDNode::get(context, {}));
}

}  // namespace

PreservedAnalyses LockstepWarpsPass::run(Module& module, ModuleAnalysisManager&) {
  bool changed = false;
  if (!Lockstep) return PreservedAnalyses::all();
  for (Function& F : module)
    if (!F.isDeclaration() && isKernel(F)) changed |= KernelLockstep(F).run();
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip

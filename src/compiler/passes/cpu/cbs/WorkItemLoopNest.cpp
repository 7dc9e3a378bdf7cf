#include "cpu/cbs/WorkItemLoopNest.h"

#include "common/LaunchContext.h"
#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {
namespace {

constexpr unsigned MaxThreadsPerBlock = 1024;

/// OpenHipLaunchCtx as an LLVM struct (field order fixed by abi.h).
StructType* launchCtxType(LLVMContext& C) {
  Type* i32 = Type::getInt32Ty(C);
  Type* ptr = PointerType::get(C, 0);
  Type* dim3 = ArrayType::get(i32, 3);
  return StructType::get(C, {dim3, dim3, dim3, i32, ptr, Type::getInt64Ty(C), ptr, ArrayType::get(ptr, 4)});
}

LoadInst* loadCtxField(IRBuilder<>& B, Value* ctx, Type* type, ArrayRef<Value*> indices, const Twine& name) {
  Value* addr = B.CreateInBoundsGEP(launchCtxType(B.getContext()), ctx, indices, name + ".addr");
  LoadInst* load = B.CreateLoad(type, addr, name);
  // The runtime never changes the context while the block runs.
  load->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
  return load;
}

/// Where an instruction computing the value for `use` can be placed.
Instruction* insertionPointFor(Use& use) {
  auto* user = cast<Instruction>(use.getUser());
  if (auto* phi = dyn_cast<PHINode>(user)) return phi->getIncomingBlock(use)->getTerminator();
  return user;
}

bool pointsIntoAlloca(const Value* ptr) { return isa<AllocaInst>(getUnderlyingObject(ptr)); }

bool accessesOnlyAllocas(const Instruction& I) {
  if (const Value* ptr = getLoadStorePointerOperand(&I)) return pointsIntoAlloca(ptr);
  if (const auto* call = dyn_cast<CallBase>(&I)) {
    bool anyPointer = false;
    for (const Value* arg : call->args()) {
      if (!arg->getType()->isPointerTy()) continue;
      anyPointer = true;
      if (!pointsIntoAlloca(arg)) return false;
    }
    return anyPointer && call->onlyAccessesArgMemory();
  }
  return false;
}

}  // namespace

bool isOpenHipKernel(const Function& F) {
  return !F.isDeclaration() && F.hasFnAttribute(contract::KernelAttr);
}

bool isLocalIdCall(const Value* V) { return callsFunction(V, contract::LocalIdFn); }

bool containsBarrierCall(const Function& F) {
  for (const BasicBlock& BB : F)
    for (const Instruction& I : BB)
      if (isSyncPoint(&I)) return true;
  return false;
}

WorkItemFrame createWorkItemFrame(Function& F) {
  LLVMContext& C = F.getContext();
  BasicBlock* oldEntry = &F.getEntryBlock();
  WorkItemFrame frame;
  frame.function = &F;
  frame.entry = BasicBlock::Create(C, "openhip.entry", &F, oldEntry);
  frame.ctx = F.getArg(F.arg_size() - 1);
  IRBuilder<> B(frame.entry);
  BranchInst* toBody = B.CreateBr(oldEntry);
  for (Instruction& I : make_early_inc_range(*oldEntry))
    if (auto* alloca = dyn_cast<AllocaInst>(&I); alloca && isa<ConstantInt>(alloca->getArraySize()))
      alloca->moveBefore(toBody);

  B.SetInsertPoint(toBody);
  Type* i32 = B.getInt32Ty();
  Value* threads = nullptr;
  static const char* const dimNames[3] = {"openhip.bdim.x", "openhip.bdim.y", "openhip.bdim.z"};
  for (unsigned d = 0; d < 3; ++d) {
    frame.blockDim[d] = loadCtxField(B, frame.ctx, i32, {B.getInt32(0), B.getInt32(1), B.getInt32(d)}, dimNames[d]);
    Value* wide = B.CreateZExt(frame.blockDim[d], B.getInt64Ty());
    threads = threads ? B.CreateNUWMul(threads, wide) : wide;
  }
  threads->setName("openhip.threads");
  frame.threadCount = threads;
  frame.privateArena =
      loadCtxField(B, frame.ctx, B.getPtrTy(), {B.getInt32(0), B.getInt32(6)}, "openhip.private.arena");
  return frame;
}

uint64_t PrivateArenaLayout::allocate(uint64_t size, Align align) {
  // Arena is 64-byte aligned; an offset that is a multiple of `align` keeps
  // every copy aligned because size is too.
  bytes_ = alignTo(bytes_, align);
  uint64_t offset = bytes_;
  bytes_ += alignTo(std::max<uint64_t>(size, 1), align);
  return offset;
}

CallInst* createPrivateSlotAddress(Function& F, uint64_t offset, uint64_t size, Instruction* insertBefore) {
  LLVMContext& C = F.getContext();
  Type* i64 = Type::getInt64Ty(C);
  FunctionCallee fn = F.getParent()->getOrInsertFunction(
      cpu::PrivateSlotFn, FunctionType::get(PointerType::get(C, 0), {i64, i64}, false));
  if (auto* decl = dyn_cast<Function>(fn.getCallee())) decl->setDoesNotAccessMemory();
  return CallInst::Create(fn, {ConstantInt::get(i64, offset), ConstantInt::get(i64, size)}, "wi.private",
                          insertBefore);
}

bool isPrivateSlotAddress(const Value* V) { return callsFunction(V, cpu::PrivateSlotFn); }

void replicateAllocas(WorkItemFrame& frame, PrivateArenaLayout& layout, BasicBlock* bodyEntry) {
  Function& F = *frame.function;
  const DataLayout& DL = F.getParent()->getDataLayout();
  SmallVector<AllocaInst*, 8> allocas;
  for (Instruction& I : *frame.entry)
    if (auto* alloca = dyn_cast<AllocaInst>(&I)) allocas.push_back(alloca);

  for (AllocaInst* alloca : allocas) {
    uint64_t count = cast<ConstantInt>(alloca->getArraySize())->getZExtValue();
    Align align = std::max(alloca->getAlign(), DL.getABITypeAlign(alloca->getAllocatedType()));
    uint64_t size = alignTo(std::max<uint64_t>(DL.getTypeAllocSize(alloca->getAllocatedType()) * count, 1), align);
    uint64_t offset = layout.allocate(size, align);
    // Lifetime markers only make sense on allocas.
    for (User* user : make_early_inc_range(alloca->users()))
      if (auto* intrinsic = dyn_cast<IntrinsicInst>(user); intrinsic && intrinsic->isLifetimeStartOrEnd())
        intrinsic->eraseFromParent();
    if (bodyEntry) {
      alloca->replaceAllUsesWith(createPrivateSlotAddress(F, offset, size, &*bodyEntry->getFirstInsertionPt()));
    } else {
      for (Use& use : make_early_inc_range(alloca->uses()))
        if (isa<Instruction>(use.getUser()))
          use.set(createPrivateSlotAddress(F, offset, size, insertionPointFor(use)));
      alloca->replaceAllUsesWith(PoisonValue::get(alloca->getType()));
    }
    alloca->eraseFromParent();
  }
}

void rematerializeLocalIds(Function& F) {
  SmallVector<CallInst*, 8> calls;
  for (BasicBlock& BB : F)
    for (Instruction& I : BB)
      if (isLocalIdCall(&I)) calls.push_back(cast<CallInst>(&I));
  for (CallInst* call : calls) {
    for (Use& use : make_early_inc_range(call->uses())) {
      Instruction* copy = call->clone();
      copy->insertBefore(insertionPointFor(use));
      use.set(copy);
    }
    call->eraseFromParent();
  }
}

void annotateBlockDimLoads(const WorkItemFrame& frame) {
  Function& F = *frame.function;
  const DataLayout& DL = F.getParent()->getDataLayout();
  StructType* ctxType = launchCtxType(F.getContext());
  const StructLayout* layout = DL.getStructLayout(ctxType);
  const int64_t begin = layout->getElementOffset(OPENHIP_CTX_BLOCK_DIM);
  const int64_t end = begin + 3 * sizeof(uint32_t);
  MDNode* range = MDBuilder(F.getContext()).createRange(APInt(32, 1), APInt(32, MaxThreadsPerBlock + 1));
  for (BasicBlock& BB : F)
    for (Instruction& I : BB) {
      auto* load = dyn_cast<LoadInst>(&I);
      if (!load || !load->getType()->isIntegerTy(32) || load->getMetadata(LLVMContext::MD_range)) continue;
      int64_t offset = 0;
      if (GetPointerBaseWithConstantOffset(load->getPointerOperand(), offset, DL) == frame.ctx && offset >= begin &&
          offset < end && offset % 4 == 0)
        load->setMetadata(LLVMContext::MD_range, range);
    }
}

void hoistUniformPrologue(WorkItemFrame& frame, BasicBlock* from) {
  auto available = [&](const Value* V) {
    const auto* I = dyn_cast<Instruction>(V);
    return !I || I->getParent() == frame.entry;
  };
  for (Instruction& I : make_early_inc_range(*from)) {
    if (isa<PHINode>(I) || I.isTerminator() || isa<AllocaInst>(I) || isa<DbgInfoIntrinsic>(I)) continue;
    if (isLocalIdCall(&I) || isPrivateSlotAddress(&I)) continue;
    if (!all_of(I.operands(), available)) continue;
    bool uniform = false;
    if (auto* load = dyn_cast<LoadInst>(&I))
      // The context always; a by-value struct's fields (`uint2 size`) where
      // the load stays within the struct.
      uniform = isBlockUniformLoad(*load, frame.ctx) &&
                (getUnderlyingObject(load->getPointerOperand()) == frame.ctx || isSafeToSpeculativelyExecute(load));
    else
      uniform = !I.mayReadOrWriteMemory() && isSafeToSpeculativelyExecute(&I);
    if (uniform) I.moveBefore(frame.entry->getTerminator());
  }
}

WorkItemLoopNest buildWorkItemLoopNest(const WorkItemFrame& frame, BasicBlock* bodyEntry, StringRef name,
                                       bool skipFirstWorkItem) {
  Function* F = frame.function;
  LLVMContext& C = F->getContext();
  auto block = [&](const char* suffix, BasicBlock* before) {
    return BasicBlock::Create(C, name + suffix, F, before);
  };
  WorkItemLoopNest nest;
  nest.preheader = block(".pre", bodyEntry);
  BasicBlock* zHeader = block(".z.header", bodyEntry);
  BasicBlock* yHeader = block(".y.header", bodyEntry);
  BasicBlock* xHeader = block(".x.header", bodyEntry);
  nest.latch = block(".x.latch", nullptr);
  BasicBlock* yLatch = block(".y.latch", nullptr);
  BasicBlock* zLatch = block(".z.latch", nullptr);
  nest.exit = block(".exit", nullptr);

  IRBuilder<> B(nest.preheader);
  Type* i32 = B.getInt32Ty();
  Type* i64 = B.getInt64Ty();
  B.CreateBr(zHeader);
  B.SetInsertPoint(zHeader);
  PHINode* z = B.CreatePHI(i32, 2, name + ".z");
  B.CreateBr(yHeader);
  B.SetInsertPoint(yHeader);
  PHINode* y = B.CreatePHI(i32, 2, name + ".y");
  Value* plane = B.CreateNUWMul(B.CreateZExt(z, i64), B.CreateZExt(frame.blockDim[1], i64));
  Value* row = B.CreateNUWMul(B.CreateNUWAdd(plane, B.CreateZExt(y, i64)), B.CreateZExt(frame.blockDim[0], i64),
                              name + ".row");
  Value* xStart = B.getInt32(0);
  if (skipFirstWorkItem) {
    xStart = B.CreateZExt(B.CreateICmpEQ(B.CreateOr(y, z), B.getInt32(0)), i32, name + ".x.start");
    Value* anyLeft = B.CreateICmpULT(xStart, frame.blockDim[0]);
    nest.xBoundChecks[1] = cast<Instruction>(anyLeft);
    B.CreateCondBr(anyLeft, xHeader, yLatch);
  } else {
    B.CreateBr(xHeader);
  }
  B.SetInsertPoint(xHeader);
  PHINode* x = B.CreatePHI(i32, 2, name + ".x");
  nest.linearId = B.CreateNUWAdd(B.CreateZExt(x, i64), row, name + ".lid");
  nest.row = row;
  B.CreateBr(bodyEntry);

  auto latch = [&](BasicBlock* at, PHINode* iv, Value* bound, BasicBlock* header, BasicBlock* next) {
    B.SetInsertPoint(at);
    Value* nextIv = B.CreateNUWAdd(iv, B.getInt32(1), iv->getName() + ".next");
    BranchInst* br = B.CreateCondBr(B.CreateICmpULT(nextIv, bound), header, next);
    iv->addIncoming(nextIv, at);
    return br;
  };
  auto conditionOf = [](BranchInst* br) { return cast<Instruction>(br->getCondition()); };
  z->addIncoming(B.getInt32(0), nest.preheader);
  y->addIncoming(B.getInt32(0), zHeader);
  x->addIncoming(xStart, yHeader);
  BranchInst* xBackedge = latch(nest.latch, x, frame.blockDim[0], xHeader, yLatch);
  nest.xBoundChecks[0] = conditionOf(xBackedge);
  latch(yLatch, y, frame.blockDim[1], yHeader, zLatch);
  latch(zLatch, z, frame.blockDim[2], zHeader, nest.exit);
  B.SetInsertPoint(nest.exit);
  B.CreateUnreachable();

  // Work-items are unordered between barriers: the x loop carries no memory
  // dependence, which lets the loop vectorizer skip runtime alias checks.
  nest.accessGroup = MDNode::getDistinct(C, {});
  MDNode* parallel = MDNode::get(C, {MDString::get(C, "llvm.loop.parallel_accesses"), nest.accessGroup});
  MDNode* loopId = MDNode::getDistinct(C, {nullptr, parallel});
  loopId->replaceOperandWith(0, loopId);
  xBackedge->setMetadata(LLVMContext::MD_loop, loopId);
  nest.localId[0] = x;
  nest.localId[1] = y;
  nest.localId[2] = z;
  return nest;
}

void restrictXLoop(const WorkItemLoopNest& nest, Value* begin, Value* end) {
  auto* x = cast<PHINode>(nest.localId[0]);
  auto* backedge = cast<BranchInst>(nest.latch->getTerminator());
  BasicBlock* yLatch = backedge->getSuccessor(1);
  BasicBlock* yHeader = x->getIncomingBlock(0) == nest.latch ? x->getIncomingBlock(1) : x->getIncomingBlock(0);
  auto* enter = cast<BranchInst>(yHeader->getTerminator());
  IRBuilder<> B(enter);
  Value* start = x->getIncomingValueForBlock(yHeader);
  if (begin) {
    auto* constant = dyn_cast<ConstantInt>(start);
    start = constant && constant->isZero() ? begin : B.CreateBinaryIntrinsic(Intrinsic::umax, start, begin);
    x->setIncomingValueForBlock(yHeader, start);
  }
  Value* any = B.CreateICmpULT(start, end, "x.any");
  if (enter->isConditional()) {
    enter->setCondition(any);  // the old check (start < blockDim.x) is left for DCE
  } else {
    BranchInst::Create(x->getParent(), yLatch, any, enter);
    enter->eraseFromParent();
  }
  nest.xBoundChecks[0]->setOperand(1, end);
}

bool isWorkItemXLoop(const Loop& loop) {
  return loop.isInnermost() && findOptionMDForLoop(&loop, "llvm.loop.parallel_accesses");
}

void addXLoopHint(const WorkItemLoopNest& nest, StringRef name, unsigned value) {
  addLoopHint(nest.latch->getTerminator(), name, value);
}

void addLoopHint(Instruction* backedge, StringRef name, unsigned value) {
  LLVMContext& C = backedge->getContext();
  SmallVector<Metadata*, 4> operands{nullptr};
  if (MDNode* loopId = backedge->getMetadata(LLVMContext::MD_loop))
    for (unsigned i = 1; i < loopId->getNumOperands(); ++i) operands.push_back(loopId->getOperand(i));
  operands.push_back(MDNode::get(
      C, {MDString::get(C, name), ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), value))}));
  MDNode* loopId = MDNode::getDistinct(C, operands);
  loopId->replaceOperandWith(0, loopId);
  backedge->setMetadata(LLVMContext::MD_loop, loopId);
}

void materializeWorkItem(const WorkItemFrame& frame, Value* const localId[3], Value* linearId,
                         ArrayRef<BasicBlock*> blocks) {
  // One address per private slot, computed where the work-item's id is: the
  // reloads of one value on several paths then share it, and the loop
  // vectorizer sees one consecutive access instead of a select between
  // equal addresses, which it would scatter.
  auto* idDefinition = dyn_cast<Instruction>(linearId);
  Instruction* lastAddress = nullptr;  // they follow the id in first-use order
  DenseMap<std::pair<Value*, Value*>, Value*> slotAddresses;
  auto slotAddress = [&](CallInst& call, IRBuilder<>& B) -> Value* {
    auto build = [&](IRBuilder<>& at) {
      Value* start = at.CreateNUWMul(frame.threadCount, call.getArgOperand(0));
      Value* index = at.CreateNUWAdd(start, at.CreateNUWMul(linearId, call.getArgOperand(1)));
      return at.CreateInBoundsGEP(at.getInt8Ty(), frame.privateArena, index, "wi.private");
    };
    if (!idDefinition) return build(B);
    Value*& address = slotAddresses[{call.getArgOperand(0), call.getArgOperand(1)}];
    if (!address) {
      Instruction* after = lastAddress ? lastAddress : idDefinition;
      IRBuilder<> atId(isa<PHINode>(after) ? &*after->getParent()->getFirstInsertionPt() : after->getNextNode());
      address = build(atId);
      lastAddress = dyn_cast<Instruction>(address);
      if (!lastAddress) lastAddress = idDefinition;
    }
    return address;
  };
  for (BasicBlock* BB : blocks) {
    BB->getTerminator()->setMetadata(cpu::XGuardMD, nullptr);
    for (Instruction& I : make_early_inc_range(*BB)) {
      if (isa<ICmpInst>(I)) I.setMetadata(cpu::XSplitMD, nullptr);
      IRBuilder<> B(&I);
      Value* replacement = nullptr;
      if (isLocalIdCall(&I)) {
        Value* dim = cast<CallInst>(I).getArgOperand(0);
        if (auto* constant = dyn_cast<ConstantInt>(dim)) {
          replacement = localId[std::min<uint64_t>(constant->getZExtValue(), 2)];
        } else {
          replacement = B.CreateSelect(B.CreateICmpEQ(dim, B.getInt32(0)), localId[0],
                                       B.CreateSelect(B.CreateICmpEQ(dim, B.getInt32(1)), localId[1], localId[2]));
        }
      } else if (isPrivateSlotAddress(&I)) {
        replacement = slotAddress(cast<CallInst>(I), B);
      }
      if (replacement) {
        I.replaceAllUsesWith(replacement);
        I.eraseFromParent();
      }
    }
  }
}

void finishWorkItemLoopNest(const WorkItemFrame& frame, const WorkItemLoopNest& nest, ArrayRef<BasicBlock*> body) {
  materializeWorkItem(frame, nest.localId, nest.linearId, body);
  for (BasicBlock* BB : body)
    for (Instruction& I : *BB)
      if (I.mayReadOrWriteMemory() && !accessesOnlyAllocas(I) && !isa<DbgInfoIntrinsic>(I))
        I.setMetadata(LLVMContext::MD_access_group,
                      uniteAccessGroups(I.getMetadata(LLVMContext::MD_access_group), nest.accessGroup));
}

}  // namespace openhip

#include "cpu/cbs/GatherStep.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ModRef.h"

#include <climits>
#include <string>

using namespace llvm;

namespace openhip {
namespace {

/// Builds the helper's body (see GatherStep.h).
class GatherStepBuilder {
 public:
  GatherStepBuilder(Function& F, unsigned warpSize, GatherActivity kind, unsigned valueBits)
      : F_(F), C_(F.getContext()), B_(C_), warpSize_(warpSize), kind_(kind), word_(B_.getIntNTy(valueBits)) {
    Function::arg_iterator arg = F.arg_begin();
    value_ = &*arg++;
    operand_ = &*arg++;
    result_ = &*arg++;
    threads_ = &*arg++;
    activity_ = &*arg++;
    target_ = &*arg++;
  }

  void build() {
    B_.SetInsertPoint(block("entry"));
    BasicBlock* shapes = block("shapes");
    BasicBlock* generic = block("generic");
    B_.CreateCondBr(B_.CreateICmpEQ(B_.CreateAnd(threads_, laneBits()), i64(0)), shapes, generic);
    B_.SetInsertPoint(shapes);
    emitShapes(generic);
    B_.SetInsertPoint(generic);
    emitPerLane();
  }

 private:
  using Values = SmallVector<Value*, 8>;

  BasicBlock* block(const Twine& name) { return BasicBlock::Create(C_, name, &F_); }
  Value* i64(uint64_t v) { return B_.getInt64(v); }
  Value* i32(uint32_t v) { return B_.getInt32(v); }
  Value* laneBits() { return i64(warpSize_ - 1); }

  /// for (i = from; i < to; i += step) acc = body(i, acc); B_ continues
  /// after the loop, where the returned values are the final accumulators.
  Values loop(Value* from, Value* to, Value* step, const Twine& name, ArrayRef<Value*> init,
              function_ref<Values(Value*, ArrayRef<Value*>)> body) {
    BasicBlock* before = B_.GetInsertBlock();
    BasicBlock* header = block(name);
    BasicBlock* exit = block(name + ".end");
    B_.CreateCondBr(B_.CreateICmpULT(from, to), header, exit);
    B_.SetInsertPoint(header);
    PHINode* i = B_.CreatePHI(B_.getInt64Ty(), 2, name + ".i");
    i->addIncoming(from, before);
    Values acc;
    for (Value* v : init) {
      PHINode* phi = B_.CreatePHI(v->getType(), 2);
      phi->addIncoming(v, before);
      acc.push_back(phi);
    }
    Values updated = body(i, acc);
    BasicBlock* latch = B_.GetInsertBlock();
    Value* next = B_.CreateNUWAdd(i, step);
    i->addIncoming(next, latch);
    for (size_t k = 0; k < acc.size(); ++k) cast<PHINode>(acc[k])->addIncoming(updated[k], latch);
    B_.CreateCondBr(B_.CreateICmpULT(next, to), header, exit);
    B_.SetInsertPoint(exit);
    Values out;
    for (size_t k = 0; k < init.size(); ++k) {
      PHINode* phi = B_.CreatePHI(init[k]->getType(), 2);
      phi->addIncoming(init[k], before);
      phi->addIncoming(updated[k], latch);
      out.push_back(phi);
    }
    return out;
  }

  void forEach(Value* from, Value* to, Value* step, const Twine& name, function_ref<void(Value*)> body) {
    loop(from, to, step, name, {}, [&](Value* i, ArrayRef<Value*>) {
      body(i);
      return Values();
    });
  }

  Align wordAlign() const { return Align(word_->getIntegerBitWidth() / 8); }
  Value* loadValue(Value* lane) {
    return B_.CreateAlignedLoad(word_, B_.CreateInBoundsGEP(word_, value_, lane), wordAlign());
  }
  void storeResult(Value* lane, Value* bits) {
    B_.CreateAlignedStore(bits, B_.CreateInBoundsGEP(word_, result_, lane), wordAlign());
  }
  /// The lane (within its warp) that `lane` reads, as i32.
  Value* sourceInWarp(Value* lane) {
    Value* operand =
        B_.CreateAlignedLoad(B_.getInt32Ty(), B_.CreateInBoundsGEP(B_.getInt32Ty(), operand_, lane), Align(4));
    return B_.CreateAnd(operand, i32(warpSize_ - 1));
  }
  Value* laneInWarp32(Value* lane) { return B_.CreateAnd(B_.CreateTrunc(lane, B_.getInt32Ty()), i32(warpSize_ - 1)); }

  Value* isActive(Value* lane) {
    if (kind_ == GatherActivity::All) return B_.getTrue();
    Type* slot = kind_ == GatherActivity::NotExited ? B_.getInt8Ty() : B_.getInt32Ty();
    return emitLaneIsActive(B_, kind_, B_.CreateInBoundsGEP(slot, activity_, lane), target_);
  }

  /// Whole warps: find the shape of the active lanes' sources in one pass,
  /// then copy by it; `otherwise` when there is none. Inactive lanes count
  /// as reading themselves: their results are never read (a lane that
  /// returned reads nothing; one waiting elsewhere gets its result from that
  /// point's step, which runs right before it continues).
  void emitShapes(BasicBlock* otherwise) {
    Value* first = sourceInWarp(i64(0));
    Value* maxInt = i32(INT32_MAX);
    Value* minInt = i32(static_cast<uint32_t>(INT32_MIN));
    Values found = loop(i64(0), threads_, i64(1), "shape", {maxInt, minInt, maxInt, minInt, B_.getTrue(), B_.getTrue()},
                        [&](Value* lane, ArrayRef<Value*> acc) {
                          Value* active = isActive(lane);
                          Value* source = sourceInWarp(lane);
                          Value* own = laneInWarp32(lane);
                          Value* delta = B_.CreateSelect(active, B_.CreateSub(source, own), i32(0));
                          Value* positive = B_.CreateSelect(B_.CreateICmpSGT(delta, i32(0)), delta, maxInt);
                          Value* negative = B_.CreateSelect(B_.CreateICmpSLT(delta, i32(0)), delta, minInt);
                          Value* inactive = B_.CreateNot(active);
                          Value* xored = B_.CreateOr(inactive, B_.CreateICmpEQ(source, B_.CreateXor(own, first)));
                          Value* same = B_.CreateOr(inactive, B_.CreateICmpEQ(source, first));
                          return Values{B_.CreateBinaryIntrinsic(Intrinsic::smin, acc[0], delta),
                                        B_.CreateBinaryIntrinsic(Intrinsic::smax, acc[1], delta),
                                        B_.CreateBinaryIntrinsic(Intrinsic::smin, acc[2], positive),
                                        B_.CreateBinaryIntrinsic(Intrinsic::smax, acc[3], negative),
                                        B_.CreateAnd(acc[4], xored), B_.CreateAnd(acc[5], same)};
                        });
    Value *minDelta = found[0], *maxDelta = found[1], *minPositive = found[2], *maxNegative = found[3];
    // Deltas all in {0, D}: a shift (D = 0 is the identity).
    Value* down = B_.CreateAnd(B_.CreateICmpSGE(minDelta, i32(0)),
                               B_.CreateOr(B_.CreateICmpEQ(maxDelta, i32(0)), B_.CreateICmpEQ(minPositive, maxDelta)));
    Value* up = B_.CreateAnd(B_.CreateICmpSLE(maxDelta, i32(0)),
                             B_.CreateOr(B_.CreateICmpEQ(minDelta, i32(0)), B_.CreateICmpEQ(maxNegative, minDelta)));
    BasicBlock* shift = block("shift");
    BasicBlock* notShift = block("not.shift");
    B_.CreateCondBr(B_.CreateOr(down, up), shift, notShift);

    B_.SetInsertPoint(shift);
    emitShift(B_.CreateSExt(B_.CreateSelect(down, maxDelta, minDelta), B_.getInt64Ty()));
    B_.CreateRetVoid();

    // `first` is lane 0's source; when lane 0 is inactive it is whatever
    // its slot holds, and the test above still checked every active lane.
    B_.SetInsertPoint(notShift);
    BasicBlock* byXor = block("xor");
    BasicBlock* notXor = block("not.xor");
    // A single-bit mask (what xor butterflies use) swaps the halves of runs
    // of 2*mask lanes; other masks go lane by lane.
    Value* singleBit = B_.CreateICmpEQ(B_.CreateAnd(first, B_.CreateSub(first, i32(1))), i32(0));
    B_.CreateCondBr(B_.CreateAnd(found[4], singleBit), byXor, notXor);
    B_.SetInsertPoint(byXor);
    emitXor(B_.CreateZExt(first, B_.getInt64Ty()));  // not 0: that is the identity, a shift
    B_.CreateRetVoid();

    B_.SetInsertPoint(notXor);
    BasicBlock* broadcast = block("broadcast");
    B_.CreateCondBr(found[5], broadcast, otherwise);
    B_.SetInsertPoint(broadcast);
    emitBroadcast(B_.CreateZExt(first, B_.getInt64Ty()));
    B_.CreateRetVoid();
  }

  /// `theirs` (value[source]) if lane `source` is active, else `own`.
  Value* ifSourceActive(Value* source, Value* theirs, Value* own) {
    return B_.CreateSelect(isActive(source), theirs, own);
  }

  /// Lanes read lane + delta or themselves. The ones reading lane + delta
  /// lie in [lo, hi), where lane + delta is inside the block.
  void emitShift(Value* delta) {
    Value* lo = B_.CreateSelect(B_.CreateICmpSLT(delta, i64(0)), B_.CreateNeg(delta), i64(0));
    Value* hi = B_.CreateSub(threads_, B_.CreateSelect(B_.CreateICmpSGT(delta, i64(0)), delta, i64(0)));
    forEach(i64(0), lo, i64(1), "shift.own.low", [&](Value* lane) { storeResult(lane, loadValue(lane)); });
    forEach(lo, hi, i64(1), "shift.moved", [&](Value* lane) {
      Value* moved = B_.CreateICmpNE(sourceInWarp(lane), laneInWarp32(lane));
      Value* own = loadValue(lane);
      Value* source = B_.CreateAdd(lane, delta);
      storeResult(lane, B_.CreateSelect(moved, ifSourceActive(source, loadValue(source), own), own));
    });
    forEach(hi, threads_, i64(1), "shift.own.high", [&](Value* lane) { storeResult(lane, loadValue(lane)); });
  }

  /// Lane l reads l ^ mask, mask a single bit below the warp size: halves of
  /// 2*mask lanes swap.
  void emitXor(Value* mask) {
    forEach(i64(0), threads_, B_.CreateShl(mask, 1), "xor.pair", [&](Value* start) {
      forEach(i64(0), mask, i64(1), "xor.lane", [&](Value* j) {
        Value* low = B_.CreateNUWAdd(start, j);
        Value* high = B_.CreateNUWAdd(low, mask);
        Value* lowBits = loadValue(low);
        Value* highBits = loadValue(high);
        storeResult(low, ifSourceActive(high, highBits, lowBits));
        storeResult(high, ifSourceActive(low, lowBits, highBits));
      });
    });
  }

  /// Every lane reads lane `source` of its warp.
  void emitBroadcast(Value* source) {
    Value* warp = i64(warpSize_);
    forEach(i64(0), threads_, warp, "broadcast.warp", [&](Value* base) {
      Value* from = B_.CreateNUWAdd(base, source);
      Value* bits = loadValue(from);
      forEach(i64(0), warp, i64(1), "broadcast.lane", [&](Value* j) {
        Value* lane = B_.CreateNUWAdd(base, j);
        storeResult(lane, ifSourceActive(from, bits, loadValue(lane)));
      });
    });
  }

  /// The general case: active lane l gets value[source] if the source is in
  /// the block and active, else value[l].
  void emitPerLane() {
    forEach(i64(0), threads_, i64(1), "lane", [&](Value* lane) {
      BasicBlock* active = block("lane.active");
      BasicBlock* inBlock = block("lane.source.in.block");
      BasicBlock* fromSource = block("lane.from.source");
      BasicBlock* join = block("lane.store");
      BasicBlock* next = block("lane.next");
      B_.CreateCondBr(isActive(lane), active, next);
      B_.SetInsertPoint(active);
      Value* own = loadValue(lane);
      Value* base = B_.CreateAnd(lane, i64(~static_cast<uint64_t>(warpSize_ - 1)));
      Value* source = B_.CreateNUWAdd(base, B_.CreateZExt(sourceInWarp(lane), B_.getInt64Ty()));
      B_.CreateCondBr(B_.CreateICmpULT(source, threads_), inBlock, join);
      B_.SetInsertPoint(inBlock);
      B_.CreateCondBr(isActive(source), fromSource, join);
      B_.SetInsertPoint(fromSource);
      Value* theirs = loadValue(source);
      B_.CreateBr(join);
      B_.SetInsertPoint(join);
      PHINode* bits = B_.CreatePHI(word_, 3);
      bits->addIncoming(own, active);
      bits->addIncoming(own, inBlock);
      bits->addIncoming(theirs, fromSource);
      storeResult(lane, bits);
      B_.CreateBr(next);
      B_.SetInsertPoint(next);
    });
    B_.CreateRetVoid();
  }

  Function& F_;
  LLVMContext& C_;
  IRBuilder<> B_;
  const unsigned warpSize_;
  const GatherActivity kind_;
  Type* const word_;  ///< i64, or i32 for Gather32 sites
  Value *value_, *operand_, *result_, *threads_, *activity_, *target_;
};

}  // namespace

Value* emitLaneIsActive(IRBuilderBase& B, GatherActivity kind, Value* slot, Value* target) {
  if (kind == GatherActivity::NotExited)
    return B.CreateICmpEQ(B.CreateLoad(B.getInt8Ty(), slot), B.getInt8(0));
  return B.CreateICmpEQ(B.CreateAlignedLoad(B.getInt32Ty(), slot, Align(4)), target);
}

Function* getOrCreateGatherStep(Module& M, unsigned warpSize, GatherActivity kind, unsigned valueBits) {
  static const char* const suffixes[] = {"", ".not_exited", ".waiting_at"};
  const std::string name = std::string(valueBits == 32 ? "__openhip.gather_step.b32" : "__openhip.gather_step") +
                           suffixes[static_cast<uint32_t>(kind)];
  if (Function* existing = M.getFunction(name)) return existing;
  LLVMContext& C = M.getContext();
  Type* ptr = PointerType::getUnqual(C);
  Type* i32 = Type::getInt32Ty(C);
  Type* i64 = Type::getInt64Ty(C);
  auto* type = FunctionType::get(Type::getVoidTy(C), {ptr, ptr, ptr, i64, ptr, i32}, false);
  Function* F = Function::Create(type, GlobalValue::InternalLinkage, name, M);
  // One copy for every step: not inlined. The slots are disjoint regions of
  // the private arena.
  F->addFnAttr(Attribute::NoInline);
  F->addFnAttr(Attribute::NoUnwind);
  F->addFnAttr(Attribute::WillReturn);
  F->addFnAttr(Attribute::MustProgress);
  F->addFnAttr(Attribute::NoSync);
  F->addFnAttr(Attribute::NoFree);
  F->setMemoryEffects(MemoryEffects::argMemOnly());
  for (unsigned i : {0u, 1u, 2u, 4u}) {
    F->addParamAttr(i, Attribute::NoAlias);
    F->addParamAttr(i, Attribute::NoCapture);
  }
  for (unsigned i : {0u, 1u, 4u}) F->addParamAttr(i, Attribute::ReadOnly);
  F->addParamAttr(2, Attribute::WriteOnly);
  GatherStepBuilder(*F, warpSize, kind, valueBits).build();
  return F;
}

}  // namespace openhip

// The step function of a warp loop (WarpLoops.h), two ways:
//
// * Warp vectors, when every iteration's source lanes are known at compile
//   time: the loop's control depends on constants only, so its iterations
//   can be listed, and where the shuffle's source lane depends on nothing
//   but those constants and the lane id, each iteration's source lanes are a
//   constant permutation. Then each warp runs as one vector of `warpSize`
//   lanes: every instruction of the loop widened, each shuffle a
//   `shufflevector` with that permutation (a source lane that does not take
//   part gives the lane its own value, a select on the shuffled activity),
//   the iterations unrolled. Taken when the block is whole warps and the
//   lane-id input holds each lane's id (checked once per step).
// * Lane loops, always correct: per iteration, a loop over the block's lanes
//   computing the shuffle operands, the module's gather step, and a loop
//   computing the next values.
#include "cpu/cbs/WarpLoopPlan.h"

#include "cpu/cbs/GatherStep.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

#include <functional>
#include <optional>

using namespace llvm;

namespace openhip {
namespace {

/// Iterations a warp-vector step unrolls at most (a 64-lane scan has 6).
constexpr unsigned kMaxUnrolledIterations = 32;

/// The step function's arguments (WarpLoopPlan.h).
struct StepArguments {
  DenseMap<Value*, Value*> arrays;  ///< lane phi or live-in -> its array
  Value *value, *operand;
  SmallVector<Value*, 2> results;  ///< per shuffle
  Value *threads, *activity, *target, *kind;

  StepArguments(const WarpLoopPlan& plan, Function& S) {
    Function::arg_iterator arg = S.arg_begin();
    for (PHINode* phi : plan.lanePhis) arrays[phi] = &*arg++;
    for (Value* in : plan.liveIns) arrays[in] = &*arg++;
    value = &*arg++;
    operand = &*arg++;
    for (size_t i = 0; i < plan.gathers.size(); ++i) results.push_back(&*arg++);
    threads = &*arg++;
    activity = &*arg++;
    target = &*arg++;
    kind = &*arg++;
  }
};

/// Per iteration and shuffle, a loop over the block's lanes for its
/// operands and the gather step (into the shuffle's result array); then a
/// loop over the lanes for the next values.
class LaneLoopsBuilder {
 public:
  LaneLoopsBuilder(const WarpLoopPlan& plan, Function& S, const StepArguments& args, unsigned warpSize)
      : plan_(plan), S_(S), args_(args), C_(S.getContext()), B_(C_), warpSize_(warpSize) {}

  /// Returns the path's first block and the gather step's calls.
  std::pair<BasicBlock*, SmallVector<CallInst*, 2>> build() {
    BasicBlock* entry = block("lanes");
    BasicBlock* iteration = block("lanes.iteration");
    BasicBlock* operands = block("operands");
    BasicBlock* latch = block("lanes.latch");
    BasicBlock* done = block("lanes.done");
    B_.SetInsertPoint(entry);
    B_.CreateBr(iteration);

    // Control: the constant-derived values, once per iteration.
    B_.SetInsertPoint(iteration);
    SmallVector<std::pair<PHINode*, PHINode*>, 4> controlPhis;
    for (PHINode& phi : plan_.header->phis())
      if (plan_.uniform.contains(&phi)) {
        PHINode* copy = B_.CreatePHI(phi.getType(), 2, phi.getName());
        copy->addIncoming(phi.getIncomingValueForBlock(plan_.preheader), entry);
        scalar_[&phi] = copy;
        controlPhis.push_back({&phi, copy});
      }
    for (BasicBlock* BB : plan_.blocks)
      for (Instruction& I : *BB)
        if (!isa<PHINode>(I) && plan_.uniform.contains(&I)) {
          Instruction* copy = I.clone();
          for (Use& operand : copy->operands())
            if (Value* mapped = scalar_.lookup(operand.get())) operand.set(mapped);
          copy->setDebugLoc(DebugLoc());
          B_.Insert(copy, I.getName());
          scalar_[&I] = copy;
        }
    for (auto [phi, copy] : controlPhis) {
      Value* next = phi->getIncomingValueForBlock(plan_.latch);
      copy->addIncoming(isa<Constant>(next) ? next : scalar_.lookup(next), latch);
    }
    auto exitTest = [&](BasicBlock* stay) {
      Value* condition = scalar_.lookup(plan_.exitCondition);
      B_.CreateCondBr(condition, plan_.continueOnTrue ? stay : done, plan_.continueOnTrue ? done : stay);
    };
    if (plan_.testsFirst())
      exitTest(operands);
    else
      B_.CreateBr(operands);

    // Each shuffle in order: a later one's operands may use an earlier one's result.
    SmallVector<CallInst*, 2> gatherCalls;
    for (size_t j = 0; j < plan_.gathers.size(); ++j) {
      CallInst* gather = plan_.gathers[j];
      Type* word = wordOf(j);
      BasicBlock* exchange = BasicBlock::Create(C_, "exchange", &S_, latch);
      laneLoop(operands, exchange, [&](Value* lane, DenseMap<Value*, Value*>& lanes) {
        Value* bits = materialize(gather->getArgOperand(0), lane, lanes);
        Value* source = materialize(gather->getArgOperand(1), lane, lanes);
        if (plan_.word32[j]) bits = B_.CreateTrunc(bits, word);
        B_.CreateStore(bits, B_.CreateInBoundsGEP(word, args_.value, lane));
        B_.CreateStore(source, B_.CreateInBoundsGEP(B_.getInt32Ty(), args_.operand, lane));
      });
      B_.SetInsertPoint(exchange);
      Function* step =
          getOrCreateGatherStep(*S_.getParent(), warpSize_, GatherActivity::All, plan_.word32[j] ? 32 : 64);
      gatherCalls.push_back(B_.CreateCall(
          step, {args_.value, args_.operand, args_.results[j], args_.threads, args_.activity, args_.target}));
      operands = BasicBlock::Create(C_, j + 1 < plan_.gathers.size() ? "operands" : "results", &S_, latch);
      B_.CreateBr(operands);
    }
    laneLoop(operands, latch, [&](Value* lane, DenseMap<Value*, Value*>& lanes) {
      // All next values first: a phi's next value may read another's current one.
      SmallVector<Value*, 4> next;
      for (PHINode* phi : plan_.lanePhis)
        next.push_back(materialize(phi->getIncomingValueForBlock(plan_.latch), lane, lanes));
      for (size_t i = 0; i < next.size(); ++i)
        B_.CreateStore(next[i], B_.CreateInBoundsGEP(next[i]->getType(), args_.arrays.lookup(plan_.lanePhis[i]), lane));
    });

    B_.SetInsertPoint(latch);
    if (!plan_.testsFirst())
      exitTest(iteration);
    else
      B_.CreateBr(iteration);
    B_.SetInsertPoint(done);
    B_.CreateRetVoid();
    return {entry, gatherCalls};
  }

 private:
  BasicBlock* block(const Twine& name) { return BasicBlock::Create(C_, name, &S_); }
  Type* wordOf(size_t gather) { return plan_.word32[gather] ? B_.getInt32Ty() : B_.getInt64Ty(); }

  /// for (lane = 0; lane < threads; ++lane) fill(lane), in `body`, then `next`.
  void laneLoop(BasicBlock* body, BasicBlock* next, function_ref<void(Value*, DenseMap<Value*, Value*>&)> fill) {
    BasicBlock* before = body->getSinglePredecessor();
    B_.SetInsertPoint(body);
    PHINode* lane = B_.CreatePHI(B_.getInt64Ty(), 2, body->getName() + ".lane");
    lane->addIncoming(B_.getInt64(0), before);
    DenseMap<Value*, Value*> lanes;
    fill(lane, lanes);
    Value* nextLane = B_.CreateNUWAdd(lane, B_.getInt64(1));
    lane->addIncoming(nextLane, B_.GetInsertBlock());
    B_.CreateCondBr(B_.CreateICmpULT(nextLane, args_.threads), body, next);
  }

  /// The lane's copy of a value of the loop, computed in the lane loop.
  Value* materialize(Value* V, Value* lane, DenseMap<Value*, Value*>& lanes) {
    if (isOperandLike(V)) return V;
    if (Value* known = lanes.lookup(V)) return known;
    if (Value* control = scalar_.lookup(V)) return control;
    Value* copy;
    if (Value* array = args_.arrays.lookup(V)) {
      copy = B_.CreateLoad(V->getType(), B_.CreateInBoundsGEP(V->getType(), array, lane), V->getName());
    } else if (const int j = plan_.gatherIndex(V); j >= 0) {  // an earlier shuffle's result
      Type* word = wordOf(j);
      copy = B_.CreateLoad(word, B_.CreateInBoundsGEP(word, args_.results[j], lane), "gathered");
      if (plan_.word32[j]) copy = B_.CreateZExt(copy, B_.getInt64Ty());
    } else {
      auto* I = cast<Instruction>(V);
      Instruction* clone = I->clone();
      for (Use& operand : clone->operands()) operand.set(materialize(operand.get(), lane, lanes));
      clone->setDebugLoc(DebugLoc());
      copy = B_.Insert(clone, I->getName());
    }
    return lanes[V] = copy;
  }

  const WarpLoopPlan& plan_;
  Function& S_;
  const StepArguments& args_;
  LLVMContext& C_;
  IRBuilder<> B_;
  const unsigned warpSize_;
  DenseMap<Value*, Value*> scalar_;  ///< constant-derived value -> its copy in the control block
};

/// The loop's iterations listed at compile time: each one's constant-derived
/// values and the source lane of every lane of a warp, computed from the
/// per-lane values the shuffle's inputs are assumed to hold (`inputs`:
/// live-in, its value in lane 0..warpSize-1 of a warp), which the step
/// checks at run time.
struct StaticSchedule {
  SmallVector<DenseMap<const Value*, Constant*>, 8> uniforms;
  SmallVector<SmallVector<SmallVector<int, 64>, 2>, 8> sources;  ///< [iteration][shuffle][lane]
  SmallVector<std::pair<Value*, SmallVector<Constant*, 64>>, 2> inputs;
};

Constant* fold(Instruction* I, ArrayRef<Constant*> operands, const DataLayout& DL) {
  if (auto* cmp = dyn_cast<CmpInst>(I))
    return ConstantFoldCompareInstOperands(cmp->getPredicate(), operands[0], operands[1], DL);
  return ConstantFoldInstOperands(I, operands, DL);
}

/// Each iteration's constant-derived values, or nothing if they do not fold
/// or there are too many iterations.
std::optional<SmallVector<DenseMap<const Value*, Constant*>, 8>> listIterations(const WarpLoopPlan& plan,
                                                                                const DataLayout& DL) {
  SmallVector<DenseMap<const Value*, Constant*>, 8> iterations;
  DenseMap<const Value*, Constant*> values;
  for (PHINode& phi : plan.header->phis())
    if (plan.uniform.contains(&phi)) values[&phi] = cast<Constant>(phi.getIncomingValueForBlock(plan.preheader));
  auto valueOf = [&](Value* V) { return isa<Constant>(V) ? cast<Constant>(V) : values.lookup(V); };
  auto staysInLoop = [&]() -> std::optional<bool> {
    auto* condition = dyn_cast_or_null<ConstantInt>(values.lookup(plan.exitCondition));
    if (!condition) return std::nullopt;
    return condition->isOne() == plan.continueOnTrue;
  };
  for (;;) {
    for (BasicBlock* BB : plan.blocks)
      for (Instruction& I : *BB) {
        if (isa<PHINode>(I) || !plan.uniform.contains(&I)) continue;
        SmallVector<Constant*, 4> operands;
        for (Value* operand : I.operands()) {
          Constant* known = valueOf(operand);
          if (!known) return std::nullopt;
          operands.push_back(known);
        }
        Constant* folded = fold(&I, operands, DL);
        if (!folded) return std::nullopt;
        values[&I] = folded;
      }
    if (plan.testsFirst()) {
      std::optional<bool> stay = staysInLoop();
      if (!stay) return std::nullopt;
      if (!*stay) return iterations;
    }
    if (iterations.size() == kMaxUnrolledIterations) return std::nullopt;
    iterations.push_back(values);
    if (!plan.testsFirst()) {
      std::optional<bool> stay = staysInLoop();
      if (!stay) return std::nullopt;
      if (!*stay) return iterations;
    }
    SmallVector<std::pair<const Value*, Constant*>, 4> next;
    for (PHINode& phi : plan.header->phis())
      if (plan.uniform.contains(&phi)) {
        Constant* known = valueOf(phi.getIncomingValueForBlock(plan.latch));
        if (!known) return std::nullopt;
        next.push_back({&phi, known});
      }
    for (auto [phi, value] : next) values[phi] = value;
  }
}

/// How evaluateInLane guesses per-lane values (an assumption: the step
/// checks the inputs it leads to): `laneId` and, with `warpSize` set, every
/// `x & (warpSize - 1)` and threadIdx.x hold the lane id, threadIdx.y and .z
/// are 0 -- lane ids as a block of one row of whole warps has them.
struct LaneIdGuess {
  Value* laneId = nullptr;
  unsigned warpSize = 0;

  /// The guessed value of `V` in lane `lane`, if there is one.
  Constant* valueIn(Value* V, unsigned lane) const {
    const APInt* mask = nullptr;
    if (V == laneId) return ConstantInt::get(V->getType(), lane);
    if (!warpSize || !V->getType()->isIntegerTy()) return nullptr;
    if (match(V, PatternMatch::m_And(PatternMatch::m_Value(), PatternMatch::m_APInt(mask))) && *mask == warpSize - 1)
      return ConstantInt::get(V->getType(), lane);
    if (!isLocalIdCall(V)) return nullptr;
    auto* dimension = dyn_cast<ConstantInt>(cast<CallInst>(V)->getArgOperand(0));
    if (!dimension) return nullptr;
    return ConstantInt::get(V->getType(), dimension->isZero() ? lane : 0);
  }
};

/// The value of `V` in lane `lane` of a warp, folded from constants and
/// `known` values through the instructions `mayFold` accepts.
Constant* evaluateInLane(Value* V, unsigned lane, const LaneIdGuess& guess,
                         const DenseMap<const Value*, Constant*>& known, DenseMap<const Value*, Constant*>& memo,
                         const DataLayout& DL, function_ref<bool(const Instruction*)> mayFold) {
  if (auto* constant = dyn_cast<Constant>(V)) return constant;
  if (Constant* value = known.lookup(V)) return value;
  if (Constant* value = memo.lookup(V)) return value;
  if (Constant* guessed = guess.valueIn(V, lane)) return memo[V] = guessed;
  auto* I = dyn_cast<Instruction>(V);
  if (!I || isa<PHINode>(I) || !mayFold(I)) return nullptr;
  SmallVector<Constant*, 4> operands;
  bool unknownOperand = false;
  for (Value* operand : I->operands()) {
    Constant* value = evaluateInLane(operand, lane, guess, known, memo, DL, mayFold);
    unknownOperand |= !value;
    operands.push_back(value);
  }
  if (unknownOperand) {
    // `blockDim.x * threadIdx.y` is 0 whatever blockDim.x is.
    const bool absorbs = I->getOpcode() == Instruction::Mul || I->getOpcode() == Instruction::And;
    for (Constant* value : operands)
      if (absorbs && value && value->isNullValue()) return memo[V] = value;
    return nullptr;
  }
  return memo[V] = fold(I, operands, DL);
}

/// The live-ins the shuffles' source lanes are computed from, or nothing if
/// one also depends on the lane phis (on data).
std::optional<SmallVector<Value*, 4>> sourceInputs(const WarpLoopPlan& plan) {
  SmallVector<Value*, 4> inputs;
  SmallPtrSet<Value*, 16> seen;
  SmallVector<Value*, 16> worklist;
  for (CallInst* gather : plan.gathers) worklist.push_back(gather->getArgOperand(1));
  while (!worklist.empty()) {
    Value* V = worklist.pop_back_val();
    if (!seen.insert(V).second || isa<Constant>(V) || plan.uniform.contains(V)) continue;
    if (plan.liveIns.contains(V)) {
      if (!V->getType()->isIntegerTy()) return std::nullopt;
      inputs.push_back(V);
      continue;
    }
    auto* I = dyn_cast<Instruction>(V);
    if (!I || isa<PHINode>(I) || plan.gatherIndex(I) >= 0) return std::nullopt;
    append_range(worklist, I->operands());
  }
  return inputs;
}

std::optional<StaticSchedule> scheduleStatically(const WarpLoopPlan& plan, unsigned warpSize, const DataLayout& DL) {
  auto iterations = listIterations(plan, DL);
  std::optional<SmallVector<Value*, 4>> inputs = sourceInputs(plan);
  if (!iterations || iterations->empty() || !inputs) return std::nullopt;
  // Pure instructions anywhere (the inputs' definitions lie outside the loop).
  auto mayFold = [](const Instruction* I) {
    return !I->mayReadOrWriteMemory() && !I->mayHaveSideEffects() && (!isa<CallInst>(I) || isa<IntrinsicInst>(I));
  };
  // Which value is the lane id: none beyond the `& (warpSize - 1)`s, or one input.
  SmallVector<Value*, 4> laneIds{nullptr};
  append_range(laneIds, *inputs);
  for (Value* laneId : laneIds) {
    StaticSchedule schedule;
    DenseMap<const Value*, Constant*> none;
    for (Value* input : *inputs) {
      SmallVector<Constant*, 64> lanes;
      for (unsigned lane = 0; lane < warpSize; ++lane) {
        DenseMap<const Value*, Constant*> memo;
        Constant* value = evaluateInLane(input, lane, {laneId, warpSize}, none, memo, DL, mayFold);
        if (!value || !isa<ConstantInt>(value)) break;
        lanes.push_back(value);
      }
      if (lanes.size() != warpSize) break;
      schedule.inputs.push_back({input, std::move(lanes)});
    }
    if (schedule.inputs.size() != inputs->size()) continue;
    // In the loop, only what the step computes: no further lane-id guesses.
    auto inLoop = [&](const Instruction* I) { return plan.loop->contains(I) && plan.gatherIndex(I) < 0; };
    for (const auto& uniforms : *iterations) {
      SmallVector<SmallVector<int, 64>, 2> perShuffle;
      for (CallInst* gather : plan.gathers) {
        SmallVector<int, 64> sources;
        for (unsigned lane = 0; lane < warpSize; ++lane) {
          DenseMap<const Value*, Constant*> known(uniforms);
          for (const auto& [input, lanes] : schedule.inputs) known[input] = lanes[lane];
          DenseMap<const Value*, Constant*> memo;
          auto* source = dyn_cast_or_null<ConstantInt>(
              evaluateInLane(gather->getArgOperand(1), lane, {}, known, memo, DL, inLoop));
          if (!source) break;
          sources.push_back(static_cast<int>(source->getZExtValue() & (warpSize - 1)));
        }
        if (sources.size() != warpSize) break;
        perShuffle.push_back(std::move(sources));
      }
      if (perShuffle.size() != plan.gathers.size()) break;
      schedule.sources.push_back(std::move(perShuffle));
    }
    if (schedule.sources.size() != iterations->size()) continue;
    schedule.uniforms = std::move(*iterations);
    return schedule;
  }
  return std::nullopt;
}

/// Whether every per-lane instruction of the loop has a vector form here.
bool widenable(const WarpLoopPlan& plan) {
  SmallPtrSet<const Instruction*, 8> hoisted(plan.hoisted.begin(), plan.hoisted.end());
  auto vectorElement = [](Type* type) { return type->isIntegerTy() || type->isFloatingPointTy(); };
  for (PHINode* phi : plan.lanePhis)
    if (!vectorElement(phi->getType())) return false;
  for (Value* in : plan.liveIns)
    if (!vectorElement(in->getType())) return false;
  for (BasicBlock* BB : plan.blocks)
    for (Instruction& I : *BB) {
      if (I.isTerminator() || isa<PHINode>(I) || isa<DbgInfoIntrinsic>(I) || plan.gatherIndex(&I) >= 0 ||
          plan.uniform.contains(&I) || hoisted.contains(&I))
        continue;
      if (!vectorElement(I.getType())) return false;
      if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CmpInst>(I) || isa<SelectInst>(I) ||
          isa<CastInst>(I) || isa<FreezeInst>(I))
        continue;
      auto* intrinsic = dyn_cast<IntrinsicInst>(&I);
      if (!intrinsic || !isTriviallyVectorizable(intrinsic->getIntrinsicID())) return false;
      for (unsigned i = 0; i < intrinsic->arg_size(); ++i)
        if (isVectorIntrinsicWithScalarOpAtArg(intrinsic->getIntrinsicID(), i) &&
            !isa<Constant>(intrinsic->getArgOperand(i)))
          return false;
    }
  return true;
}

/// Each warp as one vector of lanes, iterations unrolled (see the top).
class WarpVectorsBuilder {
 public:
  WarpVectorsBuilder(const WarpLoopPlan& plan, const StaticSchedule& schedule, Function& S, const StepArguments& args,
                     unsigned warpSize)
      : plan_(plan), schedule_(schedule), S_(S), args_(args), C_(S.getContext()), B_(C_), warpSize_(warpSize) {}

  /// Emits the path from `entry` on; `fallback` is the lane loops' entry.
  void build(BasicBlock* entry, BasicBlock* fallback) {
    BasicBlock* checks = schedule_.inputs.empty() ? nullptr : block("warps.check");
    BasicBlock* warps = block("warps");
    BasicBlock* done = block("warps.done");
    B_.SetInsertPoint(entry);
    Value* whole = B_.CreateICmpEQ(B_.CreateAnd(args_.threads, B_.getInt64(warpSize_ - 1)), B_.getInt64(0));
    B_.CreateCondBr(whole, checks ? checks : warps, fallback);

    // The shuffle's inputs must hold the values the sources were listed
    // with, in the lanes taking part (the others may not have stored them).
    BasicBlock* intoWarps = entry;
    if (checks) {
      PHINode* ok = nullptr;
      PHINode* base = warpLoopHeader(checks, entry, [&](PHINode*) {
        ok = B_.CreatePHI(B_.getInt1Ty(), 2, "inputs.ok");
        ok->addIncoming(B_.getTrue(), entry);
      });
      Value* active = activeLanes(base, "check");
      Value* held = B_.getTrue();
      for (const auto& [input, lanes] : schedule_.inputs) {
        Value* matches = B_.CreateICmpEQ(loadLanes(input, base), ConstantVector::get(lanes));
        held = B_.CreateAnd(held, B_.CreateAndReduce(B_.CreateOr(B_.CreateNot(active), matches)));
      }
      Value* stillOk = B_.CreateAnd(ok, held);
      BasicBlock* checked = block("warps.checked");
      closeWarpLoop(base, ok, stillOk, checks, checked);
      B_.SetInsertPoint(checked);
      B_.CreateCondBr(stillOk, warps, fallback);
      intoWarps = checked;
    }

    B_.SetInsertPoint(warps);
    PHINode* base = warpLoopHeader(warps, intoWarps, [](PHINode*) {});
    Value* active = activeLanes(base, "body");
    base_ = base;
    // Warps with no lane taking part are skipped; where every lane takes
    // part, the shuffles need no select on the activity (permuting a vector
    // of i1 costs more than the shuffle itself).
    BasicBlock* some = block("warps.some");
    BasicBlock* every = block("warps.every");
    BasicBlock* partly = block("warps.partly");
    BasicBlock* join = block("warps.join");
    BasicBlock* next = block("warps.next");
    B_.CreateCondBr(B_.CreateOrReduce(active), some, next);
    B_.SetInsertPoint(some);
    B_.CreateCondBr(B_.CreateAndReduce(active), every, partly);
    B_.SetInsertPoint(every);
    SmallVector<Value*, 4> everyResults = runIterations(nullptr);
    BasicBlock* everyEnd = B_.GetInsertBlock();
    B_.CreateBr(join);
    B_.SetInsertPoint(partly);
    SmallVector<Value*, 4> partlyResults = runIterations(active);
    BasicBlock* partlyEnd = B_.GetInsertBlock();
    B_.CreateBr(join);
    B_.SetInsertPoint(join);
    SmallVector<PHINode*, 4> results;
    for (size_t i = 0; i < plan_.lanePhis.size(); ++i) {
      results.push_back(B_.CreatePHI(everyResults[i]->getType(), 2, plan_.lanePhis[i]->getName()));
      results.back()->addIncoming(everyResults[i], everyEnd);
      results.back()->addIncoming(partlyResults[i], partlyEnd);
    }
    for (size_t i = 0; i < plan_.lanePhis.size(); ++i) storeLanes(plan_.lanePhis[i], results[i], base);
    B_.CreateBr(next);
    B_.SetInsertPoint(next);
    closeWarpLoop(base, nullptr, nullptr, warps, done);
    B_.SetInsertPoint(done);
    B_.CreateRetVoid();
  }

 private:
  BasicBlock* block(const Twine& name) { return BasicBlock::Create(C_, name, &S_); }
  VectorType* vectorOf(Type* element) { return FixedVectorType::get(element, warpSize_); }

  /// The unrolled iterations for the warp at base_, from the current block;
  /// `active` (or null: every lane) tells the lanes taking part. Returns the
  /// lane phis' final vectors.
  SmallVector<Value*, 4> runIterations(Value* active) {
    liveIns_.clear();  // loaded again in this block
    for (PHINode* phi : plan_.lanePhis) current_[phi] = loadLanes(phi, base_);
    for (size_t k = 0; k < schedule_.sources.size(); ++k) {
      DenseMap<Value*, Value*> lanes;
      // Each shuffle: every lane's bits, permuted; a source lane that does
      // not take part gives the lane its own bits.
      for (size_t j = 0; j < plan_.gathers.size(); ++j) {
        Value* bits = widen(plan_.gathers[j]->getArgOperand(0), k, lanes);
        if (plan_.word32[j]) bits = B_.CreateTrunc(bits, vectorOf(B_.getInt32Ty()));
        ArrayRef<int> sources = schedule_.sources[k][j];
        Value* gathered = B_.CreateShuffleVector(bits, sources, "gathered");
        if (active) gathered = B_.CreateSelect(B_.CreateShuffleVector(active, sources), gathered, bits);
        lanes[plan_.gathers[j]] = plan_.word32[j] ? B_.CreateZExt(gathered, vectorOf(B_.getInt64Ty())) : gathered;
      }
      SmallVector<Value*, 4> next;
      for (PHINode* phi : plan_.lanePhis) next.push_back(widen(phi->getIncomingValueForBlock(plan_.latch), k, lanes));
      for (size_t i = 0; i < next.size(); ++i) current_[plan_.lanePhis[i]] = next[i];
    }
    SmallVector<Value*, 4> results;
    for (PHINode* phi : plan_.lanePhis) results.push_back(current_[phi]);
    return results;
  }

  /// `for (base = 0; base < threads; base += warpSize)` in `header`, entered
  /// from `from`; `more` adds the loop's other phis. Returns `base`.
  PHINode* warpLoopHeader(BasicBlock* header, BasicBlock* from, function_ref<void(PHINode*)> more) {
    B_.SetInsertPoint(header);
    PHINode* base = B_.CreatePHI(B_.getInt64Ty(), 2, "warp.base");
    base->addIncoming(B_.getInt64(0), from);
    more(base);
    return base;
  }
  /// The back edge of a warp loop from the current block (with `phi` taking
  /// `next`, if any), to `exit` after the last warp.
  void closeWarpLoop(PHINode* base, PHINode* phi, Value* next, BasicBlock* header, BasicBlock* exit) {
    Value* nextBase = B_.CreateNUWAdd(base, B_.getInt64(warpSize_));
    base->addIncoming(nextBase, B_.GetInsertBlock());
    if (phi) phi->addIncoming(next, B_.GetInsertBlock());
    B_.CreateCondBr(B_.CreateICmpULT(nextBase, args_.threads), header, exit);
  }

  /// The warp's lanes taking part, as a vector of i1, by the activity kind
  /// (the step's argument); the builder continues in a new block.
  Value* activeLanes(Value* base, const Twine& name) {
    BasicBlock* allActive = block("warps." + name + ".all");
    BasicBlock* notExited = block("warps." + name + ".not_exited");
    BasicBlock* waitingAt = block("warps." + name + ".waiting_at");
    BasicBlock* joined = block("warps." + name);
    SwitchInst* byKind = B_.CreateSwitch(args_.kind, allActive, 2);
    byKind->addCase(B_.getInt32(static_cast<uint32_t>(GatherActivity::NotExited)), notExited);
    byKind->addCase(B_.getInt32(static_cast<uint32_t>(GatherActivity::WaitingAt)), waitingAt);
    VectorType* maskType = vectorOf(B_.getInt1Ty());
    B_.SetInsertPoint(allActive);
    B_.CreateBr(joined);
    B_.SetInsertPoint(notExited);
    Value* exited = B_.CreateLoad(vectorOf(B_.getInt8Ty()), B_.CreateInBoundsGEP(B_.getInt8Ty(), args_.activity, base));
    Value* alive = B_.CreateICmpEQ(exited, Constant::getNullValue(exited->getType()));
    B_.CreateBr(joined);
    B_.SetInsertPoint(waitingAt);
    Value* points =
        B_.CreateLoad(vectorOf(B_.getInt32Ty()), B_.CreateInBoundsGEP(B_.getInt32Ty(), args_.activity, base));
    Value* waiting = B_.CreateICmpEQ(points, B_.CreateVectorSplat(warpSize_, args_.target));
    B_.CreateBr(joined);
    B_.SetInsertPoint(joined);
    PHINode* active = B_.CreatePHI(maskType, 3, "active");
    active->addIncoming(Constant::getAllOnesValue(maskType), allActive);
    active->addIncoming(alive, notExited);
    active->addIncoming(waiting, waitingAt);
    return active;
  }

  /// The warp's lanes of an array (i1 is kept as bytes).
  Value* loadLanes(Value* key, Value* base) {
    Type* type = key->getType();
    Type* stored = type->isIntegerTy(1) ? B_.getInt8Ty() : type;
    Value* lanes =
        B_.CreateLoad(vectorOf(stored), B_.CreateInBoundsGEP(stored, args_.arrays.lookup(key), base), key->getName());
    return type == stored ? lanes : B_.CreateTrunc(lanes, vectorOf(type));
  }
  void storeLanes(Value* key, Value* lanes, Value* base) {
    Type* type = key->getType();
    Type* stored = type->isIntegerTy(1) ? B_.getInt8Ty() : type;
    if (type != stored) lanes = B_.CreateZExt(lanes, vectorOf(stored));
    B_.CreateStore(lanes, B_.CreateInBoundsGEP(stored, args_.arrays.lookup(key), base));
  }

  /// The warp's vector of a value of the loop in iteration `k`.
  Value* widen(Value* V, size_t k, DenseMap<Value*, Value*>& lanes) {
    if (auto* constant = dyn_cast<Constant>(V)) return B_.CreateVectorSplat(warpSize_, constant);
    if (Constant* uniform = schedule_.uniforms[k].lookup(V)) return B_.CreateVectorSplat(warpSize_, uniform);
    if (Value* known = lanes.lookup(V)) return known;
    if (auto* phi = dyn_cast<PHINode>(V); phi && current_.count(phi)) return current_[phi];
    if (plan_.liveIns.contains(V)) {
      Value*& loaded = liveIns_[V];
      if (!loaded) loaded = loadLanes(V, base_);
      return loaded;
    }
    auto* I = cast<Instruction>(V);
    SmallVector<Value*, 4> operands;
    auto* intrinsic = dyn_cast<IntrinsicInst>(I);
    for (unsigned i = 0; i < I->getNumOperands(); ++i) {
      Value* operand = I->getOperand(i);
      const bool scalar =
          intrinsic && (isa<Function>(operand) || isVectorIntrinsicWithScalarOpAtArg(intrinsic->getIntrinsicID(), i));
      operands.push_back(scalar ? operand : widen(operand, k, lanes));
    }
    Value* wide;
    if (auto* binary = dyn_cast<BinaryOperator>(I))
      wide = B_.CreateBinOp(binary->getOpcode(), operands[0], operands[1], I->getName());
    else if (auto* unary = dyn_cast<UnaryOperator>(I))
      wide = B_.CreateUnOp(unary->getOpcode(), operands[0], I->getName());
    else if (auto* cmp = dyn_cast<CmpInst>(I))
      wide = B_.CreateCmp(cmp->getPredicate(), operands[0], operands[1], I->getName());
    else if (isa<SelectInst>(I))
      wide = B_.CreateSelect(operands[0], operands[1], operands[2], I->getName());
    else if (auto* cast = dyn_cast<CastInst>(I))
      wide = B_.CreateCast(cast->getOpcode(), operands[0], vectorOf(I->getType()), I->getName());
    else if (isa<FreezeInst>(I))
      wide = B_.CreateFreeze(operands[0], I->getName());
    else
      wide = widenIntrinsic(*intrinsic, operands);
    if (auto* wideInstruction = dyn_cast<Instruction>(wide)) wideInstruction->copyIRFlags(I);
    return lanes[V] = wide;
  }

  Value* widenIntrinsic(IntrinsicInst& call, ArrayRef<Value*> operands) {
    const Intrinsic::ID id = call.getIntrinsicID();
    // LLVM 16: the return type is always the first overloaded type.
    SmallVector<Type*, 2> overloads{vectorOf(call.getType())};
    SmallVector<Value*, 4> arguments(operands.begin(), operands.begin() + call.arg_size());
    for (unsigned i = 0; i < arguments.size(); ++i)
      if (isVectorIntrinsicWithOverloadTypeAtArg(id, i)) overloads.push_back(arguments[i]->getType());
    Function* declaration = Intrinsic::getDeclaration(S_.getParent(), id, overloads);
    return B_.CreateCall(declaration, arguments, call.getName());
  }

  const WarpLoopPlan& plan_;
  const StaticSchedule& schedule_;
  Function& S_;
  const StepArguments& args_;
  LLVMContext& C_;
  IRBuilder<> B_;
  const unsigned warpSize_;
  Value* base_ = nullptr;
  DenseMap<Value*, Value*> current_;  ///< lane phi -> its vector in the iteration being built
  DenseMap<Value*, Value*> liveIns_;  ///< live-in -> its vector
};

}  // namespace

SmallVector<CallInst*, 2> buildWarpLoopStep(const WarpLoopPlan& plan, Function& S, unsigned warpSize) {
  StepArguments args(plan, S);
  BasicBlock* entry = BasicBlock::Create(S.getContext(), "entry", &S);
  auto [lanes, gatherCalls] = LaneLoopsBuilder(plan, S, args, warpSize).build();
  std::optional<StaticSchedule> schedule;
  if (widenable(plan)) schedule = scheduleStatically(plan, warpSize, S.getParent()->getDataLayout());
  if (schedule)
    WarpVectorsBuilder(plan, *schedule, S, args, warpSize).build(entry, lanes);
  else
    BranchInst::Create(lanes, entry);
  return gatherCalls;
}

}  // namespace openhip

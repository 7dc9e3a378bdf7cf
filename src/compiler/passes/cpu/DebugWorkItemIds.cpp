#include "cpu/DebugWorkItemIds.h"

#include "common/LaunchContext.h"
#include "common/LoweringContract.h"
#include "openhip/abi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {
namespace {

/// The four variables of one compile unit, in the order of their names.
constexpr const char* kNames[] = {"threadIdx", "blockIdx", "blockDim", "gridDim"};
enum { ThreadIdx, BlockIdx, BlockDim, GridDim, VariableCount };

struct UnitVariables {
  GlobalVariable* variables[VariableCount] = {};
};

class DebugVariableEmitter {
 public:
  explicit DebugVariableEmitter(Module& module) : module_(module), context_(module.getContext()) {}

  bool run();

 private:
  UnitVariables& variablesFor(DICompileUnit* unit, DIFile* file);
  void storeIds(IRBuilder<>& builder, GlobalVariable* variable, ArrayRef<Value*> ids);
  Value* localId(IRBuilder<>& builder, unsigned dim);
  void instrument(Function& kernel, const UnitVariables& variables);

  Module& module_;
  LLVMContext& context_;
  StructType* uint3_ = StructType::get(context_, {Type::getInt32Ty(context_), Type::getInt32Ty(context_),
                                                  Type::getInt32Ty(context_)});
  DenseMap<DICompileUnit*, UnitVariables> units_;
};

UnitVariables& DebugVariableEmitter::variablesFor(DICompileUnit* unit, DIFile* file) {
  auto [it, inserted] = units_.try_emplace(unit);
  if (!inserted) return it->second;
  DIBuilder builder(module_, /*AllowUnresolved=*/false, unit);
  DIBasicType* u32 = builder.createBasicType("unsigned int", 32, dwarf::DW_ATE_unsigned);
  SmallVector<Metadata*, 3> members;
  const char* fields[] = {"x", "y", "z"};
  DICompositeType* type = builder.createStructType(unit, "uint3", file, 0, 96, 32, DINode::FlagZero, nullptr,
                                                   builder.getOrCreateArray({}));
  for (unsigned i = 0; i < 3; ++i)
    members.push_back(builder.createMemberType(type, fields[i], file, 0, 32, 32, 32 * i, DINode::FlagZero, u32));
  builder.replaceArrays(type, builder.getOrCreateArray(members));
  for (unsigned v = 0; v < VariableCount; ++v) {
    auto* global = new GlobalVariable(module_, uint3_, false, GlobalValue::InternalLinkage,
                                      ConstantAggregateZero::get(uint3_), std::string("__openhip_debug.") + kNames[v],
                                      nullptr, GlobalValue::GeneralDynamicTLSModel);
    global->addDebugInfo(builder.createGlobalVariableExpression(unit, kNames[v], global->getName(), file, 0, type,
                                                                /*IsLocalToUnit=*/true));
    it->second.variables[v] = global;
  }
  builder.finalize();
  return it->second;
}

Value* DebugVariableEmitter::localId(IRBuilder<>& builder, unsigned dim) {
  FunctionCallee callee = module_.getOrInsertFunction(contract::LocalIdFn, builder.getInt32Ty(), builder.getInt32Ty());
  auto* declaration = cast<Function>(callee.getCallee());
  declaration->setDoesNotThrow();
  declaration->setDoesNotAccessMemory();
  declaration->setWillReturn();
  CallInst* call = builder.CreateCall(callee, {builder.getInt32(dim)});
  call->setAttributes(declaration->getAttributes());
  return call;
}

void DebugVariableEmitter::storeIds(IRBuilder<>& builder, GlobalVariable* variable, ArrayRef<Value*> ids) {
  for (unsigned dim = 0; dim < 3; ++dim)
    builder.CreateStore(ids[dim], builder.CreateConstInBoundsGEP2_32(uint3_, variable, 0, dim));
}

void DebugVariableEmitter::instrument(Function& kernel, const UnitVariables& variables) {
  // Line 0: gdb places a line's breakpoint after these stores.
  DebugLoc hidden = DILocation::get(context_, 0, 0, kernel.getSubprogram());
  IRBuilder<> builder(&*kernel.getEntryBlock().getFirstInsertionPt());
  builder.SetCurrentDebugLocation(hidden);
  Value* ctx = getLaunchCtxArg(kernel);
  const unsigned fields[] = {OPENHIP_CTX_BLOCK_IDX, OPENHIP_CTX_BLOCK_DIM, OPENHIP_CTX_GRID_DIM};
  for (unsigned v = BlockIdx; v < VariableCount; ++v) {
    Value* ids[3];
    for (unsigned dim = 0; dim < 3; ++dim) ids[dim] = createCtxFieldLoad(builder, ctx, fields[v - BlockIdx], dim);
    storeIds(builder, variables.variables[v], ids);
  }

  SmallVector<Instruction*, 64> lineStarts;
  for (BasicBlock& block : kernel) {
    unsigned line = 0;
    for (Instruction& inst : block) {
      if (isa<PHINode>(inst) || isa<DbgInfoIntrinsic>(inst) || inst.isEHPad()) continue;
      const DebugLoc& location = inst.getDebugLoc();
      if (!location || location.getLine() == 0 || location.getLine() == line) continue;
      line = location.getLine();
      lineStarts.push_back(&inst);
    }
  }
  for (Instruction* start : lineStarts) {
    builder.SetInsertPoint(start);
    builder.SetCurrentDebugLocation(hidden);
    Value* ids[3] = {localId(builder, 0), localId(builder, 1), localId(builder, 2)};
    storeIds(builder, variables.variables[ThreadIdx], ids);
  }
}

bool DebugVariableEmitter::run() {
  bool changed = false;
  for (Function& function : module_) {
    DISubprogram* subprogram = function.getSubprogram();
    if (!isKernel(function) || function.isDeclaration() || !subprogram || !getLaunchCtxArg(function)) continue;
    DICompileUnit* unit = subprogram->getUnit();
    if (!unit || unit->getEmissionKind() != DICompileUnit::FullDebug) continue;
    instrument(function, variablesFor(unit, subprogram->getFile()));
    changed = true;
  }
  return changed;
}

}  // namespace

PreservedAnalyses DebugWorkItemIdsPass::run(Module& module, ModuleAnalysisManager&) {
  return DebugVariableEmitter(module).run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip

#include "cpu/EmitBlockFunctions.h"

#include "common/LaunchContext.h"
#include "common/LoweringDiagnostic.h"
#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Triple.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace openhip {
namespace {

std::string symbolSafe(StringRef text) {
  std::string symbol;
  for (char c : text) symbol += (isAlnum(c) || c == '_') ? c : '_';
  return symbol;
}

uint64_t integerAttribute(const Function& function, StringRef name) {
  Attribute attribute = function.getFnAttribute(name);
  uint64_t value = 0;
  if (attribute.isStringAttribute()) attribute.getValueAsString().getAsInteger(10, value);
  return value;
}

/// Does `kernel` ask for float subnormals flushed to zero (clang's
/// -fgpu-flush-denormals-to-zero gives it "denormal-fp-math-f32" =
/// preserve-sign) without touching doubles? x86's MXCSR flush bits, which the
/// runtime sets for it, cover both precisions where a GPU flushes floats
/// only, so a kernel with any double value (or a call it cannot see into)
/// keeps IEEE subnormals (docs/hipcc.md, "Subnormals"). The lowering's own
/// float math (`openhip.expf` & co.) computes in doubles whose flushing
/// cannot change its float results: calls to it do not count.
bool flushesFloatSubnormals(Function& kernel) {
  if (kernel.getDenormalMode(APFloat::IEEEsingle()) != DenormalMode::getPreserveSign()) return false;
  auto isDouble = [](const Type* type) { return type->getScalarType()->isDoubleTy(); };
  SmallPtrSet<const Function*, 16> seen{&kernel};
  SmallVector<const Function*, 16> worklist{&kernel};
  while (!worklist.empty()) {
    const Function* function = worklist.pop_back_val();
    for (const Instruction& I : instructions(*function)) {
      if (isDouble(I.getType()) || any_of(I.operands(), [&](const Use& use) { return isDouble(use->getType()); }))
        return false;
      const auto* call = dyn_cast<CallBase>(&I);
      if (!call) continue;
      const Function* callee = call->getCalledFunction();
      if (!callee) return false;
      if (!callee->isDeclaration() && !callee->hasFnAttribute(cpu::DoublesStayNormalAttr) &&
          seen.insert(callee).second)
        worklist.push_back(callee);
    }
  }
  return true;
}

/// One kernel table: its id and the kernels and variables it lists, each
/// under the name the host registers it by.
struct TableContents {
  std::string id;
  std::vector<std::pair<std::string, Function*>> kernels;
  std::vector<std::pair<std::string, GlobalVariable*>> vars;
};

class TableEmitter {
 public:
  TableEmitter(Module& module, StringRef tableId)
      : module_(module), context_(module.getContext()), layout_(module.getDataLayout()), tableId_(tableId),
        symbolSuffix_(symbolSafe(tableId)) {}

  void run();

 private:
  Function* emitBlockFunction(Function& kernel);
  Constant* kernelEntry(Function& kernel, Function& blockFunction, StringRef name);
  Constant* varEntry(GlobalVariable& variable, StringRef name);
  /// The tables to emit: one per unit of relocatable device code, else one
  /// holding every kernel and device variable of the module.
  std::vector<TableContents> tableContents(ArrayRef<Function*> kernels);
  GlobalVariable* emitTable(const TableContents& contents, const DenseMap<Function*, Function*>& blocks);
  Constant* privateConstant(Constant* value, const Twine& name);
  Constant* cString(StringRef text, const Twine& name);
  void internalizeDefinitions();

  Module& module_;
  LLVMContext& context_;
  const DataLayout& layout_;
  std::string tableId_;
  std::string symbolSuffix_;
  Type* ptr_ = PointerType::get(context_, 0);
  IntegerType* i32_ = Type::getInt32Ty(context_);
  IntegerType* i64_ = Type::getInt64Ty(context_);
};

Constant* TableEmitter::privateConstant(Constant* value, const Twine& name) {
  auto* global = new GlobalVariable(module_, value->getType(), true, GlobalValue::PrivateLinkage, value, name);
  global->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  return global;
}

Constant* TableEmitter::cString(StringRef text, const Twine& name) {
  return privateConstant(ConstantDataArray::getString(context_, text), name);
}

Function* TableEmitter::emitBlockFunction(Function& kernel) {
  auto* type = FunctionType::get(Type::getVoidTy(context_), {ptr_, ptr_}, false);
  Function* block =
      Function::Create(type, GlobalValue::InternalLinkage, "__openhip_block." + kernel.getName(), module_);
  block->setDoesNotThrow();
  block->getArg(0)->setName("args");
  block->getArg(1)->setName("ctx");
  IRBuilder<> builder(BasicBlock::Create(context_, "entry", block));
  SmallVector<Value*, 8> callArgs;
  unsigned paramCount = kernel.arg_size() - 1;
  for (unsigned i = 0; i < paramCount; ++i) {
    Value* slot = builder.CreateConstInBoundsGEP1_64(ptr_, block->getArg(0), i);
    Value* argPointer = builder.CreateLoad(ptr_, slot, "arg" + Twine(i) + ".ptr");
    if (kernel.hasParamAttribute(i, Attribute::ByVal)) {
      // The launch's copy of a byval parameter, shared by the work-items: a
      // kernel that writes it works on its own copies (front/PrivateByValCopies.h).
      callArgs.push_back(argPointer);
    } else {
      Type* paramType = kernel.getArg(i)->getType();
      callArgs.push_back(builder.CreateAlignedLoad(paramType, argPointer, layout_.getABITypeAlign(paramType),
                                                   "arg" + Twine(i)));
    }
  }
  callArgs.push_back(block->getArg(1));
  CallInst* call = builder.CreateCall(kernel.getFunctionType(), &kernel, callArgs);
  builder.CreateRetVoid();
  // With debug info, the block function is an artificial function at the
  // kernel's line, so that the kernel inlined into it keeps its line table
  // and variables (gdb breaks on kernel source lines, docs/debugging.md).
  if (DISubprogram* kernelInfo = kernel.getSubprogram()) {
    DIBuilder debug(module_, /*AllowUnresolved=*/false, kernelInfo->getUnit());
    DISubprogram* blockInfo = debug.createFunction(
        kernelInfo->getFile(), block->getName(), StringRef(), kernelInfo->getFile(), kernelInfo->getLine(),
        debug.createSubroutineType(debug.getOrCreateTypeArray({})), kernelInfo->getLine(),
        DINode::FlagArtificial | DINode::FlagPrototyped, DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit);
    block->setSubprogram(blockInfo);
    call->setDebugLoc(DILocation::get(context_, kernelInfo->getLine(), 0, blockInfo));
    debug.finalize();
  }
  return block;
}

Constant* TableEmitter::kernelEntry(Function& kernel, Function& blockFunction, StringRef name) {
  unsigned paramCount = kernel.arg_size() - 1;
  SmallVector<Constant*, 8> sizes, aligns;
  for (unsigned i = 0; i < paramCount; ++i) {
    Type* valueType = kernel.getParamByValType(i);
    if (!valueType) valueType = kernel.getArg(i)->getType();
    Align alignment = layout_.getABITypeAlign(valueType);
    if (MaybeAlign paramAlign = kernel.getParamAlign(i); paramAlign && valueType != kernel.getArg(i)->getType())
      alignment = std::max(alignment, *paramAlign);
    sizes.push_back(ConstantInt::get(i32_, layout_.getTypeAllocSize(valueType).getFixedValue()));
    aligns.push_back(ConstantInt::get(i32_, alignment.value()));
  }
  Constant* sizeArray = ConstantPointerNull::get(cast<PointerType>(ptr_));
  Constant* alignArray = sizeArray;
  if (paramCount > 0) {
    sizeArray = privateConstant(ConstantArray::get(ArrayType::get(i32_, paramCount), sizes),
                                "__openhip_arg_sizes." + kernel.getName());
    alignArray = privateConstant(ConstantArray::get(ArrayType::get(i32_, paramCount), aligns),
                                 "__openhip_arg_aligns." + kernel.getName());
  }
  uint32_t flags = 0;
  if (kernel.hasFnAttribute(contract::HasBarriersAttr)) flags |= OPENHIP_KERNEL_HAS_BARRIERS;
  if (kernel.hasFnAttribute(attrs::UsesDynamicSharedAttr)) flags |= OPENHIP_KERNEL_USES_DYNAMIC_SHARED;
  if (kernel.hasFnAttribute(cpu::SanitizedAttr)) flags |= OPENHIP_KERNEL_SANITIZED;
  if (Triple(module_.getTargetTriple()).isX86() && flushesFloatSubnormals(kernel))
    flags |= OPENHIP_KERNEL_FLUSHES_SUBNORMALS;
  auto* entryType = StructType::get(context_, {ptr_, ptr_, i64_, i64_, i32_, i32_, i32_, ptr_, ptr_});
  return ConstantStruct::get(
      entryType, {cString(name, "__openhip_name." + kernel.getName()), &blockFunction,
                  ConstantInt::get(i64_, integerAttribute(kernel, attrs::StaticSharedSizeAttr)),
                  ConstantInt::get(i64_, integerAttribute(kernel, contract::PrivateSizeAttr)),
                  ConstantInt::get(i32_, flags), ConstantInt::get(i32_, integerAttribute(kernel, attrs::MaxThreadsAttr)),
                  ConstantInt::get(i32_, paramCount), sizeArray, alignArray});
}

Constant* TableEmitter::varEntry(GlobalVariable& variable, StringRef name) {
  auto* entryType = StructType::get(context_, {ptr_, ptr_, i64_});
  uint64_t size = layout_.getTypeAllocSize(variable.getValueType()).getFixedValue();
  return ConstantStruct::get(entryType, {cString(name, "__openhip_var_name." + variable.getName()),
                                         &variable, ConstantInt::get(i64_, size)});
}

std::vector<TableContents> TableEmitter::tableContents(ArrayRef<Function*> kernels) {
  std::vector<TableContents> tables;
  NamedMDNode* units = module_.getNamedMetadata(attrs::RdcUnitsMD);
  if (!units) {
    TableContents all;
    all.id = tableId_;
    for (Function* kernel : kernels) all.kernels.emplace_back(kernel->getName().str(), kernel);
    for (GlobalVariable& global : module_.globals())
      if (global.hasMetadata(attrs::DeviceVarMD) && !global.isDeclaration())
        all.vars.emplace_back(global.getName().str(), &global);
    tables.push_back(std::move(all));
    return tables;
  }
  // Pairs of (registered name, symbol); symbols the lowering removed or made
  // something else (a __managed__ variable) are left out.
  auto pairs = [](const MDNode* list, auto&& add) {
    for (unsigned i = 0; list && i + 1 < list->getNumOperands(); i += 2) {
      auto* name = dyn_cast_or_null<MDString>(list->getOperand(i));
      auto* symbol = dyn_cast_or_null<MDString>(list->getOperand(i + 1));
      if (name && symbol) add(name->getString(), symbol->getString());
    }
  };
  for (const MDNode* unit : units->operands()) {
    auto* id = unit->getNumOperands() == 3 ? dyn_cast_or_null<MDString>(unit->getOperand(0)) : nullptr;
    if (!id) continue;
    TableContents contents;
    contents.id = id->getString().str();
    pairs(dyn_cast_or_null<MDNode>(unit->getOperand(1)), [&](StringRef name, StringRef symbol) {
      Function* kernel = module_.getFunction(symbol);
      if (kernel && is_contained(kernels, kernel)) contents.kernels.emplace_back(name.str(), kernel);
    });
    pairs(dyn_cast_or_null<MDNode>(unit->getOperand(2)), [&](StringRef name, StringRef symbol) {
      GlobalVariable* global = module_.getGlobalVariable(symbol, /*AllowInternal=*/true);
      if (global && global->hasMetadata(attrs::DeviceVarMD) && !global->isDeclaration())
        contents.vars.emplace_back(name.str(), global);
    });
    tables.push_back(std::move(contents));
  }
  module_.eraseNamedMetadata(units);
  return tables;
}

GlobalVariable* TableEmitter::emitTable(const TableContents& contents,
                                        const DenseMap<Function*, Function*>& blocks) {
  std::string suffix = symbolSafe(contents.id);
  SmallVector<Constant*, 8> kernelEntries, varEntries;
  for (const auto& [name, kernel] : contents.kernels)
    kernelEntries.push_back(kernelEntry(*kernel, *blocks.lookup(kernel), name));
  for (const auto& [name, variable] : contents.vars) varEntries.push_back(varEntry(*variable, name));

  auto* kernelEntryType = StructType::get(context_, {ptr_, ptr_, i64_, i64_, i32_, i32_, i32_, ptr_, ptr_});
  auto* varEntryType = StructType::get(context_, {ptr_, ptr_, i64_});
  Constant* kernelArray =
      privateConstant(ConstantArray::get(ArrayType::get(kernelEntryType, kernelEntries.size()), kernelEntries),
                      "__openhip_kernels." + suffix);
  Constant* varArray = privateConstant(
      ConstantArray::get(ArrayType::get(varEntryType, varEntries.size()), varEntries), "__openhip_vars." + suffix);
  // The CPU the code is for, as the retarget pass recorded it.
  Constant* cpuTarget = Constant::getNullValue(ptr_);
  if (auto* name = dyn_cast_or_null<MDString>(module_.getModuleFlag(attrs::CpuTargetFlag)))
    cpuTarget = cString(name->getString(), "__openhip_cpu_target." + suffix);
  uint64_t cpuFeatures = 0;
  if (auto* flag = mdconst::extract_or_null<ConstantInt>(module_.getModuleFlag(attrs::CpuFeaturesFlag)))
    cpuFeatures = flag->getZExtValue();
  auto* tableType = StructType::get(context_, {i32_, i32_, ptr_, i32_, i32_, ptr_, ptr_, ptr_, i64_});
  Constant* tableValue = ConstantStruct::get(
      tableType, {ConstantInt::get(i32_, OPENHIP_ABI_VERSION), ConstantInt::get(i32_, getModuleWarpSize(module_)),
                  cString(contents.id, "__openhip_table_id." + suffix), ConstantInt::get(i32_, kernelEntries.size()),
                  ConstantInt::get(i32_, varEntries.size()), kernelArray, varArray, cpuTarget,
                  ConstantInt::get(i64_, cpuFeatures)});
  return new GlobalVariable(module_, tableType, true, GlobalValue::InternalLinkage, tableValue,
                            EmitBlockFunctionsPass::tableSymbol(contents.id));
}

void TableEmitter::internalizeDefinitions() {
  for (GlobalValue& value : module_.global_values()) {
    if (value.isDeclaration() || value.getName().startswith("llvm.")) continue;
    if (value.hasLocalLinkage()) continue;
    value.setLinkage(GlobalValue::InternalLinkage);
    value.setVisibility(GlobalValue::DefaultVisibility);
    value.setDLLStorageClass(GlobalValue::DefaultStorageClass);
    if (auto* object = dyn_cast<GlobalObject>(&value)) object->setComdat(nullptr);
  }
  // Comdats that lost all members would be empty sections.
  SmallVector<StringRef, 8> unused;
  for (auto& entry : module_.getComdatSymbolTable()) unused.push_back(entry.getKey());
  for (GlobalObject& object : module_.global_objects())
    if (const Comdat* comdat = object.getComdat()) erase_value(unused, comdat->getName());
  for (StringRef name : unused) module_.getComdatSymbolTable().erase(name);
}

void TableEmitter::run() {
  SmallVector<Function*, 8> kernels;
  for (Function& function : module_)
    if (isKernel(function) && !function.isDeclaration()) kernels.push_back(&function);

  DenseMap<Function*, Function*> blocks;
  for (Function* kernel : kernels) {
    if (!getLaunchCtxArg(*kernel)) {
      reportLoweringError(*kernel, nullptr, "internal compiler error: kernel has no launch-context parameter");
      return;
    }
    blocks[kernel] = emitBlockFunction(*kernel);
  }
  SmallVector<GlobalVariable*, 4> tables;
  for (const TableContents& contents : tableContents(kernels)) tables.push_back(emitTable(contents, blocks));
  for (Function* kernel : kernels) {
    kernel->setLinkage(GlobalValue::InternalLinkage);
    kernel->removeFnAttr(Attribute::NoInline);
    kernel->removeFnAttr(Attribute::OptimizeNone);
    kernel->addFnAttr(Attribute::AlwaysInline);
  }

  auto* registerType = FunctionType::get(Type::getVoidTy(context_), {ptr_}, false);
  FunctionCallee registerTable = module_.getOrInsertFunction("__openhip_register_cpu_table", registerType);
  Function* constructor =
      Function::Create(FunctionType::get(Type::getVoidTy(context_), false), GlobalValue::InternalLinkage,
                       "__openhip_register." + symbolSuffix_, module_);
  IRBuilder<> builder(BasicBlock::Create(context_, "entry", constructor));
  for (GlobalVariable* table : tables) builder.CreateCall(registerTable, {static_cast<Value*>(table)});
  builder.CreateRetVoid();
  appendToGlobalCtors(module_, constructor, TableConstructorPriority);
  // The constructor runs on every CPU the program is started on, before the
  // runtime has chosen a table: plain x86-64 code, whatever the target.
  if (Triple(module_.getTargetTriple()).isX86()) {
    constructor->addFnAttr("target-cpu", "x86-64");
    constructor->addFnAttr("target-features", "");
  }

  internalizeDefinitions();
  // Barriers are lowered: nothing needs `convergent` any more, and it only
  // restrains the optimizer on the CPU.
  // Unwind tables as in host code, so gdb, perf and sanitizers can walk
  // through kernel frames.
  for (Function& function : module_) {
    function.removeFnAttr(Attribute::Convergent);
    if (!function.isDeclaration()) function.setUWTableKind(UWTableKind::Async);
    for (Instruction& inst : instructions(function))
      if (auto* call = dyn_cast<CallBase>(&inst)) call->removeFnAttr(Attribute::Convergent);
  }
  // Unused declarations (e.g. clang's extern_weak threadIdx placeholders).
  for (GlobalVariable& global : make_early_inc_range(module_.globals()))
    if (global.isDeclaration() && (global.removeDeadConstantUsers(), global.use_empty())) global.eraseFromParent();
  for (Function& function : make_early_inc_range(module_))
    if (function.isDeclaration() && function.use_empty()) function.eraseFromParent();
}

}  // namespace

std::string EmitBlockFunctionsPass::tableSymbol(StringRef tableId) {
  return "__openhip_cpu_table." + symbolSafe(tableId);
}

PreservedAnalyses EmitBlockFunctionsPass::run(Module& module, ModuleAnalysisManager&) {
  TableEmitter(module, tableId_).run();
  return PreservedAnalyses::none();
}

}  // namespace openhip

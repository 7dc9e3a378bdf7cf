; A __managed__ variable with internal linkage cannot be bound to its host
; definition: a clear error at the variable's declaration.
; RUN: not opt -load-pass-plugin=%plugin -passes='openhip-retarget<warp-size=32>,openhip-strip-address-spaces,openhip-map-work-item-intrinsics' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@_ZL5local = internal addrspace(1) externally_initialized global i32 0, align 4
@.managed = private unnamed_addr constant [16 x i8] c"openhip.managed\00", section "llvm.metadata"
@.file = private unnamed_addr constant [8 x i8] c"app.hip\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @_ZL5local to ptr), ptr @.managed, ptr @.file, i32 7, ptr null }], section "llvm.metadata"

; CHECK: app.hip:7: error: __managed__ variable 'local' must have external linkage

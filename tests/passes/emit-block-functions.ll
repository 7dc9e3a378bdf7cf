; EmitBlockFunctions: C-ABI block entries, the kernel table with argument
; sizes/alignments, flags and sizes from the kernel attributes, device
; variables, the registration constructor, and internalization.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-emit-block-functions<table-id=tu-42.cu>' -S %s \
; RUN:   | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, double, [3 x i8] }

$helper_odr = comdat any

@gvar = externally_initialized global [4 x float] zeroinitializer, align 16, !openhip.device_var !0
@threadIdx = extern_weak global i8

; CHECK-NOT: @threadIdx
; CHECK: @gvar = internal externally_initialized global [4 x float] zeroinitializer, align 16
; CHECK: @__openhip_arg_sizes._Z6kernelP1SPfib = private unnamed_addr constant [4 x i32] [i32 24, i32 8, i32 4, i32 1]
; CHECK: @__openhip_arg_aligns._Z6kernelP1SPfib = private unnamed_addr constant [4 x i32] [i32 16, i32 8, i32 4, i32 1]
; CHECK: @__openhip_name._Z6kernelP1SPfib = private unnamed_addr constant [17 x i8] c"_Z6kernelP1SPfib\00"
; CHECK: @__openhip_name._Z5emptyv = private unnamed_addr constant [10 x i8] c"_Z5emptyv\00"
; CHECK: @__openhip_var_name.gvar = private unnamed_addr constant [5 x i8] c"gvar\00"
; CHECK: @__openhip_kernels.tu_42_cu = private unnamed_addr constant [2 x { ptr, ptr, i64, i64, i32, i32, i32, ptr, ptr }]
; CHECK-SAME: { ptr @__openhip_name._Z6kernelP1SPfib, ptr @__openhip_block._Z6kernelP1SPfib, i64 128, i64 12, i32 3, i32 256, i32 4, ptr @__openhip_arg_sizes._Z6kernelP1SPfib, ptr @__openhip_arg_aligns._Z6kernelP1SPfib }
; CHECK-SAME: { ptr @__openhip_name._Z5emptyv, ptr @__openhip_block._Z5emptyv, i64 0, i64 0, i32 0, i32 0, i32 0, ptr null, ptr null }
; CHECK: @__openhip_vars.tu_42_cu = private unnamed_addr constant [1 x { ptr, ptr, i64 }] [{ ptr, ptr, i64 } { ptr @__openhip_var_name.gvar, ptr @gvar, i64 16 }]
; CHECK: @__openhip_table_id.tu_42_cu = private unnamed_addr constant [9 x i8] c"tu-42.cu\00"
; CHECK: @__openhip_cpu_table.tu_42_cu = internal constant { i32, i32, ptr, i32, i32, ptr, ptr, ptr, i64 } { i32 2, i32 32, ptr @__openhip_table_id.tu_42_cu, i32 2, i32 1, ptr @__openhip_kernels.tu_42_cu, ptr @__openhip_vars.tu_42_cu, ptr null, i64 0 }
; CHECK: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @__openhip_register.tu_42_cu, ptr null }]

; CHECK: define internal void @_Z6kernelP1SPfib(ptr byval(%struct.S) align 16 %s, ptr %out, i32 %n, i1 zeroext %flag, ptr %ctx) #[[KERNEL:[0-9]+]]
; CHECK: call void @helper(){{$}}
define void @_Z6kernelP1SPfib(ptr byval(%struct.S) align 16 %s, ptr %out, i32 %n, i1 zeroext %flag, ptr %ctx) #0 {
  call void @helper() #3
  call void @helper_odr()
  ret void
}

; CHECK: define internal void @helper() #[[HELPER:[0-9]+]]
define void @helper() #2 {
  ret void
}

; CHECK: define internal void @helper_odr() #[[ODR:[0-9]+]] {
define linkonce_odr void @helper_odr() comdat {
  ret void
}

; CHECK: define internal void @_Z5emptyv(ptr %ctx) #[[EMPTY:[0-9]+]]
define void @_Z5emptyv(ptr %ctx) #1 {
  ret void
}

; CHECK-LABEL: define internal void @__openhip_block._Z6kernelP1SPfib(ptr %args, ptr %ctx)
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[SLOT0:[0-9]+]] = getelementptr inbounds ptr, ptr %args, i64 0
; CHECK-NEXT: %arg0.ptr = load ptr, ptr %[[SLOT0]], align 8
; CHECK-NEXT: %[[SLOT1:[0-9]+]] = getelementptr inbounds ptr, ptr %args, i64 1
; CHECK-NEXT: %arg1.ptr = load ptr, ptr %[[SLOT1]], align 8
; CHECK-NEXT: %arg1 = load ptr, ptr %arg1.ptr, align 8
; CHECK-NEXT: %[[SLOT2:[0-9]+]] = getelementptr inbounds ptr, ptr %args, i64 2
; CHECK-NEXT: %arg2.ptr = load ptr, ptr %[[SLOT2]], align 8
; CHECK-NEXT: %arg2 = load i32, ptr %arg2.ptr, align 4
; CHECK-NEXT: %[[SLOT3:[0-9]+]] = getelementptr inbounds ptr, ptr %args, i64 3
; CHECK-NEXT: %arg3.ptr = load ptr, ptr %[[SLOT3]], align 8
; CHECK-NEXT: %arg3 = load i1, ptr %arg3.ptr, align 1
; CHECK-NEXT: call void @_Z6kernelP1SPfib(ptr %arg0.ptr, ptr %arg1, i32 %arg2, i1 %arg3, ptr %ctx)
; CHECK-NEXT: ret void

; CHECK-LABEL: define internal void @__openhip_block._Z5emptyv(ptr %args, ptr %ctx)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @_Z5emptyv(ptr %ctx)

; CHECK: declare void @__openhip_register_cpu_table(ptr)
; CHECK-LABEL: define internal void @__openhip_register.tu_42_cu()
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__openhip_register_cpu_table(ptr @__openhip_cpu_table.tu_42_cu)

; No `convergent` survives; kernels are alwaysinline into their block entry;
; definitions get unwind tables (for debuggers and profilers).
; CHECK-NOT: convergent
; CHECK-DAG: attributes #[[HELPER]] = { nounwind uwtable }
; CHECK-DAG: attributes #[[ODR]] = { uwtable }
; CHECK-DAG: attributes #[[KERNEL]] = { alwaysinline uwtable "openhip-has-barriers" "openhip-kernel" "openhip-max-threads-per-block"="256" "openhip-private-size"="12" "openhip-static-shared-size"="128" "openhip-uses-dynamic-shared" }
; CHECK-DAG: attributes #[[EMPTY]] = { alwaysinline uwtable "openhip-kernel" "openhip-private-size"="0" "openhip-static-shared-size"="0" }
; CHECK-NOT: convergent

attributes #0 = { convergent "openhip-kernel" "openhip-private-size"="12" "openhip-has-barriers" "openhip-static-shared-size"="128" "openhip-uses-dynamic-shared" "openhip-max-threads-per-block"="256" }
attributes #1 = { noinline "openhip-kernel" "openhip-private-size"="0" "openhip-static-shared-size"="0" }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent }

!llvm.module.flags = !{!1}
!0 = !{}
!1 = !{i32 1, !"openhip-warp-size", i32 32}

; MapWorkItemIntrinsics, __managed__ variables (annotated "openhip.managed" by
; include/openhip/device_heap.h): kernels reach the storage through a pointer
; slot (one invariant load per use, constant expressions expanded first);
; the variable becomes a weak reference to the host's definition, leaves the
; used lists and the annotations, and a constructor registers slot, host
; address, name, size and initial value with the runtime. Other annotations
; and plain __device__ variables stay.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-retarget<warp-size=32>,openhip-strip-address-spaces,openhip-map-work-item-intrinsics' \
; RUN:   -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@counter = dso_local addrspace(1) externally_initialized global i32 5, align 4
@table = dso_local addrspace(1) externally_initialized global [8 x double] zeroinitializer, align 8
@plain = dso_local addrspace(1) externally_initialized global i32 0, align 4
@.managed = private unnamed_addr constant [16 x i8] c"openhip.managed\00", section "llvm.metadata"
@.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.hip\00", section "llvm.metadata"
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr @.managed, ptr @.file, i32 3, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr @.managed, ptr @.file, i32 4, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @plain to ptr), ptr @.other, ptr @.file, i32 5, ptr null }], section "llvm.metadata"
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr addrspacecast (ptr addrspace(1) @plain to ptr)], section "llvm.metadata"

; CHECK-DAG: @counter = extern_weak global i32, align 4
; CHECK-DAG: @table = extern_weak global [8 x double], align 8
; CHECK-DAG: @plain = dso_local externally_initialized global i32 0, align 4, !openhip.device_var
; CHECK-DAG: @llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @plain, ptr @.other,
; CHECK-DAG: @llvm.compiler.used = appending global [1 x ptr] [ptr @plain]
; CHECK-DAG: @counter.openhip.initial = private constant i32 5
; CHECK-DAG: @counter.openhip.managed = internal global ptr null
; CHECK-DAG: @table.openhip.managed = internal global ptr null
; CHECK-DAG: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__openhip_register_managed_vars, ptr null }]

; CHECK-LABEL: define void @kernel(
; CHECK: %counter.storage = load ptr, ptr @counter.openhip.managed, align 8, !invariant.load
; CHECK-NEXT: %v = load i32, ptr %counter.storage, align 4
; CHECK: [[T1:%.*]] = load ptr, ptr @table.openhip.managed, align 8, !invariant.load
; CHECK-NEXT: [[ELEMENT:%.*]] = getelementptr inbounds [8 x double], ptr [[T1]], i64 0, i64 3
; CHECK-NEXT: store double 1.000000e+00, ptr [[ELEMENT]]
; CHECK: then:
; CHECK-NEXT: [[T2:%.*]] = load ptr, ptr @table.openhip.managed
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %p = phi ptr [ [[T2]], %then ], [ %out, %0 ]
define void @kernel(ptr %out, i1 %c) {
  %v = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 4
  store i32 %v, ptr %out
  store double 1.0, ptr getelementptr inbounds ([8 x double], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 3)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi ptr [ addrspacecast (ptr addrspace(1) @table to ptr), %then ], [ %out, %0 ]
  store i32 0, ptr %p
  ret void
}

; A phi that lists one predecessor twice gets one load for both entries.
; CHECK-LABEL: define void @twice(
; CHECK: [[T:%.*]] = load ptr, ptr @table.openhip.managed
; CHECK-NEXT: switch i32 %k
; CHECK: %q = phi ptr [ [[T]], %0 ], [ [[T]], %0 ], [ %out, %other ]
define void @twice(ptr %out, i32 %k) {
  switch i32 %k, label %other [ i32 1, label %join
                                i32 2, label %join ]
other:
  br label %join
join:
  %q = phi ptr [ addrspacecast (ptr addrspace(1) @table to ptr), %0 ], [ addrspacecast (ptr addrspace(1) @table to ptr), %0 ], [ %out, %other ]
  store i32 0, ptr %q
  ret void
}

; CHECK-LABEL: define internal void @__openhip_register_managed_vars()
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__openhip_register_managed_var(ptr @counter.openhip.managed, ptr @counter, ptr @managed.name, i64 4, ptr @counter.openhip.initial, ptr @managed.unit)
; CHECK-NEXT: call void @__openhip_register_managed_var(ptr @table.openhip.managed, ptr @table, ptr @managed.name.1, i64 64, ptr null, ptr @managed.unit)
; CHECK-NEXT: ret void

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}

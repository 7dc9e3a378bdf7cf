; LowerSharedMemory: per-kernel layout of the __shared__ variables each kernel
; uses, in the block arena ctx->shared_arena; extern __shared__ arrays alias
; the dynamic part at align16(static size).
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-lower-shared-memory -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@flags = internal global [3 x i8] undef, align 1, !openhip.shared !0
@sum = internal global double undef, align 8, !openhip.shared !0
@dyn_f = external global [0 x float], align 4, !openhip.shared !0
@dyn_i = external global [0 x i32], align 4, !openhip.shared !0
@dyn_wide = external global [0 x <4 x double>], align 32, !openhip.shared !0
@not_shared = global i32 0

; CHECK-NOT: @flags
; CHECK-NOT: @sum
; CHECK-NOT: @dyn_

; CHECK-LABEL: define void @uses_all(i32 %i, i1 %c, ptr %ctx)
; CHECK-SAME: #[[ALL:[0-9]+]]
; CHECK: %shared_arena.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
; CHECK-NEXT: %shared_arena = load ptr, ptr %shared_arena.addr, align 8, !invariant.load
; CHECK-NEXT: %flags = getelementptr inbounds i8, ptr %shared_arena, i64 0
; CHECK-NEXT: %sum = getelementptr inbounds i8, ptr %shared_arena, i64 8
; CHECK-NEXT: %dyn_f = getelementptr inbounds i8, ptr %shared_arena, i64 16
; CHECK-NEXT: %dyn_i = getelementptr inbounds i8, ptr %shared_arena, i64 16
; CHECK: %[[ELEM:[0-9]+]] = getelementptr inbounds [3 x i8], ptr %flags, i64 0, i64 2
; CHECK-NEXT: store i8 1, ptr %[[ELEM]]
; CHECK-NEXT: store double 1.000000e+00, ptr %sum
; CHECK-NEXT: %f = getelementptr inbounds [0 x float], ptr %dyn_f, i64 0, i32 %i
; CHECK-NEXT: store float 2.000000e+00, ptr %f
; CHECK-NEXT: store i32 3, ptr %dyn_i
; CHECK-NEXT: store i32 4, ptr @not_shared
; CHECK-NEXT: br i1 %c, label %left, label %join
; CHECK: left:
; CHECK: join:
; CHECK-NEXT: %p = phi ptr [ %sum, %0 ], [ %dyn_f, %left ]
define void @uses_all(i32 %i, i1 %c, ptr %ctx) #0 {
  store i8 1, ptr getelementptr inbounds ([3 x i8], ptr @flags, i64 0, i64 2)
  store double 1.0, ptr @sum
  %f = getelementptr inbounds [0 x float], ptr @dyn_f, i64 0, i32 %i
  store float 2.0, ptr %f
  store i32 3, ptr @dyn_i
  store i32 4, ptr @not_shared
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  %p = phi ptr [ @sum, %0 ], [ @dyn_f, %left ]
  store i8 0, ptr %p
  ret void
}

; An extern array aligned above 16 pads the static size to its alignment.
; CHECK-LABEL: define void @uses_wide(ptr %ctx)
; CHECK-SAME: #[[WIDE:[0-9]+]]
; CHECK: %flags = getelementptr inbounds i8, ptr %shared_arena, i64 0
; CHECK: %dyn_wide = getelementptr inbounds i8, ptr %shared_arena, i64 32
define void @uses_wide(ptr %ctx) #0 {
  store i8 1, ptr @flags
  store <4 x double> zeroinitializer, ptr @dyn_wide
  ret void
}

; Another kernel lays out only what it uses.
; CHECK-LABEL: define void @uses_sum(ptr %ctx)
; CHECK-SAME: #[[SUM:[0-9]+]]
; CHECK: %sum = getelementptr inbounds i8, ptr %shared_arena, i64 0
; CHECK: store double 3.000000e+00, ptr %sum
define void @uses_sum(ptr %ctx) #0 {
  store double 3.0, ptr @sum
  ret void
}

; CHECK-LABEL: define void @uses_none(ptr %ctx)
; CHECK-SAME: #[[NONE:[0-9]+]]
; CHECK-NEXT: ret void
define void @uses_none(ptr %ctx) #0 {
  ret void
}

; CHECK-DAG: attributes #[[ALL]] = { "openhip-kernel" "openhip-static-shared-size"="16" "openhip-uses-dynamic-shared" }
; CHECK-DAG: attributes #[[WIDE]] = { "openhip-kernel" "openhip-static-shared-size"="32" "openhip-uses-dynamic-shared" }
; CHECK-DAG: attributes #[[SUM]] = { "openhip-kernel" "openhip-static-shared-size"="8" }
; CHECK-DAG: attributes #[[NONE]] = { "openhip-kernel" "openhip-static-shared-size"="0" }

attributes #0 = { "openhip-kernel" }
!0 = !{}

; PrivateByValCopies: a kernel that writes a by-value parameter gets an alloca
; copy of it (filled at the entry, every use moved to it), so each work-item
; writes its own; a parameter the kernel only reads keeps the launch's copy,
; as does a by-value parameter of a function that is not a kernel.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-private-byval-copies -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Params = type { i32, [4 x float] }
%struct.uint2 = type { i32, i32 }

; CHECK-LABEL: define void @writes(ptr byval(%struct.Params) align 4 %p, ptr byval(%struct.uint2) align 8 %size, ptr %out, ptr %ctx)
; CHECK-NEXT: %p.copy = alloca %struct.Params, align 4
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p.copy, ptr align 4 %p, i64 20, i1 false)
; CHECK-NEXT: %n = load i32, ptr %p.copy
; CHECK-NEXT: %n1 = add i32 %n, 1
; CHECK-NEXT: store i32 %n1, ptr %p.copy
; CHECK-NEXT: %w.addr = getelementptr inbounds %struct.uint2, ptr %size, i64 0, i32 1
; CHECK-NEXT: %w = load i32, ptr %w.addr
define void @writes(ptr byval(%struct.Params) align 4 %p, ptr byval(%struct.uint2) align 8 %size, ptr %out, ptr %ctx) #0 {
  %n = load i32, ptr %p
  %n1 = add i32 %n, 1
  store i32 %n1, ptr %p
  %w.addr = getelementptr inbounds %struct.uint2, ptr %size, i64 0, i32 1
  %w = load i32, ptr %w.addr
  %sum = add i32 %n1, %w
  store i32 %sum, ptr %out
  ret void
}

; Escaping to a call counts as a write: the callee may store through it.
; CHECK-LABEL: define void @escapes(ptr byval(%struct.uint2) align 8 %size, ptr %ctx)
; CHECK-NEXT: %size.copy = alloca %struct.uint2, align 8
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 8 %size.copy, ptr align 8 %size, i64 8, i1 false)
; CHECK-NEXT: call void @sink(ptr %size.copy)
define void @escapes(ptr byval(%struct.uint2) align 8 %size, ptr %ctx) #0 {
  call void @sink(ptr %size)
  ret void
}

; CHECK-LABEL: define void @reads_only(ptr byval(%struct.uint2) align 8 %size, ptr %out, ptr %ctx)
; CHECK-NOT: alloca
; CHECK: %x = load i32, ptr %size
define void @reads_only(ptr byval(%struct.uint2) align 8 %size, ptr %out, ptr %ctx) #0 {
  %x = load i32, ptr %size
  store i32 %x, ptr %out
  ret void
}

; CHECK-LABEL: define void @not_a_kernel(ptr byval(%struct.uint2) align 8 %size)
; CHECK-NOT: alloca
define void @not_a_kernel(ptr byval(%struct.uint2) align 8 %size) {
  store i32 0, ptr %size
  ret void
}

declare void @sink(ptr)

attributes #0 = { "openhip-kernel" }

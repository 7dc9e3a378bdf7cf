; Inline: non-recursive device functions are inlined into kernels (nested
; calls too) and deleted; recursive ones that touch no work-item state stay
; as calls; functions that no kernel or global can reach are deleted.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-inline -S %s | FileCheck %s

target triple = "x86_64-unknown-linux-gnu"

@tile = internal global [4 x i32] undef, !openhip.shared !0
@callbacks = global [1 x ptr] [ptr @callback]

; CHECK-LABEL: define void @kernel(ptr %out)
; CHECK-NEXT: %[[TID:[a-z.0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: store i32 %[[TID]], ptr @tile
; CHECK-NEXT: call void @llvm.nvvm.barrier0()
; CHECK-NEXT: %f = call i32 @factorial(i32 5)
; CHECK-NEXT: store i32 %f, ptr %out
; CHECK-NEXT: ret void
define void @kernel(ptr %out) #0 {
  call void @outer()
  %f = call i32 @factorial(i32 5)
  store i32 %f, ptr %out
  ret void
}

define void @outer() #1 {
  call void @inner()
  ret void
}

define void @inner() noinline {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %tid, ptr @tile
  call void @llvm.nvvm.barrier0()
  ret void
}

; CHECK-LABEL: define i32 @factorial(i32 %n)
; CHECK: call i32 @factorial
define i32 @factorial(i32 %n) {
  %small = icmp ule i32 %n, 1
  br i1 %small, label %one, label %recurse
one:
  ret i32 1
recurse:
  %m = sub i32 %n, 1
  %r = call i32 @factorial(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
}

; A function whose address is stored in a global stays.
; CHECK-LABEL: define i32 @callback()
define i32 @callback() {
  ret i32 7
}

; Unreachable functions go, recursive ones and those reading work-item
; state included (they could not be lowered, and nobody needs them).
define i32 @unused_recursive(i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @unused_recursive(i32 %t)
  ret i32 %r
}

; CHECK-NOT: define void @outer
; CHECK-NOT: define void @inner
; CHECK-NOT: @unused_recursive

; A recursive function that reads ids (directly, and through a helper that
; is inlined into it) gets them as trailing parameters, in name order: its
; callers outside read them right before the call, its own calls pass them on.
; CHECK-LABEL: define void @ids_kernel(ptr %out)
; CHECK-NEXT: %[[B:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT: %[[T:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %d = call i32 @walk(i32 3, i32 %[[B]], i32 %[[T]])
define void @ids_kernel(ptr %out) #0 {
  %d = call i32 @walk(i32 3)
  store i32 %d, ptr %out
  ret void
}

; CHECK-LABEL: define i32 @walk(i32 %n, i32 %0, i32 %1)
; CHECK-NOT: sreg
; CHECK: %s = add i32 %1, %0
; CHECK: %r = call i32 @walk(i32 %m, i32 %0, i32 %1)
define i32 @walk(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %bottom, label %down
bottom:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @block_x()
  %s = add i32 %t, %b
  ret i32 %s
down:
  %m = sub i32 %n, 1
  %r = call i32 @walk(i32 %m)
  ret i32 %r
}
; CHECK-NOT: define i32 @block_x

define i32 @block_x() {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %b
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0() convergent

attributes #0 = { "openhip-kernel" }
attributes #1 = { noinline optnone }

!0 = !{}

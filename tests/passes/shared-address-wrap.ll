; SharedAddressWrap: a GPU's shared-memory addresses are 32 bits, so an
; unsigned 32-bit index into __shared__ memory wraps (`p[~i]` is p[-i-1]).
; Every GEP whose pointer provably points into ctx->shared_arena gets a
; sign-extended index in place of each `zext i32` one that comes from a
; complement, loaded data or other non-affine arithmetic. Affine indices
; (thread ids, loop phis, arguments, constants, launch-context loads under
; add/sub/mul/shl/or), narrower ones, ones known non-negative, global
; pointers and pointers of unknown provenance keep their zero extension;
; functions that are not kernels are left alone.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-shared-address-wrap -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%openhip.LaunchCtx = type { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i64, ptr, [4 x ptr] }

; HeCBench merge's `BSm1[~Ax]` and `BS[~Ax]`, BSm1 = B_shared + t, BS = BSm1 + 1:
; one sign extension next to the zero extension serves both GEPs, and the
; zext stays for its other (global) user.
; CHECK-LABEL: define void @merge_probe(
; CHECK: %bsm1 = getelementptr inbounds i32, ptr %b.shared, i64 %t.wide
; CHECK: %not = xor i32 %ax, -1
; CHECK-NEXT: %idx = zext i32 %not to i64
; CHECK-NEXT: %idx.wrap = sext i32 %not to i64
; CHECK: %probe = getelementptr inbounds i32, ptr %bsm1, i64 %idx.wrap
; CHECK: %probe1 = getelementptr inbounds i32, ptr %bs, i64 %idx.wrap
; CHECK: %far = getelementptr inbounds i32, ptr %global, i64 %idx
define void @merge_probe(ptr %global, i32 %a, i32 %t, ptr %ctx) #0 {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %ax = add i32 %tid, %a
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i64 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %b.shared = getelementptr inbounds i32, ptr %shared, i64 514
  %t.wide = zext i32 %t to i64
  %bsm1 = getelementptr inbounds i32, ptr %b.shared, i64 %t.wide
  %bs = getelementptr inbounds i32, ptr %bsm1, i64 1
  %not = xor i32 %ax, -1
  %idx = zext i32 %not to i64
  %probe = getelementptr inbounds i32, ptr %bsm1, i64 %idx
  %v = load i32, ptr %probe, align 4
  %probe1 = getelementptr inbounds i32, ptr %bs, i64 %idx
  %w = load i32, ptr %probe1, align 4
  %far = getelementptr inbounds i32, ptr %global, i64 %idx
  %sum = add i32 %v, %w
  store i32 %sum, ptr %far, align 4
  ret void
}

; The shared pointer through a phi and a select, and a two-index GEP into
; a shared 2-D array: each such zext i32 index is replaced (a loaded value
; minus one, a value loaded from global memory).
; CHECK-LABEL: define void @through_phi(
; CHECK: %u.wide.wrap = sext i32 %u.minus.1 to i64
; CHECK: %row.wide.wrap = sext i32 %row to i64
; CHECK: %at = getelementptr inbounds [16 x i32], ptr %p, i64 %row.wide.wrap, i64 %u.wide.wrap
define void @through_phi(i1 %c, ptr %data, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i64 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %second = getelementptr inbounds i8, ptr %shared, i64 256
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %base = phi ptr [ %shared, %entry ], [ %second, %then ]
  %p = select i1 %c, ptr %base, ptr %second
  %u = load i32, ptr %data, align 4
  %u.minus.1 = add i32 %u, -1
  %u.wide = zext i32 %u.minus.1 to i64
  %row.at = getelementptr inbounds i32, ptr %data, i64 1
  %row = load i32, ptr %row.at, align 4
  %row.wide = zext i32 %row to i64
  %at = getelementptr inbounds [16 x i32], ptr %p, i64 %row.wide, i64 %u.wide
  store i32 1, ptr %at, align 4
  ret void
}

; Left alone: a zext from i8/i16 (an unsigned char 255 is +255), an i32
; known non-negative (masked), an i64 index, affine indices (`t + stride`,
; `2 * t + 1` in instcombine's form, `n - 1 - t` with n = blockDim.x, a loop
; phi), a pointer that may be global (phi of shared and a parameter), a
; pointer loaded from memory.
; CHECK-LABEL: define void @unchanged(
; CHECK-NOT: sext
; CHECK: %a = getelementptr inbounds i32, ptr %shared, i64 %byte.wide
; CHECK: %b = getelementptr inbounds i32, ptr %shared, i64 %half.wide
; CHECK: %m = getelementptr inbounds i32, ptr %shared, i64 %masked.wide
; CHECK: %d = getelementptr inbounds i32, ptr %shared, i64 %wide
; CHECK: %g = getelementptr inbounds i32, ptr %shared, i64 %t.plus.stride.wide
; CHECK: %h = getelementptr inbounds i32, ptr %shared, i64 %odd.wide
; CHECK: %i = getelementptr inbounds i32, ptr %shared, i64 %reversed.wide
; CHECK: %j = getelementptr inbounds i32, ptr %shared, i64 %k.wide
; CHECK: %e = getelementptr inbounds i32, ptr %mixed, i64 %x.wide
; CHECK: %f = getelementptr inbounds i32, ptr %loaded, i64 %x.wide
; CHECK: ret void
define void @unchanged(ptr %global, ptr %pointers, i1 %c, i8 %byte, i16 %half, i32 %x, i64 %wide, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i64 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %byte.wide = zext i8 %byte to i64
  %a = getelementptr inbounds i32, ptr %shared, i64 %byte.wide
  store i32 0, ptr %a, align 4
  %half.wide = zext i16 %half to i64
  %b = getelementptr inbounds i32, ptr %shared, i64 %half.wide
  store i32 0, ptr %b, align 4
  %masked = and i32 %x, 1023
  %masked.wide = zext i32 %masked to i64
  %m = getelementptr inbounds i32, ptr %shared, i64 %masked.wide
  store i32 0, ptr %m, align 4
  %d = getelementptr inbounds i32, ptr %shared, i64 %wide
  store i32 0, ptr %d, align 4
  %t = call i32 @__openhip_local_id(i32 0)
  %t.plus.stride = add i32 %t, %x
  %t.plus.stride.wide = zext i32 %t.plus.stride to i64
  %g = getelementptr inbounds i32, ptr %shared, i64 %t.plus.stride.wide
  store i32 0, ptr %g, align 4
  %twice = shl i32 %t, 1
  %odd = or i32 %twice, 1
  %odd.wide = zext i32 %odd to i64
  %h = getelementptr inbounds i32, ptr %shared, i64 %odd.wide
  store i32 0, ptr %h, align 4
  %n.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i64 0, i32 1, i64 0
  %n = load i32, ptr %n.addr, align 4, !invariant.load !0
  %n.minus.1 = add i32 %n, -1
  %reversed = sub i32 %n.minus.1, %t
  %reversed.wide = zext i32 %reversed to i64
  %i = getelementptr inbounds i32, ptr %shared, i64 %reversed.wide
  store i32 0, ptr %i, align 4
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k.wide = zext i32 %k to i64
  %j = getelementptr inbounds i32, ptr %shared, i64 %k.wide
  store i32 0, ptr %j, align 4
  %k.next = add i32 %k, 1
  %more = icmp ult i32 %k.next, %x
  br i1 %more, label %loop, label %after

after:
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %mixed = phi ptr [ %shared, %after ], [ %global, %then ]
  %x.wide = zext i32 %x to i64
  %e = getelementptr inbounds i32, ptr %mixed, i64 %x.wide
  store i32 0, ptr %e, align 4
  %loaded = load ptr, ptr %pointers, align 8
  %f = getelementptr inbounds i32, ptr %loaded, i64 %x.wide
  store i32 0, ptr %f, align 4
  ret void
}

; A block-uniform index wraps too (the work-item loops load it once).
; CHECK-LABEL: define void @uniform_index(
; CHECK: %last.wrap = sext i32 %n.minus.1 to i64
; CHECK: getelementptr inbounds i32, ptr %shared, i64 %last.wrap
define void @uniform_index(i32 %n, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i64 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %n.minus.1 = add i32 %n, -1
  %last = zext i32 %n.minus.1 to i64
  %p = getelementptr inbounds i32, ptr %shared, i64 %last
  store i32 0, ptr %p, align 4
  ret void
}

; Not a kernel: no launch context to judge provenance by.
; CHECK-LABEL: define void @helper(
; CHECK-NOT: sext
; CHECK: ret void
define void @helper(i32 %x, ptr %ctx) {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i64 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %x.wide = zext i32 %x to i64
  %p = getelementptr inbounds i32, ptr %shared, i64 %x.wide
  store i32 0, ptr %p, align 4
  ret void
}

declare i32 @__openhip_local_id(i32)

attributes #0 = { "openhip-kernel" }

!0 = !{}

; SharedMemoryAtomics: atomics on the block's arenas (ctx->shared_arena,
; ctx->private_arena) become plain load / operation / store (a block runs on
; one thread and nothing else reaches its arenas); the replacements leave the
; work-item loop's parallel access group. Atomics on global memory, on
; pointers of unknown provenance and volatile ones stay atomic.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-shared-memory-atomics -S %s | FileCheck %s
; The plain accesses get the arena scopes in the full pipeline order.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-shared-memory-atomics,openhip-arena-alias-scopes' -S %s \
; RUN:   | FileCheck %s --check-prefix=SCOPES

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%openhip.LaunchCtx = type { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i64, ptr, [4 x ptr] }

; CHECK-LABEL: define void @histogram(
define void @histogram(ptr %global, ptr %pointers, i64 %bin, i1 %c, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %private.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 6
  %private = load ptr, ptr %private.addr, align 8, !invariant.load !0
  %counter = getelementptr inbounds [256 x i32], ptr %shared, i64 0, i64 %bin

; CHECK: %old.old = load i32, ptr %counter, align 4{{$}}
; CHECK-NEXT: %old.new = add i32 %old.old, 1
; CHECK-NEXT: store i32 %old.new, ptr %counter, align 4{{$}}
; CHECK-NEXT: store i32 %old.old, ptr %global
; SCOPES: %old.old = load i32, ptr %counter, align 4, !alias.scope ![[SHARED:[0-9]+]], !noalias
; SCOPES-NEXT: %old.new = add i32 %old.old, 1
; SCOPES-NEXT: store i32 %old.new, ptr %counter, align 4, !alias.scope ![[SHARED]], !noalias
  %old = atomicrmw add ptr %counter, i32 1 monotonic, align 4, !llvm.access.group !1
  store i32 %old, ptr %global, align 4, !llvm.access.group !1

; CHECK: %f.old = load float, ptr %fcounter, align 4{{$}}
; CHECK-NEXT: %f.new = fadd float %f.old, 2.500000e+00
; CHECK-NEXT: store float %f.new, ptr %fcounter, align 4
  %fcounter = getelementptr inbounds float, ptr %shared, i64 300
  %f = atomicrmw fadd ptr %fcounter, float 2.5 seq_cst, align 4

; CHECK: %m.old = load i32, ptr %counter, align 4
; CHECK-NEXT: %[[CMP:[0-9]+]] = icmp ugt i32 %m.old, 7
; CHECK-NEXT: %m.new = select i1 %[[CMP]], i32 %m.old, i32 7
; CHECK-NEXT: store i32 %m.new, ptr %counter, align 4
  %m = atomicrmw umax ptr %counter, i32 7 syncscope("block") monotonic, align 4

; A private-arena slot is block-local too.
; CHECK: %x.old = load i64, ptr %slot, align 8
; CHECK-NEXT: store i64 5, ptr %slot, align 8
  %slot = getelementptr inbounds i8, ptr %private, i64 %bin
  %x = atomicrmw xchg ptr %slot, i64 5 monotonic, align 8

; cmpxchg: {old, old == expected}; the new value is stored only on success.
; CHECK: %pair.old = load i32, ptr %counter, align 4
; CHECK-NEXT: %pair.equal = icmp eq i32 %pair.old, 3
; CHECK-NEXT: %pair.stored = select i1 %pair.equal, i32 4, i32 %pair.old
; CHECK-NEXT: store i32 %pair.stored, ptr %counter, align 4
; CHECK-NEXT: %[[P0:[0-9]+]] = insertvalue { i32, i1 } poison, i32 %pair.old, 0
; CHECK-NEXT: %[[P1:[0-9]+]] = insertvalue { i32, i1 } %[[P0]], i1 %pair.equal, 1
; CHECK-NEXT: %ok = extractvalue { i32, i1 } %[[P1]], 1
  %pair = cmpxchg weak ptr %counter, i32 3, i32 4 monotonic monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1

; Atomic loads and stores of the arena: plain, out of the access group.
; CHECK: %seen = load i32, ptr %counter, align 4{{$}}
; CHECK-NEXT: store i32 9, ptr %counter, align 4{{$}}
  %seen = load atomic i32, ptr %counter monotonic, align 4, !llvm.access.group !1
  store atomic i32 9, ptr %counter release, align 4, !llvm.access.group !1

; Global memory is shared with the other blocks: atomic.
; CHECK: %g = atomicrmw add ptr %global, i32 1 monotonic, align 4
  %g = atomicrmw add ptr %global, i32 1 monotonic, align 4
; A pointer loaded from memory may point into global memory: atomic.
; CHECK: %u = atomicrmw add ptr %loaded, i32 1 monotonic, align 4
  %loaded = load ptr, ptr %pointers, align 8
  %u = atomicrmw add ptr %loaded, i32 1 monotonic, align 4
; So may one that is either shared or global.
; CHECK: %e = atomicrmw add ptr %either, i32 1 monotonic, align 4
  %either = select i1 %c, ptr %counter, ptr %global
  %e = atomicrmw add ptr %either, i32 1 monotonic, align 4
; CHECK: %w = cmpxchg ptr %global, i32 0, i32 1 monotonic monotonic, align 4
  %w = cmpxchg ptr %global, i32 0, i32 1 monotonic monotonic, align 4
; CHECK: %gl = load atomic i32, ptr %global monotonic, align 4
  %gl = load atomic i32, ptr %global monotonic, align 4
; Volatile accesses keep their form.
; CHECK: %v = atomicrmw volatile add ptr %counter, i32 1 monotonic, align 4
  %v = atomicrmw volatile add ptr %counter, i32 1 monotonic, align 4
  ret void
}

; Not a kernel: left alone.
; CHECK-LABEL: define void @helper(
; CHECK: atomicrmw add
define void @helper(ptr %p, ptr %ctx) {
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8
  %old = atomicrmw add ptr %shared, i32 1 monotonic, align 4
  ret void
}

attributes #0 = { "openhip-kernel" }

!0 = !{}
!1 = distinct !{}

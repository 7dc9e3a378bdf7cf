; openhip-sunk-accesses-in-work-item-loops (run by LLVM's optimizer right
; before the loop vectorizer) copies a block that clang's SimplifyCFG sank
; out of exclusive branches back onto each incoming edge, when its loads' or
; stores' addresses depend on its phis: a shared tile's halo
;   if (tx == 0) tile[0] = in[i - 1]; else if (tx == 15) tile[17] = in[i + 1];
; sunk into one load from in[i + phi(-1, 1)] and one store to
; phi(&tile[0], &tile[17]), which the vectorizer would turn into a gather and
; a scatter. Left alone: a sunk block whose addresses do not depend on its
; phis (only the stored value does), and one in a loop not marked parallel.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-sunk-accesses-in-work-item-loops -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @halo(ptr %in, ptr %tile, i64 %base, i64 %n) {
entry:
  %right = getelementptr inbounds float, ptr %tile, i64 17
  br label %x
x:
  %tx = phi i64 [ 0, %entry ], [ %tx.next, %latch ]
  %i = add i64 %base, %tx
  %first = icmp eq i64 %tx, 0
  br i1 %first, label %halo.cell, label %not.first
not.first:
  %last = icmp eq i64 %tx, 15
  br i1 %last, label %halo.cell, label %latch
halo.cell:
  %step = phi i64 [ -1, %x ], [ 1, %not.first ]
  %cell = phi ptr [ %tile, %x ], [ %right, %not.first ]
  %j = add i64 %i, %step
  %from = getelementptr inbounds float, ptr %in, i64 %j
  %value = load float, ptr %from, align 4, !llvm.access.group !0
  store float %value, ptr %cell, align 4, !llvm.access.group !0
  br label %latch
latch:
  %tx.next = add nuw i64 %tx, 1
  %more = icmp ult i64 %tx.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret void
}
; CHECK-LABEL: define void @halo(
; CHECK: br i1 %first, label %halo.cell, label %not.first
; CHECK: not.first:
; CHECK: br i1 %last, label %halo.cell.unsunk, label %latch
; CHECK: halo.cell.unsunk:
; CHECK-NEXT: %j.unsunk = add i64 %i, 1
; CHECK-NEXT: %from.unsunk = getelementptr inbounds float, ptr %in, i64 %j.unsunk
; CHECK-NEXT: %value.unsunk = load float, ptr %from.unsunk, align 4, !llvm.access.group
; CHECK-NEXT: store float %value.unsunk, ptr %right, align 4, !llvm.access.group
; CHECK-NEXT: br label %latch
; CHECK: halo.cell:
; CHECK-NEXT: %j = add i64 %i, -1
; CHECK-NEXT: %from = getelementptr inbounds float, ptr %in, i64 %j
; CHECK-NEXT: %value = load float, ptr %from, align 4, !llvm.access.group
; CHECK-NEXT: store float %value, ptr %tile, align 4, !llvm.access.group
; CHECK-NEXT: br label %latch

; Only the stored value is a phi: a masked store to consecutive addresses already.
define void @value_only(ptr %out, i64 %n) {
entry:
  br label %x
x:
  %tx = phi i64 [ 0, %entry ], [ %tx.next, %latch ]
  %first = icmp eq i64 %tx, 0
  br i1 %first, label %write, label %not.first
not.first:
  %last = icmp eq i64 %tx, 15
  br i1 %last, label %write, label %latch
write:
  %value = phi float [ 1.0, %x ], [ 2.0, %not.first ]
  %to = getelementptr inbounds float, ptr %out, i64 %tx
  store float %value, ptr %to, align 4, !llvm.access.group !0
  br label %latch
latch:
  %tx.next = add nuw i64 %tx, 1
  %more = icmp ult i64 %tx.next, %n
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret void
}
; CHECK-LABEL: define void @value_only(
; CHECK-NOT: unsunk
; CHECK: ret void

define void @not_parallel(ptr %in, ptr %tile, i64 %base, i64 %n) {
entry:
  %right = getelementptr inbounds float, ptr %tile, i64 17
  br label %x
x:
  %tx = phi i64 [ 0, %entry ], [ %tx.next, %latch ]
  %first = icmp eq i64 %tx, 0
  br i1 %first, label %halo.cell, label %not.first
not.first:
  %last = icmp eq i64 %tx, 15
  br i1 %last, label %halo.cell, label %latch
halo.cell:
  %cell = phi ptr [ %tile, %x ], [ %right, %not.first ]
  store float 0.0, ptr %cell, align 4
  br label %latch
latch:
  %tx.next = add nuw i64 %tx, 1
  %more = icmp ult i64 %tx.next, %n
  br i1 %more, label %x, label %exit
exit:
  ret void
}
; CHECK-LABEL: define void @not_parallel(
; CHECK-NOT: unsunk
; CHECK: ret void

; One load through select(tx == 0, &in[n], &s[tx - 1]) (SimplifyCFG's merge
; of a systolic pipeline's `x = tx == 0 ? in[n] : s[tx - 1]`), one store
; through select(tx < 15, &s[tx], &out[n]): each address on its own is the
; same for all work-items or consecutive, so each access is split into its
; two sides (masked vector accesses instead of a gather and a scatter), where
; the target has masked loads and stores (AVX-512 here; x86-64's baseline,
; below, has neither).
define void @selected(ptr %in, ptr %s, ptr %out, i64 %n, i64 %count) #0 {
entry:
  %first.cell = getelementptr inbounds float, ptr %in, i64 %n
  %out.cell = getelementptr inbounds float, ptr %out, i64 %n
  br label %x
x:
  %tx = phi i64 [ 0, %entry ], [ %tx.next, %x ]
  %first = icmp eq i64 %tx, 0
  %left = add nsw i64 %tx, -1
  %left.cell = getelementptr inbounds float, ptr %s, i64 %left
  %from = select i1 %first, ptr %first.cell, ptr %left.cell
  %value = load float, ptr %from, align 4, !llvm.access.group !0
  %inner = icmp slt i64 %tx, 15
  %own = getelementptr inbounds float, ptr %s, i64 %tx
  %to = select i1 %inner, ptr %own, ptr %out.cell
  store float %value, ptr %to, align 4, !llvm.access.group !0
  %tx.next = add nuw i64 %tx, 1
  %more = icmp ult i64 %tx.next, %count
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret void
}
; CHECK-LABEL: define void @selected(
; CHECK: br i1 %first, label %from.true, label %from.false
; CHECK: from.true:
; CHECK-NEXT: %value.true = load float, ptr %first.cell, align 4, !llvm.access.group
; CHECK: from.false:
; CHECK-NEXT: %value.false = load float, ptr %left.cell, align 4, !llvm.access.group
; CHECK: %value = phi float [ %value.true, %from.true ], [ %value.false, %from.false ]
; CHECK: br i1 %inner, label %to.true, label %to.false
; CHECK: to.true:
; CHECK-NEXT: store float %value, ptr %own, align 4, !llvm.access.group
; CHECK: to.false:
; CHECK-NEXT: store float %value, ptr %out.cell, align 4, !llvm.access.group
; CHECK-NOT: select

define void @selected_baseline(ptr %in, ptr %s, i64 %n, i64 %count) {
entry:
  %first.cell = getelementptr inbounds float, ptr %in, i64 %n
  br label %x
x:
  %tx = phi i64 [ 0, %entry ], [ %tx.next, %x ]
  %first = icmp eq i64 %tx, 0
  %left = add nsw i64 %tx, -1
  %left.cell = getelementptr inbounds float, ptr %s, i64 %left
  %from = select i1 %first, ptr %first.cell, ptr %left.cell
  %value = load float, ptr %from, align 4, !llvm.access.group !0
  %own = getelementptr inbounds float, ptr %s, i64 %tx
  store float %value, ptr %own, align 4, !llvm.access.group !0
  %tx.next = add nuw i64 %tx, 1
  %more = icmp ult i64 %tx.next, %count
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret void
}
; CHECK-LABEL: define void @selected_baseline(
; CHECK: %from = select i1 %first, ptr %first.cell, ptr %left.cell
; CHECK: ret void

; Left alone: a select of two gathered addresses (s[idx[tx]]), where the
; split would give two gathers for one.
define void @selected_gathers(ptr %s, ptr %idx, ptr %out, i64 %count) #0 {
entry:
  br label %x
x:
  %tx = phi i64 [ 0, %entry ], [ %tx.next, %x ]
  %at = getelementptr inbounds i64, ptr %idx, i64 %tx
  %j = load i64, ptr %at, align 8, !llvm.access.group !0
  %odd = trunc i64 %tx to i1
  %a = getelementptr inbounds float, ptr %s, i64 %j
  %b = getelementptr inbounds float, ptr %out, i64 %j
  %from = select i1 %odd, ptr %a, ptr %b
  %value = load float, ptr %from, align 4, !llvm.access.group !0
  %dest = getelementptr inbounds float, ptr %out, i64 %tx
  store float %value, ptr %dest, align 4, !llvm.access.group !0
  %tx.next = add nuw i64 %tx, 1
  %more = icmp ult i64 %tx.next, %count
  br i1 %more, label %x, label %exit, !llvm.loop !1
exit:
  ret void
}
; CHECK-LABEL: define void @selected_gathers(
; CHECK: %from = select i1 %odd, ptr %a, ptr %b
; CHECK: ret void

attributes #0 = { "target-cpu"="skylake-avx512" }

!0 = distinct !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.parallel_accesses", !0}

; LockstepWarps (docs/warp-operations.md, "Lockstep"): where lanes may read
; another lane's shared-memory store with no barrier or collective between,
; a warp barrier (`__openhip_warp_ballot(1)`, !openhip.lockstep) follows the
; store; between volatile accesses a volatile store also waits for the loads
; before it. A lane's own slot (`s[tid]` stored and read again), accesses of
; one work-item (`if (tid == 0)`), global memory and kernels whose lanes
; always meet at barriers are left alone.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-lockstep-warps -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-lockstep-warps -openhip-lockstep=false -S %s \
; RUN:   | FileCheck %s --check-prefix=OFF

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%openhip.LaunchCtx = type { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i64, ptr, [4 x ptr] }

declare i32 @__openhip_local_id(i32)
declare void @__openhip_barrier()

; One step of a volatile warp scan: s[i] += s[i - 1]; then s[i] is read.
; The load of s[i - 1] must see the store of the lane to the left as it was
; before this step (barrier after the load, before the store) and the next
; read must see every lane's store (barrier after it).
; CHECK-LABEL: define void @volatileScan(
; CHECK: %left = load volatile i32, ptr %prev
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
; CHECK-NEXT: %sum = add i32 %own, %left
; CHECK-NEXT: store volatile i32 %sum, ptr %slot
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
; CHECK-NEXT: %again = load volatile i32, ptr %prev
; OFF-LABEL: define void @volatileScan(
; OFF-NOT: __openhip_warp_ballot
; OFF: ret void
define void @volatileScan(ptr %out, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = zext i32 %tid to i64
  %slot = getelementptr inbounds i32, ptr %shared, i64 %i
  %i.1 = add i64 %i, -1
  %prev = getelementptr inbounds i32, ptr %shared, i64 %i.1
  %own = load volatile i32, ptr %slot, align 4
  %left = load volatile i32, ptr %prev, align 4
  %sum = add i32 %own, %left
  store volatile i32 %sum, ptr %slot, align 4
  %again = load volatile i32, ptr %prev, align 4
  store i32 %again, ptr %out, align 4
  ret void
}

; Lanes store a partial result; lane 0 reads the others' (no volatile).
; CHECK-LABEL: define void @laneZeroReads(
; CHECK: store i32 %v, ptr %slot
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
; CHECK-NEXT: br label %join
define void @laneZeroReads(ptr %out, i32 %v, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = zext i32 %tid to i64
  %slot = getelementptr inbounds i32, ptr %shared, i64 %i
  %few = icmp ult i32 %tid, 17
  br i1 %few, label %store, label %join
store:
  store i32 %v, ptr %slot, align 4
  br label %join
join:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %read, label %exit
read:
  %other = getelementptr inbounds i32, ptr %shared, i64 5
  %r = load i32, ptr %other, align 4
  store i32 %r, ptr %out, align 4
  br label %exit
exit:
  ret void
}

; Not communication between lanes: a lane's own slot written then read, a
; barrier between a store and other lanes' reads, global memory, and a
; loop that only work-item 0 runs.
; CHECK-LABEL: define void @noCommunication(
; CHECK-NOT: __openhip_warp_ballot
; CHECK: ret void
define void @noCommunication(ptr %out, i32 %v, i32 %n, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = zext i32 %tid to i64
  %slot = getelementptr inbounds i32, ptr %shared, i64 %i
  store i32 %v, ptr %slot, align 4
  %slot.copy = getelementptr inbounds i32, ptr %shared, i64 %i
  %own = load i32, ptr %slot.copy, align 4
  %global = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %own, ptr %global, align 4
  %neighbour.global = getelementptr inbounds i32, ptr %out, i64 3
  %g = load i32, ptr %neighbour.global, align 4
  call void @__openhip_barrier()
  %prev = getelementptr inbounds i32, ptr %shared, i64 3
  %left = load i32, ptr %prev, align 4
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %serial, label %exit
serial:
  %k = phi i64 [ 0, %entry ], [ %k.next, %serial ]
  %at = getelementptr inbounds i32, ptr %shared, i64 %k
  %x = load i32, ptr %at, align 4
  %k.next = add i64 %k, 1
  %at.next = getelementptr inbounds i32, ptr %shared, i64 %k.next
  store i32 %x, ptr %at.next, align 4
  %more = icmp ult i64 %k.next, 100
  br i1 %more, label %serial, label %exit
exit:
  %sum = add i32 %g, %left
  store i32 %sum, ptr %out, align 4
  ret void
}

; The end of a tree reduction: lane 0 reads a[0], its own slot of the
; `a[tid]` store; a read of another variable (b, 256 bytes further) does not
; meet a's store either.
; CHECK-LABEL: define void @treeEnd(
; CHECK-NOT: __openhip_warp_ballot
; CHECK: ret void
define void @treeEnd(ptr %out, i32 %v, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = sext i32 %tid to i64
  %a.slot = getelementptr inbounds [64 x i32], ptr %shared, i64 0, i64 %i
  store i32 %v, ptr %a.slot, align 4
  %b = getelementptr inbounds i8, ptr %shared, i64 256
  %b.other = getelementptr inbounds [64 x i32], ptr %b, i64 0, i64 7
  %x = load i32, ptr %b.other, align 4
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %read, label %exit
read:
  %y = load i32, ptr %shared, align 4
  %sum = add i32 %x, %y
  store i32 %sum, ptr %out, align 4
  br label %exit
exit:
  ret void
}

; `extern __shared__ int s[]` ([0 x i32]) has no bounds: another lane's
; element may be anywhere in it.
; CHECK-LABEL: define void @externArray(
; CHECK: store i32 %v, ptr %slot
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
define void @externArray(ptr %out, i32 %v, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = zext i32 %tid to i64
  %slot = getelementptr inbounds [0 x i32], ptr %shared, i64 0, i64 %i
  store i32 %v, ptr %slot, align 4
  %other = getelementptr inbounds [0 x i32], ptr %shared, i64 0, i64 3
  %x = load i32, ptr %other, align 4
  store i32 %x, ptr %out, align 4
  ret void
}

; A systolic step (HeCBench sosfil): lane 0 reads global memory, the others
; the slot of the lane to their left; then each lane stores its own slot,
; some inside a branch. Lower lanes have already stored when a lane reads,
; so the lanes meet where the read's branches join, before the stores and
; outside the branch (not next to the store).
; CHECK-LABEL: define void @systolicShift(
; CHECK: join:
; CHECK-NEXT: %x = phi i32
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
; CHECK-NEXT: %y = add i32 %x, 1
; CHECK: inner:
; CHECK-NEXT: store i32 %y, ptr %slot
; CHECK-NOT: __openhip_warp_ballot
; CHECK: ret void
define void @systolicShift(ptr %in, ptr %out, i32 %last, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %outside, label %left
outside:
  %g = load i32, ptr %in, align 4
  br label %join
left:
  %tid.1 = add nsw i32 %tid, -1
  %i.1 = sext i32 %tid.1 to i64
  %prev = getelementptr inbounds i32, ptr %shared, i64 %i.1
  %l = load i32, ptr %prev, align 4
  br label %join
join:
  %x = phi i32 [ %g, %outside ], [ %l, %left ]
  %y = add i32 %x, 1
  %i = sext i32 %tid to i64
  %slot = getelementptr inbounds i32, ptr %shared, i64 %i
  %inside = icmp slt i32 %tid, %last
  br i1 %inside, label %inner, label %edge
inner:
  store i32 %y, ptr %slot, align 4
  br label %done
edge:
  store i32 %y, ptr %out, align 4
  br label %done
done:
  call void @__openhip_barrier()
  ret void
}

; Reading the slot of the lane to the right (s[tid + 1]) before storing
; s[tid]: that lane has not stored yet when this one reads, as on a GPU.
; CHECK-LABEL: define void @readsRight(
; CHECK-NOT: __openhip_warp_ballot
; CHECK: ret void
define void @readsRight(ptr %out, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = sext i32 %tid to i64
  %slot = getelementptr inbounds i32, ptr %shared, i64 %i
  %i.r = add nsw i64 %i, 1
  %next = getelementptr inbounds i32, ptr %shared, i64 %i.r
  %r = load i32, ptr %next, align 4
  %own = load i32, ptr %slot, align 4
  %m = add i32 %r, %own
  store i32 %m, ptr %slot, align 4
  call void @__openhip_barrier()
  ret void
}

; Arrays carved from dynamic shared memory at run-time offsets (HeCBench
; sosfil: `s_zi = &s_out[n]`, `s_sos = &s_zi[n * w]`), each indexed by lane:
; a lane's store into one is not what another lane reads from the other.
; CHECK-LABEL: define void @carvedArrays(
; CHECK-NOT: __openhip_warp_ballot
; CHECK: ret void
define void @carvedArrays(i32 %n, i32 %w, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %n.64 = sext i32 %n to i64
  %zi = getelementptr inbounds float, ptr %shared, i64 %n.64
  %nw = mul nsw i32 %n, %w
  %nw.64 = sext i32 %nw to i64
  %sos = getelementptr inbounds float, ptr %zi, i64 %nw.64
  %tid = call i32 @__openhip_local_id(i32 0)
  %tw = mul nsw i32 %tid, %w
  %tw.64 = sext i32 %tw to i64
  %zi.slot = getelementptr inbounds float, ptr %zi, i64 %tw.64
  store float 1.0, ptr %zi.slot, align 4
  %t6 = mul nsw i32 %tid, 6
  %t6.2 = or i32 %t6, 2
  %t6.2.64 = sext i32 %t6.2 to i64
  %sos.slot = getelementptr inbounds float, ptr %sos, i64 %t6.2.64
  %c = load float, ptr %sos.slot, align 4
  %out.slot = getelementptr inbounds float, ptr %shared, i64 %t6.2.64
  store float %c, ptr %out.slot, align 4
  call void @__openhip_barrier()
  ret void
}

; Not carved arrays: a constant distance apart (`b = s + 32`, one array
; indexed past that point), or a read at a block-uniform index (`b[k]`, a
; broadcast of what one lane stored): the lanes meet after the store.
; CHECK-LABEL: define void @notCarvedArrays(
; CHECK: store float 1.000000e+00, ptr %a.slot
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
; CHECK: store float 2.000000e+00, ptr %c.slot
; CHECK-NEXT: call i64 @__openhip_warp_ballot(i32 1), !openhip.lockstep
define void @notCarvedArrays(ptr %out, i32 %n, i32 %k, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %b = getelementptr inbounds float, ptr %shared, i64 32
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = sext i32 %tid to i64
  %a.slot = getelementptr inbounds float, ptr %shared, i64 %i
  store float 1.0, ptr %a.slot, align 4
  %b.slot = getelementptr inbounds float, ptr %b, i64 %i
  %x = load float, ptr %b.slot, align 4
  store float %x, ptr %out, align 4
  %n.64 = sext i32 %n to i64
  %c = getelementptr inbounds float, ptr %shared, i64 %n.64
  %c.slot = getelementptr inbounds float, ptr %c, i64 %i
  store float 2.0, ptr %c.slot, align 4
  %k.64 = sext i32 %k to i64
  %d = getelementptr inbounds float, ptr %c, i64 %n.64
  %d.k = getelementptr inbounds float, ptr %d, i64 %k.64
  %y = load float, ptr %d.k, align 4
  store float %y, ptr %out, align 4
  call void @__openhip_barrier()
  ret void
}

attributes #0 = { "openhip-kernel" }

!0 = !{}

; Decision slices in the uniform mode: a sub-CFG whose branches are all
; uniform peels from work-item 0 only what decides (branches, uniform stores
; and the x order comparisons whose flip point it computes), and its nest
; runs every work-item, work-item 0 included: row 0 starts at x = 0 like the
; others, with no one-off scalar remainder.
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare void @__openhip_barrier() convergent nounwind

; A uniform loop (the tile loop of a matrix product) with a store per
; work-item in it.
define void @uniform_loop(ptr %out, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %out, i32 %tid
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  store i32 %j, ptr %p
  %j.next = add i32 %j, 1
  %more = icmp ult i32 %j.next, %n
  br i1 %more, label %loop, label %sync
sync:
  call void @__openhip_barrier()
  %v = load i32, ptr %p
  %w = add i32 %v, %j.next
  store i32 %w, ptr %p
  ret void
}

; CHECK-LABEL: define void @uniform_loop(
; CHECK-NOT: x.start
; CHECK: sub0.x.header:
; CHECK-NEXT: %sub0.x = phi i32 [ 0, %sub0.y.header ], [ %sub0.x.next, %sub0.x.latch ]
; CHECK: loop.s0:
; CHECK-NEXT: %j.s0 = phi i32
; CHECK-NEXT: store i32 %j.s0, ptr %p.s0
; The peeled copy keeps the loop and the uniform counter, not the store.
; CHECK: loop.s0.peel:
; CHECK-NEXT: %j.s0.peel = phi i32
; CHECK-NEXT: %j.next.s0.peel = add i32 %j.s0.peel, 1
; CHECK-NEXT: store i32 %j.next.s0.peel, ptr %j.next.uniform
; CHECK-NEXT: %more.s0.peel = icmp ult i32 %j.next.s0.peel, %n
; CHECK-NEXT: br i1 %more.s0.peel
; CHECK: sub0.x.latch:

; Scan's rounds after SimplifyCFG made the guard a select: the branches are
; uniform, and the slice keeps `t >= offset` for the flip point it stores.
define void @select_rounds(ptr %totals, ptr %ctx) "openhip-kernel" {
entry:
  br label %head
head:
  %offset = phi i32 [ 1, %entry ], [ %next, %second ]
  %more = icmp ult i32 %offset, 256
  br i1 %more, label %round, label %done
round:
  %t = call i32 @__openhip_local_id(i32 0)
  %has = icmp sge i32 %t, %offset
  %left = select i1 %has, i32 %offset, i32 0
  call void @__openhip_barrier()
  %t2 = call i32 @__openhip_local_id(i32 0)
  %pt = getelementptr inbounds i32, ptr %totals, i32 %t2
  %old = load i32, ptr %pt
  %sum = add i32 %old, %left
  store i32 %sum, ptr %pt
  br label %second
second:
  call void @__openhip_barrier()
  %next = shl i32 %offset, 1
  br label %head
done:
  ret void
}

; CHECK-LABEL: define void @select_rounds(
; CHECK: sub0.pre:
; CHECK-NEXT: store i32 0, ptr %x.split.low.slot
; CHECK-NOT: x.start
; CHECK: %x.middle.begin = call i32 @llvm.umax.i32(i32 0, i32 %x.split.low)
; CHECK: sub0.x.header:
; CHECK-NEXT: %sub0.x = phi i32 [ 0, %sub0.y.header ]
; CHECK: round.s0.peel:
; CHECK: store i32 %x.guard.begin, ptr %x.split.low.slot
; CHECK-NEXT: store i32 %x.guard.begin, ptr %x.split.high.slot
; CHECK-NEXT: %has.s0.peel = icmp sge i32 0, %offset.s0.peel
; CHECK-NOT: select
; CHECK: br label %sub0.peel.reached.1

; Unoptimized code (-O0): `shift = r + 1`, defined before a loop with
; barriers and used in its header, lives in a private slot that the sub-CFG
; stores and reloads. A slice would read work-item 0's slot before the nest
; writes it, so the peeled copy stays whole and the nest skips work-item 0.
define void @rotate_rounds(ptr %buf, i32 %rounds, ptr %ctx) "openhip-kernel" {
entry:
  %bdim.addr = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdim.addr, align 4
  br label %round
round:
  %r = phi i32 [ 0, %entry ], [ %r.next, %round.end ]
  %more = icmp slt i32 %r, %rounds
  br i1 %more, label %round.body, label %exit
round.body:
  %shift = add nsw i32 %r, 1
  br label %step
step:
  %s = phi i32 [ 0, %round.body ], [ %s.next, %step.body ]
  %again = icmp slt i32 %s, %shift
  br i1 %again, label %step.body, label %round.end
step.body:
  %t = call i32 @__openhip_local_id(i32 0)
  %t1 = add i32 %t, 1
  %from = urem i32 %t1, %bdim
  %from.addr = getelementptr inbounds i32, ptr %buf, i32 %from
  %v = load i32, ptr %from.addr, align 4
  call void @__openhip_barrier()
  %t2 = call i32 @__openhip_local_id(i32 0)
  %to.addr = getelementptr inbounds i32, ptr %buf, i32 %t2
  store i32 %v, ptr %to.addr, align 4
  call void @__openhip_barrier()
  %s.next = add nsw i32 %s, 1
  br label %step
round.end:
  %r.next = add nsw i32 %r, 1
  br label %round
exit:
  ret void
}

; CHECK-LABEL: define void @rotate_rounds(
; CHECK: %sub0.x.start = zext i1 {{%.*}} to i32
; CHECK: round.body.s0.peel:
; CHECK-NEXT: %shift.s0.peel = add nsw i32
; CHECK: [[SLOT:%wi.private[0-9]*]] = getelementptr inbounds i8, ptr %openhip.private.arena
; CHECK-NEXT: store i32 %shift.s0.peel, ptr [[SLOT]]

; A tree reduction's steps: `if (t < s)` and, on the loop's exit path,
; `if (t == 0)` are narrowing guards on paths of uniform branches. The slice
; keeps them (the peeled copy computes each guard's x range there) but not
; what they guard, and the nest runs the range from its start, work-item 0
; included: no scalar work-item 0 in front of each step's vector loop.
define void @tree_steps(ptr %partial, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %bdim.addr = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdim.addr, align 4
  %half = lshr i32 %bdim, 1
  call void @__openhip_barrier()
  br label %head
head:
  %s = phi i32 [ %half, %entry ], [ %s.next, %step.end ]
  %more = icmp sgt i32 %s, 0
  br i1 %more, label %step, label %done
step:
  %t = call i32 @__openhip_local_id(i32 0)
  %active = icmp slt i32 %t, %s
  br i1 %active, label %add, label %step.end
add:
  %other = add nsw i32 %t, %s
  %pa = getelementptr inbounds float, ptr %partial, i32 %other
  %a = load float, ptr %pa
  %pt = getelementptr inbounds float, ptr %partial, i32 %t
  %b = load float, ptr %pt
  %sum = fadd float %a, %b
  store float %sum, ptr %pt
  br label %step.end
step.end:
  call void @__openhip_barrier()
  %s.next = lshr i32 %s, 1
  br label %head
done:
  %t0 = call i32 @__openhip_local_id(i32 0)
  %first = icmp eq i32 %t0, 0
  br i1 %first, label %write, label %exit
write:
  %total = load float, ptr %partial
  store float %total, ptr %out
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @tree_steps(
; CHECK: sub1.y.header:
; CHECK-NOT: x.start
; CHECK: %x.any = icmp ult i32 %x.begin, %x.end
; CHECK: sub1.x.header:
; CHECK-NEXT: %sub1.x = phi i32 [ %x.begin, %sub1.y.header ]
; CHECK: add.s1:
; CHECK: store float %sum.s1, ptr %pt.s1
; CHECK: done.s1.peel:
; CHECK: store i32 %x.guard.end, ptr %x.end.slot
; CHECK: write.s1.peel:
; CHECK-NEXT: br label %exit.s1.peel
; CHECK: step.s1.peel:
; CHECK: store i32 %x.guard.end3, ptr %x.end.slot
; CHECK: add.s1.peel:
; CHECK-NEXT: br label %step.end.s1.peel

; A time-step loop whose work-items update their value only while the step
; is above a threshold of their own (a binomial lattice's `if (i > first)`):
; the divergent branch's paths meet again before the next barrier with
; nothing the slice needs on the way, so the slice jumps over them and the
; nest runs every work-item, work-item 0 included.
define void @time_steps(ptr %buf, i32 %steps, ptr %ctx) "openhip-kernel" {
entry:
  br label %loop
loop:
  %i = phi i32 [ %steps, %entry ], [ %i.next, %join ]
  call void @__openhip_barrier()
  %t = call i32 @__openhip_local_id(i32 0)
  %square = mul i32 %t, %t
  %active = icmp ult i32 %square, %i
  br i1 %active, label %update, label %join
update:
  %p = getelementptr inbounds float, ptr %buf, i32 %t
  %v = load float, ptr %p
  %w = fmul float %v, 5.000000e-01
  store float %w, ptr %p
  br label %join
join:
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @time_steps(
; CHECK-NOT: x.start
; CHECK: sub1.x.header:
; CHECK-NEXT: %sub1.x = phi i32 [ 0, %sub1.y.header ]
; CHECK: update.s1:
; CHECK: store float %w.s1, ptr %p.s1
; CHECK: openhip.after.barrier.s1.peel:
; CHECK-NEXT: br label %join.s1.peel
; CHECK-NOT: update.s1.peel
; CHECK: join.s1.peel:
; CHECK-NEXT: %i.reload.s1.peel = load i32, ptr %i.uniform
; CHECK-NEXT: %i.next.s1.peel = add nsw i32 %i.reload.s1.peel, -1

; The same with an if/else whose then side holds another divergent `if` and a
; loop of each work-item's own length: the outer branch's region holds them,
; and the slice jumps over it whole.
define void @nested_steps(ptr %buf, i32 %steps, ptr %ctx) "openhip-kernel" {
entry:
  br label %loop
loop:
  %i = phi i32 [ %steps, %entry ], [ %i.next, %join ]
  call void @__openhip_barrier()
  %t = call i32 @__openhip_local_id(i32 0)
  %square = mul i32 %t, %t
  %p = getelementptr inbounds float, ptr %buf, i32 %t
  %active = icmp ult i32 %square, %i
  br i1 %active, label %then, label %else
then:
  %v = load float, ptr %p
  %long = icmp ugt i32 %square, 7
  br i1 %long, label %inner, label %then.end
inner:
  %k = phi i32 [ 0, %then ], [ %k.next, %inner ]
  %acc = phi float [ %v, %then ], [ %acc.next, %inner ]
  %acc.next = fmul float %acc, 5.000000e-01
  %k.next = add i32 %k, 1
  %again = icmp ult i32 %k.next, %square
  br i1 %again, label %inner, label %then.end
then.end:
  %w = phi float [ %v, %then ], [ %acc.next, %inner ]
  br label %join
else:
  %u = sitofp i32 %t to float
  br label %join
join:
  %r = phi float [ %w, %then.end ], [ %u, %else ]
  store float %r, ptr %p
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @nested_steps(
; CHECK: sub1.x.header:
; CHECK-NEXT: %sub1.x = phi i32 [ 0, %sub1.y.header ]
; CHECK: openhip.after.barrier.s1.peel:
; CHECK-NEXT: br label %join.s1.peel
; CHECK-NOT: {{^(then|inner|else)[a-z.]*.s1.peel:}}
; CHECK: join.s1.peel:
; CHECK-NEXT: %i.reload.s1.peel = load i32, ptr %i.uniform

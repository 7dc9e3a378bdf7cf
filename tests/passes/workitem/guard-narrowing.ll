; A barrier-free kernel's guard on x narrows the x loop: the loop runs over
; the work-items that pass it, computed once per block, and the comparison
; becomes a constant in the loop (so the vectorized loop needs no mask).
; Where blockIdx.x * blockDim.x + x might wrap over the block, a copy of the
; body that evaluates the guard as written runs instead (not vectorized).
; RUN: opt -passes=openhip-workitem-loops %s | FileCheck %s
; -openhip-narrow-guards=false (hipcc: OPENHIP_NARROW_GUARDS=0) turns it off (for side-by-side measurements):
; RUN: opt -openhip-narrow-guards=false -passes=openhip-workitem-loops %s | FileCheck %s --check-prefix=OFF
; OFF-NOT: x.guard
; OFF-NOT: x.no.point
; OFF-NOT: .wrap

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

; `int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) ...` (unsigned
; arithmetic, signed compare: may wrap, so a checked copy is kept).
define void @triad(ptr %a, ptr %b, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul i32 %bid, %bdim
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %idx = sext i32 %i to i64
  %pb = getelementptr inbounds float, ptr %b, i64 %idx
  %v = load float, ptr %pb
  %pa = getelementptr inbounds float, ptr %a, i64 %idx
  store float %v, ptr %pa
  br label %done
done:
  ret void
}
; CHECK-LABEL: define void @triad(
; CHECK: openhip.entry:
; CHECK: [[BASE:%.*]] = sext i32 %base to i128
; CHECK: [[N:%.*]] = sext i32 %n to i128
; CHECK: %x.guard.distance = sub i128 [[N]], [[BASE]]
; CHECK: %x.guard.fits = icmp sle i128 %{{.*}}, 2147483647
; CHECK: [[LOW:%.*]] = call i128 @llvm.smax.i128(i128 %x.guard.distance, i128 0)
; CHECK: [[CLAMPED:%.*]] = call i128 @llvm.smin.i128(i128 [[LOW]], i128 %{{.*}})
; CHECK: %x.guard.end = trunc i128 [[CLAMPED]] to i32
; CHECK: br i1 %x.guard.fits, label %wi.pre, label %wi.wrap.pre
; CHECK: wi.y.header:
; CHECK: %x.any = icmp ult i32 0, %x.guard.end
; CHECK-NEXT: br i1 %x.any, label %wi.x.header, label %wi.y.latch
; CHECK: wi.x.header:
; CHECK-NEXT: %wi.x = phi i32 [ 0, %wi.y.header ], [ %wi.x.next, %wi.x.latch ]
; CHECK: entry:
; CHECK-NEXT: %i = add i32 %base, %wi.x
; CHECK-NEXT: br i1 true, label %body, label %done
; The copy for wrapping blocks tests every work-item.
; CHECK: entry.wrap:
; CHECK: %in.wrap = icmp slt i32 %i.wrap, %n
; CHECK-NEXT: br i1 %in.wrap, label %body.wrap, label %done.wrap
; CHECK: wi.x.latch:
; CHECK: %wi.x.next = add nuw i32 %wi.x, 1
; CHECK-NEXT: [[MORE:%.*]] = icmp ult i32 %wi.x.next, %x.guard.end
; CHECK-NEXT: br i1 [[MORE]], label %wi.x.header, label %wi.y.latch, !llvm.loop [[FAST:![0-9]+]]
; CHECK: wi.wrap.x.latch:
; CHECK: icmp ult i32 %wi.wrap.x.next, %openhip.bdim.x
; CHECK-NEXT: br i1 %{{.*}}, !llvm.loop [[WRAP:![0-9]+]]

; `if (threadIdx.x + 1 >= n) return;` with the operands swapped (`n <= x + 1`):
; no wrap possible, so no copy; failing work-items return.
define void @early_return(ptr %a, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %tid, 1
  %out = icmp ule i32 %n, %i
  br i1 %out, label %done, label %body
done:
  ret void
body:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 1, ptr %p
  ret void
}
; CHECK-LABEL: define void @early_return(
; CHECK-NOT: wi.wrap
; CHECK: %x.guard.distance = sub i128 %{{.*}}, 1
; CHECK: %x.guard.end = trunc
; CHECK-NEXT: br label %wi.pre
; CHECK: br i1 false, label %done, label %body
; CHECK-LABEL: define void @combined_xy(

; The stencil's `if (x >= nx || y >= ny) return;` with 64-bit signed x
; arithmetic (nsw: no copy): x narrows, y stays a branch.
define void @combined_xy(ptr %a, i64 %nx, i32 %ny, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bid64 = zext i32 %bid to i64
  %base = mul nsw i64 %bid64, 256
  %tx = call i32 @__openhip_local_id(i32 0)
  %tx64 = zext i32 %tx to i64
  %x = add nsw i64 %base, %tx64
  %y = call i32 @__openhip_local_id(i32 1)
  %xout = icmp sge i64 %x, %nx
  %yout = icmp sge i32 %y, %ny
  %out = select i1 %xout, i1 true, i1 %yout
  br i1 %out, label %done, label %body
body:
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 %y, ptr %p
  br label %done
done:
  ret void
}
; CHECK-NOT: wi.wrap
; CHECK: %x.guard.distance = sub i128
; CHECK: %x.guard.end = trunc
; CHECK: %yout = icmp sge i32 %wi.y, %ny
; CHECK-NEXT: %out = select i1 false, i1 true, i1 %yout
; CHECK-LABEL: define void @lower_bound(

; `if (x >= k && x < n)` on unsigned 64-bit values (size_t arithmetic):
; the loop starts at k and ends at n.
define void @lower_bound(ptr %a, i64 %k, i64 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tx = call i32 @__openhip_local_id(i32 0)
  %x = zext i32 %tx to i64
  %above = icmp uge i64 %x, %k
  %below = icmp ult i64 %x, %n
  %in = and i1 %above, %below
  br i1 %in, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 0, ptr %p
  br label %done
done:
  ret void
}
; CHECK-NOT: wi.wrap
; CHECK: %x.guard.begin = trunc
; CHECK: %x.guard.end = trunc
; CHECK: wi.y.header:
; CHECK: %x.any = icmp ult i32 %x.guard.begin, %x.guard.end
; CHECK: %wi.x = phi i32 [ %x.guard.begin, %wi.y.header ], [ %wi.x.next, %wi.x.latch ]
; CHECK: %in = and i1 true, true
; CHECK-LABEL: define void @effect_before_guard(

; A work-item failing the guard stores something first: no narrowing (the
; comparison splits the loop instead, see value-guard-splitting.ll).
define void @effect_before_guard(ptr %a, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 0, ptr %p
  %in = icmp ult i32 %tid, %n
  br i1 %in, label %body, label %done
body:
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK-NOT: x.guard.begin
; CHECK: %x.low.end = call i32 @llvm.umin.i32(i32 %openhip.bdim.x, i32 %x.guard.end)
; CHECK: br i1 true, label %body, label %done
; CHECK: br i1 false, label %body.x.high, label %done.x.high
; CHECK-LABEL: define void @effect_when_failing(

; Work-items failing the guard take a path with a store: no narrowing (but
; a split).
define void @effect_when_failing(ptr %a, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  %in = icmp ult i32 %tid, %n
  br i1 %in, label %body, label %other
body:
  store i32 1, ptr %p
  ret void
other:
  store i32 2, ptr %p
  ret void
}
; CHECK-NOT: x.guard.begin
; CHECK: br i1 true, label %body, label %other
; CHECK: br i1 false, label %body.x.high, label %other.x.high
; CHECK-LABEL: define void @varying_bound(

; The bound is loaded per work-item: no narrowing.
define void @varying_bound(ptr %a, ptr %limits, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %lp = getelementptr inbounds i32, ptr %limits, i32 %tid
  %limit = load i32, ptr %lp
  %in = icmp ult i32 %tid, %limit
  br i1 %in, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK-NOT: x.guard
; CHECK: %in = icmp ult i32 %wi.x, %limit
; CHECK-LABEL: define void @sext_unsigned(

; `(size_t)(int)i < n`: a sign-extended sum compared unsigned is not an
; interval of x; the guard stays.
define void @sext_unsigned(ptr %a, i64 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %base = shl i32 %bid, 8
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base, %tid
  %wide = sext i32 %i to i64
  %in = icmp ult i64 %wide, %n
  br i1 %in, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %a, i64 %wide
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK-NOT: x.guard
; CHECK: %in = icmp ult i64 %wide, %n
; CHECK-LABEL: define void @zext_signed(

; `(long)(unsigned)i < n`: the unsigned sum compares as a non-negative value.
define void @zext_signed(ptr %a, i64 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %base = shl i32 %bid, 8
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add nuw i32 %base, %tid
  %wide = zext i32 %i to i64
  %in = icmp slt i64 %wide, %n
  br i1 %in, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %a, i64 %wide
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK-NOT: wi.wrap
; CHECK: [[FIRST:%.*]] = zext i32 %base to i128
; CHECK: [[BOUND:%.*]] = sext i64 %n to i128
; CHECK: %x.guard.distance = sub i128 [[BOUND]], [[FIRST]]
; CHECK: br i1 true, label %body, label %done

; CHECK-LABEL: define void @boundary(

; `if (i == 0 || i == n - 1) a[i] = 0; else a[i] = 1;` (2-D index arithmetic
; aside, the stencil's boundary test): each comparison holds for one x. A
; block whose range holds neither runs a copy where both are false.
define void @boundary(ptr %a, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %base = shl nuw nsw i32 %bid, 5
  %last = add nsw i32 %n, -1
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add nsw i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %check, label %done
check:
  %first = icmp eq i32 %i, 0
  %islast = icmp eq i32 %i, %last
  %edge = or i1 %first, %islast
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  br i1 %edge, label %onedge, label %inside
onedge:
  store i32 0, ptr %p
  br label %done
inside:
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK: openhip.entry:
; CHECK: %x.guard.end = trunc
; The points, modulo 2^32: 0 - base and n - 1 - base, outside [0, end).
; CHECK: [[P0:%.*]] = sub i32 0, %base
; CHECK: icmp uge i32 [[P0]], 0
; CHECK: icmp ult i32 [[P0]], %x.guard.end
; CHECK: [[P1:%.*]] = sub i32 %last, %base
; CHECK: icmp ult i32 [[P1]], %x.guard.end
; CHECK: %x.no.point{{[0-9]*}} = and i1
; CHECK: br label %openhip.points
; CHECK: check:
; CHECK: %first = icmp eq i32 %i, 0
; CHECK: openhip.points:
; CHECK-NEXT: br i1 %x.no.point{{[0-9]*}}, label %wi.interior.pre, label %wi.pre
; CHECK: check.interior:
; CHECK-NEXT: %edge.interior = or i1 false, false
; CHECK-NOT: wi.wrap

; CHECK-LABEL: define void @local_point(

; `if (threadIdx.x == 0)` holds in every block: no copy for it, but the
; loop narrows to x = 0 (see equality-guards.ll).
define void @local_point(ptr %a, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %body, label %done
body:
  store i32 1, ptr %a
  br label %done
done:
  ret void
}
; CHECK-NOT: interior
; CHECK: %x.guard.end = trunc
; CHECK: br i1 true, label %body, label %done

; CHECK: [[FAST]] = distinct !{[[FAST]], [[PARALLEL:![0-9]+]]}
; CHECK: [[WRAP]] = distinct !{[[WRAP]], [[PARALLEL2:![0-9]+]], [[NOVEC:![0-9]+]]}
; CHECK: [[NOVEC]] = !{!"llvm.loop.vectorize.enable", i1 false}

; Equality guards narrow the x loop to their one point (or to nothing):
; `if (threadIdx.x == 0)`, `if (t == blockDim.x - 1)`, `if (t != k) return;`
; and a global index `if (i == n - 1)`. The point is exact modulo 2^width,
; so no wrap check or copy is needed.
; RUN: opt -passes=openhip-workitem-loops %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone

; `if (threadIdx.x == 0) *a = 1;`: the loop runs x = 0 only.
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
; CHECK-LABEL: define void @local_point(
; CHECK-NOT: wi.wrap
; CHECK-NOT: interior
; CHECK: %x.guard.begin = trunc
; CHECK: %x.guard.end = trunc
; CHECK: br label %wi.pre
; CHECK: %x.any = icmp ult i32 %x.guard.begin, %x.guard.end
; CHECK: %wi.x = phi i32 [ %x.guard.begin, %wi.y.header ]
; CHECK: br i1 true, label %body, label %done
; CHECK: icmp ult i32 %wi.x.next, %x.guard.end

; `if (t == blockDim.x - 1)`: U is uniform, not constant.
define void @last_of_block(ptr %a, ptr %ctx) "openhip-kernel" {
entry:
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %last = add i32 %bdim, -1
  %tid = call i32 @__openhip_local_id(i32 0)
  %is = icmp eq i32 %last, %tid
  br i1 %is, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK-LABEL: define void @last_of_block(
; CHECK: [[P:%.*]] = zext i32 %last to i128
; CHECK: add i128 [[P]], 1
; CHECK: %x.guard.begin = trunc
; CHECK: %x.guard.end = trunc
; CHECK-NEXT: br label %wi.pre
; CHECK: br i1 true, label %body, label %done

; `if ((long)(x + 3) != u) return;` (64-bit U): the point is u - 3 where u
; fits in 32 bits, else there is none (the range is empty).
define void @wide_point(ptr %a, i64 %u, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %t = add nsw i32 %tid, 3
  %t64 = zext i32 %t to i64
  %other = icmp ne i64 %t64, %u
  br i1 %other, label %done, label %body
body:
  store i32 1, ptr %a
  br label %done
done:
  ret void
}
; CHECK-LABEL: define void @wide_point(
; CHECK: [[DIM:%.*]] = zext i32 %openhip.bdim.x to i128
; CHECK: [[U32:%.*]] = trunc i64 %u to i32
; CHECK: [[BACK:%.*]] = zext i32 [[U32]] to i64
; CHECK: [[FITS:%.*]] = icmp eq i64 [[BACK]], %u
; CHECK: %x.point = sub i32 [[U32]], 3
; CHECK: [[POINT:%.*]] = zext i32 %x.point to i128
; CHECK: select i1 [[FITS]], i128 [[POINT]], i128 [[DIM]]
; CHECK: %x.guard.end = trunc
; CHECK-NOT: wi.wrap
; CHECK: br i1 false, label %done, label %body

; The stencil-like global point `if (i == n - 1)` (i = blockIdx.x *
; blockDim.x + x, may wrap): narrowed to the point modulo 2^32, no copy.
define void @global_point(ptr %a, i32 %n, ptr %ctx) "openhip-kernel" {
entry:
  %bidp = getelementptr inbounds i8, ptr %ctx, i64 24
  %bid = load i32, ptr %bidp
  %bdimp = getelementptr inbounds i8, ptr %ctx, i64 12
  %bdim = load i32, ptr %bdimp
  %base = mul i32 %bid, %bdim
  %last = add nsw i32 %n, -1
  %tid = call i32 @__openhip_local_id(i32 0)
  %i = add i32 %base, %tid
  %is = icmp eq i32 %i, %last
  br i1 %is, label %body, label %done
body:
  store i32 %i, ptr %a
  br label %done
done:
  ret void
}
; CHECK-LABEL: define void @global_point(
; CHECK: %x.point = sub i32 %last, %base
; CHECK: %x.guard.end = trunc
; CHECK-NOT: wi.wrap
; CHECK-NOT: wi.interior
; CHECK: br i1 true, label %body, label %done

; A lane test `(x & 63) == 0` is no point: the loop keeps its range.
define void @lane_test(ptr %a, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %lane = and i32 %tid, 63
  %is = icmp eq i32 %lane, 0
  br i1 %is, label %body, label %done
body:
  %p = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 1, ptr %p
  br label %done
done:
  ret void
}
; CHECK-LABEL: define void @lane_test(
; CHECK-NOT: x.guard
; CHECK: %is = icmp eq i32 %lane, 0

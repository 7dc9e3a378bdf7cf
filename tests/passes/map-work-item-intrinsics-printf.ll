; MapWorkItemIntrinsics, device services: clang's vprintf call becomes the
; runtime's printf, malloc/free the device heap, __trap()/abort() a runtime
; trap that receives the work-item's thread ids. Declarations only: a
; function the user defined under such a name is left alone.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-retarget<warp-size=32>,openhip-map-work-item-intrinsics' \
; RUN:   -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, double }
@fmt = private unnamed_addr constant [9 x i8] c"%d %f\0A\00\00\00", align 1

; CHECK-LABEL: define void @services(ptr %out, double %d, ptr noalias nocapture noundef align 8 %ctx)
; CHECK: %n = call i32 @__openhip_device_printf(ptr @fmt, ptr %args)
; CHECK-NEXT: store i32 %n, ptr %out
; CHECK-NEXT: %none = call i32 @__openhip_device_printf(ptr @fmt, ptr null)
; CHECK-NEXT: %block = call noalias ptr @__openhip_device_malloc(i64 32)
; CHECK-NEXT: call void @__openhip_device_free(ptr %block)
; CHECK-NEXT: call i32 @own_free(ptr %block)
; CHECK-NEXT: %bad = icmp eq i32 %n, 0
; CHECK: [[TX:%.*]] = call i32 @__openhip_local_id(i32 0)
; CHECK-NEXT: [[TY:%.*]] = call i32 @__openhip_local_id(i32 1)
; CHECK-NEXT: [[TZ:%.*]] = call i32 @__openhip_local_id(i32 2)
; CHECK-NEXT: call void @__openhip_device_trap(i32 [[TX]], i32 [[TY]], i32 [[TZ]]) #[[NORETURN:[0-9]+]]
; CHECK-NEXT: unreachable
; CHECK: call void @__openhip_device_trap(i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}) #[[NORETURN]]
; CHECK-NEXT: unreachable
define void @services(ptr %out, double %d) {
  %args = alloca %printf_args, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %tid, ptr %args, align 8
  %slot = getelementptr inbounds %printf_args, ptr %args, i32 0, i32 1
  store double %d, ptr %slot, align 8
  %n = call i32 @vprintf(ptr @fmt, ptr %args)
  store i32 %n, ptr %out
  %none = call i32 @vprintf(ptr @fmt, ptr null)
  %block = call ptr @malloc(i64 32)
  call void @free(ptr %block)
  call i32 @own_free(ptr %block)
  %bad = icmp eq i32 %n, 0
  br i1 %bad, label %trap, label %next
trap:
  call void @llvm.trap()
  unreachable
next:
  %worse = icmp eq i32 %n, 1
  br i1 %worse, label %abort, label %done
abort:
  call void @abort()
  unreachable
done:
  ret void
}

; Outside a kernel body the thread ids are unknown: all ones.
; CHECK-LABEL: define void @helper()
; CHECK: call void @__openhip_device_trap(i32 -1, i32 -1, i32 -1)
define void @helper() {
  call void @llvm.trap()
  unreachable
}

; No call of the services' original names is left.
; CHECK-NOT: call {{.*}}@vprintf(
; CHECK-NOT: call {{.*}}@malloc(
; CHECK-NOT: call {{.*}}@llvm.trap
; CHECK: attributes #[[NORETURN]] = { noreturn }

; A user definition named like a service is the user's function.
define i32 @own_free(ptr %p) {
  ret i32 0
}

declare i32 @vprintf(ptr, ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @abort()
declare void @llvm.trap()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @services, !"kernel", i32 1}

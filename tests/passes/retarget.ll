; Retarget: host triple/data layout, kernels marked from !nvvm.annotations,
; launch bounds kept, NVPTX attributes and annotations dropped, warp size flag,
; half conversions as casts.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-retarget -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-retarget<warp-size=32>' -S %s \
; RUN:   | FileCheck %s --check-prefix=WARP32

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: nvptx64
; CHECK: target triple = "x86_64

; CHECK: define void @bounded(ptr %p) #[[BOUNDED:[0-9]+]]
define void @bounded(ptr %p) #0 {
  ret void
}

; CHECK: define void @plain_kernel() #[[KERNEL:[0-9]+]]
define void @plain_kernel() #0 {
  ret void
}

; A device function stays unmarked.
; CHECK: define i32 @device_fn(i32 %x) #[[DEVICE:[0-9]+]]
define i32 @device_fn(i32 %x) #0 {
  ret i32 %x
}

; NVPTX's storage-only half: the conversion intrinsics become fpext/fptrunc.
; CHECK-LABEL: define float @half_round_trip(i16 %h, double %d)
; CHECK-NEXT: [[H:%.*]] = bitcast i16 %h to half
; CHECK-NEXT: %wide = fpext half [[H]] to float
; CHECK-NEXT: [[N:%.*]] = fptrunc float %wide to half
; CHECK-NEXT: %narrow = bitcast half [[N]] to i16
; CHECK-NEXT: [[D:%.*]] = fptrunc double %d to half
; CHECK-NEXT: %from_double = bitcast half [[D]] to i16
; CHECK-NOT: convert
define float @half_round_trip(i16 %h, double %d) #0 {
  %wide = call float @llvm.convert.from.fp16.f32(i16 %h)
  %narrow = call i16 @llvm.convert.to.fp16.f32(float %wide)
  %from_double = call i16 @llvm.convert.to.fp16.f64(double %d)
  %again = call float @llvm.convert.from.fp16.f32(i16 %from_double)
  ret float %again
}
declare float @llvm.convert.from.fp16.f32(i16)
declare i16 @llvm.convert.to.fp16.f32(float)
declare i16 @llvm.convert.to.fp16.f64(double)

attributes #0 = { convergent nounwind "frame-pointer"="all" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }

; CHECK-DAG: attributes #[[BOUNDED]] = { convergent nounwind "openhip-kernel" "openhip-max-threads-per-block"="256" }
; CHECK-DAG: attributes #[[KERNEL]] = { convergent nounwind "openhip-kernel" }
; CHECK-DAG: attributes #[[DEVICE]] = { convergent nounwind }
; CHECK-NOT: nvvm.annotations
; CHECK-NOT: sm_70
; CHECK: !{i32 1, !"openhip-warp-size", i32 64}
; WARP32: !{i32 1, !"openhip-warp-size", i32 32}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @bounded, !"kernel", i32 1}
!1 = !{ptr @bounded, !"maxntidx", i32 128, !"maxntidy", i32 2}
!2 = !{ptr @plain_kernel, !"kernel", i32 1}
!3 = !{ptr @device_fn, !"align", i32 8}

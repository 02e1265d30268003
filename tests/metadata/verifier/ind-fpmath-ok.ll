; OpenCL-style fpmath on a division and a call
define float @f(float %a, float %b) {
  %d = fdiv float %a, %b, !fpmath !0
  %s = call float @llvm.sqrt.f32(float %d), !fpmath !1
  ret float %s
}
declare float @llvm.sqrt.f32(float)
!0 = !{float 2.5}
!1 = !{float 0x3FF0000000000000}

define float @f(float %a, float %b) {
  %q = fsub float %a, %b, !fpmath !0
  ret float %q
}
!0 = !{i32 3}

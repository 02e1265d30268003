define float @f(ptr %p) {
  %v = load float, ptr %p, !fpmath !0
  ret float %v
}
!0 = !{float 0.5}

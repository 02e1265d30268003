define float @f(ptr %p) {
  %v = load float, ptr %p, align 4, !range !0
  ret float %v
}
!0 = !{i32 0, i32 1}

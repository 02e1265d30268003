; INVALID: range on a float load
define float @f(ptr %p) {
  %v = load float, ptr %p, !range !0
  ret float %v
}
!0 = !{i32 0, i32 1}

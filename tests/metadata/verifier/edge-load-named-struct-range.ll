%pair = type { i32, i32 }
define %pair @f(ptr %p) {
  %v = load %pair, ptr %p, !range !0
  ret %pair %v
}
!0 = !{i32 0, i32 4}

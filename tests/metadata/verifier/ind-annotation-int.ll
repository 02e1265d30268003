; INVALID: an annotation that is a number
define void @f(ptr %p) {
  store i32 0, ptr %p, !annotation !0
  ret void
}
!0 = !{i32 1}

; INVALID: a tuple with a number in an annotation
define void @f(ptr %p) {
  store i32 0, ptr %p, !annotation !0
  ret void
}
!0 = !{!1}
!1 = !{!"a", i32 1}

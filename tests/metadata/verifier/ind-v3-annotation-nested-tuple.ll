; INVALID: a tuple inside a tuple in an annotation
define void @f(ptr %p) {
  store i8 0, ptr %p, !annotation !0
  ret void
}
!0 = !{!1}
!1 = !{!"a", !{!"b"}}

; annotation with a tuple of strings
define void @f(ptr %p) {
  store i32 0, ptr %p, !annotation !0
  ret void
}
!0 = !{!1}
!1 = !{!"remark", !"detail"}

declare void @g()
define void @f(ptr %p) {
  %v = load i32, ptr %p, !mmra !0
  call void @g(), !mmra !0
  ret void
}
!0 = !{!"x", !"y"}

define void @f(ptr %p) {
  store i32 0, ptr %p, !annotation !0
  %v = load i32, ptr %p, !annotation !1
  ret void
}
!0 = !{!"auto-init"}
!1 = !{!"a", !"b"}

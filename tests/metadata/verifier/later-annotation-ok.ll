define void @f() {
  ret void, !annotation !0
}
!0 = !{!"auto-init", !{!"a", !"b"}}

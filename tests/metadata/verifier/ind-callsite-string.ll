; INVALID: callsite holding a string
declare void @g()
define void @f() {
  call void @g(), !callsite !0
  ret void
}
!0 = !{!"id"}

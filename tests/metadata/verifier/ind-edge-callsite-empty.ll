; INVALID: callsite with no ids
declare void @g()
define void @f() {
  call void @g(), !callsite !0
  ret void
}
!0 = !{}

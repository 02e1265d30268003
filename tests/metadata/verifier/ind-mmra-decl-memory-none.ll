; INVALID: mmra on a call of a function declared memory(none)
declare void @g() memory(none)
define void @f() {
  call void @g(), !mmra !0
  ret void
}
!0 = !{!"a", !"b"}

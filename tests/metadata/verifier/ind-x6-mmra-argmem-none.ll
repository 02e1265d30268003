; INVALID: a call site whose memory effects are all none (argmem: none, the rest none by default)
declare void @g()
define void @f() {
  call void @g() memory(argmem: none), !mmra !0
  ret void
}
!0 = !{!"a", !"b"}

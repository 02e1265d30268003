; INVALID: an attribute group whose memory effects are all none
declare void @g() #0
define void @f() {
  call void @g(), !mmra !0
  ret void
}
attributes #0 = { memory(argmem: none, inaccessiblemem: none) }
!0 = !{!"a", !"b"}

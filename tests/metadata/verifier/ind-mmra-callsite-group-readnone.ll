; INVALID: mmra on a call site whose attribute group says readnone
declare void @g()
define void @f() {
  call void @g() #0, !mmra !0
  ret void
}
attributes #0 = { nounwind readnone }
!0 = !{!"a", !"b"}

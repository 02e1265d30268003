; INVALID: an mmra tag of three strings
define void @f() {
  fence seq_cst, !mmra !0
  ret void
}
!0 = !{!"a", !"b", !"c"}

; a callee that may read memory outside its arguments can carry mmra
declare void @g() memory(read, argmem: none)
define void @f() {
  call void @g(), !mmra !0
  ret void
}
!0 = !{!"a", !"b"}

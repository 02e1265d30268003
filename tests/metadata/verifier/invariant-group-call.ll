declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr %p), !invariant.group !0
  ret void
}
!0 = !{}

; INVALID: invariant.group on a call
declare ptr @g()
define void @f() {
  %p = call ptr @g(), !invariant.group !0
  ret void
}
!0 = !{}

; documented: invariant.group is an empty node
define void @f(ptr %p) {
  %v = load i8, ptr %p, !invariant.group !0
  ret void
}
!0 = !{!"group"}

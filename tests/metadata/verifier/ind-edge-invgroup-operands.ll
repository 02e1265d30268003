; documented: invariant.group nodes are empty
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !invariant.group !0
  ret i32 %v
}
!0 = !{!"group"}

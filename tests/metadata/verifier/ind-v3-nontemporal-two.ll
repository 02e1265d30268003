; documented: nontemporal holds i32 1
define void @f(ptr %p) {
  store i32 0, ptr %p, !nontemporal !0
  ret void
}
!0 = !{i32 2}

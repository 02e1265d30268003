; documented: an access group is distinct
define void @f(ptr %p) {
  %v = load i32, ptr %p, !llvm.access.group !0
  ret void
}
!0 = !{}

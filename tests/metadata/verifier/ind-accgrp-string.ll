; INVALID: access group holding a string
define void @f(ptr %a) {
  %v = load i32, ptr %a, !llvm.access.group !0
  ret void
}
!0 = !{!"group"}

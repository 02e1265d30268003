; INVALID: a list holding a string
define void @f(ptr %a) {
  %v = load i32, ptr %a, !noalias !0
  ret void
}
!0 = !{!"scope"}

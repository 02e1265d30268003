; INVALID: an unterminated node
define void @f() {
  ret void
}
!0 = !{i32 1, i32 2

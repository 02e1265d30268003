; annotation on a function is not looked at
define void @f() !annotation !0 {
  ret void
}
!0 = !{i32 1}

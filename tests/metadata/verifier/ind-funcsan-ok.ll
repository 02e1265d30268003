; func_sanitize on a function definition
define void @f() !func_sanitize !0 {
  ret void
}
!0 = !{i32 -1056584962, i32 905068220}

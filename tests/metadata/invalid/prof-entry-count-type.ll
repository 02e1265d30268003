; expect: E0850 at i32
; The entry count is an i64.
define void @f() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i32 10}

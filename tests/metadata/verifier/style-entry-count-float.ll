; documented: the function entry count is an i64
define void @f() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", double 5.0}

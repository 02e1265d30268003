; documented: function entry counts are i64
define void @f() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i32 10}

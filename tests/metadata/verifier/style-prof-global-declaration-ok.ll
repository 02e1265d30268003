@g = external global i32, !prof !0
!0 = !{!"function_entry_count", i64 5}

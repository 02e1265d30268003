declare void @ext() !prof !0
!0 = !{!"function_entry_count", i64 5}

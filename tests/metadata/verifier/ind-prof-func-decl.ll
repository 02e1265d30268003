; INVALID: prof on a declaration
declare !prof !0 void @g()
!0 = !{!"function_entry_count", i64 5}

; expect: E0851 at !prof !0
; An entry count belongs on a function.
br label %x, !prof !0
!0 = !{!"function_entry_count", i64 10}

; INVALID: two !prof attachments on a function
define void @f() !prof !0 !prof !1 {
  ret void
}
!0 = !{!"function_entry_count", i64 1}
!1 = !{!"function_entry_count", i64 2}

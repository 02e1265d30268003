define void @baz() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i64 100, i64 9876543210, i64 1234}

declare !prof !0 void @ext()
define void @f() {
  call void @ext()
  ret void
}
!0 = !{!"function_entry_count", i64 100}

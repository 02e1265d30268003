; entry count with the ThinLTO import GUID list
define void @f() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i64 100, i64 12345, i64 67890}

; INVALID: a synthetic entry count that is a string
define void @f() !prof !0 {
  ret void
}
!0 = !{!"synthetic_function_entry_count", !"n"}

; INVALID: a string operand
define void @f() !kcfi_type !0 {
  ret void
}
!0 = !{!"id"}

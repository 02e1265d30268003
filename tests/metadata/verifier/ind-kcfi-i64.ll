; INVALID: a 64-bit kcfi type
define void @f() !kcfi_type !0 {
  ret void
}
!0 = !{i64 12345678}

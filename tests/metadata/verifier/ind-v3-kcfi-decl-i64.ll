; INVALID: a 64-bit kcfi type on a declaration
declare !kcfi_type !0 void @g()
!0 = !{i64 1}

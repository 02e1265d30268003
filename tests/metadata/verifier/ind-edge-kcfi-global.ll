; kcfi_type on a global variable is not looked at
@g = global i32 0, !kcfi_type !0
!0 = !{i64 1, i64 2}

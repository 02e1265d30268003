declare void @ext() !kcfi_type !0
define void @f() !kcfi_type !0 {
  ret void
}
!0 = !{i32 12345}

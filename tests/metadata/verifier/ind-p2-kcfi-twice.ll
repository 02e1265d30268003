; INVALID: two !kcfi_type attachments on a function
define void @f() !kcfi_type !0 !kcfi_type !0 {
  ret void
}
!0 = !{i32 7}

; INVALID: a kcfi type that is a pointer
define void @f() !kcfi_type !0 {
  ret void
}
!0 = !{ptr null}

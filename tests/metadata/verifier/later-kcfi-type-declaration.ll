declare !kcfi_type !0 void @ext()
define void @f() !kcfi_type !0 {
  call void @ext()
  ret void
}
!0 = !{i32 -1208351379}

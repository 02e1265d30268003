; kcfi_type on a function definition and invalid node on a global variable (not looked at)
@g = global i32 0, !kcfi_type !1
define void @f() !kcfi_type !0 {
  ret void
}
!0 = !{i32 -1}
!1 = !{!"x"}

define void @f() {
  %a = alloca ptr, align 8, !nonnull !0
  ret void
}
!0 = !{}

define i32 @f(ptr %pp) {
  %v = load i32, ptr %pp, !nonnull !0
  ret i32 %v
}
!0 = !{}

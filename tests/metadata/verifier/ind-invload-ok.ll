define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !invariant.load !0
  ret i32 %v
}
!0 = !{}

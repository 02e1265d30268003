define void @f(ptr %p) {
  %v = load i8, ptr %p, !invariant.group !0
  store i8 %v, ptr %p, !invariant.group !0
  ret void
}
!0 = !{}

; INVALID: an empty annotation
define void @f(ptr %p) {
  store i32 0, ptr %p, !annotation !0
  ret void
}
!0 = !{}

; INVALID: fpmath on a store (no fp result)
define void @f(ptr %p) {
  store float 1.0, ptr %p, !fpmath !0
  ret void
}
!0 = !{float 3.0}

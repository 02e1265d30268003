; INVALID: a stray token after the attachment
define void @f(ptr %p) {
  store i32 0, ptr %p, !nontemporal !0 garbage
  ret void
}
!0 = !{i32 1}

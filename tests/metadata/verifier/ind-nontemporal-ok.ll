define void @f(ptr %p, <4 x float> %v) {
  store <4 x float> %v, ptr %p, align 16, !nontemporal !0
  ret void
}
!0 = !{i32 1}

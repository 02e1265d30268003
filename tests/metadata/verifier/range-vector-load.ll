define <4 x i32> @vec(ptr %p) {
  %v = load <4 x i32>, ptr %p, align 16, !range !0
  ret <4 x i32> %v
}
!0 = !{i32 0, i32 1024}

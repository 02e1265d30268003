define <2 x i16> @f(ptr %p) {
  %v = load <2 x i16>, ptr %p, !range !0
  ret <2 x i16> %v
}
!0 = !{i32 0, i32 4}

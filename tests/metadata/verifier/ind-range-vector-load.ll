; a range on a vector load applies to each element
define <4 x i16> @f(ptr %p) {
  %v = load <4 x i16>, ptr %p, align 8, !range !0
  ret <4 x i16> %v
}
!0 = !{i16 -10, i16 10, i16 100, i16 200}

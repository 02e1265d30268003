define <2 x ptr> @f(<2 x ptr> %p) {
  %q = getelementptr i8, <2 x ptr> %p, <2 x i64> <i64 1, i64 2>, !align !0
  ret <2 x ptr> %q
}
!0 = !{i64 4}

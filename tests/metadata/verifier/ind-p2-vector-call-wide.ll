; INVALID: i64 bounds on a call returning <2 x i32>
declare <2 x i32> @g()
define <2 x i32> @f() {
  %r = call <2 x i32> @g(), !range !0
  ret <2 x i32> %r
}
!0 = !{i64 0, i64 4}

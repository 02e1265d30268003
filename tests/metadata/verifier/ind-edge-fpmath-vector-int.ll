; INVALID: fpmath on an integer vector op
define <2 x i32> @f(<2 x i32> %a) {
  %n = mul <2 x i32> %a, %a, !fpmath !0
  ret <2 x i32> %n
}
!0 = !{float 2.0}

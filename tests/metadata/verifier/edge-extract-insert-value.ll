define float @f({ i32, float } %agg) {
  %a = extractvalue { i32, float } %agg, 1
  %b = fmul float %a, %a, !fpmath !0
  %c = insertvalue { i32, float } %agg, float %b, 1
  %d = extractvalue { i32, float } %c, 0, !fpmath !0
  ret float %b
}
!0 = !{float 1.0}

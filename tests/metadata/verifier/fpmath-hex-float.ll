define half @f(half %a, half %b) {
  %q = fdiv half %a, %b, !fpmath !0
  ret half %q
}
!0 = !{float 0x3FF8000000000000}

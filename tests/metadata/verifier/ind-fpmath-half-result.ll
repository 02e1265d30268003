; fpmath on a half fdiv, accuracy still a float
define half @f(half %a) {
  %d = fdiv half %a, 0xH3C00, !fpmath !0
  ret half %d
}
!0 = !{float 3.0}

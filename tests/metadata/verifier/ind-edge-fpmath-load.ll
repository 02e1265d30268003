; fpmath on a float load is only checked for its result type
define float @f(ptr %p) {
  %v = load float, ptr %p, !fpmath !0
  %t = fptrunc double 1.0 to float, !fpmath !0
  %n = fneg float %v, !fpmath !0
  ret float %n
}
!0 = !{float 2.0}

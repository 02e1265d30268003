declare { float, float } @g()
define { float, float } @f() {
  %r = call { float, float } @g(), !fpmath !0
  ret { float, float } %r
}
!0 = !{float 1.0}

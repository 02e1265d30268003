; INVALID: fpmath on a call returning an integer
declare i32 @g()
define i32 @f() {
  %r = call i32 @g(), !fpmath !0
  ret i32 %r
}
!0 = !{float 1.0}

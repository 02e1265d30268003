; INVALID: fpmath on an integer add
define i32 @f(i32 %a, i32 %b) {
  %d = add i32 %a, %b, !fpmath !0
  ret i32 %d
}
!0 = !{float 2.5}

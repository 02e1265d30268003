; absolute_symbol on a function definition, 32-bit i32 in a 64-bit module
; INVALID
define void @fn() !absolute_symbol !0 {
  ret void
}
!0 = !{i32 0, i32 100}

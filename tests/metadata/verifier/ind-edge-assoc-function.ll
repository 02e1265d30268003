; associated on a function definition
@keep = global i8 0
define void @fn() !associated !0 {
  ret void
}
!0 = !{ptr @keep}

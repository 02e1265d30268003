@x = global i32 0, !associated !0
@y = alias i32, ptr @x
!0 = !{ptr @y}

@a = global i32 0
@b = global i32 0
@x = global i32 0, !associated !0
!0 = !{ptr @a, ptr @b}

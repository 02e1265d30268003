@x = global i32 0, !associated !0
!0 = !{i32 1}

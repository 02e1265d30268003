@a = global i32 0
declare void @ext() !associated !0
!0 = !{ptr @a}

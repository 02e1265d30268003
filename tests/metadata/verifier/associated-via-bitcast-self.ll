@x = global i32 0, !associated !0
!0 = !{ptr bitcast (ptr @x to ptr)}

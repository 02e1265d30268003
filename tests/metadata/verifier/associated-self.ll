@x = global i32 0, section "s", !associated !0
!0 = !{ptr @x}

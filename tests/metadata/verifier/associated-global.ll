@a = global i32 1
@b = global i32 2, section "meta", !associated !0
!0 = !{ptr @a}

; INVALID: associated with itself
@data = global i32 1, !associated !0
!0 = !{ptr @data}

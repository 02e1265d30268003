; INVALID: associated with a string
@b = global i32 2, !associated !0
!0 = !{!"a"}

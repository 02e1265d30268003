; INVALID: associated with a non-pointer value
@b = global i32 2, !associated !0
!0 = !{i32 7}

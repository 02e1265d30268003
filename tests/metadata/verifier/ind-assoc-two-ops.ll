; INVALID: associated with two operands
@a = global i32 1
@b = global i32 2, !associated !0
@c = global i32 3
!0 = !{ptr @a, ptr @c}

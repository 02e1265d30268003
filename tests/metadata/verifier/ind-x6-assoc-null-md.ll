; INVALID: associated with a null operand
@g = global i32 0, !associated !0
!0 = !{null}

; INVALID: associated with no operand
@meta = global i32 0, !associated !0
!0 = !{}

; INVALID: associated with a node
@g = global i32 0, !associated !0
!0 = !{!1}
!1 = !{}

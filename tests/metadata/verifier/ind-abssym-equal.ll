; INVALID: absolute_symbol with equal non-extreme bounds
@sym = external global i8, !absolute_symbol !0
!0 = !{i64 3, i64 3}

; INVALID: absolute_symbol with no ranges
@sym = external global i8, !absolute_symbol !0
!0 = !{}

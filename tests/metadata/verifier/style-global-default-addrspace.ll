target datalayout = "e-p3:16:16-G3"
@g = external global i8, !absolute_symbol !0
!0 = !{i16 0, i16 100}

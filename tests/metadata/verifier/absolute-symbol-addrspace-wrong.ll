target datalayout = "e-p1:16:16"
@low = external addrspace(1) global i8, !absolute_symbol !0
!0 = !{i64 0, i64 512}

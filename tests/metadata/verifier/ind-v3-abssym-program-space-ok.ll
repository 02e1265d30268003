target datalayout = "e-P1-p1:16:16"
define void @f() addrspace(1) !absolute_symbol !0 {
  ret void
}
!0 = !{i16 0, i16 256}

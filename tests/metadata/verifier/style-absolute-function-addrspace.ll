target datalayout = "e-p1:32:32-P1"
define void @f() addrspace(1) !absolute_symbol !0 {
  ret void
}
!0 = !{i32 0, i32 100}

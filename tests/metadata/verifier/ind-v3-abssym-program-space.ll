; INVALID: functions live in address space 1 with 16-bit pointers: i64 is too wide
target datalayout = "e-P1-p1:16:16"
define void @f() addrspace(1) !absolute_symbol !0 {
  ret void
}
!0 = !{i64 0, i64 256}

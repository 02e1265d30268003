; address space 1 has 16-bit pointers: i64 is wrong there
target datalayout = "e-p:64:64-p1:16:16"
@sym = external addrspace(1) global i8, !absolute_symbol !0
!0 = !{i64 0, i64 16}

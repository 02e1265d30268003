; absolute_symbol on a function declaration
declare !absolute_symbol !0 void @fn()
!0 = !{i64 4096, i64 8192}

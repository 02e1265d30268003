; INVALID: pointers are 32 bits here
target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
@g = external global i32, !absolute_symbol !0
!0 = !{i64 0, i64 256}

; INVALID: i32 absolute_symbol on a 64-bit target
target datalayout = "e-m:e-i64:64-n32:64-S128"
@sym = external global i8, !absolute_symbol !0
!0 = !{i32 0, i32 256}

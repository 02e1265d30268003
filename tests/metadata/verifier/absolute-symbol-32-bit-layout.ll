target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
@sym = external global i8, !absolute_symbol !0
!0 = !{i32 0, i32 4096}

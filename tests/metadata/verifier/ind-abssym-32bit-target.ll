; i32 range is right when pointers are 32 bits
target datalayout = "e-m:e-p:32:32-i64:64-n32-S64"
target triple = "i386-unknown-linux-gnu"
@sym = external global i8, !absolute_symbol !0
!0 = !{i32 4096, i32 8192}

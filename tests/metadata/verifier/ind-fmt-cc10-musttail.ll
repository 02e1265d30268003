; reads: numbered calling convention and musttail
declare cc 10 void @ghc(i64)
define cc 10 void @f(i64 %x) {
  musttail call cc 10 void @ghc(i64 %x), !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 1}

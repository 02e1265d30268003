; VP on a load is not looked at by LLVM 19's verifier
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !prof !0
  ret i32 %v
}
!0 = !{!"VP", i32 0, i64 10, i64 1, i64 10}

; INVALID: mmra on a call of an intrinsic that touches no memory
declare i32 @llvm.ctpop.i32(i32)
define i32 @f(i32 %x) {
  %c = call i32 @llvm.ctpop.i32(i32 %x), !mmra !0
  ret i32 %c
}
!0 = !{!"a", !"b"}

declare i1 @llvm.is.constant.i32(i32)
define i1 @f(i32 %x) {
  %c = call i1 @llvm.is.constant.i32(i32 %x), !range !0
  ret i1 %c
}
!0 = !{i1 0, i1 -1}

; reads: operand bundles, intrinsics with immarg and ranges on them
declare i32 @llvm.ctpop.i32(i32)
declare void @llvm.assume(i1)
define i32 @f(i32 %x, ptr %p) {
  %c = call i32 @llvm.ctpop.i32(i32 %x), !range !0
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16), "nonnull"(ptr %p) ]
  %t = tail call i32 @llvm.ctpop.i32(i32 %c) #0, !range !0
  ret i32 %t
}
attributes #0 = { nounwind readnone }
!0 = !{i32 0, i32 33}

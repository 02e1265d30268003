; reads: metadata arguments of a call
declare void @llvm.foo(metadata, metadata)
define void @f(i32 %x) {
  call void @llvm.foo(metadata i32 %x, metadata !{!"inline", i32 1})
  call void @llvm.foo(metadata !0, metadata !"str")
  ret void
}
!0 = !{}

; reads: metadata as call arguments and named metadata first
!named.first = !{!0, !1}
!0 = !{!"first"}
!1 = distinct !{}

define void @f(ptr %p, i32 %v) {
  call void @llvm.dbg.value(metadata i32 %v, metadata !2, metadata !DIExpression())
  call void @llvm.foo(metadata !0, metadata !{i32 1}, metadata ptr %p)
  ret void
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.foo(metadata, metadata, metadata)
!2 = !DILocalVariable(name: "v", scope: !3)
!3 = distinct !DISubprogram(name: "f", spFlags: DISPFlagDefinition, unit: !4)
!4 = distinct !DICompileUnit(language: DW_LANG_C, file: !5, emissionKind: NoDebug)
!5 = !DIFile(filename: "x.c", directory: "")

define void @f(i32 %x) !dbg !4 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !9
  ret void, !dbg !9
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, emissionKind: FullDebug)
!1 = !DIFile(filename: "d.c", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null, !8}
!7 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 3, type: !10)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 4, column: 1, scope: !4)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", baseType: !8)

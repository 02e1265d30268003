; reads: macro and module nodes, string types, common blocks, labels, their unit listed
!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!10}
!named = !{!0, !2, !4, !5, !6}
!0 = !DIMacroFile(file: !1, nodes: !7)
!1 = !DIFile(filename: "m.h", directory: "/")
!2 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "M.apinotes", file: !1, line: 1, isDecl: false)
!3 = distinct !DISubprogram(name: "s", scope: !1, file: !1, spFlags: DISPFlagDefinition, unit: !8)
!4 = !DIStringType(name: "character(10)", size: 80)
!5 = !DICommonBlock(scope: !3, declaration: null, name: "blk", file: !1, line: 4)
!6 = !DILabel(scope: !3, name: "L", file: !1, line: 7)
!7 = !{!9}
!8 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, emissionKind: FullDebug)
!9 = !DIMacro(type: DW_MACINFO_define, line: 2, name: "X", value: "1")
!10 = !{i32 2, !"Debug Info Version", i32 3}

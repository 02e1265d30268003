; reads: inline DILocation attachments
define void @f() !dbg !3 {
  ret void, !dbg !DILocation(line: 4, column: 1, scope: !3)
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !{})
!5 = !{i32 2, !"Debug Info Version", i32 3}

; INVALID: atomGroup on a location is a field of later LLVM versions
define void @f() !dbg !3 {
  ret void, !dbg !5
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !{null})
!5 = !DILocation(line: 2, scope: !3, atomGroup: 1, atomRank: 1)
!6 = !{i32 2, !"Debug Info Version", i32 3}

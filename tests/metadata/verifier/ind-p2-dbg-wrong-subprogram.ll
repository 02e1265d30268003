; a !dbg location in another function's subprogram: llvm-as warns and drops it
define void @f() !dbg !5 {
  ret void, !dbg !9
}
define void @g() !dbg !8 {
  ret void, !dbg !10
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "w.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 5, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 6, scope: !8)
!10 = !DILocation(line: 6, scope: !8)

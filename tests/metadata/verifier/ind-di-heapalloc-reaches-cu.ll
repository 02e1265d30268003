; no debug version: debug info is stripped, !heapallocsite (reaching the unit) with it
define ptr @f() !dbg !5 {
  %p = call ptr @malloc(i64 4), !heapallocsite !9, !dbg !8
  ret ptr %p
}
declare ptr @malloc(i64)
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !5, file: !1, line: 1, size: 32)

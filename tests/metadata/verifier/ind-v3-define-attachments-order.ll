; reads: function attachments in any order, a declaration with two
declare !dbg !7 !kcfi_type !8 void @g()
define void @f() !prof !9 !kcfi_type !8 !dbg !5 {
  ret void, !dbg !6
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "o.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !4)
!4 = !{null}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DILocation(line: 1, scope: !5)
!7 = !DISubprogram(name: "g", scope: !1, file: !1, line: 9, type: !3, spFlags: 0)
!8 = !{i32 99}
!9 = !{!"function_entry_count", i64 3}

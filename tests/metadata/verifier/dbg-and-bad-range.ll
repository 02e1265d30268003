define i8 @f(ptr %p) !dbg !1 {
  %v = load i8, ptr %p, !range !4, !dbg !5
  ret i8 %v
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!1 = distinct !DISubprogram(name: "f", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !0)
!2 = !DIFile(filename: "f.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i8 1, i8 1}
!5 = !DILocation(line: 1, scope: !1)

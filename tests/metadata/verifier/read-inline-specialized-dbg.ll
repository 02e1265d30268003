; reads: a specialized node inline in an attachment
define void @f() !dbg !1 {
  ret void, !dbg !DILocation(line: 1, scope: !1)
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!1 = distinct !DISubprogram(name: "f", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !0)
!2 = !DIFile(filename: "f.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}

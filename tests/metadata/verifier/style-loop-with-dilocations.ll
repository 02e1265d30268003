define void @f(i1 %c) !dbg !5 {
entry:
  br label %l
l:
  br i1 %c, label %l, label %e, !llvm.loop !10, !dbg !8
e:
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "l.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DILocation(line: 2, scope: !5)
!9 = !DILocation(line: 3, scope: !5)
!10 = distinct !{!10, !8, !9, !11}
!11 = !{!"llvm.loop.mustprogress"}

define void @f(i1 %c) !dbg !5 {
entry:
  br label %l
l:
  br i1 %c, label %l, label %e, !llvm.loop !11
e:
  ret void, !dbg !10
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "loop.ll", directory: "/")
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: null, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 1, column: 1, scope: !5)
!11 = distinct !{!11, !10, !10}

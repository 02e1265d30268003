define void @f() gc "statepoint-example" section "hot" !prof !0 !dbg !1 {
  ret void
}
!0 = !{!"function_entry_count", i64 -1}
!1 = distinct !DISubprogram(name: "f", unit: !2)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3)
!3 = !DIFile(filename: "a.c", directory: "/")

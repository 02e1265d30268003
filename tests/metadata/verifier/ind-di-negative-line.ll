; INVALID: a negative line
!0 = !DIFile(filename: "a.c", directory: "/")
!1 = !DILocalVariable(name: "x", scope: !2, file: !0, line: -3)
!2 = distinct !DISubprogram(name: "f", scope: !0, spFlags: DISPFlagDefinition, unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !0)

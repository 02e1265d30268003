define void @f() {
  ret void, !custom !{!DILocation(line: 1, scope: !0)}
}
!0 = distinct !DISubprogram(name: "f", unit: !1)
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "a.c", directory: "/")

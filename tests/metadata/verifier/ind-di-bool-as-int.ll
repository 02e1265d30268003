; INVALID: a boolean field given a number
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: 1)
!1 = !DIFile(filename: "a.c", directory: "/")

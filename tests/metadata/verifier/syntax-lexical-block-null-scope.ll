!0 = !DILexicalBlock(scope: null, file: !1, line: 1)
!1 = !DIFile(filename: "a.c", directory: "/")
!n = !{!0}

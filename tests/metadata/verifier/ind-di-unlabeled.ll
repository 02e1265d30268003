; INVALID: a field without its label
!0 = !DIFile("a.c", directory: "/")

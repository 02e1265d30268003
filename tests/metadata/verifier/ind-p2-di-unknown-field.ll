; INVALID: a DIFile with an unknown field
!0 = !DIFile(filename: "a.c", directory: "/", colour: "red")

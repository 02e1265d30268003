; INVALID: a DIBasicType size written as a string
!0 = !DIBasicType(name: "int", size: "32")

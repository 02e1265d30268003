; INVALID: a specialized node LLVM 19 does not know
!0 = !DIFixedPointType(name: "fx", size: 32)

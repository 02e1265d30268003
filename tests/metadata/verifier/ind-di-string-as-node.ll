; INVALID: a string where a node goes
!0 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: "int", size: 64)

; !range on a global variable is not looked at by the verifier.
@g = global i32 0, !range !0
!0 = !{i32 5, i32 5}

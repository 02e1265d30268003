; documented: associated references another global object (llvm-as accepts null)
@b = global i32 2, !associated !0
!0 = !{ptr null}

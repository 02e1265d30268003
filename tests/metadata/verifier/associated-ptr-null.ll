; documented: associated names a global object; the verifier takes any pointer constant
@x = global i32 0, !associated !0
!0 = !{ptr null}

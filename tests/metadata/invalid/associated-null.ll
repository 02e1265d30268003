; expect: E0851 at ptr null
; !associated names a global object.
@b = internal global i32 2, section "abc", !associated !0
!0 = !{ptr null}

; associated on an external declaration
@target = global i32 0
@ext = external global i32, !associated !0
!0 = !{ptr @target}

; noalias and alias.scope on a global are not looked at
@g = global i32 0, !noalias !0
!0 = !{!"whatever"}

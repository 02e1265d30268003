@g = global i32 0, !alias.scope !0, !noalias !0, !nonnull !1, !fpmath !1
!0 = !{!"not a scope"}
!1 = !{i32 7}

; two associated attachments: only the first is read, the second names the global itself
@a = global i32 0
@b = global i32 0, !associated !0, !associated !1
!0 = !{ptr @a}
!1 = !{ptr @b}

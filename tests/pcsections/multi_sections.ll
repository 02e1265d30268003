; One instruction and one function in three sections each.
@x = global i32 0

define i32 @f() !pcsections !0 {
  %v = load volatile i32, ptr @x, !pcsections !0
  store volatile i32 1, ptr @x, !pcsections !1
  ret i32 %v
}

!0 = !{!"sec.a", !"sec.b", !"sec.c"}
!1 = !{!"sec.c", !"sec.a"}

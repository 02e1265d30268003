; Instructions sharing one node: llc writes every PC of the node, then
; its constants once; nodes in the order they first appear.
@x = global i32 0
@y = global i32 0

define void @f() {
  store volatile i32 1, ptr @x, !pcsections !0
  store volatile i32 2, ptr @y, !pcsections !1
  store volatile i32 3, ptr @x, !pcsections !0
  store volatile i32 4, ptr @y, !pcsections !1
  store volatile i32 5, ptr @x, !pcsections !0
  ret void
}

!0 = !{!"shared", !10}
!1 = !{!"shared!C", !10, !"other", !10}
!10 = !{i32 42, i64 4242}

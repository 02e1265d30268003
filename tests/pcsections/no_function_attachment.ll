; Instructions only, in several functions; a function without any.
@x = global i8 0

define void @f() {
  store volatile i8 1, ptr @x, !pcsections !0
  ret void
}

define void @g() {
  ret void
}

define void @h(i8 %v) {
  %a = load volatile i8, ptr @x, !pcsections !1
  %b = add i8 %a, %v
  store volatile i8 %b, ptr @x, !pcsections !0
  ret void
}

!0 = !{!"insts", !10}
!1 = !{!"insts!C", !10, !"insts2", !10}
!10 = !{i8 -1, i64 281474976710656}

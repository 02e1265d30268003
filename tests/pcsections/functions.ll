; Function attachments only: global, internal and weak functions, one
; without an attachment between them.
define i32 @a(i32 %x) !pcsections !0 {
  %r = mul i32 %x, %x
  ret i32 %r
}

define internal i32 @b(i32 %x) !pcsections !1 {
  %r = add i32 %x, 3
  ret i32 %r
}

define i32 @c(i32 %x) {
  %r = call i32 @b(i32 %x)
  ret i32 %r
}

define weak i32 @d(i32 %x) !pcsections !0 {
  %r = call i32 @a(i32 %x)
  %s = call i32 @b(i32 %r)
  ret i32 %s
}

!0 = !{!"funcs", !10}
!1 = !{!"funcs!C", !10, !"more"}
!10 = !{i32 -7}

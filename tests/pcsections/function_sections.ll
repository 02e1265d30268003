; -function-sections: each function's PC sections are sections of their
; own, linked to the function's code section.
; llc-flags: -function-sections
@x = global i32 0

define void @f() !pcsections !0 {
  store volatile i32 1, ptr @x, !pcsections !1
  ret void
}

define void @g() !pcsections !0 {
  store volatile i32 2, ptr @x, !pcsections !1
  store volatile i32 3, ptr @x, !pcsections !0
  ret void
}

!0 = !{!"fsec", !10}
!1 = !{!"isec!C", !10}
!10 = !{i32 12345}

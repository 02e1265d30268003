; Stack sizes and PC sections together.
; llc-flags: -stack-size-section
declare void @use(ptr)

define void @f() !pcsections !0 {
  %a = alloca [300 x i8]
  store volatile i8 1, ptr %a, !pcsections !0
  call void @use(ptr %a)
  ret void
}

define void @g() {
  ret void
}

!0 = !{!"both!C", !10}
!10 = !{i32 300}

; reads: attachments continued on the next line
define i32 @f(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4,
       !range !0,
       !noundef !1
  ret i32 %v
}
!0 = !{i32 0, i32 100}
!1 = !{}

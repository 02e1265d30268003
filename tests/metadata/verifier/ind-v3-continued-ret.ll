; reads: a ret whose attachments continue on the next lines
define i32 @f() {
  ret i32 0,
      !annotation !0,
      !my.note !1
}
!0 = !{!"a"}
!1 = !{!{i32 1}, !{!{}}}

; reads: attachments and nodes without spaces
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !0 ,!noundef !{}
  ret i32 %v
}
!0=!{i32 0,i32 5}

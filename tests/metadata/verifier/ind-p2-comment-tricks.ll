; reads: attachment-looking text in comments and strings
; %x = load i8, ptr %p, !range !42
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0 ; , !range !43
  ret i8 %v
}
!0 = !{i8 0, i8 2} ; , !range !44

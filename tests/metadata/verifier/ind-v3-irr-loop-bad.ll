; documented: irr_loop is the header weight string and a count
define void @f(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %h, label %x, !irr_loop !0
x:
  ret void
}
!0 = !{!"weight", i64 10}

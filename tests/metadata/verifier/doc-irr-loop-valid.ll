define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !irr_loop !0
a:
  ret void
b:
  ret void
}
!0 = !{!"loop_header_weight", i64 100}

; expect: E0851 at !"header_weight"
; The weight is introduced by "loop_header_weight".
br i1 %c, label %t1, label %t2, !irr_loop !0
!0 = !{!"header_weight", i64 100}

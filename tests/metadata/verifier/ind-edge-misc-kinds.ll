; unpredictable, make.implicit, irr_loop, custom kinds
define void @f(ptr %p, i1 %c) {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %null, label %ok, !make.implicit !0
ok:
  br i1 %c, label %ok, label %null, !unpredictable !0, !irr_loop !1
null:
  %v = load i32, ptr %p, !my.custom.kind !2
  ret void
}
!0 = !{}
!1 = !{!"loop_header_weight", i64 100}
!2 = !{!"anything", i32 1, !{}}

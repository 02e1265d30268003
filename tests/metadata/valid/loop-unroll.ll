; A loop identifier with a property after itself: unroll four times.
br i1 %exitcond, label %._crit_edge, label %.lr.ph, !llvm.loop !0

!0 = !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}

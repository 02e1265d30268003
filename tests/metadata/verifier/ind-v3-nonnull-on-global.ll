; nonnull, range and align on a global are not looked at
@g = global ptr null, !nonnull !0, !range !1, !align !2
!0 = !{i32 1}
!1 = !{i8 5, i8 5}
!2 = !{i64 3}

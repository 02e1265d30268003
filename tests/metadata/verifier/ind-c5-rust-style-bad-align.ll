; INVALID: rustc style, but align on the loaded i64
define noundef i64 @f(ptr %self) unnamed_addr {
start:
  %_2 = load i64, ptr %self, align 8, !range !0, !align !1, !noundef !2
  ret i64 %_2
}
!0 = !{i64 0, i64 2}
!1 = !{i64 8}
!2 = !{}

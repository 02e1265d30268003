%opaque = type opaque
%packed = type <{ i8, i32 }>
@o = external global %opaque, !absolute_symbol !0
define i32 @f(ptr %p) {
  %v = load %packed, ptr %p
  %x = extractvalue %packed %v, 1
  %y = load i32, ptr %p, !range !1
  ret i32 %y
}
!0 = !{i64 0, i64 64}
!1 = !{i32 1, i32 0}

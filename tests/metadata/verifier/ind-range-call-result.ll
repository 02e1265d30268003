declare i64 @g()
define i64 @f() {
  %r = call i64 @g(), !range !0
  ret i64 %r
}
!0 = !{i64 1, i64 4294967296}

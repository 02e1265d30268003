; absolute symbols as wide as a pointer
@sym = external hidden global i8, !absolute_symbol !0
@sym2 = external global [0 x i8], !absolute_symbol !1
define ptr @f() {
  ret ptr @sym
}
!0 = !{i64 0, i64 256}
!1 = !{i64 -1, i64 -1}

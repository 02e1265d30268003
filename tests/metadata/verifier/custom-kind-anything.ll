define void @f() {
  ret void, !my.custom !0, !another !{i32 7, !"x"}
}
!0 = !{!"free", i64 -1, null}

; documented: VP lists values with their counts
define void @f(ptr %fp) {
  call void %fp(), !prof !1
  ret void
}
!1 = !{!"VP", i32 0, i64 1600, i64 123}

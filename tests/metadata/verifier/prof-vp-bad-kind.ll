; documented: the value-profile kind is 0 or 1
define void @f(ptr %fp) {
  call void %fp(), !prof !1
  ret void
}
!1 = !{!"VP", i32 7, i64 1600, i64 123, i64 10}

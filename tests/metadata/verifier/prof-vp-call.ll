define void @f(ptr %fp) {
  call void %fp(), !prof !1
  ret void
}
!1 = !{!"VP", i32 0, i64 1600, i64 7651369219802541373, i64 1030, i64 -4377547752858689819, i64 410}

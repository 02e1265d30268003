; documented: callees lists functions
define void @f(ptr %fp) {
  call void %fp(), !callees !0
  ret void
}
!0 = !{i32 1}

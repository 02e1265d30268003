define void @f(ptr %fp) {
  call void %fp(), !callees !0
  ret void
}
declare void @a()
declare void @b()
!0 = !{ptr @a, ptr @b}

declare void @a()
declare void @b()
define void @f(ptr %fp) {
  call void %fp(), !callees !0
  ret void
}
!0 = !{ptr @a, ptr @b}

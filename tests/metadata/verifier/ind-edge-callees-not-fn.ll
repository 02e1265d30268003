; documented: callees lists functions
@g = global i32 0
define void @f(ptr %fp) {
  call void %fp(), !callees !0
  ret void
}
!0 = !{ptr @g}

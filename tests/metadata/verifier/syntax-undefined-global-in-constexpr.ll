define void @f(ptr %fp) {
  call void %fp(), !callees !0
  ret void
}
!0 = !{ptr getelementptr (i8, ptr @nowhere, i64 0)}

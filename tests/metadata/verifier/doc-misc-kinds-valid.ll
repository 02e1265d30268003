define void @f(ptr %p, i1 %c) {
entry:
  %v = load ptr, ptr %p, !make.implicit !0
  br i1 %c, label %a, label %b, !unpredictable !0
a:
  ret void
b:
  ret void
}
!0 = !{}

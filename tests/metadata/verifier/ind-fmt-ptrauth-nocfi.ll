; reads: ptrauth constants and no_cfi
declare void @h()
@signed = global ptr ptrauth (ptr @h, i32 0, i64 1234)
@raw = global ptr no_cfi @h
define void @f() {
  call void @h(), !callees !0
  ret void
}
!0 = !{ptr @h}

define void @f(ptr %p) {
  store i32 0, ptr %p, !nosanitize !0, !pcsections !1
  ret void
}
!0 = !{}
!1 = !{!"sec", !{i32 1}}

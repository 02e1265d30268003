define void @f(ptr %p) {
  %old = atomicrmw xchg ptr %p, i64 1 monotonic, align 8, !pcsections !0
  ret void
}
!0 = !{!"section.foo", !1}
!1 = !{i64 1, i32 2}

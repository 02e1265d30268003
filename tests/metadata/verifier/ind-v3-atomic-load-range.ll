define i32 @f(ptr %p) {
  %v = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4, !range !0, !invariant.group !1
  ret i32 %v
}
!0 = !{i32 0, i32 3}
!1 = !{}

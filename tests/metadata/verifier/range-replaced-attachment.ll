; LLVM keeps the last !range of an instruction: the empty first one is gone.
define i32 @last(ptr %p) {
  %x = load i32, ptr %p, !range !0, !range !1
  ret i32 %x
}
!0 = !{i32 0, i32 0}
!1 = !{i32 0, i32 8}

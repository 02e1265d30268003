define i32 @f(i32 %x) {
entry:
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %fall [label %ind], !range !0
fall:
  ret i32 %r
ind:
  ret i32 0
}
!0 = !{i32 0, i32 4}

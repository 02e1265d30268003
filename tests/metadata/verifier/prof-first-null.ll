define void @f() {
  br label %x, !prof !{null, i32 1}
x:
  ret void
}

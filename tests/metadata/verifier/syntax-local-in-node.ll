define void @f(i32 %x) {
  ret void, !foo !{i32 %x}
}

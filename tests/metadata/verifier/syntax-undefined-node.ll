define void @f() {
  ret void, !foo !3
}

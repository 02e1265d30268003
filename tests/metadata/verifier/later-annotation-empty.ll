define void @f() {
  ret void, !annotation !{}
}

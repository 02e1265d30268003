; reads: metadata strings holding brackets, commas and semicolons
define void @f(ptr %p) {
  store i8 0, ptr %p, !annotation !0
  ret void
}
!0 = !{!"a } b ] c ) ; d , !e"}

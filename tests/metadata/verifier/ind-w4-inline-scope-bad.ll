; INVALID: an inline scope list whose scope has no domain
define void @f(ptr %p) {
  store i32 0, ptr %p, !noalias !{!{!"s"}}
  ret void
}

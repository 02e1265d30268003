; INVALID: mmra that is neither a tag nor a list of tags
define void @f(ptr %p) {
  fence release, !mmra !0
  ret void
}
!0 = !{i32 1}

; INVALID: an attachment without a node
define void @f(ptr %p) {
  store i32 0, ptr %p, !nontemporal
  ret void
}

; documented: nontemporal holds i32 1
define void @f(ptr %p) {
  store i32 0, ptr %p, !nontemporal !{i64 1}
  ret void
}

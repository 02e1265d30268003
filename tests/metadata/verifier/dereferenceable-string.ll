define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !dereferenceable !{!"8"}
  ret ptr %p
}

define ptr @f(ptr %pp) {
  %p = load ptr, ptr %pp, !align !{i64 0}
  ret ptr %p
}

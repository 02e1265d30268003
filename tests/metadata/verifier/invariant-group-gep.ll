define ptr @f(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4, !invariant.group !0
  ret ptr %q
}
!0 = !{}

; INVALID: invariant.group on a GEP
define ptr @f(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 8, !invariant.group !0
  ret ptr %q
}
!0 = !{}

define ptr addrspace(1) @f(ptr %pp) {
  %p = load ptr addrspace(1), ptr %pp, !dereferenceable !0, !align !1
  ret ptr addrspace(1) %p
}
!0 = !{i64 4}
!1 = !{i64 16}

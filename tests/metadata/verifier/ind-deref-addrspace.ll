; a load of an addrspace(3) pointer with dereferenceable
define ptr addrspace(3) @f(ptr addrspace(1) %pp) {
  %p = load ptr addrspace(3), ptr addrspace(1) %pp, align 4, !dereferenceable !0
  ret ptr addrspace(3) %p
}
!0 = !{i64 4}

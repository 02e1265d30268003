; nonnull and dereferenceable on a 32-bit pointer load
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
define ptr addrspace(270) @f(ptr %p) {
  %v = load ptr addrspace(270), ptr %p, align 4, !nonnull !0, !dereferenceable !1, !align !2
  ret ptr addrspace(270) %v
}
!0 = !{}
!1 = !{i64 16}
!2 = !{i64 4}

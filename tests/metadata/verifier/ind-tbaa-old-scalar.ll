; old-style scalar tag on a call to memcpy-like function and a store
define void @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !1
  ret void
}
!0 = !{!"root"}
!1 = !{!"int", !0}

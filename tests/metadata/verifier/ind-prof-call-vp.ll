; a call with branch weights and an indirect call with value profile
define void @f(ptr %fp) {
  call void @g(), !prof !0
  call void %fp(), !prof !1
  ret void
}
declare void @g()
!0 = !{!"branch_weights", i32 100}
!1 = !{!"VP", i32 0, i64 1600, i64 -7288447812315364342, i64 1000, i64 1234, i64 600}

; reads: uselistorder directives
@g = global i32 0
define void @f() {
  store i32 1, ptr @g, !nontemporal !0
  store i32 2, ptr @g
  ret void
}
uselistorder ptr @g, { 1, 0 }
!0 = !{i32 1}

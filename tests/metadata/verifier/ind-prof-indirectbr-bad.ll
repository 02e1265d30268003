; INVALID: indirectbr with too many weights
define void @f(ptr %t) {
entry:
  indirectbr ptr %t, [label %a, label %b], !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}

; INVALID: a weight list with no weight
define void @f(ptr %t) {
  indirectbr ptr %t, [], !prof !0
}
!0 = !{!"branch_weights"}

; INVALID: callbr with an expected origin and too many weights
define void @f() {
  callbr void asm "", "!i"()
          to label %a [label %b], !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{!"branch_weights", !"expected", i32 1, i32 2, i32 3}

; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: Wrong number of operands
; INVALID: a switch with a weight per case but none for the default

define void @f(i8 %v) {
entry:
  switch i8 %v, label %def [i8 1, label %one
                            i8 2, label %two]
    , !prof !0
def:
  ret void
one:
  ret void
two:
  ret void
}

!0 = !{!"branch_weights", i32 1, i32 1}

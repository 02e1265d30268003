; reads: comments inside a switch table
define void @f(i64 %v) {
entry:
  switch i64 %v, label %d [
    i64 100, label %a   ; first
    i64 200, label %b   ; second
  ], !prof !{!"branch_weights", i32 1, i32 2, i32 3}
a:
  ret void
b:
  ret void
d:
  ret void
}

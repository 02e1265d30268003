// expect: other
// "#" starts a comment only at the start of a line
add x0, x1, x2 # comment

// expect: other
// add (not adds) takes no lsl with a w register
add x0, x1, w2, lsl #2

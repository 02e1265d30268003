// expect: immediate-out-of-range
// stp q offsets are -1024..1008
stp q0, q1, [x2, #-1040]

// expect: other
// a writeback base that is also loaded is unpredictable
ldrb w1, [x1], #1

// expect: other
// a writeback base that is also stored is unpredictable
stp w1, w2, [x2], #16

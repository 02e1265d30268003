// expect: other
// a writeback base that is also loaded is unpredictable
ldp x1, x2, [x1, #16]!

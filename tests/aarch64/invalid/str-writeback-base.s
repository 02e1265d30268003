// expect: other
// a writeback base that is also stored is unpredictable
str w5, [x5, #-8]!

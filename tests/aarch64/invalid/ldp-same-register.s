// expect: other
// a load pair into one register twice is unpredictable
ldp x3, x3, [x1]

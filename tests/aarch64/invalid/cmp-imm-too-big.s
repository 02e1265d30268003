// expect: immediate-out-of-range
// cmp immediate is 12 bits
cmp w0, #4097

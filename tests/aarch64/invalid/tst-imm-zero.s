// expect: immediate-out-of-range
// tst of 0 is not encodable
tst w0, #0

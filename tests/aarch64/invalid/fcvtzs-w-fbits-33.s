// expect: immediate-out-of-range
// fixed-point fbits for a w destination is 1..32
fcvtzs w0, s1, #33

// expect: immediate-out-of-range
// hint numbers are 0..127
hint #128

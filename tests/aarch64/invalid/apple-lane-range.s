// expect: immediate-out-of-range
// Apple syntax: a lane past the end
ins.s v0[4], w0

// expect: immediate-out-of-range
// b.cond reaches +/-1 MiB
b.eq #1048576

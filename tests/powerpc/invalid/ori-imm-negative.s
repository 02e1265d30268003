# expect: immediate-out-of-range
# ori takes an unsigned 16-bit immediate; -1 is rejected
ori 3, 4, -1

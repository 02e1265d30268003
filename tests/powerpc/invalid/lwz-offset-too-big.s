# expect: immediate-out-of-range
# D-form displacement is a signed 16-bit value
lwz 3, 32768(4)

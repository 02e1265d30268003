# expect: immediate-out-of-range
# andi. takes an unsigned 16-bit immediate; -1 is rejected
andi. 3, 4, -1

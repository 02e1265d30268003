# expect: immediate-out-of-range
# andi. takes an unsigned 16-bit immediate; 65536 is too large
andi. 3, 4, 65536

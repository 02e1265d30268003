# expect: immediate-out-of-range
# 2^64 does not fit in 64 bits (reported as "unexpected token")
r1 = 18446744073709551616 ll

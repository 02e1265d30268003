# expect: immediate-out-of-range
# an ALU immediate that does not fit in 64 bits (32..64-bit values are silently truncated)
r0 += 18446744073709551616

# expect: immediate-out-of-range
# conditional jump displacement beyond 16 bits
if r1 == r2 goto +32768

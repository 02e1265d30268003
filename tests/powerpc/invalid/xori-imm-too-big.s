# expect: immediate-out-of-range
# xori takes an unsigned 16-bit immediate
xori 3, 4, 65536

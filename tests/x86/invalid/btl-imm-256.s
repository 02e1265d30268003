# expect: immediate-out-of-range
# the bit offset is an 8-bit immediate
btl $256, %eax

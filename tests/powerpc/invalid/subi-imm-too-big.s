# expect: immediate-out-of-range
# subi N is addi -N and N itself must be a signed 16-bit value
subi 3, 4, 32768

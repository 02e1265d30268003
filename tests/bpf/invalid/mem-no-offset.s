# expect: other
# the memory operand requires an explicit offset
r0 = *(u8 *)(r1)

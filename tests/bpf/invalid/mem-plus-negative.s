# expect: other
# negative offsets must be written "- N"; "+ -N" is rejected
r0 = *(u8 *)(r1 + -4)

# expect: invalid-operand
# there is no 32-bit (s32) sign-extending move
w0 = (s32)w1

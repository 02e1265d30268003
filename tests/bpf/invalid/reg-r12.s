# expect: invalid-register
# only r0-r11 exist
r12 = 1

# expect: invalid-register
# leading zeros are not allowed in register names
r00 = 1

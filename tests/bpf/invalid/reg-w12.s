# expect: invalid-register
# only w0-w11 exist
w12 += 1

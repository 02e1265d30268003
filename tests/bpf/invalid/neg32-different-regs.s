# expect: other
# 32-bit neg is tied as well
w0 = -w2

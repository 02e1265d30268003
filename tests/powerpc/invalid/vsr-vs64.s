# expect: invalid-register
# there is no vs64
xxlor %vs64, 1, 2

# expect: invalid-register
# there is no cr8
cmpw %cr8, 3, 4

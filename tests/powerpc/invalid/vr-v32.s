# expect: invalid-register
# there is no v32
vaddubm %v32, 1, 2

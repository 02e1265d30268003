# expect: invalid-register
# there is no r32
lwz 3, 8(%r32)

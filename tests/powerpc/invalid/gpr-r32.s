# expect: invalid-register
# there is no r32
add %r32, 4, 5

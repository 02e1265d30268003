# expect: other
# neg is tied: source and destination must be the same register
r0 = -r1

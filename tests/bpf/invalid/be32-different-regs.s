# expect: other
# byte swap is tied: source and destination must be the same register
r0 = be32 r1

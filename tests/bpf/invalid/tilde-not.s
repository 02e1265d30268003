# expect: other
# there is no bitwise-not operator
r0 = ~r0

# expect: invalid-register
# the symbolic CR field name cr8 does not exist (it is an unknown symbol)
cmpw cr8, 3, 4

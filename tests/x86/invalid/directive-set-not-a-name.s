# expect: other
# a number is no symbol name
.set 5, 5

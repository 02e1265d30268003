# expect: other
# a stray '.' after the last operand
add. 3, 4, 5.

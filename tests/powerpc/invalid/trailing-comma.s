# expect: other
# a trailing comma starts an empty operand
add 3, 4, 5,

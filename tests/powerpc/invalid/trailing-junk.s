# expect: other
# text after the last operand
add 3, 4, 5 junk

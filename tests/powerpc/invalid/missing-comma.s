# expect: other
# operands must be separated by commas
add 3 4 5

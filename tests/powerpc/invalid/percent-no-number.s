# expect: invalid-register
# % followed by a register letter without number
add %r, 4, 5

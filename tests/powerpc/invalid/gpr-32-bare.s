# expect: invalid-register
# a bare register number must be 0..31
add 32, 4, 5

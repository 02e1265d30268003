# expect: invalid-register
# the variable shift count must be %cl
shll %dl, %eax

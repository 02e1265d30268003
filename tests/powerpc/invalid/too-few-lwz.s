# expect: invalid-operand
# a D-form load needs a displacement and a base
lwz 3, 4

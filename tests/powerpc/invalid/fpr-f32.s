# expect: invalid-register
# there is no f32
fadd %f32, 1, 2

// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w21, w25
cnt	x3, x13
ctz	w21, w2
ctz	x11, x30
smax	w13, w25, #-113
smax	w5, w11, w10
smax	x8, x14, #5
smax	x21, x11, x19
smin	w3, w30, #-74
smin	w4, w11, w1
smin	x1, x19, #68
smin	x5, x7, xzr
umax	w22, w24, #174
umax	w17, w1, w25
umax	x30, x12, #108
umax	x6, x28, x21
umin	w5, w2, #116
umin	w9, w21, w18
umin	x21, x12, #188
umin	x8, x3, x4

// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w18, w25
cnt	x27, x27
ctz	w14, w14
ctz	x0, x28
smax	w10, wzr, #0
smax	w25, w3, w19
smax	x16, x13, #-105
smax	xzr, x1, xzr
smin	w2, w13, #34
smin	w21, w8, w29
smin	x25, x20, #-46
smin	x29, xzr, x15
umax	w11, w24, #62
umax	w3, w22, w21
umax	x10, x10, #255
umax	x25, x2, x7
umin	w17, w5, #145
umin	w27, w27, w15
umin	x9, x5, #225
umin	x16, x21, x15

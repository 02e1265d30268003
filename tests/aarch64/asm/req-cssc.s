// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	wzr, w11
cnt	x6, x24
ctz	w1, w9
ctz	x23, x18
smax	w8, w20, #120
smax	w8, w28, wzr
smax	x12, x18, #0
smax	x21, x1, x11
smin	w13, w11, #-59
smin	w25, w22, w16
smin	x29, x9, #-1
smin	x22, x28, x12
umax	w5, w14, #0
umax	w8, w8, w25
umax	x23, xzr, #124
umax	x8, x23, x28
umin	w11, w21, #0
umin	w18, w19, w18
umin	x9, x1, #114
umin	x5, x3, x13

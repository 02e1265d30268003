// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w15, w16, #-98
smax	w3, w0, w18
smax	x19, x26, #106
smax	x2, x25, x14
smin	w6, w16, #-72
smin	w13, w18, w0
smin	x10, x15, #127
smin	x1, x10, x7
umax	w14, w2, #26
umax	w29, w28, w18
umax	x25, x20, #116
umax	x23, x20, x10
umin	w24, w12, #104
umin	w6, w25, w14
umin	x28, x19, #161
umin	x26, x25, x24

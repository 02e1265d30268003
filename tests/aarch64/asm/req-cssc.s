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
umax	w12, w1, #72
umax	w3, w19, w26
umax	x28, x14, #0
umax	x7, x3, x29
umin	w12, w19, #162
umin	w11, w20, w4
umin	x21, x9, #161
umin	x1, x30, x20

// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w0, w24
cnt	x15, x13
ctz	w17, w12
ctz	x29, x19
smax	w0, w15, #-92
smax	w16, w11, w30
smax	x18, x29, #81
smax	x13, x18, x20
smin	w12, w26, #119
smin	w26, w19, w11
smin	x23, x11, #0
smin	x23, x24, x6
umax	w2, w21, #153
umax	w19, w17, w9
umax	x10, x4, #1
umax	x24, x1, x15
umin	w5, w25, #0
umin	w21, w6, w10
umin	x13, x5, #95
umin	x5, x11, x3

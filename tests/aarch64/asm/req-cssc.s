// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w5, w3
cnt	xzr, x10
ctz	w29, w12
ctz	x17, x0
smax	w7, w28, #93
smax	w4, w28, w7
smax	x24, x2, #0
smax	x29, x6, x7
smin	w23, w25, #127
smin	wzr, w20, w1
smin	x22, xzr, #83
smin	x18, x12, x19
umax	w8, w30, #91
umax	w11, w23, w2
umax	x8, x0, #177
umax	x15, x28, x18
umin	w1, w26, #109
umin	w17, w29, w23
umin	x13, x3, #255
umin	x2, x29, x4

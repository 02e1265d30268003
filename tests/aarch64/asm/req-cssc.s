// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w19, w6, #64
smax	w20, w25, w5
smax	x11, xzr, #-57
smax	x15, x30, x2
smin	w20, w16, #-74
smin	w8, w5, w28
smin	x21, x12, #83
smin	x2, x21, x8
umax	w19, w8, #83
umax	w6, w4, w23
umax	x26, x12, #0
umax	x26, x9, x19
umin	w5, w9, #114
umin	w4, w10, w26
umin	x29, x7, #185
umin	x12, x22, x18

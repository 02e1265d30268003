// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w21, w11, #88
smax	wzr, w28, w21
smax	x7, x5, #-123
smax	x22, x7, xzr
smin	w6, w27, #104
smin	w16, w26, w26
smin	x20, x6, #-60
smin	x8, x11, x17
umax	w19, w8, #83
umax	w6, w4, w23
umax	x26, x12, #0
umax	x26, x9, x19
umin	w5, w9, #114
umin	w4, w10, w26
umin	x29, x7, #185
umin	x12, x22, x18

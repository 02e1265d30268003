// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w5, w1, #97
smax	w10, w25, w23
smax	x12, x19, #-101
smax	x22, x7, x13
smin	w11, w17, #0
smin	w5, w6, w16
smin	x27, x29, #19
smin	x0, x10, x15
umax	w12, w1, #72
umax	w3, w19, w26
umax	x28, x14, #0
umax	x7, x3, x29
umin	w12, w19, #162
umin	w11, w20, w4
umin	x21, x9, #161
umin	x1, x30, x20

// mattr: +cssc
// instructions llvm-mc 19 takes only with: cssc
abs	w14, w0
abs	x3, x21
cnt	w5, w19
cnt	x22, x7
ctz	w10, w25
ctz	x21, x14
smax	w21, w13, #57
smax	w6, w15, w9
smax	x5, x20, #15
smax	x24, x22, x27
smin	w6, w15, #-13
smin	w8, w12, w8
smin	x17, x3, #49
smin	x0, x1, x26
umax	w25, w26, #161
umax	w22, w8, w9
umax	x28, x25, #77
umax	x27, x25, x28
umin	w1, w3, #1
umin	w16, w2, w14
umin	x0, x23, #255
umin	x24, x11, x19
